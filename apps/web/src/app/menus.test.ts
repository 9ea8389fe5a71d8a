import { describe, expect, it } from 'vitest';
import { userMenu, userTabs } from './menus';

describe('the owner sidebar', () => {
  const labels = (isEmployee: boolean, hasFarm: boolean) =>
    userMenu(isEmployee, hasFarm).map((item) => item.label);

  it('lists Smart Farming only for an owner with a farm, never for an employee', () => {
    expect(labels(false, true)).toContain('Smart Farming');
    expect(labels(false, false)).not.toContain('Smart Farming');
    expect(labels(true, true)).not.toContain('Smart Farming');
    expect(labels(true, false)).not.toContain('Total Pendapatan');
  });

  it('gives an employee the counter’s customers and close, and only the owner the prices', () => {
    expect(labels(false, false).slice(0, 5)).toEqual([
      'Dashboard',
      'Kasir POS',
      'Tutup Kasir',
      'Pelanggan',
      'Produk & Harga',
    ]);
    expect(labels(true, false).slice(0, 4)).toEqual([
      'Dashboard',
      'Kasir POS',
      'Tutup Kasir',
      'Pelanggan',
    ]);
    expect(labels(true, false)).not.toContain('Produk & Harga');
  });
});

describe('the phone’s bottom bar', () => {
  it('gives an employee no income tab', () => {
    expect(userTabs(false).map((tab) => tab.label)).toEqual(['Beranda', 'Kasir', 'Pendapatan']);
    expect(userTabs(true).map((tab) => tab.label)).toEqual(['Beranda', 'Kasir']);
  });
});
