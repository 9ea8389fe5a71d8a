import type { FastifyReply } from 'fastify';

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
export const sendRangeCsv = (
  reply: FastifyReply,
  name: string,
  username: string,
  range: { from: string; to: string },
  csv: string,
) => sendCsv(reply, `${name}-${username}-${range.from}-${range.to}.csv`, csv);
