import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';

/**
 * Sends a spreadsheet as a download named `name` (ASCII: usernames and dates only).
 *
 * Every export is made here on the server, not in the browser: the server already holds the
 * whole range (a year of sales is more than any screen fetches), checks who may read it in one
 * place, and the same file comes out of a script's `curl` as out of the button.
 */
export const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(csv);

/** A range's export, named `{name}-{username}-{from}-{to}.csv`. */
const sendRangeCsv = (
  reply: FastifyReply,
  name: string,
  username: string,
  range: { from: string; to: string },
  csv: string,
) => sendCsv(reply, `${name}-${username}-${range.from}-${range.to}.csv`, csv);

/**
 * The handler of a depot's range export (`/:username/…csv?from=&to=`): `write` makes the file,
 * sent as `{name}-{username}-{from}-{to}.csv`; `name` may depend on the query.
 */
export const rangeCsvHandler =
  <Q extends { from: string; to: string }>(
    db: Db,
    name: string | ((query: Q) => string),
    write: (db: Db, username: string, query: Q) => Promise<string>,
  ) =>
  async (request: { params: { username: string }; query: Q }, reply: FastifyReply) =>
    sendRangeCsv(
      reply,
      typeof name === 'string' ? name : name(request.query),
      request.params.username,
      request.query,
      await write(db, request.params.username, request.query),
    );
