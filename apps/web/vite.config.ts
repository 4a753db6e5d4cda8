/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;

/**
 * Writes a .br and a .gz beside every text file of the build (1 KB and more), once, at the highest levels: the
 * server sends them to browsers that accept them (@fastify/static's preCompressed) instead of compressing per
 * request, so the 470 KB of first-load JavaScript travel as ~150 KB.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      // .vite holds the manifest, which is for the build's tools, not for browsers.
      if (e.name.startsWith('.')) return [];
      const full = path.join(dir, e.name);
      return e.isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'quizring-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The early entry (src/preload.ts) is built as an entry of its own and put first in index.html's head: a script of
 * the HTML itself would be bundled into the app's entry and run only once all of it has loaded. It is async, so that
 * it runs as soon as it has arrived: a deferred module script would also wait for the stylesheet.
 */
function earlyEntry(): Plugin {
  return {
    name: 'quizring-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.endsWith('/src/preload.ts'),
        );
        if (!chunk) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyEntry(), precompress()],
  resolve: {
    alias: {
      '@test': fileURLToPath(new URL('./test/support', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/app': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
      '/checkout': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 300,
    // Fonts stay files, never data: URIs inlined in the CSS: the policy loads fonts from the app only (font-src
    // 'self'), and KaTeX's smallest fonts are under Vite's 4 KB inlining limit.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    // dist/.vite/manifest.json: which chunks each page loads (the bench's first-load JavaScript per route).
    manifest: true,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        preload: fileURLToPath(new URL('./src/preload.ts', import.meta.url)),
      },
      // The contracts only define schemas and constants: declared free of side effects (and zod's builders pure),
      // each of their modules goes to the chunk of the pages that use it and unused schemas go, so the app's start
      // does not build every page's zod schemas.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z', 'successEnvelope'],
      },
      output: {
        // Few requests: a phone on a slow network fetches six files at a time over HTTP/1.1 and waits a round trip
        // for each, so dozens of small shared chunks (an icon each) cost more than the bytes they spare. Modules
        // shared by several pages go into a few chunks by what needs them; each page keeps its own chunk.
        codeSplitting: {
          groups: [
            // The early entry's only dependencies, so that it starts without waiting for the app.
            {
              name: 'early',
              test: /src[\\/](app[\\/]page-loaders|lib[\\/](route-table|early-requests|storage))\.ts$/,
              priority: 5,
            },
            // Everything the app's entry imports: one chunk with the entry itself.
            {
              name: 'index',
              tags: ['$initial'],
              test: (id) => !/src[\\/]preload\.ts$/.test(id),
              priority: 4,
            },
            // Shared building blocks of every page, the sign-in page's included; not the notation components (math
            // text and figures), which only signed-in pages show (below).
            {
              name: 'ui',
              test: (id) =>
                /(src[\\/](components|lib|features[\\/]auth)[\\/]|node_modules[\\/](lucide-react|clsx|@tanstack)[\\/])/.test(
                  id,
                ) && !/src[\\/]components[\\/]notation[\\/]/.test(id),
              minShareCount: 2,
              priority: 3,
            },
            // The five quiz screens' runner. Its own modules only: by default a group takes in its modules'
            // dependencies too, and the notation components (shared with the Ring and the dashboard) would then come
            // with it, making those pages load the quiz runner for them.
            {
              name: 'quiz',
              test: /src[\\/]features[\\/]quiz[\\/]/,
              minShareCount: 2,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // What the signed-in pages and their frame share, with the notation components (math text, figures).
            // KaTeX itself is a dynamic import of its own, fetched with the first formula a page shows.
            {
              name: 'member',
              test: /src[\\/](features|app[\\/]shell|components[\\/]notation)[\\/]|contracts[\\/]src[\\/]math-text/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    css: false,
  },
});
