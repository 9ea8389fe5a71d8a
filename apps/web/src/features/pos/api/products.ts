import type { Product } from '@depot/contract';
import { useQuery } from '@tanstack/react-query';
import { apiListQuery } from '../../../lib/api-query';
import { posKeys } from './keys';

/** The depot's own catalogue, the prices its sales are made at. */
export const productsQuery = (username: string) => ({
  ...apiListQuery<Product>({
    queryKey: posKeys.products(username),
    path: `/products/${encodeURIComponent(username)}`,
    fallbackMessage: 'Gagal memuat daftar produk.',
  }),
  staleTime: 10 * 60_000,
});

export const useProducts = (username: string) => useQuery(productsQuery(username));
