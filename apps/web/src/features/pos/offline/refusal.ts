import { messages, priceChangedResponse } from '@depot/contract';

/** What the server said of a kept sale it refused, and, when prices changed, its new total. */
export interface Refusal {
  message: string;
  newTotal?: number;
}

/**
 * Reads a refusal from an ApiError, or from the plain object it was kept as on the phone
 * (sale-store's `serialize`).
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
