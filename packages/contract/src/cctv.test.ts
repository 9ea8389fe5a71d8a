import { describe, expect, it } from 'vitest';
import { cctvSourceWarning, cctvUrl, streamKind } from './cctv';
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

describe("addresses the viewers' browsers would fetch", () => {
  const problem = (url: string) => cctvUrl.safeParse(url).error?.issues[0]?.message;

  it.each([
    'http://localhost:8888/cam/index.m3u8',
    'http://kamera.localhost/cam/index.m3u8',
    'http://127.0.0.1:8888/cam/index.m3u8',
    'http://127.8.9.10/cam.mp4',
    // Other spellings of 127.0.0.1 that URL parsing turns into it.
    'http://2130706433/cam.mp4',
    'http://0x7f.1/cam.mp4',
    'http://0.0.0.0:8888/cam/index.m3u8',
    'http://[::1]:8888/cam/index.m3u8',
    'http://[::]/cam.mp4',
    'http://[::ffff:127.0.0.1]/cam.mp4',
    'http://169.254.169.254/latest/cam.mp4',
    'http://[fe80::1]/cam.mp4',
  ])("refuses %j: the viewer's own machine or a link-local address", (url) => {
    expect(problem(url)).toBe(messages.cctv.urlLocal);
  });

  it.each([
    'http://192.168.1.20:8888/gudang/index.m3u8',
    'http://10.0.0.2:8888/produksi/index.m3u8',
    'http://172.16.5.4/cam.mp4',
    'http://172.31.255.255/cam.mp4',
    'http://100.64.0.7/cam.mp4',
    'http://[fd12:3456::1]/cam.mp4',
    'http://[::ffff:192.168.1.2]/cam.mp4',
  ])('accepts %j, a depot LAN address, with a warning', (url) => {
    expect(problem(url)).toBeUndefined();
    expect(cctvSourceWarning(url)).toBe(messages.cctv.privateWarning);
  });

  it.each([
    'https://kamera.depot.id/cam1/index.m3u8',
    'http://172.32.0.1/cam.mp4',
    'http://8.8.8.8/cam.mp4',
    'http://[2001:db8::1]/cam.mp4',
    '/demo/cctv-2.mp4',
  ])('accepts %j without a warning', (url) => {
    expect(problem(url)).toBeUndefined();
    expect(cctvSourceWarning(url)).toBeUndefined();
  });
});
