/**
 * The published PDAM tariffs the platform starts with (seeded at start, then edited by a super
 * admin). Every figure is copied from the source named beside it; a class or utility whose
 * figures could not be found is left out rather than guessed (see NOT_SEEDED below).
 *
 * Blocks: `from`/`to` in m³, usage above `from` up to `to` (`to: null` = no upper end), price in
 * whole rupiah per m³. "0–10 / 11–20 / >20 m³" is written [0,10], [10,20], [20,null].
 *
 * Fixed fees (biaya administrasi, pemeliharaan meter) are 0 where the sources publish none; a
 * PDAM's own figure can be entered by a super admin.
 *
 * Law applied to every PDAM:
 * - PPN 0 %: piped clean/drinking water is a strategic good whose delivery is exempt from PPN
 *   (PP 49/2022 Pasal 6 ayat (2) huruf m, under UU PPN Pasal 16B as amended by UU 7/2021 HPP;
 *   it replaced PP 40/2015 as amended by PP 58/2021, which also exempted the fixed charge).
 *   Source: https://news.ddtc.co.id/literasi/kamus/1793800/apa-itu-air-bersih-yang-dibebaskan-dari-ppn
 * - Bea meterai Rp 10.000 on a document stating an amount above Rp 5.000.000
 *   (UU 10/2020 tentang Bea Meterai, Pasal 3 ayat (2) huruf g and Pasal 5).
 */

export interface SeedBlock {
  from: number;
  to: number | null;
  price: number;
}

export interface SeedGolongan {
  id: string;
  description: string;
  blocks: SeedBlock[];
  minimumM3?: number;
  adminFee?: number;
  meterFee?: number;
  source: string;
  notes?: string;
}

export interface SeedPdam {
  id: string;
  name: string;
  region: string;
  regulation: string;
  /** The date the regulation was signed (or took effect where the signing date is unknown). */
  regulationDate: string;
  source: string;
  notes?: string;
  golongan: SeedGolongan[];
}

const threeBlocks = (p1: number, p2: number, p3: number): SeedBlock[] => [
  { from: 0, to: 10, price: p1 },
  { from: 10, to: 20, price: p2 },
  { from: 20, to: null, price: p3 },
];
const fourBlocks = (p1: number, p2: number, p3: number, p4: number): SeedBlock[] => [
  { from: 0, to: 10, price: p1 },
  { from: 10, to: 20, price: p2 },
  { from: 20, to: 30, price: p3 },
  { from: 30, to: null, price: p4 },
];

const SUARA_PAM_JAYA =
  'https://amp.suara.com/news/2024/12/27/172649/ini-rincian-tarif-air-bersih-pam-jaya-tahun-2025-kelompok-khusus-malah-turun-bila-berhemat';
const INEWS_PAM_JAYA =
  'https://www.inews.id/finance/bisnis/tarif-air-pam-jaya-naik-mulai-januari-2025-simak-rinciannya/2';
const MONDES_PATI = 'https://www.mondes.co.id/tarif-air-di-pati-bulan-ini-naik-simak-yuk';

export const TARIFFS: SeedPdam[] = [
  {
    id: 'pam-jaya',
    name: 'PAM Jaya (DKI Jakarta)',
    region: 'DKI Jakarta',
    regulation:
      'Keputusan Gubernur DKI Jakarta No. 730 Tahun 2024 tentang Tarif Air Minum PAM Jaya',
    // Signed 16 October 2024 (liputan6.com), in force for usage from 1 January 2025.
    regulationDate: '2024-10-16',
    source: SUARA_PAM_JAYA,
    notes:
      'Berlaku untuk pemakaian mulai 1 Januari 2025 (tagihan Februari 2025). Tidak ada pemakaian minimum atau biaya tetap yang dipublikasikan di sumber. Tarif golongan niaga (K III/K IV) per blok tidak ditemukan di sumber publik, jadi belum dimasukkan.',
    golongan: [
      {
        id: 'rt-menengah-1',
        description: 'Rumah Tangga Menengah 1',
        blocks: threeBlocks(4_900, 9_500, 12_500),
        source: SUARA_PAM_JAYA,
      },
      {
        id: 'rt-menengah-2',
        description: 'Rumah Tangga Menengah 2',
        blocks: threeBlocks(6_000, 10_500, 14_000),
        source: SUARA_PAM_JAYA,
      },
      {
        id: 'rt-sederhana-1',
        description: 'Rumah Tangga Sederhana 1',
        blocks: threeBlocks(3_550, 6_750, 9_500),
        source: SUARA_PAM_JAYA,
      },
      {
        id: 'rt-sederhana-2',
        description: 'Rumah Tangga Sederhana 2',
        blocks: threeBlocks(4_000, 7_500, 9_500),
        source: SUARA_PAM_JAYA,
      },
      {
        id: 'rt-sangat-sederhana-2',
        description: 'Rumah Tangga Sangat Sederhana 2',
        blocks: threeBlocks(1_500, 3_000, 5_550),
        source: INEWS_PAM_JAYA,
      },
      {
        id: 'kios-air',
        description: 'Kios Air',
        blocks: threeBlocks(3_550, 4_000, 4_500),
        source: INEWS_PAM_JAYA,
      },
    ],
  },
  {
    id: 'tirta-bening-pati',
    name: 'Perumda Air Minum Tirta Bening (Kabupaten Pati)',
    region: 'Kabupaten Pati, Jawa Tengah',
    regulation: 'Peraturan Bupati Pati No. 46 Tahun 2024',
    // The signing date was not published in the sources; this is when it took effect (usage of
    // February 2025, billed March 2025).
    regulationDate: '2025-02-01',
    source: MONDES_PATI,
    notes:
      'Empat blok: 0–10, 11–20, 21–30, >30 m³. Beban tetap diatur dalam Perbup tetapi besarnya tidak dipublikasikan di sumber, jadi 0. Niaga Kecil belum dimasukkan karena tarif blok >30 m³ tidak ada di sumber.',
    golongan: [
      {
        id: 'rumah-tangga-1',
        description: 'Rumah Tangga I (Kelompok 2)',
        blocks: fourBlocks(3_450, 4_500, 6_100, 7_200),
        source: MONDES_PATI,
      },
      {
        id: 'mbr',
        description: 'Masyarakat Berpenghasilan Rendah (Kelompok 1)',
        blocks: fourBlocks(2_350, 4_450, 5_950, 7_000),
        source: MONDES_PATI,
      },
    ],
  },
];

/**
 * Utilities and classes the brief asked for whose figures could not be found in a published
 * source; added by a super admin (or here) once their tariff sheet is at hand.
 */
export const NOT_SEEDED = [
  'PAM Jaya niaga classes (Niaga Kecil/Besar): only the range Rp 4.900–21.500/m³ is published (CNBC Indonesia), not per block.',
  'PT Tirta Asasta Depok (Perseroda): since January 2023 two blocks (0–10, >10 m³), a 10 m³ minimum and no abonemen (matahari.tv, siarandepok.com, 27 Dec 2022), but no per-class rates found.',
  'Perumda Tirta Pakuan Kota Bogor: Perwali Bogor 66/2018 named (bogor-kita.com), no current rates found (only 2004/2007 ones).',
  'Perumda Tirta Kahuripan Kabupaten Bogor: Kepbup 900.1/Kpts/Per-UU/2022 with 33 classes from 2023 (jabar.jpnn.com), no rates found.',
  'Tirta Bening Pati Niaga Kecil: 5.050 / 6.950 / 8.100 Rp/m³ found, the >30 m³ block not.',
] as const;
