// One fuzzed HTTP request for an endpoint: who calls, the path with its parameters, the query, the headers and
// a body that is valid-ish, mutated, malformed, of the wrong type, multipart or too large.
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../../src/app.ts';
import type { Endpoint, Parameter } from './endpoints.ts';
import {
  encodeLoose,
  extraKey,
  hexString,
  junkString,
  nastyString,
  rawNumberLiteral,
  rawUrlJunk,
} from './junk.ts';
import { multipartBody } from './multipart.ts';
import type { SampleFiles } from './multipart.ts';
import { mutated, validish } from './schema-values.ts';
import type { Hints } from './schema-values.ts';

/** Who sends it: nobody, a forged or broken token, a student without membership, a member. */
export type CallerKind = 'anonymous' | 'forged' | 'student' | 'member';

export type FuzzBody = { contentType?: string; payload: string | Buffer; kind: string; stream?: boolean };

export type FuzzRequest = {
  caller: CallerKind;
  forgedAuthorization: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: FuzzBody;
  remoteAddress: string;
};

export type FuzzWorld = Hints & { files: SampleFiles };

const printable = fc.stringMatching(/^[\x20-\x7e]{0,80}$/);

const forgedAuthorization = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'Token abc', 'Bearer \t', 'null'),
  hexString({ minLength: 0, maxLength: 80 }).map((h) => `Bearer ${h}`),
  fc.integer({ min: 190, max: 5000 }).map((n) => `Bearer ${'A'.repeat(n)}`),
  printable,
);

/** A scalar as it would appear in a URL. */
const asText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function pathSegment(p: Parameter, world: FuzzWorld): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: validish(p.schema, world, p.name).map((v) => encodeLoose(asText(v))), weight: 4 },
    { arbitrary: fc.constantFrom(...world.ids.map(String), '1', '2', '3'), weight: 3 },
    {
      arbitrary: fc
        .constantFrom(
          '-1',
          '0',
          '1.5',
          '1e3',
          '0x1f',
          ' 1',
          '99999999999999999999',
          '2147483648',
          '9007199254740993',
          'abc',
          '',
          'null',
        )
        .map(encodeLoose),
      weight: 3,
    },
    { arbitrary: junkString.map(encodeLoose), weight: 2 },
    { arbitrary: rawUrlJunk, weight: 1 },
    { arbitrary: fc.integer({ min: 2000, max: 8000 }).map((n) => '9'.repeat(n)), weight: 1 },
  );
}

const wildcardTail = fc.oneof(
  fc.constantFrom('static/index.html', 'index.html', 'json', '', 'a/b/c', '..%2F..%2F..%2Fpackage.json'),
  fc.array(fc.oneof(nastyString, printable).map(encodeLoose), { maxLength: 4 }).map((s) => s.join('/')),
  rawUrlJunk,
);

function pathOf(e: Endpoint, world: FuzzWorld): fc.Arbitrary<string> {
  const segments = e.pathParams.map((p) => pathSegment(p, world));
  return fc
    .tuple(fc.tuple(...segments), e.wildcard ? wildcardTail : fc.constant(''))
    .map(([values, tail]) => {
      let i = 0;
      const url = e.url.replace(/:\w+/g, () => values[i++] ?? '');
      return e.wildcard ? url.replace(/\*$/, tail) : url;
    });
}

/** The value one time in `1 + odds`, otherwise undefined. */
const rarely = <T>(arb: fc.Arbitrary<T>, odds: number): fc.Arbitrary<T | undefined> =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: odds }, { arbitrary: arb, weight: 1 });

type QueryPair = [key: string, value: string, raw?: boolean];

function queryOf(e: Endpoint, world: FuzzWorld): fc.Arbitrary<string> {
  const declared = e.query.map((p) =>
    fc.option(
      fc.oneof(
        {
          arbitrary: validish(p.schema, world, p.name).map((v): QueryPair[] => [[p.name, asText(v)]]),
          weight: 5,
        },
        { arbitrary: junkString.map((v): QueryPair[] => [[p.name, v]]), weight: 2 },
        { arbitrary: rawUrlJunk.map((v): QueryPair[] => [[p.name, v, true]]), weight: 1 },
        {
          arbitrary: fc
            .array(junkString, { minLength: 2, maxLength: 3 })
            .map((vs) => vs.map((v): QueryPair => [p.name, v])),
          weight: 1,
        },
      ),
      { freq: 4 },
    ),
  );
  const extra = rarely(
    fc.array(
      fc.oneof(
        fc.tuple(extraKey, junkString).map(([k, v]): QueryPair => [k, v]),
        fc.constantFrom<QueryPair>(
          ['__proto__[x]', '1'],
          ['constructor[prototype][x]', '1'],
          ['a[]', '1'],
          ['', ''],
        ),
      ),
      { minLength: 1, maxLength: 3 },
    ),
    4,
  );
  return fc.tuple(fc.tuple(...declared), extra).map(([lists, more]) => {
    const pairs = [...lists.flatMap((l) => l ?? []), ...(more ?? [])];
    if (!pairs.length) return '';
    return `?${pairs.map(([k, v, raw]) => `${encodeLoose(k)}=${raw ? v : encodeLoose(v)}`).join('&')}`;
  });
}

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const WRONG_TYPES = [
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/xml',
  'text/html',
  'image/png',
  '*/*',
  ';;;',
  'application/json; boundary="x"; charset=""',
];

/** JSON text broken in the ways a bad client or an attacker breaks it. */
function malformedJson(text: string): fc.Arbitrary<FuzzBody> {
  const inside = Math.max(1, text.indexOf('"') + 1);
  const raw = (payload: string | Buffer, kind: string): FuzzBody => ({
    contentType: 'application/json',
    payload,
    kind,
  });
  return fc.oneof(
    fc.nat({ max: Math.max(0, text.length - 1) }).map((i) => raw(text.slice(0, i), 'json-truncated')),
    fc
      .constantFrom('x', ',', '}', ']', '{}', '\u0000', ' trailing')
      .map((g) => raw(text + g, 'json-trailing')),
    fc.constant(raw(`\ufeff${text}`, 'json-bom')),
    fc.constant(raw(text.replace(/"/g, "'"), 'json-single-quotes')),
    fc.constant(raw(`/* comment */${text}`, 'json-comment')),
    rawNumberLiteral.map((n) => raw(text.replace(/:(?:"[^"]*"|[^,}\]]+)/, `:${n}`), 'json-number-literal')),
    fc
      .tuple(fc.string({ maxLength: 8 }), rawNumberLiteral)
      .map(([k, n]) => raw(`{${JSON.stringify(k)}:${n},${text.replace(/^\{/, '')}`, 'json-duplicate-key')),
    fc
      .constantFrom(
        '',
        ' ',
        'null',
        'true',
        '0',
        '"text"',
        '[]',
        '{',
        '[',
        '{"a":}',
        '{"a" 1}',
        '{a:1}',
        '{"a":1,}',
        '[1,]',
        '{"a":"\u0001\u001f"}',
        '{"a":"\\x41"}',
        '{"a":"\\ud800"}',
        '{"__proto__":{"is_admin":true}}',
        '{"constructor":{"prototype":{"is_admin":true}}}',
      )
      .map((p) => raw(p, 'json-literal')),
    fc
      .tuple(fc.integer({ min: 1000, max: 100_000 }), fc.boolean())
      .map(([n, arrays]) =>
        raw(arrays ? '['.repeat(n) + ']'.repeat(n) : '{"a":'.repeat(n) + '1' + '}'.repeat(n), 'json-deep'),
      ),
    fc
      .constantFrom(
        [0xff, 0xfe],
        [0xc3, 0x28],
        [0xc0, 0xaf],
        [0xed, 0xa0, 0x80],
        [0xf4, 0x90, 0x80, 0x80],
        [0x80],
      )
      .map((bytes) =>
        raw(
          Buffer.concat([
            Buffer.from(text.slice(0, inside)),
            Buffer.from(bytes),
            Buffer.from(text.slice(inside)),
          ]),
          'json-invalid-utf8',
        ),
      ),
  );
}

function formEncoded(v: unknown): string {
  if (typeof v !== 'object' || v === null) return encodeLoose(asText(v));
  return Object.entries(v)
    .map(([k, x]) => `${encodeLoose(k)}=${encodeLoose(asText(x))}`)
    .join('&');
}

function bodyOf(e: Endpoint, world: FuzzWorld): fc.Arbitrary<FuzzBody> {
  const schema = e.body ?? {};
  const fieldNames = Object.keys(schema.properties ?? {});
  const json = (kind: string) => (v: unknown) => ({
    contentType: JSON_TYPES[0],
    payload: JSON.stringify(v) ?? 'null',
    kind,
  });
  const valid = validish(schema, world);
  const overLimit = BODY_LIMIT_BYTES + 1024;
  return fc.oneof(
    { arbitrary: valid.map(json('valid')), weight: 30 },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...JSON_TYPES))
        .map(([v, type]) => ({ contentType: type, payload: JSON.stringify(v) ?? '', kind: 'valid' })),
      weight: 5,
    },
    { arbitrary: mutated(schema, world).map(json('mutated')), weight: 35 },
    { arbitrary: valid.chain((v) => malformedJson(JSON.stringify(v) ?? '')), weight: 12 },
    {
      arbitrary: fc.tuple(valid, fc.constantFrom(...WRONG_TYPES)).map(([v, type]) => ({
        contentType: type,
        payload: type.includes('urlencoded') ? formEncoded(v) : (JSON.stringify(v) ?? ''),
        kind: 'other-content-type',
      })),
      weight: 5,
    },
    {
      arbitrary: valid.map((v) => ({ payload: JSON.stringify(v) ?? '', kind: 'no-content-type' })),
      weight: 2,
    },
    { arbitrary: multipartBody(fieldNames, world.files, world.strings), weight: 7 },
    {
      arbitrary: fc.tuple(fc.boolean(), fc.constantFrom('x', '😀')).map(([stream, ch]) => ({
        contentType: 'application/json',
        payload: `{"${fieldNames[0] ?? 'a'}":"${ch.repeat(Math.ceil(overLimit / Buffer.byteLength(ch)))}"}`,
        kind: stream ? 'over-limit-stream' : 'over-limit',
        stream,
      })),
      weight: 1,
    },
  );
}

const extraHeaders = rarely(
  fc.record(
    {
      'x-socket-id': fc.oneof(fc.constant('123.456'), printable),
      'x-razorpay-signature': fc.oneof(hexString({ maxLength: 64 }), printable),
      'x-razorpay-event-id': printable,
      'x-forwarded-for': fc.oneof(fc.ipV4(), printable),
      accept: fc.constantFrom('application/json', 'text/html', '*/*', 'image/png', ''),
      'content-encoding': fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'x-unknown'),
      'accept-encoding': fc.constantFrom('gzip', 'br', '*', 'identity;q=0'),
    },
    { requiredKeys: [] },
  ),
  3,
);

export function requestFor(e: Endpoint, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD'].includes(e.method);
  return fc.record({
    caller: fc.oneof(
      { arbitrary: fc.constant<CallerKind>('member'), weight: 5 },
      { arbitrary: fc.constant<CallerKind>('student'), weight: 2 },
      { arbitrary: fc.constant<CallerKind>('anonymous'), weight: 2 },
      { arbitrary: fc.constant<CallerKind>('forged'), weight: 1 },
    ),
    forgedAuthorization,
    method: fc.constant(e.method),
    url: fc.tuple(pathOf(e, world), queryOf(e, world)).map(([p, q]) => p + q),
    headers: extraHeaders.map((h) => h ?? {}),
    // Bodies on GET and HEAD too, now and then: the server must ignore or refuse them, never fail.
    body: hasBody
      ? fc.option(bodyOf(e, world), { freq: 12 }).map((b) => b ?? undefined)
      : rarely(bodyOf(e, world), 9),
    remoteAddress: fc.ipV4(),
  });
}

/** Short enough for a failure message: a 1 MB body is shown by its start and its size. */
export function describeRequest(r: FuzzRequest): string {
  const body = r.body
    ? `${r.body.kind} ${r.body.contentType ?? '(no content type)'} ${Buffer.byteLength(r.body.payload)} bytes: ` +
      JSON.stringify(r.body.payload.toString().slice(0, 300))
    : 'no body';
  return [
    `${r.method} ${r.url.length > 300 ? `${r.url.slice(0, 300)}… (${r.url.length} chars)` : r.url}`,
    `caller: ${r.caller}${r.caller === 'forged' ? ` (${JSON.stringify(r.forgedAuthorization.slice(0, 80))})` : ''}`,
    `headers: ${JSON.stringify(r.headers)}`,
    `body: ${body}`,
  ].join('\n');
}

/** Requests for no route at all: registered paths with other methods, and made-up paths under /api and /media. */
export function strayRequest(endpoints: Endpoint[], world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const known = [...new Set(endpoints.map((e) => e.url.replace(/:\w+/g, '1').replace(/\*$/, 'x')))];
  const segment = fc.oneof(printable.map(encodeLoose), nastyString.map(encodeLoose), rawUrlJunk);
  return fc.record({
    caller: fc.constantFrom<CallerKind>('anonymous', 'member', 'forged'),
    forgedAuthorization,
    method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    url: fc.oneof(
      fc.constantFrom(...known),
      fc
        .tuple(fc.constantFrom('/api/', '/media/', '/api/docs/', '/'), fc.array(segment, { maxLength: 4 }))
        .map(([prefix, segs]) => prefix + segs.join('/')),
    ),
    headers: fc.constant({}),
    body: rarely(
      bodyOf(
        {
          method: 'POST',
          url: '',
          pathParams: [],
          wildcard: false,
          query: [],
          documented: false,
          envelope: true,
        },
        world,
      ),
      3,
    ),
    remoteAddress: fc.ipV4(),
  });
}
