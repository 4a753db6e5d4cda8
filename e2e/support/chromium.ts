// The Chromium the end-to-end tests drive. Resolved like scripts/ensure-chromium.mjs, which `npm test` runs first
// and which installs one when it can; here a missing browser is an error, never a silent skip.
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// Flags for a quiet, headless run in containers and CI: no sandbox (often runs as root), no GPU, and no
// background traffic to the browser vendor's services.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  const found = fromEnv ? (isExecutable(fromEnv) ? fromEnv : undefined) : CANDIDATES.find(isExecutable);
  if (!found) {
    throw new Error(
      `No Chromium found (CHROMIUM_PATH=${fromEnv ?? 'unset'}; looked at ${CANDIDATES.join(', ')}). ` +
        'Run `node scripts/ensure-chromium.mjs` for instructions, or set CHROMIUM_PATH.',
    );
  }
  return found;
}
