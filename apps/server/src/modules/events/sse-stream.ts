import type { ServerEvent } from '@depot/contract';
import type { FastifyReply } from 'fastify';

/** A client this far behind (bytes waiting in the socket) is cut off instead of buffered. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export interface SseOptions {
  /** How often a comment is written, so proxies and the browser see the stream alive. */
  heartbeatMs: number;
  /** Asked after each heartbeat; false ends the stream (the session ended, access changed). */
  stillAllowed: () => Promise<boolean>;
  /** Called once, however the stream ends. */
  onClose: () => void;
}

export interface SseStream {
  send(event: ServerEvent): void;
  close(): void;
}

/**
 * Takes over the reply and answers with a `text/event-stream`: one `data:` line of JSON per
 * event, a comment as heartbeat. The stream ends when the client goes, when `stillAllowed` says
 * no, when the client cannot keep up, or when `close` is called (the server shutting down).
 */
export function openSse(reply: FastifyReply, options: SseOptions): SseStream {
  const raw = reply.raw;
  reply.hijack();
  // Headers hooks set through Fastify (helmet writes its own straight to `raw`).
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx and similar proxies would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
  });
  let open = true;
  const write = (chunk: string) => {
    if (!open) return;
    raw.write(chunk);
    if (raw.writableLength > MAX_BUFFERED_BYTES) close();
  };
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    options.stillAllowed().then(
      (allowed) => allowed || close(),
      () => close(),
    );
  }, options.heartbeatMs);
  function close() {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    options.onClose();
    raw.end();
  }
  raw.on('close', close);
  write(': connected\n\n');
  return { send: (event) => write(`data: ${JSON.stringify(event)}\n\n`), close };
}
