import { ApiError, apiFetch } from '../../../lib/api';

export const depotPath = (endpoint: string, username: string, query?: Record<string, string>) => {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `/tracker/${endpoint}/${encodeURIComponent(username)}${search}`;
};

interface ReadOptions {
  signal?: AbortSignal;
  fallbackMessage?: string;
}

/** A tracker read's whole answer; a 404 means there is nothing yet (spec §8) and gives `empty`. */
export async function trackerAnswer<T>(path: string, empty: T, options: ReadOptions = {}) {
  try {
    return await apiFetch<T>(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return empty;
    throw error;
  }
}

/** The `data` of a tracker read (`{ success, data }`), or `empty` on a 404. */
export const trackerRead = async <T>(path: string, empty: T, options: ReadOptions = {}) =>
  (await trackerAnswer<{ data: T }>(path, { data: empty }, options)).data;
