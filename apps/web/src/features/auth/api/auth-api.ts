// Sign-in and sign-up calls; signing out belongs to the session (lib/session).
import { z } from 'zod';
import {
  MSG,
  ReferralCheckResponse,
  SendOtpResponse,
  successEnvelope,
  User as UserSchema,
} from '@quizring/contracts';
import type { LoginBody, MobileLoginBody, RegisterBody, SendOtpBody } from '@quizring/contracts';
import { api, ApiError, apiErrorMessage } from '@/lib/api-client';
import { isUserLike } from '@/lib/session/auth-storage';
import type { SignInData } from '@/lib/session/session-api';

// Read loosely so that an answer without user or token gives the spec's own message, not a parse error.
const LooseAuthResponse = successEnvelope(
  z.looseObject({ user: z.unknown().optional(), access_token: z.unknown().optional() }),
);

export class InvalidAuthResponseError extends Error {}

function toSignInData(data: { user?: unknown; access_token?: unknown }, invalidMessage: string): SignInData {
  const { user, access_token } = data;
  if (!isUserLike(user) || typeof access_token !== 'string' || !access_token) {
    throw new InvalidAuthResponseError(invalidMessage);
  }
  // Read through the contract when it fits, so the stored user is normalised (profile_complete '1' becomes 1).
  const parsed = UserSchema.safeParse(user);
  return { user: parsed.success ? parsed.data : user, access_token };
}

export async function loginWithPassword(body: LoginBody): Promise<SignInData> {
  const res = await api.post('/login', LooseAuthResponse, body);
  return toSignInData(res.data, MSG.invalidLoginResponse);
}

/** Sends a sign-in code; the answer says how long it lives and how soon another may be sent (seconds). */
export async function sendOtp(body: SendOtpBody): Promise<{ expires_in: number; resend_in: number }> {
  return (await api.post('/mobile/send-otp', SendOtpResponse, body)).data;
}

/** The seconds until another code may be sent, when a send was refused for coming too soon. */
export function resendWaitOf(err: unknown): number | null {
  const wait = (err instanceof ApiError ? (err.body as { data?: { resend_in?: unknown } } | null) : null)
    ?.data?.resend_in;
  return typeof wait === 'number' && wait > 0 ? wait : null;
}

export async function loginWithOtp(body: MobileLoginBody): Promise<SignInData> {
  const res = await api.post('/mobile/login', LooseAuthResponse, body);
  return toSignInData(res.data, MSG.invalidLoginResponse);
}

export async function register(body: RegisterBody): Promise<SignInData> {
  const res = await api.post('/register', LooseAuthResponse, body);
  return toSignInData(res.data, MSG.invalidSignupResponse);
}

/** Whether a referral names a student (a username or a referral code). */
export async function checkReferral(reference: string): Promise<boolean> {
  return (await api.get('/check-referral', ReferralCheckResponse, { reference })).data.known;
}

/** The message for a failed sign-in or sign-up: the invalid-answer text, the server's first error, or the fallback. */
export function authErrorMessage(err: unknown, fallback: string): string {
  return err instanceof InvalidAuthResponseError ? err.message : apiErrorMessage(err, fallback);
}
