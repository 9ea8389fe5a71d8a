import { messages, notification, UNREAD_COUNT_HEADER, usernameParams, z } from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listNotifications, markAllRead } from './notifications.service';
import { withErrors } from '../../lib/route-errors';

const errors = [401, 403, 404] as const;

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications/:username',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['dashboard'],
        summary: `A depot's latest notifications, newest first; how many of all are unread in ${UNREAD_COUNT_HEADER}`,
        params: usernameParams,
        response: withErrors({ 200: z.array(notification) }, ...errors),
      },
    },
    async (request, reply) => {
      const { items, unread } = await listNotifications(app.db, request.params.username);
      reply.header(UNREAD_COUNT_HEADER, String(unread));
      return items;
    },
  );

  app.post(
    '/api/notifications/:username/mark-read',
    {
      config: { access: 'depot' },
      schema: {
        tags: ['dashboard'],
        summary: "Mark all of a depot's notifications read",
        params: usernameParams,
        response: withErrors(
          { 200: z.object({ success: z.literal(true), updated: z.number(), message: z.string() }) },
          ...errors,
        ),
      },
    },
    async (request) => ({
      success: true as const,
      updated: await markAllRead(app.db, request.params.username),
      message: messages.notifications.markedRead,
    }),
  );
};

export default notificationRoutes;
