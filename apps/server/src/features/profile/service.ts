import type { ProfileCompletionBody, ProfileSettingBody, User } from '@quizring/contracts';
import { normalizeUsername, USERNAME_MAX, USERNAME_MIN } from '@quizring/contracts';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import { findUserById, toUserDto } from '../../shared/users.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import * as repo from './repository.ts';

export async function usernameAvailability(ctx: AppContext, raw: string, self: UserRow | null) {
  const username = normalizeUsername(raw);
  if (username.length < USERNAME_MIN)
    return { available: false, message: 'Username must be at least 6 characters' };
  if (username.length > USERNAME_MAX)
    return { available: false, message: `Username may not be longer than ${USERNAME_MAX} characters` };
  const owner = await repo.findUserIdByUsername(ctx.db, username);
  const available = !owner || owner.id === self?.id;
  return { available, message: available ? 'Username is available' : 'Username not available' };
}

export async function completeProfile(
  ctx: AppContext,
  user: UserRow,
  body: ProfileCompletionBody,
): Promise<User> {
  const { available } = await usernameAvailability(ctx, body.username, user);
  if (!available) throw unprocessable('Username not available');
  try {
    await repo.updateUser(ctx.db, user.id, {
      username: body.username,
      gender: body.gender,
      students_class: body.students_class,
      academic_board: body.academic_board,
      profile_complete: 1,
      updated_at: iso(ctx.clock.now()),
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw unprocessable('Username not available');
    throw err;
  }
  return toUserDto((await findUserById(ctx.db, user.id))!);
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export async function updateProfile(ctx: AppContext, user: UserRow, body: ProfileSettingBody): Promise<User> {
  await repo.updateUser(ctx.db, user.id, {
    firstname: body.firstname,
    lastname: body.lastname,
    address: blankToNull(body.address),
    city: blankToNull(body.city),
    state: blankToNull(body.state),
    zip: blankToNull(body.zip),
    updated_at: iso(ctx.clock.now()),
  });
  return toUserDto((await findUserById(ctx.db, user.id))!);
}
