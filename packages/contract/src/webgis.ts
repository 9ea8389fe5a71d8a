import { plainText } from './common';
import { DEFAULT_SUBSCRIPTION, SUBSCRIPTION_STATUSES } from './depot-map';
import { publicDepot } from './map';
import { messages } from './messages';
import { z } from './zod';

/**
 * Indonesia's extremes with a margin of about 50 km: Pulau Rondo 6.08° N, Pulau Pamana (Rote)
 * 11.0° S, Pulau Benggala (Aceh) 94.97° E, the Papua border at Merauke 141.02° E. The box also
 * covers bits of neighbours; it is there to catch swapped, unsigned or zero coordinates.
 */
export const INDONESIA_BOUNDS = { south: -11.5, north: 6.5, west: 94.5, east: 141.5 } as const;

/** The longest texts a survey writes. */
export const DEPOT_TEXT_MAX = { nama: 120, alamat: 250, area: 80, jam_buka: 60, surveyor: 80 };
/** E.164 allows 15 digits; the shortest Indonesian numbers with area code have 8. */
const PHONE_DIGITS = { min: 8, max: 15 };
const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
const MAX_REVIEWS = 10_000_000;

const m = messages.webgis;

/** Optional free text: empty means not recorded (null), as a cleared form field sends ''. */
const optionalText = (max: number, field: string) =>
  plainText(max, { tooLong: m.tooLong(field, max) })
    .nullish()
    .transform((text) => (text ? text : null));

const requiredText = (max: number, field: string) =>
  plainText(max, { tooLong: m.tooLong(field, max) }).refine(
    (text) => text !== '',
    m.required(field),
  );

const coordinate = (min: number, max: number, field: string) =>
  z.number({ error: m.notANumber(field) }).refine((v) => v >= min && v <= max, m.outsideIndonesia);

const phone = z
  .string()
  .trim()
  .max(25, m.phone)
  .refine((text) => {
    if (text === '') return true;
    const digits = text.replace(/\D/g, '').length;
    return PHONE_PATTERN.test(text) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  }, m.phone)
  .nullish()
  .transform((text) => (text ? text : null));

export const subscriptionStatus = z.enum(SUBSCRIPTION_STATUSES, { error: m.status });

/** A surveyed depot as the add-point form and each imported CSV row send it. */
export const depotInput = z.object({
  nama: requiredText(DEPOT_TEXT_MAX.nama, 'Nama'),
  alamat: requiredText(DEPOT_TEXT_MAX.alamat, 'Alamat'),
  telepon: phone,
  jam_buka: optionalText(DEPOT_TEXT_MAX.jam_buka, 'Jam buka'),
  latitude: coordinate(INDONESIA_BOUNDS.south, INDONESIA_BOUNDS.north, 'Latitude'),
  longitude: coordinate(INDONESIA_BOUNDS.west, INDONESIA_BOUNDS.east, 'Longitude'),
  kelurahan: optionalText(DEPOT_TEXT_MAX.area, 'Kelurahan'),
  kecamatan: optionalText(DEPOT_TEXT_MAX.area, 'Kecamatan'),
  kota_kabupaten: optionalText(DEPOT_TEXT_MAX.area, 'Kota/Kabupaten'),
  surveyed_by: optionalText(DEPOT_TEXT_MAX.surveyor, 'Surveyor'),
  is_subscribed: subscriptionStatus.default(DEFAULT_SUBSCRIPTION),
  rating: z
    .number({ error: m.notANumber('Rating') })
    .refine((v) => v >= 0 && v <= 5, m.rating)
    .nullish()
    .transform((v) => v ?? null),
  jumlah_ulasan: z
    .number({ error: m.notANumber('Jumlah ulasan') })
    .refine((v) => Number.isInteger(v) && v >= 0 && v <= MAX_REVIEWS, m.reviews)
    .default(0),
});
export type DepotInput = z.input<typeof depotInput>;
export type DepotData = z.output<typeof depotInput>;

/** A popup's edit: who surveyed the depot and its subscription. */
export const depotUpdateInput = z.object({
  surveyed_by: optionalText(DEPOT_TEXT_MAX.surveyor, 'Surveyor'),
  is_subscribed: subscriptionStatus,
});
export type DepotUpdateInput = z.input<typeof depotUpdateInput>;
export type DepotUpdate = z.output<typeof depotUpdateInput>;

/** A depot as WebGIS shows it: the public fields and the sales pipeline's (status, surveyor). */
export const webgisDepot = publicDepot.extend({
  is_subscribed: z.enum(SUBSCRIPTION_STATUSES),
  surveyed_by: z.string().nullable(),
});
export type WebgisDepot = z.infer<typeof webgisDepot>;
export const webgisDepotList = z.array(webgisDepot);

export const depotCreated = z.object({ message: z.string(), id: z.number().int() });

/** The largest import: a whole city's survey, and still one quick request. */
export const DEPOT_IMPORT_MAX_ROWS = 10_000;
export const DEPOT_IMPORT_MAX_CHARS = 2 * 1024 * 1024;

/** The CSV file as text: the server reads it, so its rules are checked in one place. */
export const depotImportInput = z.object({
  csv: z
    .string()
    .refine((text) => text !== '', m.importEmpty)
    .refine(
      (text) => text.length <= DEPOT_IMPORT_MAX_CHARS,
      m.importTooLarge(DEPOT_IMPORT_MAX_CHARS / 1024 / 1024),
    ),
});

export const depotImportResult = z.object({
  message: z.string(),
  inserted: z.number().int(),
  /** Rows not stored: their line in the file (1 = header) and why. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type DepotImportResult = z.infer<typeof depotImportResult>;
