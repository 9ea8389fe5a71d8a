import {
  EVENTS_HEARTBEAT_MS,
  messages,
  SERVER_EVENT_TYPES,
  type ServerEvent,
} from '@depot/contract';
import { ApiError } from './api';
import { API_BASE } from './api-base';
import { sessionStore } from './session';
import { endSessionIfRefused } from './session-end';
import { createSseParser } from './sse-parser';

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** Heartbeats come every 20 s: this long without a byte means the connection is dead. */
const SILENCE_MS = EVENTS_HEARTBEAT_MS * 2.5;
const KNOWN_TYPES: ReadonlySet<unknown> = new Set(SERVER_EVENT_TYPES);

/**
 * An event of a kind this version knows. Only the kind is checked, not with the contract's zod
 * schema: zod would be most of the owner's home's script, and the server already checks every
 * event it sends against that schema (event-types.ts).
 */
const isKnownEvent = (value: unknown): value is ServerEvent =>
  typeof value === 'object' &&
  value !== null &&
  KNOWN_TYPES.has((value as { type?: unknown }).type);

export interface EventStreamHandlers {
  onEvent: (event: ServerEvent) => void;
  /** The stream is open; `again` after a reconnect, when events may have been missed. */
  onOpen: (again: boolean) => void;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * One connection: resolves with the status when it ends (a refusal, the server closing, a
 * network error as status 0). fetch, not EventSource, because only fetch sends the token in a
 * header; the token never goes into a URL, where logs would keep it.
 */
async function connectOnce(
  path: string,
  token: string,
  handlers: EventStreamHandlers,
  opened: () => void,
  signal: AbortSignal,
): Promise<{ status: number; retryAfterMs: number; message?: string }> {
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, SILENCE_MS);
  };
  const push = createSseParser((data) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    // An event this version does not know is skipped: a newer server may send more kinds.
    if (isKnownEvent(parsed)) handlers.onEvent(parsed);
  });
  try {
    heard();
    const res = await fetch(`${API_BASE}${path}`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      signal: connection.signal,
    });
    if (!res.ok || !res.body) {
      const retryAfter = Number(res.headers.get('retry-after'));
      const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
      return {
        status: res.status,
        retryAfterMs: Number.isFinite(retryAfter) ? retryAfter * 1000 : 0,
        message: typeof body?.message === 'string' ? body.message : undefined,
      };
    }
    opened();
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      heard();
      push(value);
    }
    return { status: res.status, retryAfterMs: 0 };
  } catch {
    return { status: 0, retryAfterMs: 0 };
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
    connection.abort();
  }
}

/**
 * Keeps the live stream of the signed-in browser open until `signal` aborts: reconnects after
 * any loss with growing, jittered pauses (a restarted server is not hit by every browser at
 * once). A 401 is a 401 like any other call's: it ends the session, and the stream stops.
 * A super admin names the depot to follow (`username`); others get their own depot's events.
 */
export async function runEventStream(
  handlers: EventStreamHandlers,
  signal: AbortSignal,
  username?: string,
) {
  const path = username ? `/events?username=${encodeURIComponent(username)}` : '/events';
  let retryMs = RETRY_MIN_MS;
  let openedBefore = false;
  while (!signal.aborted) {
    const { token } = sessionStore.get();
    if (!token) return;
    const { status, retryAfterMs, message } = await connectOnce(
      path,
      token,
      handlers,
      () => {
        handlers.onOpen(openedBefore);
        openedBefore = true;
        retryMs = RETRY_MIN_MS;
      },
      signal,
    );
    if (signal.aborted) return;
    if (status === 401) {
      endSessionIfRefused(
        new ApiError(401, message ?? messages.api.unauthorized, token),
        undefined,
      );
      return;
    }
    await sleep(Math.max(retryAfterMs, retryMs * (0.5 + Math.random() / 2)), signal);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }
}
