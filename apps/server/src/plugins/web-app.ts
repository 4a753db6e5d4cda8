// Serves the built SPA with history fallback; unknown /api paths answer 404 in the envelope.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorBody } from '../lib/envelope.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// Works from src/plugins (tests, tsx) and from dist/ (the bundle): both resolve to apps/web/dist.
export const WEB_DIST_DIR = [
  path.resolve(here, '../../../web/dist'),
  path.resolve(here, '../../web/dist'),
].find((p) => fs.existsSync(path.join(p, 'index.html')));

export async function registerWebApp(
  app: FastifyInstance,
  { serveWeb, dir = WEB_DIST_DIR }: { serveWeb: boolean; dir?: string },
) {
  const root = serveWeb ? dir : undefined;
  if (serveWeb && !root) throw new Error('The web app is not built: run `npm run build` first.');
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside its text files (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite's hashed assets never change; everything else revalidates.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  const indexHtml = root ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : null;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi =
      url === '/api' || url.startsWith('/api/') || url.startsWith('/media/') || url.startsWith('/apps/');
    if (
      !isApi &&
      indexHtml &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.extname(url)
    ) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send(errorBody(['Not found.']));
  });
}
