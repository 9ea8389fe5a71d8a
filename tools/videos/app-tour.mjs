// 'Demo Aplikasi Web' and 'Demo di Ponsel': the same tour of the owner's app, on a computer
// screen or a phone (where the sidebar is behind the menu button).
import { login, pause, press, say, scrollTo } from './actions.mjs';

async function openMenu(page, label, phone) {
  if (phone) {
    await say(page, 'Menu samping dibuka dengan tombol ☰');
    await press(page, page.getByRole('button', { name: 'Buka menu' }), { phone });
    await page.getByRole('button', { name: 'Tutup menu' }).waitFor();
    await pause(500);
  }
  await press(page, page.getByRole('link', { name: label }), { phone });
}

export async function appTour(page, { phone, capture }) {
  const opts = { phone };
  await page.goto('/login');
  await say(page, 'Pemilik depot masuk dengan akunnya');
  await login(page, opts);

  await say(page, 'Laporan harian: galon per keran dan stok tangki', 2200);
  // The poster: the dashboard on a phone, the cashier on a computer screen.
  if (phone) capture.mark();
  const chart = page.getByText('Trend Penggunaan Air (Harian)');
  await say(page, 'Tren pemakaian air setiap hari dalam sebulan');
  await scrollTo(chart, 'start');
  await pause(1500);
  await scrollTo(page.getByRole('heading', { level: 2 }), 'start');
  for (const [label, text] of [
    ['Mingguan', 'Laporan mingguan'],
    ['Bulanan', 'Laporan bulanan'],
  ]) {
    await say(page, text);
    await press(page, page.getByText(label, { exact: true }), opts);
    await page.locator('canvas').first().waitFor();
    await pause(1600);
  }

  await openMenu(page, 'Kasir POS', phone);
  await page.getByRole('article', { name: 'Galon 19L' }).waitFor();
  await say(page, 'Kasir: ketuk harga untuk menambah ke keranjang', 600);
  const g19 = page.getByRole('article', { name: 'Galon 19L' });
  const g15 = page.getByRole('article', { name: 'Galon 15L' });
  await press(page, g19.getByRole('button', { name: /^Diantar/ }), opts);
  await press(page, g19.getByRole('button', { name: /^Diantar/ }), opts);
  await press(page, g15.getByRole('button', { name: /^Tidak Diantar/ }), opts);
  await say(page, 'Total dihitung otomatis, lalu simpan');
  await scrollTo(page.getByTestId('cart-total'));
  if (!phone) capture.mark();
  await pause(800);
  await press(page, page.getByRole('button', { name: 'Simpan Transaksi' }), opts);
  const payment = page.getByRole('dialog', { name: 'Pembayaran' });
  await press(page, payment.getByRole('button', { name: 'Uang pas' }), opts);
  await press(page, payment.getByRole('button', { name: 'Terima Tunai & Simpan' }), opts);
  await page.getByTestId('receipt').waitFor();
  await say(page, 'Struk siap dicetak atau dikirim lewat WhatsApp', 2200);
  await page.keyboard.press('Escape');
  await page.getByTestId('receipt').waitFor({ state: 'detached' });
  await say(page, 'Semua transaksi hari ini tercatat');
  await scrollTo(page.getByRole('region', { name: 'Transaksi Hari Ini' }), 'start');
  await pause(2000);

  await openMenu(page, 'Total Pendapatan', phone);
  await page.getByText('Total Pendapatan per Periode').waitFor();
  await page.locator('canvas').first().waitFor();
  await say(page, 'Total pendapatan dari galon dan kasir, per periode', 2500);
  await scrollTo(page.getByText('Total Pendapatan per Periode'), 'start');
  await pause(1200);
  await say(page, 'Depot Pintar — depot terpantau dari mana saja', 2000);
}
