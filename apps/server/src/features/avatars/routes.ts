import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, MSG, PresetAvatarField, UserResponse } from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { AppError, unprocessable } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AVATAR_MSG } from './image.ts';
import { setPresetAvatar, setUploadedAvatar } from './service.ts';

const INVALID_PRESET = 'The preset must be one of a1 to a10.';
const MALFORMED_FORM = 'The upload is not a valid multipart form.';

type AvatarChoice = { file?: Buffer; preset?: string };

/** Reads the form: the file field `avatar`, or the text field `preset`. Other parts are drained and ignored. */
async function readChoice(req: FastifyRequest): Promise<AvatarChoice> {
  // "How a preset image is sent is not shown" in the spec: a JSON body { preset } is accepted as well.
  if (!req.isMultipart()) {
    const preset = (req.body as { preset?: unknown } | undefined)?.preset;
    return typeof preset === 'string' ? { preset } : {};
  }
  const choice: AvatarChoice = {};
  try {
    await readParts(req, choice);
  } catch (err) {
    // Our own refusals and the multipart plugin's limits (FST_*) have their answers; anything else the parser
    // throws (busboy: unexpected end, malformed part header) means the form itself is broken.
    if (err instanceof AppError || String((err as { code?: unknown }).code ?? '').startsWith('FST_'))
      throw err;
    throw new AppError(400, MALFORMED_FORM);
  }
  return choice;
}

async function readParts(req: FastifyRequest, choice: AvatarChoice): Promise<void> {
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar' || choice.file) {
        part.file.resume();
        continue;
      }
      try {
        const data = await part.toBuffer();
        // An empty file input still sends a part with no bytes: that is "no file".
        if (data.length > 0) choice.file = data;
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, AVATAR_MSG.tooLarge);
        throw err;
      }
    } else if (part.fieldname === 'preset' && typeof part.value === 'string' && part.value !== '') {
      choice.preset = part.value;
    }
  }
}

export const avatarRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Multipart only here, with the avatar's limits.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.withTypeProvider<ZodTypeProvider>().post('/profile-avatar-update', {
    schema: {
      tags: ['profile'],
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: UserResponse },
    },
    onRequest: requireUser,
    config: {
      rateLimit: RATE_LIMITS.avatarUpload,
    },
    handler: async (req) => {
      const user = currentUser(req);
      const { file, preset } = await readChoice(req);
      // An uploaded picture wins over a preset sent alongside it.
      if (file) return ok({ user: await setUploadedAvatar(ctx, user, file) }, 'Avatar updated.');
      if (preset !== undefined) {
        const parsed = PresetAvatarField.safeParse(preset.replace(/\.png$/, ''));
        if (!parsed.success) throw unprocessable(INVALID_PRESET);
        return ok({ user: await setPresetAvatar(ctx, user, parsed.data) }, 'Avatar updated.');
      }
      throw unprocessable(MSG.noAvatarSelected);
    },
  });
};
