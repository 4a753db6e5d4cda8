// Independent answer checkers for the class 1 skills added for issue 14 (the first ones are in the band files).
import type { Params } from '../src/types.ts';
import type { Checker } from './checkers.ts';
import { num } from './support.ts';

const NAMES_0_TO_9 = 'zero one two three four five six seven eight nine'.split(' ');
const ROLLS = /^(a ball|an orange|a laddoo|a marble|a lemon|a tomato)$/u;
const FLAT_ROUND = /^(a bangle|a roti|a coin|a wheel|a button|a plate|a papad)$/u;
const LONG = /^(a pencil|a stick|a ruler|a straw|a rope|a broom|a flute)$/u;

/** A numeric parameter, or a thrown error when the generator did not set it. */
function v(p: Params, key: string): number {
  const x = p[key];
  if (typeof x !== 'number') throw new Error(`no number ${key}`);
  return x;
}

const title = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export const CLASS_01: Record<string, Checker> = {
  'math-1-position-and-order': (p) => {
    if (p.row) {
      const at = v(p, 'at');
      return (p.row as string[])[p.form === 'right' ? at + 1 : at - 1] ?? '';
    }
    if (p.line) {
      const line = p.line as string[];
      return (p.form === 'front' ? line : [...line].reverse())[v(p, 'k') - 1] ?? '';
    }
    // In front: the children numbered 1 … k − 1; behind: k + 1 … n.
    const k = v(p, 'k');
    return num(p.form === 'behind' ? v(p, 'n') - k : k - 1);
  },
  'math-1-long-and-round': (p, q) => {
    if (typeof p.yes === 'number') {
      const test = p.form === 'roll' ? (t: string) => ROLLS.test(t) : (t: string) => !LONG.test(t);
      return num((p.things as string[]).filter(test).length);
    }
    const test = {
      round: (t: string) => ROLLS.test(t) || FLAT_ROUND.test(t),
      long: (t: string) => LONG.test(t),
      roll: (t: string) => ROLLS.test(t),
      slide: (t: string) => !ROLLS.test(t),
    }[String(p.form) as 'round'];
    const hits = (p.things as string[]).filter(test);
    if (hits.length !== 1) throw new Error(`${q.key}: ${hits.length} right options`);
    return hits[0] ?? '';
  },
  'math-1-numbers-1-to-9': (p) => {
    if (p.form === 'count' || p.form === 'to-number') return num(v(p, 'n'));
    if (p.form === 'to-name') return NAMES_0_TO_9[v(p, 'n')] ?? '';
    return num(v(p, 'a') - v(p, 'b'));
  },
  'math-1-making-10': (p) => {
    switch (p.form) {
      case 'frame':
      case 'fingers':
        return num(10 - v(p, 'k'));
      case 'bundle':
        return num(10 + v(p, 'ones'));
      case 'split':
        return num(v(p, 'ones'));
      case 'beads':
        return num(10 - v(p, 'a') - v(p, 'b'));
      default:
        return num(20 - (10 + v(p, 'ones')));
    }
  },
  'math-1-add-and-subtract-within-9': (p) => {
    if (p.form === 'together') return num(v(p, 'a') + v(p, 'b'));
    if (p.form === 'take-away') return num(v(p, 'a') - v(p, 'b'));
    if (p.form === 'start-unknown') return num(v(p, 'total') - v(p, 'a'));
    return `${String(p.first)}, ${v(p, 'a') - v(p, 'b')} more`;
  },
  'math-1-comparing-lengths-and-weights': (p) => {
    if (p.form === 'tallest' || p.form === 'shortest') {
      const heights = p.heights as number[];
      const target = p.form === 'tallest' ? Math.max(...heights) : Math.min(...heights);
      return (p.people as string[])[heights.indexOf(target)] ?? '';
    }
    if (p.form === 'spans') return num(v(p, 'b') - v(p, 'a'));
    if (p.form === 'balance') {
      const d = v(p, 'b') - v(p, 'a');
      return `The ${String(p.hi)}, by ${d} apple${d === 1 ? '' : 's'}`;
    }
    if (p.form === 'order-tallest') return (p.order as string[])[0] ?? '';
    if (p.form === 'order-shortest') return (p.order as string[]).at(-1) ?? '';
    // The same length in fewer spans means a longer span: whoever counted the smaller number.
    const firstCount = p.firstMore ? v(p, 'big') : v(p, 'small');
    return `${String(firstCount < Math.max(v(p, 'big'), v(p, 'small')) ? p.first : p.second)}'s`;
  },
  'math-1-how-many-times': (p) => {
    const n = v(p, 'n');
    const k = v(p, 'k');
    if (p.form === 'sum') return Array.from({ length: k }, () => String(n)).join(' + ');
    if (p.form === 'times') return num(k);
    let total = 0;
    for (let i = 0; i < k; i++) total += n;
    return num(total);
  },
  'math-1-sorting-and-counting-toys': (p) => {
    const toys = p.toys as string[];
    const counts = p.counts as number[];
    const at = (i: number): number => counts[i] ?? NaN;
    if (p.form === 'most' || p.form === 'fewest') {
      const target = p.form === 'most' ? Math.max(...counts) : Math.min(...counts);
      return title(toys[counts.indexOf(target)] ?? '');
    }
    if (p.form === 'more') return num(at(v(p, 'hi')) - at(v(p, 'lo')));
    if (p.form === 'total') return num(counts.reduce((s, c) => s + c, 0));
    return num(at(v(p, 'i')) + at(v(p, 'j')));
  },
};
