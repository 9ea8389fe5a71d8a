import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiFetch, apiFetchList } from './api';
import type { CallMeta } from './session-end';

interface ApiQuery<K extends QueryKey> {
  queryKey: K;
  /** The GET's path under /api. */
  path: string;
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  meta?: CallMeta;
  refetchInterval?: number;
}

type Fetcher<T> = (
  path: string,
  options: { signal: AbortSignal; fallbackMessage: string },
) => Promise<T>;

const readQuery = <T, K extends QueryKey>(
  fetcher: Fetcher<T>,
  { path, fallbackMessage, ...options }: ApiQuery<K>,
) =>
  queryOptions({ ...options, queryFn: ({ signal }) => fetcher(path, { signal, fallbackMessage }) });

/** A GET as a query: its key, the call, and the screen's message for a failure. */
export const apiQuery = <T, K extends QueryKey = QueryKey>(query: ApiQuery<K>) =>
  readQuery<T, K>(apiFetch<T>, query);

/** The same for a list: an answer that is not an array fails (spec §8). */
export const apiListQuery = <T, K extends QueryKey = QueryKey>(query: ApiQuery<K>) =>
  readQuery<T[], K>(apiFetchList<T>, query);
