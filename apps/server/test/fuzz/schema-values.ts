// Values from a route's contract: "valid-ish" ones that a validator should mostly accept (so handlers run), and
// the same values mutated in every way a careless or hostile client could.
import fc from 'fast-check';
import type { JsonSchema } from './endpoints.ts';
import { deepValue, extraKey, hugeString, junkNumber, junkString, junkValue, nastyString } from './junk.ts';

/** Values of the fuzzed world (ids of real rows, the test password, real usernames) that valid-ish data draws on. */
export type Hints = { strings: string[]; ids: number[] };

const idLike = (name: string) => /(^|_)ids?$/.test(name);

function realIds(hints: Hints, min: number, max: number) {
  const inRange = hints.ids.filter((id) => id >= min && id <= max);
  const small = fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 40), Math.max(min, 1)) });
  return inRange.length ? fc.oneof(fc.constantFrom(...inRange), small) : small;
}

function integerValue(s: JsonSchema, name: string, hints: Hints): fc.Arbitrary<number> {
  let min = s.minimum ?? -2_147_483_648;
  let max = s.maximum ?? 2_147_483_647;
  if (s.exclusiveMinimum === true) min += 1;
  else if (typeof s.exclusiveMinimum === 'number') min = s.exclusiveMinimum + 1;
  if (s.exclusiveMaximum === true) max -= 1;
  else if (typeof s.exclusiveMaximum === 'number') max = s.exclusiveMaximum - 1;
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  const any = fc.integer({ min: Math.max(min, -2_147_483_648), max: Math.min(max, 2_147_483_647) });
  if (max < 1) return any;
  return fc.oneof({ arbitrary: realIds(hints, min, max), weight: idLike(name) ? 6 : 3 }, any);
}

function numberValue(s: JsonSchema): fc.Arbitrary<number> {
  const min = s.minimum ?? -1e6;
  const max = s.maximum ?? 1e6;
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
  );
}

function stringValue(s: JsonSchema, name: string, hints: Hints): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 200;
  const fits = (v: string) => v.length >= min && v.length <= max;
  const options: fc.Arbitrary<string>[] = [];
  if (s.format === 'email') options.push(fc.emailAddress().filter(fits));
  else if (s.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(s.pattern)).filter(fits));
    } catch {
      // A pattern fast-check cannot generate from: plain strings below will do.
    }
  }
  if (!options.length) {
    const upTo = Math.min(max, min + 30);
    options.push(fc.string({ minLength: min, maxLength: upTo }));
    options.push(fc.string({ unit: 'grapheme', minLength: min, maxLength: upTo }));
  }
  if (idLike(name)) options.push(realIds(hints, 1, 2_147_483_647).map(String));
  const known = hints.strings.filter(fits);
  if (known.length) options.push(fc.constantFrom(...known));
  return fc.oneof(...options);
}

/** A value that satisfies the schema as far as JSON Schema can say (refinements are the validator's business). */
export function validish(s: JsonSchema, hints: Hints, name = '', depth = 0): fc.Arbitrary<unknown> {
  const alternatives = s.anyOf ?? s.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (alternatives?.length) arb = fc.oneof(...alternatives.map((a) => validish(a, hints, name, depth)));
  else if (s.allOf?.length) arb = validish(s.allOf[0]!, hints, name, depth);
  else if ('const' in s) arb = fc.constant(s.const);
  else if (s.enum?.length) arb = fc.constantFrom(...s.enum);
  else {
    const type = Array.isArray(s.type) ? s.type[0] : s.type;
    switch (type ?? (s.properties ? 'object' : undefined)) {
      case 'object': {
        const props = Object.entries(s.properties ?? {});
        if (!props.length || depth > 4) {
          arb = fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
          break;
        }
        const model = Object.fromEntries(props.map(([k, v]) => [k, validish(v, hints, k, depth + 1)]));
        arb = fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
        break;
      }
      case 'array': {
        const minLength = s.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 5, 5));
        arb = fc.array(validish(s.items ?? {}, hints, name, depth + 1), { minLength, maxLength });
        break;
      }
      case 'string':
        arb = stringValue(s, name, hints);
        break;
      case 'integer':
        arb = integerValue(s, name, hints);
        break;
      case 'number':
        arb = numberValue(s);
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'null':
        arb = fc.constant(null);
        break;
      default:
        arb = fc.jsonValue({ maxDepth: 2 });
    }
  }
  return s.nullable ? fc.oneof({ arbitrary: arb, weight: 4 }, fc.constant(null)) : arb;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Sets a key as an own property, even `__proto__` (a plain assignment would change the prototype instead). */
function withKey(v: Record<string, unknown>, key: string, value: unknown) {
  const copy = Object.fromEntries(Object.entries(v));
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function without(v: Record<string, unknown>, key: string) {
  return Object.fromEntries(Object.entries(v).filter(([k]) => k !== key));
}

/** Replaces the value of one field of the schema (or of the whole body when it is not an object). */
function replaceField(v: unknown, s: JsonSchema, replacement: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const keys = [...new Set([...Object.keys(s.properties ?? {}), ...(isRecord(v) ? Object.keys(v) : [])])];
  if (!isRecord(v) || !keys.length) return replacement;
  return fc.tuple(fc.constantFrom(...keys), replacement).map(([k, r]) => withKey(v, k, r));
}

/** A valid-ish body with one thing wrong: a wrong type, a missing or extra field, a huge or hostile value. */
export function mutated(s: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  return validish(s, hints).chain((v) => {
    const required = (s.required ?? []).filter((k) => isRecord(v) && k in v);
    const mutations: fc.Arbitrary<unknown>[] = [
      replaceField(v, s, junkValue),
      replaceField(v, s, junkNumber),
      replaceField(v, s, fc.oneof(nastyString, junkString)),
      replaceField(v, s, hugeString),
      replaceField(v, s, deepValue),
      replaceField(v, s, fc.constantFrom(null, true, [], {}, [1, 2, 3], '1', 1)),
      fc
        .array(fc.tuple(extraKey, junkValue), { minLength: 1, maxLength: 4 })
        .map((extra) => extra.reduce((acc, [k, x]) => (isRecord(acc) ? withKey(acc, k, x) : acc), v)),
      fc.constant([v]),
      fc.constant(isRecord(v) ? Object.values(v) : { value: v }),
      junkValue,
    ];
    if (isRecord(v) && required.length)
      mutations.push(fc.subarray(required, { minLength: 1 }).map((ks) => ks.reduce(without, v)));
    return fc.oneof(...mutations);
  });
}
