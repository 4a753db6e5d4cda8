import { AVATAR_MAX_BYTES } from '@quizring/contracts';

export const ACCEPTED_AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a file cannot be used as an avatar, or null when it can. */
export function avatarFileProblem(file: File): string | null {
  if (!(ACCEPTED_AVATAR_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPG, PNG or WebP image.';
  if (file.size > AVATAR_MAX_BYTES) {
    return `That image is larger than ${Math.round(AVATAR_MAX_BYTES / 1024 / 1024)} MB. Choose a smaller one.`;
  }
  return null;
}
