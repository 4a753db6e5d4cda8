// Errors that mean "the database cannot be reached right now", not "this request is wrong" nor "our code is wrong":
// the API answers them with 503 and Retry-After, and the same request succeeds once the database is back.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: class 08 (connection exception), shutting down or starting up (57P01-57P03), too many
// connections (53300).
const POSTGRES_STATES = /^(08...|57P0[1-3]|53300)$/;

// better-sqlite3: locked past busy_timeout, the file cannot be opened or read/written, the disk is full.
const SQLITE_CODES = /^SQLITE_(BUSY|LOCKED|CANTOPEN|IOERR|FULL|PROTOCOL)(_|$)/;

// node-postgres reports a lost or timed-out connection with messages and no code.
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'not queryable',
  'Client was closed',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (
    typeof code === 'string' &&
    (NETWORK_CODES.has(code) || POSTGRES_STATES.test(code) || SQLITE_CODES.test(code))
  )
    return true;
  if (typeof message === 'string' && PG_MESSAGES.some((m) => message.includes(m))) return true;
  // Connecting to a host name with several addresses fails with an AggregateError of one error per address.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
