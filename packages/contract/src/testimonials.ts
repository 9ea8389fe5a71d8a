import { plainText } from './common';
import { messages } from './messages';
import { z } from './zod';

/** Avatars are stored inline as data: URLs; the browser sends a 128×128 WebP of a few KB. */
export const AVATAR_SIZE_PX = 128;
/** Room for a noisy 128×128 JPEG; the landing page sends every avatar inline, so keep it small. */
export const AVATAR_MAX_CHARS = 24_000;
/** Base64 carries 3 bytes in 4 characters. */
const AVATAR_MAX_KB = Math.floor((AVATAR_MAX_CHARS * 3) / 4 / 1024);
const AVATAR_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

export const TESTIMONIAL_TEXT_MAX = 500;
/** Longest name and longest role. */
export const TESTIMONIAL_FIELD_MAX = 80;

const text = (field: string, min: number, max: number, multiline = false) => {
  const message = messages.testimonials.length(field, min, max);
  return plainText(max, { multiline, tooLong: message }).min(min, message);
};

/** What a super admin enters; a missing or null avatar shows the person's initials. */
export const testimonialInput = z.object({
  name: text('Nama', 2, TESTIMONIAL_FIELD_MAX),
  role: text('Peran', 2, TESTIMONIAL_FIELD_MAX),
  text: text('Kutipan', 10, TESTIMONIAL_TEXT_MAX, true),
  avatar: z
    .string()
    .max(AVATAR_MAX_CHARS, messages.testimonials.avatarTooLarge(AVATAR_MAX_KB))
    .regex(AVATAR_PATTERN, messages.testimonials.avatarType)
    .nullish(),
});
export type TestimonialInput = z.input<typeof testimonialInput>;
export type TestimonialData = z.output<typeof testimonialInput>;

export const testimonial = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  text: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
});
export type Testimonial = z.infer<typeof testimonial>;
export const testimonialList = z.array(testimonial);
