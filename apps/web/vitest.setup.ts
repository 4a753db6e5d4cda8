import '@testing-library/jest-dom/vitest';
// A warning is never ignored: console.error fails the test.
const original = console.error;
console.error = (...args: unknown[]) => {
  original(...args);
  throw new Error(`console.error: ${args.map(String).join(' ')}`);
};
