import { z } from './zod';

export const profileResponse = z.object({
  username: z.string(),
  depot_name: z.string().nullable(),
  address: z.string().nullable(),
});
export type Profile = z.infer<typeof profileResponse>;
