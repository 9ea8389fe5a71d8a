/**
 * Every screen, by role (a visitor's public pages, then the signed-in ones): its path and the
 * title its tab carries. The a11y walk
 * (a11y.spec.ts) and the screenshot tool (tools/screenshots) visit these; a new screen is added
 * here once and both see it.
 */
export type Screen = readonly [path: string, title: string];

/**
 * The pages a visitor opens before signing in, with their whole tab title: the landing page
 * keeps the title crawlers read (HOME_PAGE_META), the others are named like every screen.
 */
export const PUBLIC_SCREENS: readonly Screen[] = [
  ['/', 'Depot Pintar — Platform Depot Air Minum Isi Ulang'],
  ['/login', 'Login · Depot Pintar'],
  ['/register', 'Registrasi · Depot Pintar'],
];

export const OWNER_SCREENS: readonly Screen[] = [
  ['/dashboard', 'Beranda'],
  ['/dashboard/kualitas-air', 'Kualitas Air'],
  ['/dashboard/pos', 'Kasir'],
  ['/dashboard/tutup-kasir', 'Tutup Kasir'],
  ['/dashboard/pelanggan', 'Pelanggan'],
  ['/dashboard/produk', 'Produk & Harga'],
  ['/dashboard/pendapatan', 'Pendapatan'],
  ['/dashboard/selisih-galon', 'Selisih Galon'],
  ['/dashboard/trek-motor', 'Trek Motor & Lokasi Depot'],
  ['/dashboard/cctv', 'CCTV'],
  ['/dashboard/smart-farming', 'Smart Farming'],
  ['/dashboard/karyawan', 'Karyawan'],
  ['/dashboard/profile', 'Profil'],
  ['/dashboard/pdam-bill', 'Tagihan PDAM'],
  ['/dashboard/absensi', 'Absensi'],
];

/** The owner's screens an employee may open too (apps/web/src/app/menus.ts, OWNER_ONLY_PATHS). */
export const EMPLOYEE_SCREENS: readonly Screen[] = OWNER_SCREENS.filter(
  ([path]) =>
    ![
      '/dashboard/pendapatan',
      '/dashboard/produk',
      '/dashboard/pdam-bill',
      '/dashboard/karyawan',
      '/dashboard/smart-farming',
    ].includes(path),
);

export const ADMIN_SCREENS: readonly Screen[] = [
  ['/admin/register', 'Registrasi Admin'],
  ['/admin/tables', 'Kelola Data Master'],
  ['/admin/webgis', 'WebGIS Depots'],
  ['/admin/manage-accounts', 'Manajemen Akun'],
  ['/admin/testimoni', 'Testimoni'],
  ['/admin/smart-weather', 'Smart Weather'],
  // The demo station's temperature sensor (apps/server/src/demo/iot.ts).
  ['/admin/smart-weather/sensor/depot1-ws-temp', 'Sensor Smart Weather'],
  ['/admin/smart-farming', 'Smart Farming'],
  ['/admin/gps-tracker', 'GPS Tracker'],
];
