import { messages, type Testimonial, type TestimonialData } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import * as repo from './testimonials.repository';

const toTestimonial = (row: repo.TestimonialRow): Testimonial => ({
  id: row.id,
  name: row.name,
  role: row.role,
  text: row.text,
  avatar: row.avatar,
  created_at: row.createdAt.toISOString(),
});

const valuesOf = (input: TestimonialData): repo.TestimonialValues => ({
  name: input.name,
  role: input.role,
  text: input.text,
  avatar: input.avatar ?? null,
});

const notFound = () => new HttpError(404, messages.testimonials.notFound);

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  return (await repo.listTestimonials(db)).map(toTestimonial);
}

export async function createTestimonial(db: Db, input: TestimonialData): Promise<Testimonial> {
  const row = await repo.insertTestimonial(db, valuesOf(input));
  if (!row) throw new Error('testimonial insert returned no row');
  return toTestimonial(row);
}

/** Replaces every field: an avatar left out is removed, as the form sends the one it shows. */
export async function updateTestimonial(
  db: Db,
  id: number,
  input: TestimonialData,
): Promise<Testimonial> {
  const row = await repo.updateTestimonial(db, id, valuesOf(input));
  if (!row) throw notFound();
  return toTestimonial(row);
}

export async function deleteTestimonial(db: Db, id: number): Promise<void> {
  if (!(await repo.deleteTestimonial(db, id))) throw notFound();
}
