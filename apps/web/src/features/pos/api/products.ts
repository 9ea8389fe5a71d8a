import type { Product } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { posKeys } from './keys';

export const productsQuery = queryOptions({
  queryKey: posKeys.products,
  queryFn: () => apiFetch<Product[]>('/products'),
  staleTime: 10 * 60_000,
});

export const useProducts = () => useQuery(productsQuery);
