import { z } from 'zod';
import { BOARDS, GENDERS } from './constants.ts';

/** The user as every call returns it (spec §3 "User"). */
export const User = z.object({
  id: z.number().int(),
  fullname: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  dial_code: z.string(),
  mobile: z.string(),
  students_class: z.number().int().nullable(),
  academic_board: z.enum(BOARDS).nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  referral_code: z.string(),
  coins: z.number().int(),
  score: z.number().int(),
  /** File name, served from the public config's `profile_image_base` plus this name. */
  avatar: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  profile_complete: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const UserData = z.object({ user: User });
