import { EVENTS_HEARTBEAT_MS, eventsQuery, messages, serverEvent } from '@depot/contract';
import { HttpError } from '../../lib/http-error';
import { requireAccount } from '../auth';
import { MAX_STREAMS_PER_ACCOUNT } from './event-hub';
import { streamScope, stillInScope } from './events.service';
import type { EventService } from './live-events';
import { openSse, type SseStream } from './sse-stream';
import { defineRoutes } from '../../lib/route-docs';

/** The live stream of a signed-in browser; the token is checked on opening and at every heartbeat. */
export function eventRoutes(service: EventService, heartbeatMs = EVENTS_HEARTBEAT_MS) {
  return defineRoutes(['events'], [400, 401, 403, 404, 429], (app, docs) => {
    const streams = new Set<SseStream>();
    // Open streams would keep the server from closing: they end first.
    app.addHook('preClose', async () => {
      for (const stream of streams) stream.close();
    });

    app.get(
      '/api/events',
      docs('depot', "Live events of the caller's depot, as server-sent events", {
        description:
          'A `text/event-stream`: each `data:` line is one event as JSON (the 200 schema), and a comment arrives every 20 s. A super admin names the depot with `username`; without it the stream carries no depot events.',
        produces: ['text/event-stream'],
        querystring: eventsQuery,
        ok: serverEvent,
      }),
      async (request, reply) => {
        const caller = requireAccount(request);
        const scope = await streamScope(app.db, caller, request.query.username);
        // Events are delivered from other turns of the event loop: `stream` exists by then.
        const release = service.hub.open(caller.id, scope.depotId, (event) => stream.send(event));
        if (!release) {
          throw new HttpError(429, messages.events.tooManyStreams(MAX_STREAMS_PER_ACCOUNT), {
            'retry-after': '60',
          });
        }
        const stream: SseStream = openSse(reply, {
          heartbeatMs,
          stillAllowed: async () => stillInScope(await app.authenticate(request), scope),
          onClose: () => {
            release();
            streams.delete(stream);
          },
        });
        streams.add(stream);
      },
    );
  });
}
