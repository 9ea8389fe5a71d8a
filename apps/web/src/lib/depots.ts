import { formatInteger, formatOneDecimal, type PublicDepot } from '@depot/contract';

/**
 * Spec admin-tracker-map §5: depots with invalid coordinates are skipped. 0,0 is the value an
 * empty survey form leaves, in the Atlantic, so it counts as invalid too.
 */
export const hasValidCoordinates = ({ latitude: lat, longitude: lon }: PublicDepot) =>
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  !(lat === 0 && lon === 0);

/** '4,6 ★ (128 ulasan)', or 'Belum ada ulasan'. */
export const formatRating = ({ rating, jumlah_ulasan }: PublicDepot) =>
  rating === null
    ? 'Belum ada ulasan'
    : `${formatOneDecimal(rating)} ★ (${formatInteger(jumlah_ulasan)} ulasan)`;

/** 'Kemiri Muka, Beji, Kota Depok', leaving out what the survey did not record. */
export const formatArea = (depot: PublicDepot) =>
  [depot.kelurahan, depot.kecamatan, depot.kota_kabupaten].filter(Boolean).join(', ');

/** A tel: link of a written phone number: '(021) 0000-0021' → 'tel:02100000021'. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
