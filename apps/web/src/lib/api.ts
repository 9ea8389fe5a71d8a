import { messages } from '@depot/contract';
import { API_BASE } from './api-base';
import { takeEarlyCall } from './early-calls';
import { sessionStore } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The bearer token the call carried: a refusal ends that session, not a newer one. */
    readonly token: string | null = null,
    /** The refusal's whole answer, for a caller that reads more than its message. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The server's message of a failed call, else the screen's own. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Used when the server gives no message of its own. */
  fallbackMessage?: string;
  /** Sent without the stored token: login and registration, whose refusal ends no session. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** The answer is a file (a CSV export): a Blob when it succeeds, JSON only when refused. */
  file?: boolean;
}

/** JSON over fetch with the stored bearer token; a non-2xx answer throws ApiError. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/**
 * A list: an answer that is not an array is refused with the spec's message (§8) and the screen
 * shows an empty list with it, never a half-read object.
 */
export async function apiFetchList<T>(path: string, options: RequestOptions = {}): Promise<T[]> {
  const data = await apiFetch<unknown>(path, options);
  if (!Array.isArray(data)) throw new ApiError(200, messages.admin.badFormat);
  return data as T[];
}

/** The same, with the answer's headers (a paged list's total travels in one). */
export async function apiFetchWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const token = options.anonymous ? null : sessionStore.get().token;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // The owner's home's first calls may have been started before the app loaded.
  const early =
    options.method === undefined && options.body === undefined && !options.signal
      ? takeEarlyCall(path, token)
      : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(`${API_BASE}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch {
    throw new ApiError(0, options.fallbackMessage ?? messages.api.serverError, token);
  }
  const data: unknown =
    options.file && response.ok ? await response.blob() : await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage = (data as { message?: unknown } | null)?.message;
    throw new ApiError(
      response.status,
      typeof serverMessage === 'string'
        ? serverMessage
        : (options.fallbackMessage ?? messages.api.serverError),
      token,
      data,
    );
  }
  return { data: data as T, headers: response.headers };
}
