import { z } from 'zod';
import {
  DIAL_CODES,
  MOBILE_MAX,
  MOBILE_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
} from './constants.ts';
import { successEnvelope } from './envelope.ts';
import { User } from './user.ts';
import { PersonNameField } from './person-name.ts';

export const DialCodeField = z.enum(DIAL_CODES, { message: 'The dial code must be one of 91, 1, 44, 61.' });
export const MobileField = z
  .string()
  .trim()
  .regex(/^\d+$/, 'The mobile number may contain digits only.')
  .min(MOBILE_MIN, `The mobile number must be at least ${MOBILE_MIN} digits.`)
  .max(MOBILE_MAX, `The mobile number may not be longer than ${MOBILE_MAX} digits.`);
export const OtpField = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP must be ${OTP_LENGTH} digits.`);
const PasswordField = z
  .string()
  .min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `The password may not be longer than ${PASSWORD_MAX} characters.`);

export const AuthData = z.object({ user: User, access_token: z.string(), token_type: z.literal('Bearer') });
export type AuthData = z.infer<typeof AuthData>;
export const AuthResponse = successEnvelope(AuthData);

// POST /login — `email` holds an email address or a username.
export const LoginBody = z.strictObject({
  email: z.string().trim().min(1, 'The email or username field is required.').max(254),
  password: z.string().min(1, 'The password field is required.').max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof LoginBody>;

// POST /mobile/send-otp
export const SendOtpBody = z.strictObject({ mobile: MobileField, dial_code: DialCodeField });
export type SendOtpBody = z.infer<typeof SendOtpBody>;
export const SendOtpResponse = successEnvelope(
  z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
);

// POST /mobile/login
export const MobileLoginBody = z.strictObject({
  mobile: MobileField,
  dial_code: DialCodeField,
  otp: OtpField,
});
export type MobileLoginBody = z.infer<typeof MobileLoginBody>;

// POST /register
export const RegisterBody = z
  .strictObject({
    firstname: PersonNameField('first name'),
    lastname: PersonNameField('last name'),
    email: z.string().trim().toLowerCase().max(254).email('The email must be a valid email address.'),
    mobile: MobileField,
    dial_code: DialCodeField,
    password: PasswordField,
    password_confirmation: z.string().max(PASSWORD_MAX),
    reference: z.string().trim().max(USERNAME_MAX).optional(),
    agree: z.literal('on', { message: 'You must agree to the terms of service.' }),
  })
  .refine((b) => b.password === b.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password_confirmation'],
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

// GET /check-referral?reference= — whether a signup's referral names a student (a username or a referral code),
// so the signup form can say so at the step where it is typed.
export const ReferralField = z.string().trim().min(1, 'The referral field is required.').max(USERNAME_MAX);
export const ReferralCheckQuery = z.strictObject({ reference: ReferralField });
export const ReferralCheckResponse = successEnvelope(z.object({ known: z.boolean() }));

// POST /logout
export const LogoutResponse = successEnvelope(z.object({}));

// POST /delete-account — confirm with the password, or with an OTP sent to the account's own mobile.
export const DeleteAccountBody = z
  .strictObject({
    password: z.string().min(1).max(PASSWORD_MAX).optional(),
    otp: OtpField.optional(),
  })
  .refine((b) => Boolean(b.password) !== Boolean(b.otp), {
    message: 'Confirm with your password or with the OTP sent to your mobile.',
  });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
export const DeleteAccountResponse = successEnvelope(z.object({ deleted: z.literal(true) }));

// POST /delete-account/send-otp — sends a code to the signed-in user's own mobile.
export const DeleteAccountOtpResponse = SendOtpResponse;
