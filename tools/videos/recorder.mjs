// Frames of a page from the Chrome DevTools screencast, and ffmpeg to turn them into an MP4 with
// a steady frame rate and a WebP poster.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';

export const FPS = 20;

/** Stops with a message a person can act on when ffmpeg is not installed. */
export function requireFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'ffmpeg was not found: recording the videos needs it (Debian/Ubuntu: apt-get install -y ffmpeg).',
    );
  }
}

/**
 * Starts capturing `page`. The screencast sends a frame only when the screen changes, each with
 * its time; `stop()` gives them all, and `mark()` remembers a moment (the poster's).
 */
export async function startCapture(page, { width, height }) {
  const cdp = await page.context().newCDPSession(page);
  const frames = [];
  let marked;
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ at: metadata.timestamp * 1000, jpeg: Buffer.from(data, 'base64') });
    cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: width,
    maxHeight: height,
  });
  const started = Date.now();
  return {
    mark: () => (marked = Date.now()),
    async stop() {
      const ended = Date.now();
      await cdp.send('Page.stopScreencast');
      await cdp.detach();
      return { frames, started, ended, marked };
    },
  };
}

/** The frame on screen at each tick of a steady clock, from the first frame to `ended`. */
function steadyFrames({ frames, ended }) {
  const out = [];
  const first = frames[0]?.at;
  if (first === undefined) throw new Error('the screencast sent no frame');
  for (let t = first, i = 0; t < ended; t += 1000 / FPS) {
    while (i + 1 < frames.length && frames[i + 1].at <= t) i++;
    out.push(frames[i].jpeg);
  }
  return out;
}

async function ffmpeg(args, inputs) {
  const child = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  for (const jpeg of inputs) {
    if (!child.stdin.write(jpeg)) await once(child.stdin, 'drain');
  }
  child.stdin.end();
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
}

/**
 * Writes the capture as H.264 MP4 (yuv420p, moov atom first, no audio) of `width` × `height`, and
 * the marked moment (or the middle) as a WebP poster. Returns the length in seconds.
 */
export async function encode(capture, { width, height, mp4, poster }) {
  const ticks = steadyFrames(capture);
  const scale = `scale=${width}:${height}:flags=lanczos`;
  await ffmpeg(
    [
      ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(FPS), '-i', '-'],
      ...['-vf', `${scale},format=yuv420p`, '-c:v', 'libx264', '-preset', 'veryslow'],
      ...['-crf', '27', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      ...['-an', mp4],
    ],
    ticks,
  );
  const at = capture.marked ?? (capture.started + capture.ended) / 2;
  const still = capture.frames.findLast((f) => f.at <= at) ?? capture.frames[0];
  await ffmpeg(
    [
      ...['-f', 'image2pipe', '-c:v', 'mjpeg', '-i', '-', '-vf', scale],
      ...['-c:v', 'libwebp', '-quality', '70', '-frames:v', '1', poster],
    ],
    [still.jpeg],
  );
  return ticks.length / FPS;
}
