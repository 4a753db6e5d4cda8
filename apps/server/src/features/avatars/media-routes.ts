// GET /media/avatars/:file — the profile-image base path: preset pictures from the app's assets, uploaded ones
// from the database.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRESET_AVATARS } from '@quizring/contracts';
import { notFound } from '../../lib/errors.ts';
import { PROFILE_IMAGE_BASE } from '../../shared/public-paths.ts';
import { findStoredAvatar, PRESET_FILE, STORED_FILE } from './service.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// From src/features/avatars (tests, tsx) and from dist/ (the bundle): both resolve to apps/server/assets/avatars.
export const PRESET_AVATAR_DIR = [
  path.resolve(here, '../../../assets/avatars'),
  path.resolve(here, '../assets/avatars'),
].find((p) => fs.existsSync(path.join(p, 'a1.png')));

const AVATAR_NOT_FOUND = 'Avatar not found.';

function loadPresets(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!PRESET_AVATAR_DIR) return files;
  for (const preset of PRESET_AVATARS) {
    const file = path.join(PRESET_AVATAR_DIR, `${preset}.png`);
    if (fs.existsSync(file)) files.set(`${preset}.png`, fs.readFileSync(file));
  }
  return files;
}

export const avatarMediaRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const presets = loadPresets();
  if (presets.size < PRESET_AVATARS.length)
    app.log.warn('some preset avatars are missing from assets/avatars');

  app.withTypeProvider<ZodTypeProvider>().get(`${PROFILE_IMAGE_BASE}:file`, {
    schema: { tags: ['profile'], params: z.object({ file: z.string().max(100) }) },
    handler: async (req, reply) => {
      const { file } = req.params;
      reply.header('X-Content-Type-Options', 'nosniff');
      if (PRESET_FILE.test(file)) {
        const data = presets.get(file);
        if (!data) throw notFound(AVATAR_NOT_FOUND);
        // Presets may be redrawn in a later release under the same name: cache for a day, not forever.
        return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(data);
      }
      if (STORED_FILE.test(file)) {
        const row = await findStoredAvatar(ctx, file);
        if (!row) throw notFound(AVATAR_NOT_FOUND);
        // Each upload gets a new name, so a stored file never changes.
        return reply
          .type(row.content_type)
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(Buffer.from(row.data));
      }
      throw notFound(AVATAR_NOT_FOUND);
    },
  });
};
