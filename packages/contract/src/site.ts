/** Public pages: their paths, and the title and description search engines and link previews see. */
export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** The label in the navigation bar. */
  nav: string;
}

export const ARTICLE_PAGES: PageMeta[] = [
  {
    path: '/iot-manfaat',
    nav: 'Manfaat IoT',
    title: 'Manfaat IoT untuk Depot Air Minum Isi Ulang',
    description:
      'Sensor tangki, flow meter dan sensor kualitas air: apa yang dipantau, berapa yang bisa dihemat, dan cara memulainya di depot Anda.',
  },
  {
    path: '/data-science-bisnis',
    nav: 'Data Science',
    title: 'Membaca Data Penjualan Depot: Data Science untuk Pemilik Usaha',
    description:
      'Cara memakai data galon harian, mingguan dan bulanan untuk menentukan jam ramai, stok, harga dan jadwal kurir.',
  },
  {
    path: '/keamanan-iot',
    nav: 'Keamanan IoT',
    title: 'Keamanan Perangkat IoT di Depot Air Minum',
    description:
      'Kunci perangkat, login yang aman, pembagian akses pemilik dan karyawan, serta kebiasaan sederhana agar data depot tetap aman.',
  },
  {
    path: '/tips-depot-teknologi',
    nav: 'Tips Depot',
    title: 'Tips Mengelola Depot Air Minum dengan Teknologi',
    description:
      'Langkah praktis: dari mencatat setiap galon, menjaga kualitas air, sampai mengatur kurir dan menagih pelanggan langganan.',
  },
];

export const MAP_PAGE_META: PageMeta = {
  path: '/sebaran-depot',
  nav: 'Peta Sebaran',
  title: 'Peta Sebaran Depot Air Minum Isi Ulang',
  description:
    'Lokasi depot air minum isi ulang pengguna Depot Pintar yang setuju tampil di peta: alamat, jam buka, telepon dan rating tiap depot.',
};

/**
 * The always-present links of the navigation bar and the footer, in order (spec owner-app §2).
 * The bar takes its article style on each of these pages.
 */
export const SITE_PAGES: PageMeta[] = [...ARTICLE_PAGES, MAP_PAGE_META];

export const HOME_PAGE_META: PageMeta = {
  path: '/',
  nav: 'Beranda',
  title: 'Depot Pintar — Platform Depot Air Minum Isi Ulang',
  description:
    'Pantau stok tangki, galon terjual per keran, kualitas air, pendapatan dan kurir depot air minum isi ulang Anda dari satu dasbor berbahasa Indonesia.',
};

export interface Package {
  /** What the pricing buttons pass to the register form (`/register?paket=<id>`). */
  id: string;
  name: string;
  /** One-time price, whole rupiah. */
  price: number;
  /** The original price, shown struck through. */
  originalPrice: number;
  recommended: boolean;
  features: string[];
}

/** Spec owner-app §9. */
export const PACKAGES: Package[] = [
  {
    id: 'hemat',
    name: 'Paket Hemat',
    price: 1_000_000,
    originalPrice: 1_500_000,
    recommended: false,
    features: [
      '2 sensor flow (keran)',
      '1 sensor ultrasonik (tangki)',
      'Laporan harian dan bulanan',
      'Notifikasi stok air',
    ],
  },
  {
    id: 'optimal',
    name: 'Paket Optimal',
    price: 2_000_000,
    originalPrice: 2_800_000,
    recommended: true,
    features: [
      '3 sensor flow (keran)',
      '2 sensor ultrasonik (tangki)',
      'Laporan harian, mingguan dan bulanan',
      'Peringatan kebocoran dan anomali',
    ],
  },
  {
    id: 'lengkap',
    name: 'Paket Lengkap',
    price: 3_500_000,
    originalPrice: 6_500_000,
    recommended: false,
    features: [
      '3 sensor flow (keran)',
      '3 sensor ultrasonik (tangki)',
      'Semua laporan dan peringatan',
    ],
  },
];

/** The package with this id, if there is one. */
export const packageById = (id: string | null | undefined) => PACKAGES.find((p) => p.id === id);

export const PACKAGE_INCLUDES = [
  'Dashboard web dan aplikasi Android',
  'Kasir dengan pendapatan otomatis',
  'Login multi-akun pemilik & karyawan',
  'Mikrokontroler dan kabel LAN',
  'Hosting server 1 tahun',
];

export const RENEWAL = { perYear: 150_000, perMonth: 20_000 };

export const ADD_ONS = [
  { name: 'CCTV', price: 1_000_000 },
  { name: 'GPS kendaraan', price: 1_000_000 },
  { name: 'Sistem absensi karyawan', price: 2_000_000 },
];

/** The company's WhatsApp number (international form, no '+'), where the contact form writes to. */
export const COMPANY_WHATSAPP = '6281311112222';

/** Spec owner-app §9: navbar and floating-chat timings. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const CHAT_HELP_DELAY_MS = 2000;

/** The WhatsApp chat link the contact form opens, with the text composed from its fields. */
export function contactWhatsAppUrl(form: { name: string; email: string; message: string }) {
  const text = `Halo Depot Pintar, saya ${form.name} (${form.email}).\n\n${form.message}`;
  return `https://wa.me/${COMPANY_WHATSAPP}?text=${encodeURIComponent(text)}`;
}

export interface SiteVideo {
  /** The file name under /video/ of the recording and its poster, and the recording's scene. */
  key: string;
  title: string;
  description: string;
  /** The MP4 (H.264), fetched only after the visitor presses play. */
  src: string;
  /** A still of the video, shown (lazily) until then. */
  poster: string;
  width: number;
  height: number;
  /** Whole seconds. */
  duration: number;
}

/**
 * The landing page's videos: recordings of this app (`npm run videos`, tools/videos). Adding a
 * video is one entry here with its files in apps/web/public/video/.
 */
export const SITE_VIDEOS: SiteVideo[] = [
  {
    key: 'cara-kerja',
    title: 'Cara Kerja Depot Pintar',
    description: 'Dari sensor di depot, ke server, ke dasbor dan notifikasi di ponsel Anda.',
    src: '/video/cara-kerja.mp4',
    poster: '/video/cara-kerja.webp',
    width: 1280,
    height: 720,
    duration: 41,
  },
  {
    key: 'demo-web',
    title: 'Demo Aplikasi Web',
    description: 'Laporan harian, mingguan dan bulanan, stok tangki, kasir dan total pendapatan.',
    src: '/video/demo-web.mp4',
    poster: '/video/demo-web.webp',
    width: 1280,
    height: 720,
    duration: 41,
  },
  {
    key: 'demo-ponsel',
    title: 'Demo di Ponsel',
    description: 'Aplikasi yang sama di layar ponsel: menu samping, laporan dan kasir.',
    src: '/video/demo-ponsel.mp4',
    poster: '/video/demo-ponsel.webp',
    width: 390,
    height: 844,
    duration: 36,
  },
];

/** A video's length as the player shows it, e.g. 35 → '0:35'. */
export const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
