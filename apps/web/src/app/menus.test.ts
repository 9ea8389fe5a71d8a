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
});

describe('the phone’s bottom bar', () => {
  it('gives an employee no income tab', () => {
    expect(userTabs(false).map((tab) => tab.label)).toEqual(['Beranda', 'Kasir', 'Pendapatan']);
    expect(userTabs(true).map((tab) => tab.label)).toEqual(['Beranda', 'Kasir']);
  });
});
