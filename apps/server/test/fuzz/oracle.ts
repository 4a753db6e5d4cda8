// What every response must be, whatever was sent: never a 5xx; every error in the spec's envelope with at least
// one message; nothing internal (stack frames, SQL, file paths) in what the client reads; no option marked as the
// answer (the answer is told only in an attempt's verdict, as correct_option_id).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorEnvelope } from '@quizring/contracts';
import type { Endpoint } from './endpoints.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Signs of internals. Fuzzed input is never echoed into these shapes, so a match is a leak, not a reflection. */
const LEAKS: [RegExp, string][] = [
  [/\bat [\w$.<>[\] ]+ \(.*:\d+:\d+\)|\n\s+at\s/, 'a stack frame'],
  [/node_modules|\.[cm]?[jt]s:\d+/, 'a source file'],
  [
    /SQLITE_[A-Z]+|sqlite3?\b|syntax error at or near|violates .* constraint|constraint failed|duplicate key value|relation "[^"]*"|column "[^"]*"/i,
    'a database error',
  ],
  [
    /\b(?:TypeError|ReferenceError|RangeError)\b|Cannot read propert|is not a function|undefined is not/,
    'a JavaScript error',
  ],
];

export type Reply = { status: number; contentType: string; body: string };

/** The problems with one response; empty when it is fine. */
export function violations(e: Endpoint, method: string, reply: Reply): string[] {
  const problems: string[] = [];
  if (reply.status >= 500) problems.push(`answered ${reply.status}`);
  const text = reply.body;
  if (text.includes(REPO_ROOT)) problems.push('the body contains a server file path');
  if (/"is_answer"\s*:\s*true/.test(text)) problems.push('the body marks an option as the answer');
  // HEAD has no body, and a redirect (the docs page) is not an error.
  if (reply.status < 400 || method === 'HEAD') return problems;

  for (const [pattern, what] of LEAKS) if (pattern.test(text)) problems.push(`the error body shows ${what}`);
  if (!e.envelope) return problems;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [...problems, `the ${reply.status} body is not JSON: ${JSON.stringify(text.slice(0, 200))}`];
  }
  const parsed = ErrorEnvelope.safeParse(json);
  if (!parsed.success)
    problems.push(
      `the ${reply.status} body is not the error envelope: ${JSON.stringify(text.slice(0, 300))}`,
    );
  else if (parsed.data.message.error.some((m) => !m.trim()))
    problems.push(`the ${reply.status} body has an empty error message`);
  if (!reply.contentType.startsWith('application/json'))
    problems.push(`the ${reply.status} body is sent as ${reply.contentType || 'no content type'}`);
  return problems;
}
