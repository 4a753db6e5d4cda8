// A student's avatar is either one of the preset pictures shipped with the app (users.avatar = 'a3.png') or an
// uploaded picture stored in the database (users.avatar = 'u12-….webp'), so every app instance can serve it.
import type { PresetAvatar, User } from '@quizring/contracts';
import { MSG, PresetAvatarField } from '@quizring/contracts';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { unprocessable } from '../../lib/errors.ts';
import { findUserById, toUserDto } from '../../shared/users.ts';
import { AVATAR_CONTENT_TYPE, toAvatarWebp } from './image.ts';
import * as repo from './repository.ts';

export const presetFileName = (preset: PresetAvatar) => `${preset}.png`;
export const PRESET_FILE = /^a([1-9]|10)\.png$/;
export const STORED_FILE = /^u\d+-[0-9a-f]{16}\.webp$/;

async function reload(ctx: AppContext, userId: number): Promise<User> {
  return toUserDto((await findUserById(ctx.db, userId))!);
}

export async function setUploadedAvatar(ctx: AppContext, user: UserRow, upload: Buffer): Promise<User> {
  const data = await toAvatarWebp(upload);
  // A new random name per upload: the served file never changes, so browsers may cache it forever.
  const fileName = `u${user.id}-${randomBytes(8).toString('hex')}.webp`;
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertAvatar(trx, {
      file_name: fileName,
      user_id: user.id,
      content_type: AVATAR_CONTENT_TYPE,
      data,
      created_at: now,
    });
    await repo.deleteAvatarsOf(trx, user.id, fileName);
    await repo.setUserAvatar(trx, user.id, fileName, now);
  });
  return reload(ctx, user.id);
}

export async function setPresetAvatar(ctx: AppContext, user: UserRow, preset: PresetAvatar): Promise<User> {
  const now = iso(ctx.clock.now());
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteAvatarsOf(trx, user.id);
    await repo.setUserAvatar(trx, user.id, presetFileName(preset), now);
  });
  return reload(ctx, user.id);
}

const INVALID_PRESET = 'The preset must be one of a1 to a10.';

/** What the form sent: an uploaded picture, the name of a preset, both or neither. */
export type AvatarChoice = { file?: Buffer; preset?: string };

/** An uploaded picture wins over a preset sent alongside it; a preset may be named with or without '.png'. */
export async function setChosenAvatar(ctx: AppContext, user: UserRow, choice: AvatarChoice): Promise<User> {
  if (choice.file) return setUploadedAvatar(ctx, user, choice.file);
  if (choice.preset !== undefined) {
    const parsed = PresetAvatarField.safeParse(choice.preset.replace(/\.png$/, ''));
    if (!parsed.success) throw unprocessable(INVALID_PRESET);
    return setPresetAvatar(ctx, user, parsed.data);
  }
  throw unprocessable(MSG.noAvatarSelected);
}

export function findStoredAvatar(ctx: AppContext, fileName: string) {
  return repo.findAvatar(ctx.db, fileName);
}
