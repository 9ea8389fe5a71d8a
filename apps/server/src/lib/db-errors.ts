/**
 * Database failures that say nothing about the request: the connection was lost, the server is
 * restarting or shutting down, or a statement was cancelled. Retrying (later) can succeed, so a
 * caller answers 503 with Retry-After instead of 500, and ingestion retries the batch.
 */
const TRANSIENT_SQLSTATE = /^(08|57P0|53)/; // connection exception, admin/crash shutdown, resources
const TRANSIENT_NODE_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const TRANSIENT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isTransientDbError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = codeOf(e);
    if (code && (TRANSIENT_SQLSTATE.test(code) || TRANSIENT_NODE_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && TRANSIENT_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** A statement cancelled by statement_timeout (57014): the request asked for too much work. */
export function isStatementTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (codeOf(e) === '57014') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
