import { messages, notification, UNREAD_COUNT_HEADER, usernameParams, z } from '@depot/contract';
import { listNotifications, markAllRead } from './notifications.service';
import { defineRoutes } from '../../lib/route-docs';

export default defineRoutes(['dashboard'], [401, 403, 404], (app, docs) => {
  app.get(
    '/api/notifications/:username',
    docs(
      'depot',
      `A depot's latest notifications, newest first; how many of all are unread in ${UNREAD_COUNT_HEADER}`,
      { params: usernameParams, ok: z.array(notification) },
    ),
    async (request, reply) => {
      const { items, unread } = await listNotifications(app.db, request.params.username);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      return items;
    },
  );

  app.post(
    '/api/notifications/:username/mark-read',
    docs('depot', "Mark all of a depot's notifications read", {
      params: usernameParams,
      ok: z.object({ success: z.literal(true), updated: z.number(), message: z.string() }),
    }),
    async (request) => ({
      success: true as const,
      updated: await markAllRead(app.db, request.params.username),
      message: messages.notifications.markedRead,
    }),
  );
});
