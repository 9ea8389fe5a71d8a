import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testimonials } from '../../db/schema';

export type TestimonialRow = typeof testimonials.$inferSelect;
export type TestimonialValues = Omit<typeof testimonials.$inferInsert, 'id' | 'createdAt'>;

/** Oldest first, so the landing page keeps the order in which they were entered. */
export function listTestimonials(db: Db): Promise<TestimonialRow[]> {
  return db.select().from(testimonials).orderBy(asc(testimonials.createdAt), asc(testimonials.id));
}

export function insertTestimonial(db: Db, values: TestimonialValues) {
  return db
    .insert(testimonials)
    .values(values)
    .returning()
    .then((rows) => rows[0]);
}

export function updateTestimonial(db: Db, id: number, values: TestimonialValues) {
  return db
    .update(testimonials)
    .set(values)
    .where(eq(testimonials.id, id))
    .returning()
    .then((rows) => rows[0]);
}

export function lockTestimonial(db: Db, id: number) {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/** The deleted row, or undefined when there was none. */
export function deleteTestimonial(db: Db, id: number) {
  return db
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning()
    .then((rows) => rows[0]);
}
