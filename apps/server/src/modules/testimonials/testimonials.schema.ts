import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns';

/** A customer's words on the landing page, entered by a super admin. */
export const testimonials = pgTable('testimonials', {
  id: serialId(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  text: text('text').notNull(),
  /** A small image as a data: URL (PNG, JPEG or WebP), or none for initials. */
  avatar: text('avatar'),
  createdAt: createdAt(),
});
