import type { TodaySale } from '@depot/contract';
import { expect, test, type Page } from '@playwright/test';
import { cutElements } from './overflow';
import { newOwnerLoggedIn, storage } from './support';

/**
 * How long after it was made a sale counts as sent late and carries its own time and expected
 * total (SENT_LATE_MS in apps/web/src/features/pos/api/save-sale.ts), with a margin.
 */
const LATE_MS = 6_000;

/** The cashier of a depot of its own, on a phone, served by the service worker. */
async function cashierOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const { username } = await newOwnerLoggedIn(page, 'luring');
  await page.goto('/dashboard/pos');
  // Once the service worker controls the page, a reload keeps the cashier's chunks for offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((done) =>
      navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: `Kasir - ${username}` })).toBeVisible();
  const headers = { authorization: `Bearer ${await storage(page, 'token')}` };
  // The API as the server has it (Playwright's requests do not go through the offline browser).
  const stored = async () => {
    const answer = await page.request.get(`/api/sales/today/${username}`, { headers });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as TodaySale[];
  };
  return { username, headers, stored };
}

const pending = (page: Page) => page.getByRole('list', { name: 'Transaksi menunggu sinkron' });

/** Rings up `taps` × Galon 19L 'Tidak Diantar' and saves it offline; returns when it was saved. */
async function saveOffline(page: Page, taps: number) {
  const g19 = page.getByRole('article', { name: 'Galon 19L' });
  for (let i = 0; i < taps; i++) {
    await g19.getByRole('button', { name: 'Tidak Diantar · Rp 6.000' }).click();
  }
  await page.getByRole('button', { name: 'Simpan Transaksi' }).click();
  const panel = page.getByRole('dialog', { name: 'Pembayaran' });
  await panel.getByRole('button', { name: 'Uang pas' }).click();
  await page.context().setOffline(true);
  const savedAt = Date.now();
  await panel.getByRole('button', { name: 'Terima Tunai & Simpan' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '📴 Tidak ada koneksi. Transaksi disimpan di HP dan akan dikirim saat online.',
  );
  await expect(pending(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  return savedAt;
}

test('a sale saved offline waits on the phone, survives a reload and is stored once', async ({
  page,
  context,
}) => {
  const { stored } = await cashierOnPhone(page);
  const savedAt = await saveOffline(page, 2);
  const item = pending(page).getByRole('listitem');
  await expect(item).toContainText('menunggu sinkron');
  await expect(item).toContainText('2 × Galon 19L (Tidak Diantar)');
  await expect(item).toContainText('Rp 12.000');
  expect(await cutElements(page)).toEqual([]);
  expect(await stored()).toEqual([]);

  // A restart while offline: the service worker serves the app, IndexedDB the sale.
  await page.reload();
  await expect(pending(page).getByRole('listitem')).toContainText('menunggu sinkron');
  expect(await stored()).toEqual([]);

  await page.waitForTimeout(Math.max(0, savedAt + LATE_MS - Date.now()));
  const onlineAt = Date.now();
  await context.setOffline(false);
  await expect(page.getByRole('status')).toHaveText(
    '✅ Transaksi offline tersinkron sebagai transaksi ke-1 hari itu.',
  );
  await expect(pending(page)).toBeHidden();
  const [sale, ...more] = await stored();
  expect(more).toEqual([]);
  expect(sale?.total_price).toBe(12_000);
  // Its own time, not the moment it reached the server.
  const createdAt = Date.parse(sale?.created_at ?? '');
  expect(createdAt).toBeGreaterThanOrEqual(savedAt - 1_000);
  expect(createdAt).toBeLessThan(onlineAt);
  const todayList = page.getByRole('region', { name: 'Transaksi Hari Ini' });
  await expect(todayList.getByText(/^Transaksi ke-/)).toHaveCount(1);

  // Another start finds nothing left to send.
  const again = await context.newPage();
  await again.setViewportSize({ width: 390, height: 844 });
  await again.goto('/dashboard/pos');
  await expect(again.getByRole('region', { name: 'Transaksi Hari Ini' })).toContainText(
    'Transaksi ke-1',
  );
  await expect(pending(again)).toBeHidden();
  expect(await stored()).toHaveLength(1);
});

test('a price changed while a sale waited is shown, and stored only when the cashier agrees', async ({
  page,
  context,
}) => {
  const { username, headers, stored } = await cashierOnPhone(page);
  const savedAt = await saveOffline(page, 1);
  const changed = await page.request.put(`/api/products/${username}/1`, {
    headers,
    data: { name: 'Galon 19L', price: 8_000, priceDelivery: 9_000 },
  });
  expect(changed.status()).toBe(200);

  await page.waitForTimeout(Math.max(0, savedAt + LATE_MS - Date.now()));
  await context.setOffline(false);
  const item = pending(page).getByRole('listitem');
  await expect(item).toContainText('Harga berubah');
  await expect(item).toContainText('Rp 8.000');
  expect(await stored()).toEqual([]);
  expect(await cutElements(page)).toEqual([]);

  await item.getByRole('button', { name: 'Simpan dengan harga baru' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '✅ Transaksi offline tersinkron sebagai transaksi ke-1 hari itu.',
  );
  await expect(pending(page)).toBeHidden();
  const sales = await stored();
  expect(sales.map((s) => s.total_price)).toEqual([8_000]);
});
