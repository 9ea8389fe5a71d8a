import { errorResponse } from '@depot/contract';

/** The failures a route may answer, each with the contract's `{ success: false, message }` body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/**
 * A route's response schemas with its error answers added:
 * `response: withErrors({ 200: sale }, 400, 401, 403, 404)`.
 */
export function withErrors<R extends object, S extends ErrorStatus>(
  responses: R,
  ...statuses: S[]
): R & { [K in S]: typeof errorResponse } {
  const errors = Object.fromEntries(statuses.map((s) => [s, errorResponse]));
  return { ...responses, ...errors } as R & { [K in S]: typeof errorResponse };
}
