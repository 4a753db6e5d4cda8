// First-load JavaScript per route, from Vite's manifest of the built web app: the entry chunks (index.html's and the
// early src/preload.ts) and everything they import statically, plus the route's lazy page chunk (and lazy frame) and
// their static imports. Chunks shared by them count once. Sizes are gzip at zlib's default level, as Vite reports them.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_TABLE } from '../../../apps/web/src/lib/route-table.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteWeight = {
  path: string;
  page: string;
  files: string[];
  gzipBytes: number;
  rawBytes: number;
};

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: the web build must write Vite's manifest (build.manifest).`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The module of each page key and each lazy layout (by access kind), read from the loader tables of
 * apps/web/src/app/page-loaders.ts (`key: () => import('@/…')`): its imports resolve only inside Vite, so the
 * module is read as text, and these tables are the only link from routes to chunks.
 */
export function pageModules(loadersSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry = /['"]?([\w-]+)['"]?\s*:\s*(?:lazy\()?\s*\(\)\s*=>\s*import\(\s*['"]@\/([^'"]+)['"]\s*\)/g;
  for (const m of loadersSource.matchAll(entry)) modules.set(m[1]!, `src/${m[2]!}`);
  return modules;
}

/** The manifest key (its source path) of a module given without extension. */
function chunkKeyOf(manifest: Manifest, modulePath: string): string | undefined {
  return ['.tsx', '.ts', '.jsx', '.js'].map((ext) => modulePath + ext).find((k) => manifest[k]);
}

/** A chunk and every chunk it imports statically, transitively (what the browser must fetch before running it). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

export function routeWeights(distDir: string, loadersSource: string): RouteWeight[] {
  const manifest = readManifest(distDir);
  // index.html's entry and the early entry (src/preload.ts) that the page loads before it.
  const entryKeys = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (entryKeys.length === 0) throw new Error('The manifest has no entry chunk.');
  const modules = pageModules(loadersSource);
  const gzipOf = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = gzipOf.get(file);
    if (!size) {
      const bytes = fs.readFileSync(path.join(distDir, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      gzipOf.set(file, size);
    }
    return size;
  };

  return ROUTE_TABLE.map(({ path: routePath, page, access }) => {
    const module = modules.get(page);
    const pageKey = module ? chunkKeyOf(manifest, module) : undefined;
    if (!pageKey) throw new Error(`No chunk for the page "${page}" of ${routePath} in the manifest.`);
    const keys = new Set<string>();
    for (const k of [...entryKeys, pageKey]) staticClosure(manifest, k, keys);
    // A lazy frame of the route's access kind (LAYOUT_LOADERS: the member shell) loads with the page.
    const layout = modules.get(access);
    const layoutKey = layout ? chunkKeyOf(manifest, layout) : undefined;
    if (layoutKey) staticClosure(manifest, layoutKey, keys);
    const files = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
    const total = files.reduce(
      (sum, f) => {
        const s = sizeOf(f);
        return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
      },
      { raw: 0, gzip: 0 },
    );
    return { path: routePath, page, files, gzipBytes: total.gzip, rawBytes: total.raw };
  });
}

/** KiB (1,024 bytes, as Vite and Lighthouse count them) with one decimal. */
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
