import type { FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';

/** A tracker's key travels in the OsmAnd query as `id` (or `deviceid`): never into a log line. */
export const redactUrl = (url: string) => url.replace(/([?&](?:id|deviceid)=)[^&#]*/gi, '$1***');

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
  return pino({
    ...options,
    transport: process.stdout.isTTY
      ? {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        }
      : undefined,
  });
}
