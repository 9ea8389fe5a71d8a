import { seededRandom } from '@depot/simulator';
import { SUBSCRIPTION_STATUSES } from '@depot/contract';
import type { depotMapPoints } from '../db/schema';

type MapPoint = typeof depotMapPoints.$inferInsert;

/** Real kelurahan with an approximate centre; the depots around them are fictional. */
const AREAS = [
  ['Pondok Cina', 'Beji', 'Kota Depok', -6.367, 106.832, ['Jl. Margonda Raya', 'Jl. Haji Yahya']],
  [
    'Depok Jaya',
    'Pancoran Mas',
    'Kota Depok',
    -6.393,
    106.813,
    ['Jl. Nusantara Raya', 'Jl. Bungur Raya'],
  ],
  ['Mekarsari', 'Cimanggis', 'Kota Depok', -6.37, 106.869, ['Jl. Raya Bogor', 'Jl. Tipar Cakung']],
  ['Abadijaya', 'Sukmajaya', 'Kota Depok', -6.397, 106.842, ['Jl. Juanda', 'Jl. Merdeka Raya']],
  ['Cinere', 'Cinere', 'Kota Depok', -6.334, 106.784, ['Jl. Cinere Raya', 'Jl. Puri Cinere']],
  [
    'Sawangan Baru',
    'Sawangan',
    'Kota Depok',
    -6.405,
    106.762,
    ['Jl. Raya Sawangan', 'Jl. Raya Muchtar'],
  ],
  [
    'Lenteng Agung',
    'Jagakarsa',
    'Kota Jakarta Selatan',
    -6.33,
    106.835,
    ['Jl. Raya Lenteng Agung', 'Jl. Agung Raya'],
  ],
  [
    'Ciganjur',
    'Jagakarsa',
    'Kota Jakarta Selatan',
    -6.345,
    106.81,
    ['Jl. Moh. Kahfi I', 'Jl. Ciganjur Raya'],
  ],
  [
    'Kebagusan',
    'Pasar Minggu',
    'Kota Jakarta Selatan',
    -6.307,
    106.829,
    ['Jl. Kebagusan Raya', 'Jl. Raya Ragunan'],
  ],
  [
    'Cilandak Barat',
    'Cilandak',
    'Kota Jakarta Selatan',
    -6.288,
    106.796,
    ['Jl. Haji Nawi', 'Jl. Cilandak KKO'],
  ],
  [
    'Tebet Timur',
    'Tebet',
    'Kota Jakarta Selatan',
    -6.232,
    106.856,
    ['Jl. Tebet Raya', 'Jl. Tebet Timur Dalam'],
  ],
  [
    'Pondok Pinang',
    'Kebayoran Lama',
    'Kota Jakarta Selatan',
    -6.275,
    106.774,
    ['Jl. Ciputat Raya', 'Jl. Haji Ipin'],
  ],
  ['Tegallega', 'Bogor Tengah', 'Kota Bogor', -6.585, 106.806, ['Jl. Pajajaran', 'Jl. Pangrango']],
  [
    'Tanah Sareal',
    'Tanah Sareal',
    'Kota Bogor',
    -6.563,
    106.786,
    ['Jl. Kebon Pedes', 'Jl. KH. Sholeh Iskandar'],
  ],
  [
    'Pakansari',
    'Cibinong',
    'Kabupaten Bogor',
    -6.482,
    106.848,
    ['Jl. Mayor Oking', 'Jl. Raya Jakarta-Bogor'],
  ],
  [
    'Bojonggede',
    'Bojonggede',
    'Kabupaten Bogor',
    -6.49,
    106.797,
    ['Jl. Raya Bojonggede', 'Jl. Raya Kedung Waringin'],
  ],
] as const;

const NAME_FIRST = ['Tirta', 'Sumber', 'Berkah', 'Amanah', 'Cahaya', 'Mitra', 'Bening', 'Sinar'];
const NAME_SECOND = [
  'Jernih',
  'Murni',
  'Sejahtera',
  'Mulia',
  'Abadi',
  'Barokah',
  'Sehat',
  'Makmur',
];
const HOURS = ['07.00–21.00', '06.00–22.00', '08.00–20.00', '06.30–21.30', '24 jam', null];

/** The demo owner's depot (seed.ts) as a surveyor recorded it: a customer, on WebGIS's map. */
export const DEMO_DEPOT: MapPoint = {
  name: 'Depot Air Tirta Segar',
  address: 'Jl. Margonda Raya No. 21, Depok',
  phone: '(021) 0000-0021',
  openingHours: '07.00–21.00',
  latitude: -6.3712,
  longitude: 106.8322,
  kelurahan: 'Kemiri Muka',
  kecamatan: 'Beji',
  city: 'Kota Depok',
  surveyedBy: 'admin',
  subscription: 'Ya',
  rating: 4.6,
  reviewCount: 128,
};

/**
 * About fifty fictional surveyed depots around Depok, South Jakarta and Bogor, the same on every
 * run. Phone numbers, where given, have a subscriber part starting with 0, which no line can have.
 */
export function demoMapPoints(count = 50): MapPoint[] {
  const random = seededRandom(20_240_521);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random.next() * list.length)] as T;
  const points: MapPoint[] = [DEMO_DEPOT];
  const names = new Set([DEMO_DEPOT.name]);
  for (let i = 1; points.length < count; i++) {
    const [kelurahan, kecamatan, city, lat, lon, streets] = AREAS[i % AREAS.length]!;
    const name = `Depot Air ${pick(NAME_FIRST)} ${pick(NAME_SECOND)}`;
    if (names.has(name)) continue;
    names.add(name);
    const rated = random.next() < 0.85;
    points.push({
      name,
      address: `${pick(streets)} No. ${1 + Math.floor(random.next() * 180)}`,
      phone:
        random.next() < 0.5
          ? `(${city === 'Kota Bogor' ? '0251' : '021'}) 0000-${String(1000 + i).slice(-4)}`
          : null,
      openingHours: pick(HOURS),
      latitude: lat + (random.next() - 0.5) * 0.018,
      longitude: lon + (random.next() - 0.5) * 0.018,
      kelurahan,
      kecamatan,
      city,
      surveyedBy: pick(['surveyor-depok', 'surveyor-jaksel', 'surveyor-bogor']),
      subscription: pick([...SUBSCRIPTION_STATUSES, 'Tidak']),
      rating: rated ? Math.round((3.4 + random.next() * 1.6) * 10) / 10 : null,
      reviewCount: rated ? 3 + Math.floor(random.next() ** 2 * 300) : 0,
    });
  }
  return points;
}
