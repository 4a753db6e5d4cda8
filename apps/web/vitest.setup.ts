import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// CI machines are small and run every suite at once: give findBy*/waitFor more than the 1 s default before a
// slow render counts as a failure (a real failure still fails, just later).
configure({ asyncUtilTimeout: 5000 });
// A warning is never ignored: console.error fails the test.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error: ${args.map(String).join(' ')}`);
};
