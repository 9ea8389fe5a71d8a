import {
  AVATAR_MAX_CHARS,
  idParams,
  messageResponse,
  messages,
  testimonial,
  testimonialInput,
  testimonialList,
} from '@depot/contract';
import { requireAccount } from '../auth';
import {
  createTestimonial,
  deleteTestimonial,
  listTestimonials,
  updateTestimonial,
} from './testimonials.service';
import { defineRoutes } from '../../lib/route-docs';

// Room for the largest avatar the schema accepts plus the text fields, even JSON-escaped; a
// larger body is refused before it is read, an avatar just over its limit gets the schema's message.
const BODY_LIMIT = AVATAR_MAX_CHARS + 16 * 1024;

export default defineRoutes(['testimonials'], [400, 401, 403], (app, docs) => {
  app.get(
    '/api/public/testimonials',
    docs('public', 'Testimonials for the landing page, oldest first', {
      security: [],
      ok: testimonialList,
      errors: [],
    }),
    () => listTestimonials(app.db),
  );

  app.post(
    '/api/superadmin/testimonials',
    {
      ...docs('superAdmin', 'Add a testimonial (super admin)', {
        body: testimonialInput,
        ok: testimonial,
        status: 201,
        also: [413],
      }),
      bodyLimit: BODY_LIMIT,
    },
    async (request, reply) =>
      reply.code(201).send(await createTestimonial(app.db, requireAccount(request), request.body)),
  );

  app.put(
    '/api/superadmin/testimonials/:id',
    {
      ...docs(
        'superAdmin',
        'Replace a testimonial; without an avatar it shows initials (super admin)',
        { params: idParams, body: testimonialInput, ok: testimonial, also: [413, 404] },
      ),
      bodyLimit: BODY_LIMIT,
    },
    (request) =>
      updateTestimonial(app.db, requireAccount(request), request.params.id, request.body),
  );

  app.delete(
    '/api/superadmin/testimonials/:id',
    docs('superAdmin', 'Delete a testimonial (super admin)', {
      params: idParams,
      ok: messageResponse,
      also: [404],
    }),
    async (request) => {
      await deleteTestimonial(app.db, requireAccount(request), request.params.id);
      return { message: messages.testimonials.deleted };
    },
  );
});
