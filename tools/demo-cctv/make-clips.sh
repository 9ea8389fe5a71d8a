#!/bin/sh
# Makes the demo depot's CCTV sample clips (apps/web/public/demo): small synthetic H.264 scenes with
# camera grain and a running clock, so the demo plays offline. Needs ffmpeg with libx264
# (Debian: apt-get install ffmpeg). Run from the repository root.
set -eu
out=apps/web/public/demo
mkdir -p "$out"
font=/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf
# Grain, a darker edge and a camera caption with the running clock, shared by every scene.
camera() {
  echo "noise=alls=14:allf=t,vignette=PI/4,drawtext=fontfile=$font:text='CAM $1  %{pts\\:hms}':x=12:y=10:fontsize=16:fontcolor=white@0.9:box=1:boxcolor=black@0.45:boxborderw=4"
}
encode() {
  ffmpeg -v error -y -f lavfi -i "$2" -t 6 -an -c:v libx264 -preset slow -profile:v main \
    -pix_fmt yuv420p -crf 30 -g 30 -movflags +faststart "$1"
}
size=480x270:r=15

# 1 Area Produksi: three taps and a gallon moving along the filling line.
encode "$out/cctv-1.mp4" "color=c=0x34495e:s=$size,
drawbox=x=0:y=190:w=480:h=80:c=0x22313f:t=fill,
drawbox=x=90:y=60:w=20:h=90:c=0xbdc3c7:t=fill,drawbox=x=230:y=60:w=20:h=90:c=0xbdc3c7:t=fill,
drawbox=x=370:y=60:w=20:h=90:c=0xbdc3c7:t=fill,
drawbox=x='mod(t*70,560)-60':y=140:w=50:h=60:c=0x3498db:t=fill,
drawbox=x='mod(t*70+280,560)-60':y=140:w=50:h=60:c=0x2e86c1:t=fill,$(camera 1)"

# 2 Penyimpanan: racks of gallons, one being carried past.
encode "$out/cctv-2.mp4" "color=c=0x3d3d3d:s=$size,
drawgrid=w=60:h=60:t=40:c=0x2874a6@1,drawbox=x=0:y=0:w=480:h=20:c=0x3d3d3d:t=fill,
drawbox=x=0:y=200:w=480:h=70:c=0x2b2b2b:t=fill,
drawbox=x='400-mod(t*50,460)':y=150:w=36:h=110:c=0xd35400:t=fill,$(camera 2)"

# 3 Area Parkir: parking lines and a delivery motorbike arriving.
encode "$out/cctv-3.mp4" "color=c=0x4d5656:s=$size,
drawbox=x=100:y=120:w=6:h=150:c=white@0.8:t=fill,drawbox=x=240:y=120:w=6:h=150:c=white@0.8:t=fill,
drawbox=x=380:y=120:w=6:h=150:c=white@0.8:t=fill,drawbox=x=0:y=0:w=480:h=80:c=0x5d6d7e:t=fill,
drawbox=x='mod(t*90,600)-100':y=170:w=90:h=40:c=0xc0392b:t=fill,
drawbox=x='mod(t*90,600)-90':y=130:w=28:h=40:c=0x1b2631:t=fill,$(camera 3)"

# An HLS rendition of camera 1 (2-second fMP4 segments; .ts would pass for TypeScript here).
rm -rf "$out/cctv-1-hls"
mkdir -p "$out/cctv-1-hls"
ffmpeg -v error -y -i "$out/cctv-1.mp4" -c copy -f hls -hls_time 2 -hls_list_size 0 \
  -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 \
  -hls_segment_filename "$out/cctv-1-hls/segment-%d.m4s" "$out/cctv-1-hls/index.m3u8"
