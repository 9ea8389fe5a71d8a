import type { Product } from '@depot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

export const productsQuery = queryOptions({
  queryKey: ['products'],
  queryFn: () => apiFetch<Product[]>('/products'),
  staleTime: 10 * 60_000,
});

export const useProducts = () => useQuery(productsQuery);
