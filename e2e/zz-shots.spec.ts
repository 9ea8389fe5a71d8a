import { expect, test } from '@playwright/test';
import { loginAs, newDepot, PASSWORD, serveTilesLocally } from './support';

for (const width of [390, 1366]) {
  test(`profile shots ${width}`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await serveTilesLocally(page);
    const username = await newDepot(request, 'foto');
    await loginAs(page, username, PASSWORD);
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Profil Pengguna' })).toBeVisible();
    await page.screenshot({ path: `/tmp/profile-shots/view-${width}.png`, fullPage: true });
    const picker = page.getByTestId('location-picker');
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await page.getByRole('textbox', { name: 'Telepon' }).fill('abc');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await page.getByRole('textbox', { name: 'Password baru', exact: true }).fill('123');
    await page.getByRole('button', { name: 'Ganti Password' }).click();
    await page.screenshot({ path: `/tmp/profile-shots/errors-${width}.png`, fullPage: true });
    await page.getByRole('textbox', { name: 'Telepon' }).fill('0812 3456 7890');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expect(page.getByText('Profil depot berhasil disimpan.')).toBeVisible();
    await page.screenshot({ path: `/tmp/profile-shots/saved-${width}.png`, fullPage: false });
  });
}
