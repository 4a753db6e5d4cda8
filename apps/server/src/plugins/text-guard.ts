// PostgreSQL text cannot hold U+0000: a NUL anywhere in a request's text would reach a query and fail there with a
// 500. No field of the API has a use for it, so a request carrying one is refused up front, the same on both
// databases.
import type { FastifyInstance } from 'fastify';
import { unprocessable } from '../lib/errors.ts';

export const NUL_REFUSED = 'Text may not contain NUL characters.';

/** Whether a string anywhere in a parsed body, query or params (keys included) holds a NUL. */
export function containsNul(value: unknown): boolean {
  // Iterative, so a deeply nested body cannot overflow the stack; bounded by the body limit.
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v))
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
  }
  return false;
}

/**
 * The first preValidation hook of every route (the app's own run before a route's): ahead of the rate limits,
 * whose key generators may look the request's identifier up, and of any handler's query.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return; // No route: the not-found answer says more.
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw unprocessable(NUL_REFUSED);
  });
}
