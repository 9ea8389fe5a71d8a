import { expect, test } from '@playwright/test';
import { trackRequests } from './support';

const SITE_LINKS = ['Manfaat IoT', 'Data Science', 'Keamanan IoT', 'Tips Depot', 'Peta Sebaran'];

test('the landing page has every section in order and loads nothing from third parties', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL ?? '') && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  const network = trackRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Testimonials come from the API after the page shows; the demo data has two.
  await expect(page.getByRole('heading', { name: 'Apa Kata Pengguna?' })).toBeVisible();
  const ids = await page.locator('main section[id]').evaluateAll((els) => els.map((e) => e.id));
  expect(ids).toEqual([
    'home',
    'about',
    'features',
    'workflow',
    'testimonials',
    'pricing',
    'contact',
  ]);
  await expect(page.getByRole('link', { name: 'Coba Gratis Sekarang' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('heading', { name: 'Fitur Utama' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cara Kerja' })).toBeVisible();

  const pricing = page.locator('#pricing');
  for (const [name, price, original, id] of [
    ['Paket Hemat', 'Rp 1.000.000', 'Rp 1.500.000', 'hemat'],
    ['Paket Optimal', 'Rp 2.000.000', 'Rp 2.800.000', 'optimal'],
    ['Paket Lengkap', 'Rp 3.500.000', 'Rp 6.500.000', 'lengkap'],
  ] as const) {
    const card = pricing.getByLabel(name, { exact: true });
    await expect(card).toContainText(price);
    await expect(card.getByText(original)).toHaveCSS('text-decoration-line', 'line-through');
    await expect(card.getByRole('link', { name: 'Pilih Paket Ini' })).toHaveAttribute(
      'href',
      `/register?paket=${id}`,
    );
  }
  await expect(pricing).toContainText('Rp 150.000 per tahun atau Rp 20.000 per bulan');
  await expect(pricing).toContainText('Sistem absensi karyawan: Rp 2.000.000');

  const footer = page.locator('footer');
  for (const href of [
    '/',
    '/#features',
    '/#workflow',
    '/login',
    '/register',
    '/iot-manfaat',
    '/data-science-bisnis',
    '/keamanan-iot',
    '/tips-depot-teknologi',
    '/sebaran-depot',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await page.mouse.wheel(0, 4000);
  await expect(footer).toBeInViewport();
  await network.settled();
  expect(foreign).toEqual([]);
  // The map is fetched only when asked for, and the page's security policy lets it in.
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
  });
  // A frame the policy refused would never be requested.
  const map = page.waitForRequest(/google\.com\/maps/);
  await page.getByRole('button', { name: 'Tampilkan peta' }).click();
  await expect(page.locator('iframe[title="Peta lokasi kantor"]')).toHaveAttribute(
    'src',
    /google\.com\/maps/,
  );
  await map;
  await network.settled();
  expect(blocked).toEqual([]);
});

test('the navigation bar turns solid after 50 px and scrolls to in-page sections', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.locator('header');
  await expect(bar).not.toHaveAttribute('data-scrolled');
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Fitur' })
    .click();
  await expect(page).toHaveURL(/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  for (const name of SITE_LINKS) {
    await expect(bar.getByRole('link', { name, exact: true }).first()).toBeAttached();
  }
  await expect(bar.getByRole('link', { name: 'Daftar' }).first()).toHaveAttribute(
    'href',
    '/register',
  );
  await expect(bar.getByRole('link', { name: 'Login' }).first()).toHaveAttribute('href', '/login');
});

test('on a phone the menu opens and closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Navigasi utama' }).last();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Keamanan IoT' }).click();
  await expect(page).toHaveURL(/\/keamanan-iot$/);
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  await expect(menu).toBeHidden();
  // Article pages show the solid bar and a Beranda link home.
  await expect(page.locator('header')).toHaveAttribute('data-article', 'true');
});

test('the contact form opens a WhatsApp chat with the composed text', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.open = (url?: string | URL) => {
      document.body.dataset.opened = String(url);
      return null;
    };
  });
  const form = page.getByRole('form', { name: 'Formulir kontak' });
  await form.getByRole('textbox', { name: 'Nama' }).fill('Budi');
  await form.getByRole('textbox', { name: 'Email' }).fill('budi@contoh.id');
  await form.getByRole('textbox', { name: 'Pesan' }).fill('Minta penawaran Paket Optimal.');
  await form.getByRole('button', { name: 'Kirim lewat WhatsApp' }).click();
  const opened = new URL((await page.locator('body').getAttribute('data-opened')) ?? '');
  expect(opened.origin + opened.pathname).toMatch(/^https:\/\/wa\.me\/\d+$/);
  expect(opened.searchParams.get('text')).toBe(
    'Halo Depot Pintar, saya Budi (budi@contoh.id).\n\nMinta penawaran Paket Optimal.',
  );
});

test('the floating chat button shows its help text after 2 seconds', async ({ page }) => {
  await page.goto('/');
  const help = page.getByText('Ada pertanyaan? Chat kami di WhatsApp.');
  await expect(page.getByRole('link', { name: 'Chat WhatsApp' })).toBeVisible();
  const shownAt = Date.now();
  await expect(help).toBeHidden();
  await expect(help).toBeVisible({ timeout: 5000 });
  // The button mounted before `shownAt`, so the help text cannot come sooner than this.
  expect(Date.now() - shownAt).toBeGreaterThan(1000);
});
