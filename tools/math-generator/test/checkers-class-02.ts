// Independent answer checkers for the class 2 skills added for issue 14 (the first ones are in the band files).
import type { Params } from '../src/types.ts';
import type { Checker } from './checkers.ts';
import { num } from './support.ts';

/** A numeric parameter, or a thrown error when the generator did not set it. */
function v(p: Params, key: string): number {
  const x = p[key];
  if (typeof x !== 'number') throw new Error(`no number ${key}`);
  return x;
}

/** Printed capitals as [standing, sleeping, slanting] straight lines, counted by hand from a sans-serif alphabet. */
const LETTER_LINES: Readonly<Record<string, readonly [number, number, number]>> = {
  A: [0, 1, 2],
  E: [1, 3, 0],
  F: [1, 2, 0],
  H: [2, 1, 0],
  K: [1, 0, 2],
  L: [1, 1, 0],
  M: [2, 0, 2],
  N: [2, 0, 1],
  T: [1, 1, 0],
  V: [0, 0, 2],
  W: [0, 0, 4],
  X: [0, 0, 2],
  Y: [1, 0, 2],
  Z: [0, 2, 1],
};
const KIND_INDEX: Readonly<Record<string, number>> = { standing: 0, sleeping: 1, slanting: 2 };

const SHAPE_OF: Readonly<Record<string, string>> = {
  'a dice': 'Cube',
  'a matchbox': 'Cuboid',
  'a brick': 'Cuboid',
  'a lunch box': 'Cuboid',
  'a glue stick': 'Cylinder',
  'a candle': 'Cylinder',
  'a tin of ghee': 'Cylinder',
  'a football': 'Sphere',
  'a laddoo': 'Sphere',
  "a clown's cap": 'Cone',
  'a birthday cap': 'Cone',
};
const TRACE_OF: Readonly<Record<string, string>> = {
  'a dice': 'Square',
  'a cube-shaped wooden block': 'Square',
  'a triangular wooden block': 'Triangle',
  'a triangular prism from the maths kit': 'Triangle',
  'a matchbox': 'Rectangle',
  'a brick': 'Rectangle',
  'a book': 'Rectangle',
  'a glass': 'Circle',
  'a bucket': 'Circle',
  'a coin': 'Circle',
  'a tin of ghee': 'Circle',
};
const CORNERS: Readonly<Record<string, number>> = {
  triangle: 3,
  square: 4,
  rectangle: 4,
  pentagon: 5,
  hexagon: 6,
};

export const CLASS_02: Record<string, Checker> = {
  'math-2-solid-shapes': (p) => {
    if (String(p.form).startsWith('name')) return SHAPE_OF[String(p.object)] ?? '?';
    if (p.form === 'roll') return num(v(p, 'balls') + v(p, 'tins'));
    if (p.form === 'stack') return num(v(p, 'boxes') + v(p, 'tins'));
    return num(v(p, 'a') * v(p, 'fa') + v(p, 'b') * v(p, 'fb'));
  },
  'math-2-flat-shapes': (p) => {
    if (String(p.form).startsWith('trace')) return TRACE_OF[String(p.object)] ?? '?';
    if (p.form === 'sides' || p.form === 'corners') return num(CORNERS[String(p.shape)] ?? NaN);
    return num(v(p, 'a') * v(p, 'sa') + v(p, 'b') * v(p, 'sb'));
  },
  'math-2-standing-sleeping-slanting-lines': (p, q) => {
    const letter = String(p.letter);
    const lines = LETTER_LINES[letter];
    if (!lines) throw new Error(`no letter ${letter}`);
    if (p.form === 'which') {
      // The lines the question describes, read back from its words.
      const triple = [0, 0, 0];
      for (const [, n, kind] of q.text.matchAll(/(\d+) (standing|sleeping|slanting) line/gu))
        triple[KIND_INDEX[kind ?? ''] ?? 0] = Number(n);
      const described = triple.join();
      const fits = (p.options as string[]).filter((o) => LETTER_LINES[o]?.join() === described);
      if (fits.length !== 1) throw new Error(`${fits.length} letters fit ${described}`);
      return fits[0] ?? '';
    }
    const one = lines[KIND_INDEX[String(p.form)] ?? -1] ?? NaN;
    return num(typeof p.k === 'number' ? one * p.k : one);
  },
  'math-2-measuring-with-units': (p) => {
    switch (p.form) {
      case 'longer':
        return num(v(p, 'a') - v(p, 'b'));
      case 'capacity':
        return num(v(p, 'a') + v(p, 'b'));
      case 'weight':
        return num(v(p, 'a') * v(p, 'k'));
      case 'spans':
        return num(v(p, 'a') / 2);
      default:
        return num(v(p, 'a') * v(p, 'per'));
    }
  },
  'math-2-tally-marks-and-pictographs': (p) => {
    if (p.form === 'tally') return num(v(p, 'count'));
    if (p.form === 'pictograph') return num(v(p, 'key') * v(p, 'k'));
    const counts = p.counts as number[];
    if (p.form === 'total') return num(counts.reduce((s, c) => s + c, 0));
    return num((counts[v(p, 'i')] ?? NaN) - (counts[v(p, 'j')] ?? NaN));
  },
};
