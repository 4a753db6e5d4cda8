// Hostile values: the strings, numbers and shapes that break parsers, validators and databases.
import fc from 'fast-check';

/** Strings that have broken real systems: NUL, lone surrogates, direction overrides, combining marks, casing. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00\ud800',
  '\u202eevil\u202c',
  '\u200f\u200e\u200b\u2060',
  'مرحبا بالعالم',
  'שלום',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  'Z̷̢͓̈́a̸̧̛l̶̨̈́g̵̛̗o̶͎̊',
  '\ufeff',
  '\uffff\ufffe',
  '\u2028\u2029',
  'İıßǅﬀ',
  '𝕿𝖊𝖘𝖙',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '-1',
  '0',
  '1e309',
  '0x1f',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"; SELECT pg_sleep(1); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00%2e%2e%2f',
  '%s%s%s%n',
  '\\u0000',
  'a'.repeat(257),
];

export const nastyString = fc.constantFrom(...NASTY_STRINGS);

/** Any code points, lone surrogates included. */
export const anyUnicode = fc.string({ unit: 'binary', maxLength: 40 });

/** About 100 KB of text: under the 1 MB body limit, far over every field's maximum. */
export const hugeString = fc.oneof(
  fc.integer({ min: 90_000, max: 110_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 20_000, max: 30_000 }).map((n) => '😀'.repeat(n)),
  fc.constantFrom('\u0000', '\ud800', 'é').map((c) => c.repeat(50_000)),
);

export const junkString = fc.oneof(
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: anyUnicode, weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/** Numbers at and beyond every boundary a column or a validator has. */
export const junkNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1.0000001,
    2147483647,
    2147483648,
    -2147483649,
    4294967296,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER,
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.EPSILON,
  ),
  fc.integer({ min: -1_000_000, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => Number(n)),
);

/**
 * Number literals that JSON.stringify can never produce, for raw JSON text: 1e999 parses to Infinity; the rest
 * are not JSON at all.
 */
export const rawNumberLiteral = fc.constantFrom(
  '1e999',
  '-1e999',
  '1e-999',
  '123456789012345678901234567890',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '01',
  '1.',
  '.5',
  '+1',
  '1_000',
);

/** Nested arrays or objects, deep enough to trouble anything recursive yet small enough to stringify. */
export const deepValue = fc.tuple(fc.integer({ min: 50, max: 400 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

/** A value of any JSON type, hostile when it is a string or a number. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: junkString, weight: 4 },
  { arbitrary: junkNumber, weight: 4 },
  { arbitrary: fc.boolean(), weight: 1 },
  { arbitrary: fc.constant(null), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.array(junkString, { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.constant({}), weight: 1 },
  { arbitrary: fc.constant([]), weight: 1 },
  { arbitrary: deepValue, weight: 1 },
);

/** Keys a client might add: prototype names, privilege names, and anything at all. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'user_id',
    'is_admin',
    'role',
    'membership',
    'status',
    '',
  ),
  fc.string({ maxLength: 20 }),
  anyUnicode,
);

/** Percent-encodes any string, lone surrogates included (as the bytes of WTF-8, which no UTF-8 decoder accepts). */
export function encodeLoose(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeLoose(ch)))
      .join('');
  }
}

/** Path segments and query values that are malformed as URL text, sent as they are. */
export const rawUrlJunk = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '..',
  '%2e%2e',
  '..%2F..%2Fpackage.json',
  '%2F',
  '+',
  '&&==',
  ';',
  '~',
);

/** Hexadecimal text (fast-check 4 has no hexaString). */
export const hexString = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), ...constraints });
