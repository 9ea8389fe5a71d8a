import { messages, priceChangedResponse } from '@depot/contract';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import { ApiError } from '../../../lib/api';

/**
 * The phone's copy of the kept sales as JSON, errors included as JSON would lose them: a
 * refusal's status, message and answer (a 409's new total), never the bearer token it carried.
 */
export const serialize = (client: PersistedClient) =>
  JSON.stringify(client, (_, value: unknown) =>
    value instanceof ApiError
      ? { status: value.status, message: value.message, body: value.body }
      : value instanceof Error
        ? { message: value.message }
        : value,
  );

/** What the server said of a kept sale it refused, and, when prices changed, its new total. */
export interface Refusal {
  message: string;
  newTotal?: number;
}

/**
 * Reads a refusal from an ApiError, or from the plain object it was kept as on the phone
 * (`serialize`).
 */
export function refusalOf(error: unknown): Refusal {
  const { status, message, body } = (error ?? {}) as {
    status?: unknown;
    message?: unknown;
    body?: unknown;
  };
  const text = typeof message === 'string' && message !== '' ? message : messages.pos.saveFailed;
  const changed = status === 409 ? priceChangedResponse.safeParse(body) : undefined;
  return changed?.success
    ? { message: changed.data.message, newTotal: changed.data.total }
    : { message: text };
}
