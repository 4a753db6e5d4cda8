// Removes the temporary data directory that playwright.config.ts made for this run's server
// (never one that was handed in through E2E_DATA_DIR).
import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_IS_TEMP === '1') await rm(dir, { recursive: true, force: true });
}
