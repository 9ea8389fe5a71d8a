import { messages, type Testimonial, type TestimonialData } from '@depot/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { recordAudit, type Actor } from '../audit';
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

/** A testimonial as the audit log keeps it: the avatar (a data URL) only as whether there is one. */
const logged = (row: repo.TestimonialRow) => ({
  name: row.name,
  role: row.role,
  text: row.text,
  avatar: row.avatar !== null,
});

const audit = (
  db: Db,
  actor: Actor,
  action: string,
  id: number,
  before?: repo.TestimonialRow,
  after?: repo.TestimonialRow,
) =>
  recordAudit(db, actor, {
    action: `testimonial.${action}`,
    table: 'testimonials',
    targetId: id,
    before: before && logged(before),
    after: after && logged(after),
  });

export async function listTestimonials(db: Db): Promise<Testimonial[]> {
  return (await repo.listTestimonials(db)).map(toTestimonial);
}

export async function createTestimonial(
  db: Db,
  actor: Actor,
  input: TestimonialData,
): Promise<Testimonial> {
  return db.transaction(async (tx) => {
    const row = await repo.insertTestimonial(tx, valuesOf(input));
    if (!row) throw new Error('testimonial insert returned no row');
    await audit(tx, actor, 'create', row.id, undefined, row);
    return toTestimonial(row);
  });
}

/** Replaces every field: an avatar left out is removed, as the form sends the one it shows. */
export async function updateTestimonial(
  db: Db,
  actor: Actor,
  id: number,
  input: TestimonialData,
): Promise<Testimonial> {
  return db.transaction(async (tx) => {
    const before = await repo.lockTestimonial(tx, id);
    if (!before) throw notFound();
    const row = await repo.updateTestimonial(tx, id, valuesOf(input));
    if (!row) throw notFound();
    await audit(tx, actor, 'update', id, before, row);
    return toTestimonial(row);
  });
}

export async function deleteTestimonial(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.deleteTestimonial(tx, id);
    if (!before) throw notFound();
    await audit(tx, actor, 'delete', id, before);
  });
}
