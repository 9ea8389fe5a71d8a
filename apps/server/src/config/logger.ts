import { createRequire } from 'node:module';
import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger, type TransportSingleOptions } from 'pino';

/** A tracker's key travels in the OsmAnd query as `id` (or `deviceid`): never into a log line. */
export const redactUrl = (url: string) => url.replace(/([?&](?:id|deviceid)=)[^&#]*/gi, '$1***');

const require = createRequire(import.meta.url);

/**
 * Readable lines for a person at a terminal, through pino-pretty: a development dependency, so a
 * production install (`npm ci --omit=dev`) has none and writes JSON lines there too.
 */
export function prettyTransport(
  isTTY: boolean,
  resolve: (name: string) => string = require.resolve,
): TransportSingleOptions | undefined {
  if (!isTTY) return undefined;
  let target: string;
  try {
    target = resolve('pino-pretty');
  } catch {
    return undefined;
  }
  return { target, options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } };
}

/**
 * The one logger of the process, handed to Fastify. JSON lines for log collectors; readable
 * lines when a person watches the terminal. Requests are logged as Fastify does, without secrets.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
  if (destination) return pino(options, destination);
  return pino({ ...options, transport: prettyTransport(process.stdout.isTTY === true) });
}
