// Independent answer checkers for classes 1-5: each recomputes the answer from the generator's parameters.
import type { Checker } from './checkers.ts';
import type { Nums } from './support.ts';
import { dec, num, reduce, rs, rsp, words } from './support.ts';
import { texFrac } from './checkers-class-05.ts';

const wrap = (h: number): number => ((h % 12) + 12) % 12 || 12;
const oclock = (h: number): string => `${h} o'clock`;
const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));
const hm = (m: number): string => `${Math.floor(m / 60)}:${pad(m % 60)}`;
const capital = (s: string): string => s[0]?.toUpperCase() + s.slice(1);

function extreme(form: unknown, nums: readonly number[]): number {
  return form === 'greatest' ? Math.max(...nums) : Math.min(...nums);
}

function lasting(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : `${h} hour${h > 1 ? 's' : ''}`;
  return [hours, m ? `${m} minutes` : ''].filter(Boolean).join(' ');
}

function clock12(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24;
  return `${h24 % 12 || 12}:${pad(minutes % 60)} ${h24 < 12 ? 'a.m.' : 'p.m.'}`;
}

const divisors = (n: number): number[] =>
  Array.from({ length: n }, (_, i) => i + 1).filter((k) => n % k === 0);
const hcf = (a: number, b: number): number => Math.max(...divisors(a).filter((k) => b % k === 0));

const onlyOne = (nums: readonly number[], test: (n: number) => boolean): number => {
  const hits = nums.filter(test);
  if (hits.length !== 1) throw new Error(`expected exactly one match in ${nums.join(', ')}`);
  return hits[0] ?? NaN;
};

export const PRIMARY: Record<string, Checker> = {
  'math-1-counting': (p) => {
    const { n } = p as Nums;
    return num(p.form === 'after' ? n + 1 : p.form === 'before' ? n - 1 : n);
  },
  'math-1-comparing-numbers': (p) => {
    if (p.form === 'between') return num((p.b as number) - (p.a as number) - 1);
    return num(extreme(p.form, p.nums as number[]));
  },
  'math-1-tens-and-ones': (p) => {
    const { n, tens, ones } = p as Nums;
    switch (p.form) {
      case 'tens':
        return num(Math.floor(n / 10));
      case 'ones':
        return num(n % 10);
      case 'compose':
        return num(10 * tens + ones);
      case 'more':
        return num(n + 10);
      default:
        return num(n - 10);
    }
  },
  'math-1-addition-within-20': (p) => {
    const { a, b, total } = p as Nums;
    return num(p.form === 'missing' ? total - a : a + b);
  },
  'math-1-subtraction-within-20': (p) => num((p.a as number) - (p.b as number)),
  'math-1-time-in-hours': (p) => {
    const { h, k, from, to } = p as Nums;
    if (p.form === 'read') return oclock(h);
    if (p.form === 'between') return `${to - from} hours`;
    return oclock(wrap(p.form === 'after' ? h + k : h - k));
  },
  'math-1-number-patterns': (p) => {
    const { start, step, gap } = p as Nums;
    if (p.form === 'growing') return num(start + 1 + 2 + 3 + 4 + 5);
    return num(p.form === 'next' ? start + 4 * step : start + gap * step);
  },
  'math-1-money-in-rupees': (p) =>
    rs(
      p.form === 'change'
        ? (p.note as number) - (p.price as number)
        : (p.coins as number[]).reduce((s, c) => s + c, 0),
    ),

  'math-2-place-value-up-to-999': (p) => {
    const { n, place, h, t, o } = p as Nums;
    if (p.form === 'name') return capital(words(n));
    if (p.form === 'figure') return num(n);
    if (p.form === 'place') return num((Math.floor(n / 10 ** place) % 10) * 10 ** place);
    return num(100 * h + 10 * t + o);
  },
  'math-2-even-and-odd': (p) => {
    const want = p.form === 'even' ? 0 : 1;
    if (p.nums) return num(onlyOne(p.nums as number[], (x) => x % 2 === want));
    if (typeof p.n === 'number') {
      let x = p.n + 1;
      while (x % 2 !== want) x++;
      return num(x);
    }
    const { a, b } = p as Nums;
    let count = 0;
    for (let x = a + 1; x < b; x++) if (x % 2 === want) count++;
    return num(count);
  },
  'math-2-skip-counting': (p) => {
    const { start, step, n } = p as Nums;
    return num(typeof p.n === 'number' ? start + (n - 1) * step : start + 4 * step);
  },
  'math-2-adding-two-digit-numbers': (p) => num((p.a as number) + (p.b as number)),
  'math-2-subtracting-two-digit-numbers': (p) => num((p.a as number) - (p.b as number)),
  'math-2-multiplication-as-repeated-addition': (p) => {
    const { n, k } = p as Nums;
    return p.form === 'write' ? `${k} × ${n}` : num(n * k);
  },
  'math-2-money': (p) => {
    const { note, notes, coin, coins, a, b, price } = p as Nums;
    if (p.form === 'count') return rs(note * notes + coin * coins);
    return rs(p.form === 'total' ? a + b : note - price);
  },
  'math-2-time-and-calendar': (p) => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const months =
      'January February March April May June July August September October November December'.split(' ');
    const { day, month, shift, h } = p as Nums;
    if (p.form === 'half') return `Half past ${h}`;
    if (p.form === 'month') return months[(month + shift + 12) % 12] ?? '';
    return days[(day + shift + 7) % 7] ?? '';
  },

  'math-3-numbers-up-to-999': (p) => {
    if (p.form === 'expanded') {
      const [h, t, o] = String(p.n).split('').map(Number);
      return `${(h ?? 0) * 100} + ${(t ?? 0) * 10} + ${o}`;
    }
    if (p.nums) return num(extreme(p.form, p.nums as number[]));
    const digits = [...(p.digits as number[])].sort((x, y) => x - y);
    if (p.form === 'greatest') return num(Number([...digits].reverse().join('')));
    const first = digits.find((d) => d > 0) ?? 0;
    const rest = [...digits];
    rest.splice(rest.indexOf(first), 1);
    return num(Number([first, ...rest].join('')));
  },
  'math-3-adding-three-digit-numbers': (p) => num((p.a as number) + (p.b as number)),
  'math-3-subtracting-three-digit-numbers': (p) => num((p.a as number) - (p.b as number)),
  'math-3-length-weight-capacity': (p) => {
    const { n, part, factor, length, cutM, cutCm, litres, glass } = p as Nums;
    if (p.form === 'convert') return `${num(n * factor)} ${p.unit}`;
    if (p.form === 'mixed') return `${num(n * factor + part)} ${p.unit}`;
    if (p.form === 'glasses') return num((litres * 1000) / glass);
    const left = length * 100 - cutM * 100 - cutCm;
    return `${Math.floor(left / 100)} m ${left % 100} cm`;
  },
  'math-3-time': (p) => {
    const { n, h, k, start, length } = p as Nums;
    if (p.form === 'minutes') return num(60 * n);
    if (p.form === 'days') return num(7 * n);
    if (p.form === 'hours') return num(24 * n);
    if (p.form === 'read') return `${h}:${pad(5 * k)}`;
    return p.form === 'end' ? hm(start + length) : lasting(length);
  },
  'math-3-multiplication': (p) => num((p.a as number) * (p.b as number)),
  'math-3-division': (p) => {
    const { dividend, divisor, a, product } = p as Nums;
    if (p.form === 'missing') return num(product / a);
    return num(p.form === 'remainder' ? dividend % divisor : dividend / divisor);
  },
  'math-3-rupees-and-paise': (p) => {
    const { r, note, price, a, b } = p as Nums;
    if (p.form === 'paise') return `${r * 100} paise`;
    if (p.form === 'write') return rsp(r * 100 + (p.p as number));
    return rsp(p.form === 'total' ? a + b : note - price);
  },

  'math-4-four-digit-numbers': (p) => {
    const { n, place, th, h, o } = p as Nums;
    if (p.form === 'place') return num((Math.floor(n / 10 ** place) % 10) * 10 ** place);
    if (p.form === 'compose') return num(th * 1000 + h * 100 + o);
    return num(Math.round(n / place) * place);
  },
  'math-4-adding-and-subtracting-large-numbers': (p) => {
    const { a, b, total, first, second } = p as Nums;
    if (p.form === 'sum') return num(a + b);
    return num(p.form === 'difference' ? a - b : total - first - second);
  },
  'math-4-multiplication': (p) => (p.form === 'cost' ? rs : num)((p.a as number) * (p.b as number)),
  'math-4-division': (p) => {
    const { dividend, divisor, children, per } = p as Nums;
    if (p.form === 'buses') return num(Math.ceil(children / per));
    return num(p.form === 'remainder' ? dividend % divisor : dividend / divisor);
  },
  'math-4-fractions': (p) => {
    const { num: top, den, n, pieces, eaten } = p as Nums;
    if (p.form === 'left') {
      // The pack writes a fraction in TeX: $\frac{3}{4}$.
      const [top2, bottom] = reduce([pieces - eaten, pieces]);
      return bottom === 1 ? num(top2) : `$\\frac{${top2}}{${bottom}}$`;
    }
    const part = (n / den) * top;
    return p.form === 'money' ? rs(n - part) : num(part);
  },
  'math-4-measurement': (p) => {
    const smallUnit: Record<string, string> = { km: 'm', kg: 'g', L: 'mL' };
    const unit = p.unit as string;
    const mixed = (v: number): string =>
      v % 1000 ? `${Math.floor(v / 1000)} ${unit} ${v % 1000} ${smallUnit[unit]}` : `${v / 1000} ${unit}`;
    const { big, small, value, total, used } = p as Nums;
    if (p.form === 'to-small') return `${num(big * 1000 + small)} ${smallUnit[unit]}`;
    return mixed(p.form === 'to-mixed' ? value : total - used);
  },
  'math-4-time': (p) => {
    const { minutes, start, end, length } = p as Nums;
    if (p.form === '24h') return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    if (p.form === 'length') return `${end - start} minutes`;
    return clock12(start + length);
  },
  'math-4-perimeter': (p) => {
    const { s, l, b, p: per, rate } = p as Nums;
    switch (p.form) {
      case 'square':
        return `${4 * s} cm`;
      case 'rectangle':
        return `${2 * l + 2 * b} cm`;
      case 'square-side':
        return `${per / 4} cm`;
      case 'breadth':
        return `${per / 2 - l} cm`;
      default:
        return rs((2 * l + 2 * b) * rate);
    }
  },

  'math-5-large-numbers': (p, q) => {
    const { n, place, step } = p as Nums;
    if (p.form === 'place') return num((Math.floor(n / 10 ** place) % 10) * 10 ** place);
    if (p.form === 'more') return num(n + step);
    if (p.form === 'less') return num(n - step);
    if (!q.text.includes(`"${words(n)}"`)) throw new Error(`text does not name ${n}: ${q.text}`);
    return num(n);
  },
  'math-5-multiplication-and-division': (p) => {
    const { a, b, dividend, divisor } = p as Nums;
    return num(p.form === 'quotient' ? dividend / divisor : a * b);
  },
  'math-5-factors-and-multiples': (p) => {
    const { n, k, a, b } = p as Nums;
    if (p.form === 'factor') return num(onlyOne(p.nums as number[], (x) => n % x === 0));
    if (p.form === 'multiple') return num(onlyOne(p.nums as number[], (x) => x % k === 0));
    if (p.form === 'count') return num(divisors(n).length);
    return num(p.form === 'hcf' ? hcf(a, b) : (a * b) / hcf(a, b));
  },
  'math-5-fractions': (p) => {
    const { n, k, a, b, d, d1, d2 } = p as Nums;
    if (p.form === 'equivalent') return num(n * k);
    if (p.form === 'add') return texFrac([a + b, d]);
    if (p.form === 'subtract') return texFrac([a - b, d]);
    if (p.form === 'add-related') return texFrac([a * d2 + b * d1, d1 * d2]);
    const values = (p.fractions as string[]).map((f) => {
      const [top = 0, bottom = 1] = f.split('/').map(Number);
      return { f: [top, bottom] as const, v: top / bottom };
    });
    const sorted = [...values].sort((x, y) => x.v - y.v);
    return texFrac((p.form === 'greatest' ? sorted[sorted.length - 1] : sorted[0])?.f ?? [0, 1]);
  },
  'math-5-decimals': (p) => {
    const { n, den, a, b, value } = p as Nums;
    if (p.form === 'write') return dec(n, den === 10 ? 1 : 2);
    if (p.form === 'add') return dec(a + b, 2);
    return p.form === 'cm-to-m' ? `${dec(value, 2)} m` : `${dec(value, 3)} kg`;
  },
  'math-5-angles': (p) => {
    const { value, h, whole, a } = p as Nums;
    if (p.form === 'kind')
      return value < 90 ? 'Acute' : value === 90 ? 'Right' : value < 180 ? 'Obtuse' : 'Straight';
    if (p.form === 'clock') return `${Math.min(30 * h, 360 - 30 * h)}°`;
    return `${whole - a}°`;
  },
  'math-5-area-and-perimeter': (p) => {
    const { l, b, area, p: per, tile } = p as Nums;
    if (p.form === 'area') return `${l * b} sq cm`;
    if (p.form === 'breadth') return `${area / l} cm`;
    if (p.form === 'square-area') return `${(per / 4) ** 2} sq cm`;
    return num((l / tile) * (b / tile));
  },
  'math-5-volume': (p) => {
    const { l, b, h, v } = p as Nums;
    if (p.form === 'cubes') return num(l * b * h);
    if (p.form === 'height') return `${v / (l * b)} cm`;
    const small = p.small as number[];
    return num((p.big as number[]).reduce((acc, x, i) => (acc * x) / (small[i] ?? 1), 1));
  },
};
