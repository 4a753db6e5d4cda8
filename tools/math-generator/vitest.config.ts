import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Generating and re-reading all twelve classes takes a few seconds; on a busy two-core machine, more than five.
    testTimeout: 60_000,
  },
});
