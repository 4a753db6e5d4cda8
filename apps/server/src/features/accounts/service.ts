// Sign-up, sign-in (password or OTP), sign-out and account deletion.
import type {
  AuthData,
  DeleteAccountBody,
  LoginBody,
  MobileLoginBody,
  RegisterBody,
} from '@quizring/contracts';
import { MSG, normalizeUsername } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { referralCode } from '../../lib/crypto.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { toUserDto } from '../../shared/users.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { sendOtp, verifyOtp } from './otp-service.ts';

/** Coins a new student gets for joining through a friend's referral (docs/decisions/0005-referrals-coins-score.md). */
export const REFERRAL_WELCOME_COINS = 50;

const BAD_CREDENTIALS = 'These credentials do not match our records.';
/** A sign-in refused for a wrong identifier or password (the failures the login throttle counts). */
export const isBadCredentials = (err: unknown) => err instanceof AppError && err.message === BAD_CREDENTIALS;
// A real hash of a random password: verifying against it makes unknown-user logins take as long as known ones.
let dummyHash: Promise<string> | null = null;

async function authData(ctx: AppContext, user: UserRow): Promise<AuthData> {
  const access_token = await repo.issueToken(ctx.db, user.id, ctx.clock.now(), ctx.config.tokenTtlMs);
  return { user: toUserDto(user), access_token, token_type: 'Bearer' };
}

/** The student a referral names, by username or referral code, or null. */
export async function findReferrer(ctx: AppContext, reference: string): Promise<number | null> {
  const asUsername = normalizeUsername(reference);
  const row = await repo.findReferrerId(ctx.db, reference.toUpperCase(), asUsername);
  return row?.id ?? null;
}

async function resolveReferrer(ctx: AppContext, reference: string): Promise<number> {
  const id = await findReferrer(ctx, reference);
  if (id === null) throw unprocessable(MSG.referralUnknown);
  return id;
}

export async function register(ctx: AppContext, body: RegisterBody): Promise<AuthData> {
  const { db, clock } = ctx;
  const [emailTaken, mobileTaken] = await Promise.all([
    repo.findUserIdByEmail(db, body.email),
    repo.findUserIdByMobile(db, body.dial_code, body.mobile),
  ]);
  const taken = [
    ...(emailTaken ? ['The email has already been taken.'] : []),
    ...(mobileTaken ? ['The mobile number has already been taken.'] : []),
  ];
  if (taken.length) throw unprocessable(taken);
  const referredBy = body.reference ? await resolveReferrer(ctx, body.reference) : null;
  const passwordHash = await hashPassword(body.password);
  const now = iso(clock.now());

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const user = await repo.insertUser(db, {
        firstname: body.firstname,
        lastname: body.lastname,
        username: null,
        email: body.email,
        dial_code: body.dial_code,
        mobile: body.mobile,
        password_hash: passwordHash,
        gender: null,
        students_class: null,
        academic_board: null,
        city: null,
        address: null,
        state: null,
        zip: null,
        referral_code: referralCode(),
        referred_by: referredBy,
        coins: referredBy ? REFERRAL_WELCOME_COINS : 0,
        avatar: null,
        created_at: now,
        updated_at: now,
      });
      return await authData(ctx, user);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // A concurrent sign-up took the email or mobile: say so. Otherwise the referral code collided: retry.
      const msg = String((err as Error).message);
      if (/email/.test(msg)) throw unprocessable('The email has already been taken.');
      if (/mobile|dial_code|users_mobile_unique/.test(msg))
        throw unprocessable('The mobile number has already been taken.');
    }
  }
  throw new AppError(500, 'Something went wrong');
}

export async function login(ctx: AppContext, body: LoginBody): Promise<AuthData> {
  const identifier = body.email.trim().toLowerCase();
  const user = await repo.findUserBySignInName(ctx.db, identifier);
  if (!user) {
    dummyHash ??= hashPassword(`dummy-${Math.random()}`);
    await verifyPassword(await dummyHash, body.password);
    throw unprocessable(BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(user.password_hash, body.password))) throw unprocessable(BAD_CREDENTIALS);
  return authData(ctx, user);
}

export async function sendLoginOtp(ctx: AppContext, dialCode: string, mobile: string) {
  if (!(await repo.findUserByMobile(ctx.db, dialCode, mobile)))
    throw unprocessable('No account uses this mobile number. Please sign up first.');
  return sendOtp(ctx, { dialCode, mobile }, 'login');
}

export async function mobileLogin(ctx: AppContext, body: MobileLoginBody): Promise<AuthData> {
  const user = await repo.findUserByMobile(ctx.db, body.dial_code, body.mobile);
  if (!user) throw unprocessable('No account uses this mobile number. Please sign up first.');
  await verifyOtp(ctx, { dialCode: body.dial_code, mobile: body.mobile }, 'login', body.otp);
  return authData(ctx, user);
}

export async function logout(ctx: AppContext, tokenHash: string): Promise<void> {
  await repo.revokeToken(ctx.db, tokenHash, ctx.clock.now());
}

export async function sendDeleteAccountOtp(ctx: AppContext, user: UserRow) {
  return sendOtp(ctx, { dialCode: user.dial_code, mobile: user.mobile }, 'delete_account');
}

/** Deletes the student and, through foreign keys, everything that belongs to them. */
export async function deleteAccount(ctx: AppContext, user: UserRow, body: DeleteAccountBody): Promise<void> {
  if (body.password !== undefined) {
    if (!(await verifyPassword(user.password_hash, body.password)))
      throw unprocessable('The password is incorrect.');
  } else if (body.otp !== undefined) {
    await verifyOtp(ctx, { dialCode: user.dial_code, mobile: user.mobile }, 'delete_account', body.otp);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.forgetReferrer(trx, user.id);
    await repo.deleteUser(trx, user.id);
  });
}
