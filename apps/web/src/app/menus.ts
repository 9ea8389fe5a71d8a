import type { MenuItem } from '../components/app-frame';

// A sidebar entry is added here when its screen lands: no placeholder screens.
export const USER_MENU: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', end: true },
  { label: 'Kasir POS', to: '/dashboard/pos' },
  { label: 'Total Pendapatan', to: '/dashboard/pendapatan' },
  { label: 'Trek Motor & Lokasi Depot', to: '/dashboard/trek-motor' },
  { label: 'CCTV', to: '/dashboard/cctv' },
  { label: 'Profil', to: '/dashboard/profile' },
  { label: 'Perhitungan Tagihan PDAM', to: '/dashboard/pdam-bill' },
];

export const ADMIN_MENU: MenuItem[] = [
  { label: 'Registrasi Admin', to: '/admin/register' },
  { label: 'Kelola Data Master', to: '/admin/tables' },
  { label: 'WebGIS Depots', to: '/admin/webgis' },
  { label: 'Manajemen Akun', to: '/admin/manage-accounts' },
  { label: 'gps-tracker', to: '/admin/gps-tracker' },
  // Not in the spec's list: the landing page's testimonials, kept as an extra entry.
  { label: 'Testimoni', to: '/admin/testimoni' },
];
