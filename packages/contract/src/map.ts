import { z } from './zod';

/**
 * A depot on the public map, with the spec's field names: a customer depot whose owner agreed to
 * show it. Only these fields leave the server: the sales pipeline (subscription status, who
 * surveyed the depot) stays in WebGIS.
 */
export const publicDepot = z.object({
  id: z.number().int(),
  nama: z.string(),
  alamat: z.string(),
  telepon: z.string().nullable(),
  jam_buka: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  kelurahan: z.string().nullable(),
  kecamatan: z.string().nullable(),
  kota_kabupaten: z.string().nullable(),
  rating: z.number().min(0).max(5).nullable(),
  jumlah_ulasan: z.number().int().nonnegative(),
});
export type PublicDepot = z.infer<typeof publicDepot>;
export const publicDepotList = z.array(publicDepot);

/** What a browser needs to draw a map: where the tiles come from. */
export const mapConfig = z.object({ tile_url: z.string() });
export type MapConfig = z.infer<typeof mapConfig>;
