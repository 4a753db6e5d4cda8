import { z } from 'zod';
import { BOARDS, GENDERS } from './constants.ts';

/**
 * profile_complete may arrive as the number 1 or the text '1'; read, it is always the number 0 or
 * 1, so no reader compares it by hand. A codec, so the server's responses (encoded) still carry the number.
 */
export const ProfileCompleteField = z.codec(
  z.union([z.literal([0, 1]), z.literal(['0', '1'])]),
  z.literal([0, 1]),
  {
    decode: (value) => (Number(value) === 1 ? 1 : 0),
    encode: (value) => value,
  },
);

/** Whether a user, parsed or not (a stored copy, a sign-in answer), has completed the profile. */
export function isProfileComplete(user: { profile_complete?: unknown } | null | undefined): boolean {
  return Number(user?.profile_complete) === 1;
}

/** The user as every call returns it. */
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
  profile_complete: ProfileCompleteField,
  created_at: z.string(),
});
export type User = z.infer<typeof User>;

export const UserData = z.object({ user: User });
