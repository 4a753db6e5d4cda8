import { z } from 'zod';
import { BOARDS, CLASSES, GENDERS, PRESET_AVATARS, USERNAME_MAX, USERNAME_MIN } from './constants.ts';
import { successEnvelope } from './envelope.ts';
import { UserData } from './user.ts';
import { PersonNameField } from './person-name.ts';

/** The spec's username rule: lower-case letters a–z only. */
export function normalizeUsername(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z]/g, '');
}
export const UsernameField = z
  .string()
  .regex(/^[a-z]+$/, 'The username may contain lower-case letters a–z only.')
  .min(USERNAME_MIN, `The username must be at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `The username may not be longer than ${USERNAME_MAX} characters.`);

// GET /check-username-availability?username=
export const UsernameAvailabilityQuery = z.strictObject({ username: z.string().max(100) });
export const UsernameAvailabilityResponse = successEnvelope(z.object({ available: z.boolean() }));

// POST /profile-completion
export const ProfileCompletionBody = z.strictObject({
  username: UsernameField,
  gender: z.enum(GENDERS, { message: 'The gender must be male, female or other.' }),
  students_class: z.coerce
    .number()
    .int()
    .refine((n) => (CLASSES as readonly number[]).includes(n), 'The class must be between 1 and 12.'),
  academic_board: z.enum(BOARDS, { message: 'The board must be CBSE, ICSE, State Board or NIOS.' }),
});
export type ProfileCompletionBody = z.infer<typeof ProfileCompletionBody>;
export const UserResponse = successEnvelope(UserData);

// GET /user-info?t=
export const CacheBusterQuery = z.strictObject({ t: z.string().max(32).optional() });

// POST /profile-setting
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
export const ProfileSettingBody = z.strictObject({
  firstname: PersonNameField('first name'),
  lastname: PersonNameField('last name'),
  address: optionalText(200),
  city: optionalText(80),
  state: optionalText(80),
  zip: z
    .string()
    .trim()
    .max(12)
    .regex(/^[A-Za-z0-9 -]*$/, 'The ZIP may contain letters, digits, spaces and dashes only.')
    .optional()
    .nullable(),
});
export type ProfileSettingBody = z.infer<typeof ProfileSettingBody>;

// POST /profile-avatar-update — multipart field `avatar` (a file), or field `preset` (a1…a10).
export const PresetAvatarField = z.enum(PRESET_AVATARS);
