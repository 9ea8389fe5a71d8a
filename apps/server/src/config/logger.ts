import { pino, type Logger } from 'pino';

/**
 * The one logger of the process, handed to Fastify. JSON lines for log collectors; readable
 * lines when a person watches the terminal.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    transport: process.stdout.isTTY
      ? {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
        }
      : undefined,
  });
}
