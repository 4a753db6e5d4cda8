import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, UserResponse } from '@quizring/contracts';
import { ok } from '../../lib/envelope.ts';
import { RATE_LIMITS } from '../../lib/rate-limits.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AVATAR_MSG } from './image.ts';
import { setChosenAvatar } from './service.ts';
import type { AvatarChoice } from './service.ts';

const MALFORMED_FORM = 'The upload is not a valid multipart form.';

/** Reads the form: the file field `avatar`, or the text field `preset`. Other parts are drained and ignored. */
async function readChoice(req: FastifyRequest): Promise<AvatarChoice> {
  // Besides the multipart form, a JSON body { preset } is accepted.
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
      const choice = await readChoice(req);
      return ok({ user: await setChosenAvatar(ctx, currentUser(req), choice) }, 'Avatar updated.');
    },
  });
};
