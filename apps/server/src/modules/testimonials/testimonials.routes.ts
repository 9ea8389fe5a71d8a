import {
  AVATAR_MAX_CHARS,
  idParams,
  messageResponse,
  messages,
  testimonial,
  testimonialInput,
  testimonialList,
} from '@depot/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccount } from '../auth';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from './testimonials.service';
import { withErrors } from '../../lib/route-errors';

// Room for the largest avatar the schema accepts plus the text fields, even JSON-escaped; a
// larger body is refused before it is read, an avatar just over its limit gets the schema's message.
const BODY_LIMIT = AVATAR_MAX_CHARS + 16 * 1024;

const errors = [400, 401, 403] as const;
const bodyErrors = [400, 401, 403, 413] as const;

const testimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/testimonials',
    {
      config: { access: 'public' },
      schema: {
        tags: ['testimonials'],
        summary: 'Testimonials for the landing page, oldest first',
        security: [],
        response: { 200: testimonialList },
      },
    },
    () => listTestimonials(app.db),
  );

  app.post(
    '/api/superadmin/testimonials',
    {
      config: { access: 'superAdmin' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['testimonials'],
        summary: 'Add a testimonial (super admin)',
        body: testimonialInput,
        response: withErrors({ 201: testimonial }, ...bodyErrors),
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTestimonial(app.db, requireAccount(request), request.body)),
  );

  app.put(
    '/api/superadmin/testimonials/:id',
    {
      config: { access: 'superAdmin' },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['testimonials'],
        summary: 'Replace a testimonial; without an avatar it shows initials (super admin)',
        params: idParams,
        body: testimonialInput,
        response: withErrors({ 200: testimonial }, ...bodyErrors, 404),
      },
    },
    (request) =>
      updateTestimonial(app.db, requireAccount(request), request.params.id, request.body),
  );

  app.delete(
    '/api/superadmin/testimonials/:id',
    {
      config: { access: 'superAdmin' },
      schema: {
        tags: ['testimonials'],
        summary: 'Delete a testimonial (super admin)',
        params: idParams,
        response: withErrors({ 200: messageResponse }, ...errors, 404),
      },
    },
    async (request) => {
      await deleteTestimonial(app.db, requireAccount(request), request.params.id);
      return { message: messages.testimonials.deleted };
    },
  );
};

export default testimonialRoutes;
