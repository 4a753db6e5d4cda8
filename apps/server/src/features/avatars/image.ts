// Turns an uploaded picture into the stored avatar: type checked by content, EXIF rotation applied, cropped to a
// 256×256 square and re-encoded as WebP (which also drops any metadata such as GPS position).
import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { AVATAR_SIZE_PX } from '@quizring/contracts';
import { unprocessable } from '../../lib/errors.ts';

/** Larger pictures are refused before decoding: a small file can claim enormous dimensions. */
export const AVATAR_MAX_PIXELS = 40_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const AVATAR_MSG = {
  notAnImage: 'The avatar must be a JPEG, PNG or WebP image.',
  tooLarge: 'The avatar may not be larger than 5 MB.',
  tooManyPixels: 'The avatar picture is too big: at most 40 megapixels.',
  unreadable: 'The avatar image could not be read. Please try another picture.',
} as const;

export const AVATAR_CONTENT_TYPE = 'image/webp';

export async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    // Only the header is read here; sharp's own pixel limit would make a huge picture look like "not an image".
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unprocessable(AVATAR_MSG.notAnImage);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw unprocessable(AVATAR_MSG.notAnImage);
  if ((meta.width ?? 0) * (meta.height ?? 0) > AVATAR_MAX_PIXELS)
    throw unprocessable(AVATAR_MSG.tooManyPixels);
  try {
    return await sharp(input, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unprocessable(AVATAR_MSG.unreadable);
  }
}
