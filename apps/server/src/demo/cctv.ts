import type { Db } from '../db/client';
import { upsertSource } from '../modules/cctv';

/**
 * The demo depot's cameras play short synthetic clips served by the web app itself
 * (apps/web/public/demo, made by tools/demo-cctv/make-clips.sh), so the demo works offline.
 * Camera 1 plays the HLS rendition, so the HLS path is exercised too.
 */
export const DEMO_CCTV_SOURCES = [
  '/demo/cctv-1-hls/index.m3u8',
  '/demo/cctv-2.mp4',
  '/demo/cctv-3.mp4',
] as const;

export async function seedDemoCctv(db: Db, accountId: number) {
  for (const [index, url] of DEMO_CCTV_SOURCES.entries()) {
    await upsertSource(db, accountId, index + 1, url);
  }
}
