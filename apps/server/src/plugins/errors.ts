import { messages } from '@depot/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStatementTimeout, isTransientDbError } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';

const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.api.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.api.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.api.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.api.invalidInput,
};

/** Seconds a client should wait after a 503 for a lost database connection: the pool reconnects at once. */
const RETRY_AFTER_SECONDS = '5';

/** A body limit as people say it (1 KB = 1024 bytes, as for the avatar): 1 MB, 39 KB. */
const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.floor(bytes / (1024 * 1024))} MB`
    : `${Math.floor(bytes / 1024)} KB`;

/**
 * One place turns every failure into `{success:false, message}` in Indonesian. Client mistakes
 * keep their 4xx status; a lost database connection or a statement stopped by statement_timeout
 * is a 503 to retry later; anything else is logged and answered with a bare 500.
 */
export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      if (!first) {
        return reply.code(400).send({ success: false, message: messages.api.invalidInput });
      }
      // Our own refinements already name the field in Indonesian; zod's generic ones get its path.
      const field = first.instancePath.slice(1).replaceAll('/', '.');
      const prefix = first.keyword !== 'custom' && field ? `${field}: ` : '';
      return reply.code(400).send({ success: false, message: `${prefix}${first.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
        return reply.code(400).send({ success: false, message: messages.api.invalidJson });
      }
      // Routes may set a smaller limit than the app's; the message names the one that applied.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? messages.api.bodyTooLarge(sizeLabel(request.routeOptions.bodyLimit))
          : clientErrorMessages[error.code];
      return reply.code(status).send({
        success: false,
        message: message ?? messages.api.invalidInput,
      });
    }
    // Worth retrying in a moment: a query over its time limit, or the database briefly away.
    const busy = isStatementTimeout(error)
      ? { log: 'statement timeout', message: messages.api.queryTooSlow }
      : isTransientDbError(error)
        ? { log: 'database unavailable', message: messages.api.databaseUnavailable }
        : undefined;
    if (busy) {
      request.log.warn({ err: error }, busy.log);
      return reply
        .code(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ success: false, message: busy.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, message: messages.api.serverError });
  });
});
