import { describe, expect, it } from 'vitest';
import { cctvUrl, streamKind } from './cctv';
import { messages } from './messages';

describe('streamKind', () => {
  it('reads the kind from the path, whatever the query or case', () => {
    expect(streamKind('http://10.0.0.2:8888/produksi/index.m3u8?token=a.mp4')).toBe('hls');
    expect(streamKind('https://x.id/rekaman/PARKIR.MP4#t=5')).toBe('mp4');
    expect(streamKind('https://x.id/live.m3u8.html')).toBeUndefined();
  });
});

describe('cctvUrl', () => {
  const problem = (url: string) => cctvUrl.safeParse(url).error?.issues[0]?.message;

  it('accepts http(s) gateway URLs and paths on this site, trimmed', () => {
    expect(cctvUrl.parse('  http://192.168.1.10:8888/gudang/index.m3u8 ')).toBe(
      'http://192.168.1.10:8888/gudang/index.m3u8',
    );
    expect(problem('https://kamera.depot.id/cam1/index.m3u8?token=abc')).toBeUndefined();
    expect(problem('/demo/cctv-2.mp4')).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)//x.mp4',
    'JaVaScRiPt:alert(1)//x.mp4',
    'data:video/mp4;base64,AAAA.mp4',
    'blob:https://x.id/abc.mp4',
    'ftp://x.id/cam.mp4',
    '//x.id/cam.mp4',
    '/\\x.id/cam.mp4',
    'https://u:p@x.id/cam.mp4',
    'https://x.id/cam 1.mp4',
  ])('refuses %j as not a usable address', (url) => {
    expect(problem(url)).toBe(messages.cctv.urlInvalid);
  });

  it('says what is wrong with an empty, long, control-character or non-stream URL', () => {
    expect(problem('')).toBe(messages.cctv.urlRequired);
    expect(problem(`https://x.id/${'a'.repeat(2048)}.mp4`)).toBe(messages.cctv.urlTooLong(2048));
    expect(problem('https://x.id/a\u0000.mp4')).toBe(messages.api.controlCharacters);
    expect(problem('https://x.id/a\u0007.mp4')).toBe(messages.api.controlCharacters);
    expect(problem('https://x.id/kamera.html')).toBe(messages.cctv.urlKind);
  });
});
