import { crc32, deflateSync } from 'node:zlib';
import type { Testimonial } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, SESSION, uniqueName } from './support';

/** A solid-colour truecolour PNG, built here so the test needs no image file. */
function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array<Buffer>(height).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Names this worker created, removed after each test even when it failed halfway. */
const created: string[] = [];
const newName = () => {
  const name = `Ibu ${uniqueName('Uji')}`;
  created.push(name);
  return name;
};

test.afterEach(async ({ request }) => {
  if (created.length === 0) return;
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.admin[0], password: DEMO.admin[1] },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = (await (await request.get('/api/public/testimonials')).json()) as Testimonial[];
  for (const item of list.filter((t) => created.includes(t.name))) {
    await request.delete(`/api/superadmin/testimonials/${item.id}`, { headers });
  }
  created.length = 0;
});

async function openAdminList(page: Page) {
  await page.goto('/admin/register');
  await page.getByRole('link', { name: 'Testimoni' }).click();
  await expect(page).toHaveURL(/\/admin\/testimoni$/);
  await expect(page.getByRole('heading', { name: 'Testimoni', exact: true })).toBeVisible();
}

test('the landing page shows the demo testimonials between the workflow and the pricing', async ({
  page,
}) => {
  await page.goto('/');
  const section = page.locator('#testimonials');
  await expect(section.getByRole('heading', { name: 'Apa Kata Pengguna?' })).toBeVisible();
  await expect(section).toContainText('Distributor Air Minum, Depok');
  await expect(section).toContainText('Business Development Manager');
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids.slice(ids.indexOf('workflow'), ids.indexOf('pricing') + 1)).toEqual([
    'workflow',
    'testimonials',
    'pricing',
  ]);
});

test('without testimonials, or when the call fails, the section is left out', async ({ page }) => {
  for (const answer of [{ json: [] }, { status: 500, json: { success: false, message: 'x' } }]) {
    const served = page.waitForResponse('**/api/public/testimonials');
    await page.route('**/api/public/testimonials', (route) => route.fulfill(answer));
    await page.goto('/');
    await served;
    await expect(page.locator('#pricing')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Apa Kata Pengguna?' })).toHaveCount(0);
    await expect(page.locator('#testimonials')).toHaveCount(0);
    await page.unrouteAll();
  }
});

test('a visitor who jumped to the pricing before the testimonials came keeps it in place', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/api/public/testimonials', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('link', { name: 'Lihat Paket' }).click();
  const pricing = page.locator('#pricing');
  await expect(pricing).toBeInViewport();
  const top = () => pricing.evaluate((el) => el.getBoundingClientRect().top);
  const before = await top();
  release();
  await expect(page.getByRole('heading', { name: 'Apa Kata Pengguna?' })).toBeAttached();
  // Scrolling snaps to whole device pixels; without the fix it moves by the section's height.
  expect(Math.abs((await top()) - before)).toBeLessThan(2);
});

test.describe('the super admin', () => {
  test.use({ storageState: SESSION.admin });

  test('adds a testimonial with a photo, edits it and deletes it', async ({ page }) => {
    const name = newName();
    await openAdminList(page);

    await page.getByRole('button', { name: 'Tambah Testimoni' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Testimoni' });
    await dialog.getByRole('textbox', { name: 'Nama' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Peran' }).fill('Pemilik Depot, Bekasi');
    await dialog
      .getByRole('textbox', { name: 'Kutipan' })
      .fill('Galon dari tiap keran tercatat sendiri, laporan harian siap setiap pagi.');
    await expect(dialog).toContainText('72/500 karakter');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: solidPng(300, 200, [11, 114, 133]),
    });
    // The browser shrank it to a 128×128 WebP before anything is sent.
    const preview = dialog.locator('img');
    await expect(preview).toHaveAttribute('src', /^data:image\/webp;base64,/);
    expect(
      await preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([128, 128]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Testimoni ditambahkan dan tampil di halaman depan.'),
    ).toBeVisible();
    const card = page.getByRole('figure', { name });
    await expect(card).toContainText('Pemilik Depot, Bekasi');
    await expect(card.locator('img')).toHaveAttribute('src', /^data:image\/webp/);

    await page.goto('/');
    const shown = page.locator('#testimonials').getByRole('figure', { name });
    await expect(shown).toContainText('laporan harian siap setiap pagi');
    const photo = shown.locator('img');
    await expect(photo).toHaveAttribute('src', /^data:image\/webp/);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('width', '48');
    await expect(photo).toHaveAttribute('height', '48');

    await page.goto('/admin/testimoni');
    await card.getByRole('button', { name: 'Ubah' }).click();
    const edit = page.getByRole('dialog', { name: 'Ubah Testimoni' });
    await expect(edit.getByRole('textbox', { name: 'Nama' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Peran' }).fill('Pemilik Depot, Bogor');
    await edit.getByRole('button', { name: 'Hapus foto' }).click();
    await expect(edit.locator('img')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Pemilik Depot, Bogor');
    await expect(card.locator('img')).toHaveCount(0);
    await expect(card).toContainText('IU');

    await card.getByRole('button', { name: 'Hapus' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus testimoni' });
    await expect(confirm).toContainText(`Hapus testimoni dari ${name}?`);
    await confirm.getByRole('button', { name: 'Ya, hapus' }).click();
    await expect(page.getByText('Testimoni dihapus dari halaman depan.')).toBeVisible();
    await expect(card).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Apa Kata Pengguna?' })).toBeVisible();
    await expect(page.getByRole('figure', { name })).toHaveCount(0);
  });

  test('bad input shows the Indonesian message and saves nothing', async ({ page }) => {
    await openAdminList(page);
    await page.getByRole('button', { name: 'Tambah Testimoni' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Testimoni' });
    await dialog.getByRole('textbox', { name: 'Nama' }).fill('A');
    await dialog.getByRole('textbox', { name: 'Peran' }).fill('Pemilik Depot');
    await dialog.getByRole('textbox', { name: 'Kutipan' }).fill('Bagus.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bukan-foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from('bukan gambar'),
    });
    await expect(dialog).toContainText(
      'Berkas ini tidak dapat dibaca sebagai gambar. Pilih foto PNG, JPEG atau WebP.',
    );
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toContainText('Nama harus 2–80 karakter.');
    await expect(dialog).toContainText('Kutipan harus 10–500 karakter.');
    await expect(dialog.getByRole('textbox', { name: 'Nama' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('figure', { name: 'A', exact: true })).toHaveCount(0);
  });
});

test.describe('a depot owner', () => {
  test.use({ storageState: SESSION.owner });

  test('going to /admin/testimoni is turned away', async ({ page }) => {
    await page.goto('/admin/testimoni');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Akses ditolak. Anda bukan Super Admin.')).toBeVisible();
  });
});
