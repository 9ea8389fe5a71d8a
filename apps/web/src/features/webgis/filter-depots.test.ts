import type { WebgisDepot } from '@depot/contract';
import { describe, expect, it } from 'vitest';
import { filterDepots } from './filter-depots';

const depot = (
  id: number,
  nama: string,
  alamat: string,
  is_subscribed: WebgisDepot['is_subscribed'],
) => ({ id, nama, alamat, is_subscribed }) as WebgisDepot;

const DEPOTS = [
  depot(1, 'Depot Air Tirta Segar', 'Jl. Margonda Raya No. 21, Depok', 'Ya'),
  depot(2, 'Depot Amanah Jernih', 'Jl. Raya Bogor No. 5', 'Tidak'),
  depot(3, 'Depot Café Bening', 'Jl. Kemang Raya', 'Under Prospect'),
];
const ids = (list: WebgisDepot[]) => list.map((d) => d.id);

describe('filterDepots', () => {
  it('finds by name or address, any case, every word', () => {
    expect(ids(filterDepots(DEPOTS, 'tirta', 'all'))).toEqual([1]);
    expect(ids(filterDepots(DEPOTS, 'RAYA', 'all'))).toEqual([1, 2, 3]);
    expect(ids(filterDepots(DEPOTS, 'raya bogor', 'all'))).toEqual([2]);
    expect(ids(filterDepots(DEPOTS, '  ', 'all'))).toEqual([1, 2, 3]);
  });

  it('ignores accents', () => {
    expect(ids(filterDepots(DEPOTS, 'cafe', 'all'))).toEqual([3]);
  });

  it('keeps only the chosen status', () => {
    expect(ids(filterDepots(DEPOTS, '', 'Tidak'))).toEqual([2]);
    expect(ids(filterDepots(DEPOTS, 'raya', 'Under Prospect'))).toEqual([3]);
  });
});
