// End-to-end tests: the built server (which also serves the built web app) on a spare port with a fresh data
// directory, driven by the system's Chromium. `npm test` builds first; alone: `npm run build && npm run test:e2e`.
// E2E_BASE_URL points the tests at a server that is already running instead (nothing is started then).
import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const isCI = Boolean(process.env.CI);
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

// A fresh data directory per run. The config is evaluated again in every worker process, so only the first
// evaluation (no E2E_DATA_DIR yet) wipes it; the workers inherit the choice through the environment. Its name
// depends only on the port, so a run that dies early leaves nothing behind for long. global-teardown removes it.
if (!externalBaseUrl && !process.env.E2E_DATA_DIR) {
  const dir = path.join(tmpdir(), `quizring-e2e-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  process.env.E2E_DATA_DIR = dir;
  process.env.E2E_DATA_DIR_IS_TEMP = '1';
}
const dataDir = process.env.E2E_DATA_DIR ?? '';

const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
if (!externalBaseUrl && !existsSync(serverEntry)) {
  throw new Error(
    'The server is not built (apps/server/dist/server.js is missing): run `npm run build` first.',
  );
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node apps/server/dist/server.js',
        cwd: repoRoot,
        url: `${baseURL}/api/config`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          APP_MODE: 'demo',
          LOG_LEVEL: 'warn',
          // Every test signs up from 127.0.0.1: widen the per-IP budgets, keep them on.
          RATE_LIMIT_SCALE: '20',
        },
      },
});
