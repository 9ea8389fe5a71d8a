import { messages } from '@depot/contract';
import { API_BASE } from './api-base';
import { readSession } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
  get isAuthFailure() {
    return this.status === 401 || this.status === 403;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Used when the server gives no message of its own. */
  fallbackMessage?: string;
}

/** JSON over fetch with the stored bearer token; a non-2xx answer throws ApiError. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { token } = readSession();
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, options.fallbackMessage ?? messages.api.serverError);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage = (data as { message?: unknown } | null)?.message;
    throw new ApiError(
      response.status,
      typeof serverMessage === 'string'
        ? serverMessage
        : (options.fallbackMessage ?? messages.api.serverError),
    );
  }
  return data as T;
}
