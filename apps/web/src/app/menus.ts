import type { MenuItem } from '../components/app-frame';

// A sidebar entry is added here when its screen lands: no placeholder screens.
export const USER_MENU: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', end: true },
  { label: 'Kasir POS', to: '/dashboard/pos' },
  // Not in the spec's list: the counter's customers, daily close and catalogue (issue 26).
  { label: 'Tutup Kasir', to: '/dashboard/tutup-kasir' },
  { label: 'Pelanggan', to: '/dashboard/pelanggan' },
  { label: 'Produk & Harga', to: '/dashboard/produk' },
  { label: 'Total Pendapatan', to: '/dashboard/pendapatan' },
  // Not in the spec's list: taps against till (issue 25), an employee sees their own shift.
  { label: 'Selisih Galon', to: '/dashboard/selisih-galon' },
  // Not in the spec's list: shifts and clock-in (issue 25); each employee clocks themself.
  { label: 'Absensi', to: '/dashboard/absensi' },
  { label: 'Trek Motor & Lokasi Depot', to: '/dashboard/trek-motor' },
  { label: 'CCTV', to: '/dashboard/cctv' },
  { label: 'Karyawan', to: '/dashboard/karyawan' },
  { label: 'Profil', to: '/dashboard/profile' },
  { label: 'Perhitungan Tagihan PDAM', to: '/dashboard/pdam-bill' },
  // Last: it comes in once the farm query has answered, and moves no entry under it then.
  { label: 'Smart Farming', to: '/dashboard/smart-farming' },
];

/** Screens an employee may not use (docs/roles.md); the server refuses their calls too. */
export const OWNER_ONLY_PATHS: readonly string[] = [
  '/dashboard/pendapatan',
  '/dashboard/produk',
  '/dashboard/pdam-bill',
  '/dashboard/karyawan',
  '/dashboard/smart-farming',
];

/** Shown only to an owner who has a farm (the farm dashboard says so). */
const FARM_PATH = '/dashboard/smart-farming';

/**
 * The sidebar of a depot's user: an employee's lacks the owner's screens, and Smart Farming is
 * there only for an owner with farm devices.
 */
export const userMenu = (isEmployee: boolean, hasFarm = false) =>
  USER_MENU.filter((item) =>
    item.to === FARM_PATH ? hasFarm && !isEmployee : mayOpen(isEmployee, item),
  );

const mayOpen = (isEmployee: boolean, item: MenuItem) =>
  !isEmployee || !OWNER_ONLY_PATHS.includes(item.to);

/** A phone's bottom bar: the screens used all day; the rest stay in the sidebar ('Menu'). */
export const userTabs = (isEmployee: boolean): MenuItem[] =>
  [
    { label: 'Beranda', to: '/dashboard', end: true },
    { label: 'Kasir', to: '/dashboard/pos' },
    { label: 'Pendapatan', to: '/dashboard/pendapatan' },
  ].filter((item) => mayOpen(isEmployee, item));

export const ADMIN_MENU: MenuItem[] = [
  { label: 'Registrasi Admin', to: '/admin/register' },
  { label: 'Kelola Data Master', to: '/admin/tables' },
  { label: 'WebGIS Depots', to: '/admin/webgis' },
  { label: 'Manajemen Akun', to: '/admin/manage-accounts' },
  { label: 'smart-weather', to: '/admin/smart-weather' },
  { label: 'smart-farming', to: '/admin/smart-farming' },
  { label: 'gps-tracker', to: '/admin/gps-tracker' },
  // Not in the spec's list: the landing page's testimonials, kept as an extra entry.
  { label: 'Testimoni', to: '/admin/testimoni' },
];

export const ADMIN_TABS: MenuItem[] = [
  { label: 'Registrasi', to: '/admin/register' },
  { label: 'Data Master', to: '/admin/tables' },
  { label: 'WebGIS', to: '/admin/webgis' },
  { label: 'Akun', to: '/admin/manage-accounts' },
];
