import { changePasswordBody } from './admin';
import { idParams, withConfirmation } from './common';
import { messages } from './messages';
import { depotInput } from './webgis';
import { z } from './zod';

const m = messages.profile;

/** A tank's low-stock threshold as the profile shows and edits it. */
export const tankThreshold = z.strictObject({
  id: idParams.shape.id,
  name: z.string(),
  low_stock_pct: z.number(),
});

/** `GET /api/profile/{username}`: the spec's fields first, then the depot's settings. */
export const profileResponse = z.object({
  username: z.string(),
  depot_name: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  opening_hours: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  show_on_public_map: z.boolean(),
  /** For an employee, the owner whose depot this is (its details are shown, read-only). */
  employee_of: z.string().nullable(),
  tanks: z.array(tankThreshold),
});
export type Profile = z.infer<typeof profileResponse>;

const lowStockPct = z
  .number({ error: m.threshold })
  .refine((pct) => pct >= 0 && pct <= 100, m.threshold);

/** A depot has a handful of tanks; the cap keeps one request small. */
const MAX_TANKS = 100;

/**
 * `PUT /api/profile/{username}`: the depot's details, where it stands (both coordinates or
 * neither, inside Indonesia), whether the public map shows it, and each tank's threshold.
 * Text and coordinate rules are the WebGIS survey's.
 */
export const profileUpdate = z
  .strictObject({
    depot_name: depotInput.shape.nama,
    address: depotInput.shape.alamat,
    phone: depotInput.shape.telepon,
    opening_hours: depotInput.shape.jam_buka,
    latitude: depotInput.shape.latitude.nullable(),
    longitude: depotInput.shape.longitude.nullable(),
    show_on_public_map: z.boolean({ error: m.consent }),
    tanks: z
      .array(z.strictObject({ id: idParams.shape.id, low_stock_pct: lowStockPct }))
      .max(MAX_TANKS)
      .default([]),
  })
  .superRefine((p, ctx) => {
    if ((p.latitude === null) !== (p.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: m.locationIncomplete });
    } else if (p.show_on_public_map && p.latitude === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['show_on_public_map'],
        message: m.consentNeedsLocation,
      });
    }
  });
export type ProfileUpdateInput = z.input<typeof profileUpdate>;
export type ProfileUpdate = z.output<typeof profileUpdate>;

export const profileSaved = z.object({ message: z.string(), profile: profileResponse });

/** `PUT /api/auth/password`: one's own password; the confirmation stays in the form. */
export const ownPasswordChange = z.strictObject({
  currentPassword: z
    .string()
    .max(200)
    .refine((password) => password !== '', m.currentPasswordRequired),
  newPassword: changePasswordBody.shape.newPassword,
});
export type OwnPasswordChange = z.infer<typeof ownPasswordChange>;

export const ownPasswordForm = withConfirmation(ownPasswordChange.shape, 'newPassword');
export type OwnPasswordForm = z.infer<typeof ownPasswordForm>;

/** The session goes on with this fresh token; every other token of the account has ended. */
export const ownPasswordChanged = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
});
