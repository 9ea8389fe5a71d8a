import { messages, QRIS_MAX_BYTES, type QrisImage } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { depotId } from '../depots';
import * as repo from './qris.repository';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * Whether a data URL (already shaped `data:image/png|jpeg;base64,…` by the contract) holds a PNG
 * or JPEG of at most QRIS_MAX_BYTES: the bytes themselves are checked, not the type it claims.
 */
export function isQrisImage(dataUrl: string): boolean {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const magic = dataUrl.startsWith('data:image/png') ? PNG : JPEG;
  return (
    bytes.length > magic.length &&
    bytes.length <= QRIS_MAX_BYTES &&
    bytes.subarray(0, magic.length).equals(magic)
  );
}

export async function getQris(db: Db, username: string): Promise<QrisImage> {
  const row = await repo.findQris(db, await depotId(db, username));
  if (!row) throw new HttpError(404, messages.pos.qrisMissing);
  return row;
}

export async function putQris(db: Db, username: string, image: string, now = new Date()) {
  if (!isQrisImage(image)) throw new HttpError(400, messages.pos.qrisImage);
  await repo.saveQris(db, await depotId(db, username), image, now);
}

export async function deleteQris(db: Db, username: string) {
  if (!(await repo.deleteQris(db, await depotId(db, username)))) {
    throw new HttpError(404, messages.pos.qrisMissing);
  }
}
