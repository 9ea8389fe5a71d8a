import { messages, QRIS_MAX_BYTES } from '@depot/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { depotQris } from '../../src/db/schema';
import { asAdmin, newEmployee, newOwner, type LoggedIn } from '../fixtures';
import { useTestApp } from '../use-test-app';

const t = useTestApp();
let owner: LoggedIn;
let kasir: LoggedIn;
let other: LoggedIn;
beforeAll(async () => {
  owner = await newOwner(t);
  kasir = await newEmployee(t, owner.username);
  other = await newOwner(t);
});

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff, 0xe0];
/** Bytes that start like the format they claim to be, `size` long in all. */
const image = (magic: number[], size = 64) =>
  Buffer.concat([Buffer.from(magic), Buffer.alloc(size - magic.length, 7)]).toString('base64');
const PNG = `data:image/png;base64,${image(PNG_MAGIC)}`;
const JPEG = `data:image/jpeg;base64,${image(JPEG_MAGIC)}`;

type Headers = Record<string, string> | null;
const qris = (
  method: 'GET' | 'PUT' | 'DELETE',
  username: string,
  headers: Headers,
  body?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api/products/${username}/qris`,
    headers: headers ?? {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

const stored = (accountId: number) =>
  t.db.select().from(depotQris).where(eq(depotQris.accountId, accountId));

describe('the QRIS image', () => {
  it('answers 404 until the owner uploads one', async () => {
    const res = await qris('GET', owner.username, kasir.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.pos.qrisMissing });
  });

  it("stores the owner's PNG, shows it to the depot's cashiers, replaces it with a JPEG", async () => {
    const put = await qris('PUT', owner.username, owner.headers, { image: PNG });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ message: messages.pos.qrisSaved });
    for (const headers of [owner.headers, kasir.headers, await asAdmin(t)]) {
      const res = await qris('GET', owner.username, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ image: PNG });
    }
    expect((await qris('PUT', owner.username, owner.headers, { image: JPEG })).statusCode).toBe(
      200,
    );
    expect((await qris('GET', owner.username, owner.headers)).json()).toEqual({ image: JPEG });
  });

  it('takes an image of exactly 512 KB', async () => {
    const largest = `data:image/jpeg;base64,${image(JPEG_MAGIC, QRIS_MAX_BYTES)}`;
    const res = await qris('PUT', other.username, other.headers, { image: largest });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses what is not a PNG or JPEG of at most 512 KB with 400, keeping the one stored', async () => {
    const refused = [
      `data:image/png;base64,${image(JPEG_MAGIC)}`,
      `data:image/jpeg;base64,${image(PNG_MAGIC)}`,
      `data:image/gif;base64,${image([0x47, 0x49, 0x46, 0x38])}`,
      `data:image/png;base64,${Buffer.from('bukan gambar').toString('base64')}`,
      `data:image/png;base64,${image(PNG_MAGIC, QRIS_MAX_BYTES + 1)}`,
      'data:image/png;base64,',
      'data:image/png;base64,@@@@',
      'https://contoh.id/qris.png',
      `data:image/png;base64,${image(PNG_MAGIC)}\u0000`,
    ];
    for (const bad of refused) {
      const res = await qris('PUT', owner.username, owner.headers, { image: bad });
      expect(res.statusCode, bad.slice(0, 40)).toBe(400);
      expect(res.json()).toEqual({ success: false, message: messages.pos.qrisImage });
    }
    for (const body of [{}, { image: 5 }, { image: PNG, extra: true }, [PNG]]) {
      const res = await qris('PUT', owner.username, owner.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const huge = await qris('PUT', owner.username, owner.headers, {
      image: `data:image/png;base64,${image(PNG_MAGIC, 2 * QRIS_MAX_BYTES)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect((await stored(owner.id)).map((r) => r.image)).toEqual([JPEG]);
  });

  it('refuses an employee (403), another depot (403) and no token (401), changing nothing', async () => {
    const cases: [string, 'PUT' | 'DELETE' | 'GET', Headers, number][] = [
      ['employee uploads', 'PUT', kasir.headers, 403],
      ['employee deletes', 'DELETE', kasir.headers, 403],
      ['other depot reads', 'GET', other.headers, 403],
      ['other depot uploads', 'PUT', other.headers, 403],
      ['anonymous reads', 'GET', null, 401],
      ['anonymous uploads', 'PUT', null, 401],
    ];
    for (const [label, method, headers, status] of cases) {
      const res = await qris(
        method,
        owner.username,
        headers,
        method === 'PUT' ? { image: PNG } : undefined,
      );
      expect(res.statusCode, label).toBe(status);
    }
    expect((await qris('PUT', owner.username, kasir.headers, { image: PNG })).json()).toEqual({
      success: false,
      message: messages.api.ownerOnly,
    });
    expect((await stored(owner.id)).map((r) => r.image)).toEqual([JPEG]);
  });

  it('deletes it for the owner; a second delete answers 404', async () => {
    const res = await qris('DELETE', owner.username, owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.pos.qrisDeleted });
    expect((await qris('GET', owner.username, owner.headers)).statusCode).toBe(404);
    const again = await qris('DELETE', owner.username, owner.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: messages.pos.qrisMissing });
  });
});
