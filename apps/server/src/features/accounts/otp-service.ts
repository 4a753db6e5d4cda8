// One-time codes for mobile sign-in and account deletion: 6 digits, stored hashed, 5 minutes to live,
// at most 5 wrong tries per code, a resend no sooner than 30 s, at most 5 sends per number per hour.
import {
  OTP_LENGTH,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RESEND_AFTER_SECONDS,
  OTP_TTL_SECONDS,
} from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto.ts';
import { addMs, iso } from '../../lib/clock.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import * as repo from './repository.ts';

export type OtpPurpose = 'login' | 'delete_account';
type Phone = { dialCode: string; mobile: string };

const codeHash = (n: Phone, purpose: OtpPurpose, code: string) =>
  sha256(`${purpose}:${n.dialCode}:${n.mobile}:${code}`);

export async function sendOtp(ctx: AppContext, n: Phone, purpose: OtpPurpose) {
  const { db, clock, sms } = ctx;
  const now = clock.now();
  const recent = await repo.otpSendTimesSince(db, n.dialCode, n.mobile, iso(addMs(now, -60 * 60 * 1000)));
  const last = recent[0];
  if (last) {
    const wait = Math.ceil(
      (Date.parse(last.created_at) + OTP_RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000,
    );
    if (wait > 0)
      throw new AppError(429, `Please wait ${wait} seconds before requesting another OTP.`, {
        data: { resend_in: wait },
      });
  }
  if (recent.length >= OTP_MAX_SENDS_PER_HOUR)
    throw new AppError(429, 'Too many OTP requests for this number. Please try again in an hour.');

  const code = randomDigits(OTP_LENGTH);
  const id = await repo.insertOtpCode(db, {
    dial_code: n.dialCode,
    mobile: n.mobile,
    purpose,
    code_hash: codeHash(n, purpose, code),
    created_at: iso(now),
    expires_at: iso(addMs(now, OTP_TTL_SECONDS * 1000)),
    consumed_at: null,
  });
  try {
    await sms.sendOtp({ dialCode: n.dialCode, mobile: n.mobile, code });
  } catch {
    // A code that never left must neither work nor hold back the next request.
    await repo.deleteOtpCode(db, id);
    throw new AppError(502, 'We could not send the OTP right now. Please try again.');
  }
  return { expires_in: OTP_TTL_SECONDS, resend_in: OTP_RESEND_AFTER_SECONDS };
}

/** Consumes the latest live code for the number if `code` matches; throws a clear error otherwise. */
export async function verifyOtp(ctx: AppContext, n: Phone, purpose: OtpPurpose, code: string): Promise<void> {
  const { db, clock } = ctx;
  const now = iso(clock.now());
  const row = await repo.latestOtpCode(db, n.dialCode, n.mobile, purpose);
  if (!row || row.consumed_at)
    throw unprocessable('No OTP was requested for this number. Please request a new one.');
  if (row.expires_at < now) throw unprocessable('The OTP has expired. Please request a new one.');
  if (row.wrong_tries >= OTP_MAX_WRONG_TRIES)
    throw new AppError(429, 'Too many wrong attempts. Please request a new OTP.');

  if (!safeEqual(row.code_hash, codeHash(n, purpose, code))) {
    await repo.countWrongOtpTry(db, row.id);
    const left = OTP_MAX_WRONG_TRIES - row.wrong_tries - 1;
    throw unprocessable(
      left > 0
        ? `The OTP is incorrect. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : 'The OTP is incorrect. Please request a new one.',
    );
  }
  if (!(await repo.consumeOtpCode(db, row.id, now, OTP_MAX_WRONG_TRIES)))
    throw unprocessable('The OTP has already been used. Please request a new one.');
}
