// Every number in a question goes through these helpers, so a value never shows floating-point noise and the
// same quantity is always written the same way (minus sign, Indian digit grouping, fractions in lowest terms).

export const MINUS = '\u2212';

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return Math.abs(a * b) / gcd(a, b);
}

function assertInteger(n: number): void {
  if (!Number.isSafeInteger(n)) throw new Error(`not a safe integer: ${n}`);
}

/** Indian grouping (12,34,567) from five digits on; four-digit numbers stay plain, as in the textbooks. */
function group(digits: string): string {
  if (digits.length < 5) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const parts: string[] = [];
  while (rest.length > 2) {
    parts.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) parts.unshift(rest);
  return `${parts.join(',')},${last3}`;
}

export function int(n: number): string {
  assertInteger(n);
  return (n < 0 ? MINUS : '') + group(String(Math.abs(n)));
}

/** An integer in brackets when negative, for use after an operator: 5 − (−8). */
export function paren(n: number): string {
  return n < 0 ? `(${int(n)})` : int(n);
}

/** A scaled integer as a decimal: decimal(345, 2) is 3.45, decimal(300, 2) is 3; trailing zeros are dropped. */
export function decimal(scaled: number, places: number): string {
  assertInteger(scaled);
  const base = 10 ** places;
  const abs = Math.abs(scaled);
  const whole = Math.floor(abs / base);
  const frac = String(abs % base)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return (scaled < 0 ? MINUS : '') + group(String(whole)) + (frac ? `.${frac}` : '');
}

export function rupees(n: number): string {
  return `₹${int(n)}`;
}

/** Money with paise always shows two decimals: ₹12.50, ₹31.00. */
export function rupeesPaise(paise: number): string {
  assertInteger(paise);
  if (paise < 0) throw new Error('negative money');
  return `₹${group(String(Math.floor(paise / 100)))}.${String(paise % 100).padStart(2, '0')}`;
}

export function degrees(n: number): string {
  return `${int(n)}°`;
}

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '-': '⁻',
};

export function sup(n: number): string {
  assertInteger(n);
  return [...String(n)].map((c) => SUPERSCRIPT[c] ?? c).join('');
}

/** An exact rational number, always kept in lowest terms with a positive denominator. */
export class Q {
  readonly n: number;
  readonly d: number;

  constructor(n: number, d = 1) {
    assertInteger(n);
    assertInteger(d);
    if (d === 0) throw new Error('zero denominator');
    const g = gcd(n, d) || 1;
    const sign = d < 0 ? -1 : 1;
    this.n = (sign * n) / g;
    this.d = (sign * d) / g;
  }

  add(o: Q | number): Q {
    const q = toQ(o);
    return new Q(this.n * q.d + q.n * this.d, this.d * q.d);
  }

  sub(o: Q | number): Q {
    const q = toQ(o);
    return new Q(this.n * q.d - q.n * this.d, this.d * q.d);
  }

  mul(o: Q | number): Q {
    const q = toQ(o);
    return new Q(this.n * q.n, this.d * q.d);
  }

  div(o: Q | number): Q {
    const q = toQ(o);
    return new Q(this.n * q.d, this.d * q.n);
  }

  neg(): Q {
    return new Q(-this.n, this.d);
  }

  equals(o: Q | number): boolean {
    const q = toQ(o);
    return this.n === q.n && this.d === q.d;
  }

  isInteger(): boolean {
    return this.d === 1;
  }

  toString(): string {
    return this.d === 1 ? int(this.n) : `${int(this.n)}/${this.d}`;
  }

  /** The number inside TeX: `-\\frac{3}{4}`, `5`. */
  texBody(): string {
    if (this.d === 1) return texInt(this.n);
    return `${this.n < 0 ? '-' : ''}\\frac{${Math.abs(this.n)}}{${this.d}}`;
  }

  /** The number as the pack writes it: a whole number plain (−5), a fraction in TeX (`$\\frac{3}{4}$`). */
  toTex(): string {
    return this.d === 1 ? int(this.n) : tex(this.texBody());
  }
}

/**
 * Maths in the pack's notation (issue 14): TeX between `$…$`, rendered by KaTeX. Powers, roots, fractions and
 * expressions with letters go in TeX; plain numbers, money and measures stay plain text.
 */
export function tex(body: string): string {
  return `$${body}$`;
}

/** An integer inside TeX: an ASCII minus (TeX draws it as a minus sign) and Indian grouping with `{,}`. */
export function texInt(n: number): string {
  return int(n).replace(MINUS, '-').replaceAll(',', '{,}');
}

function toQ(x: Q | number): Q {
  return typeof x === 'number' ? new Q(x) : x;
}

export function frac(n: number, d = 1): string {
  return new Q(n, d).toString();
}

/**
 * A polynomial from its coefficients, highest power first: poly([2, -3, 5]) is 2x² − 3x + 5.
 * Zero terms are left out and a coefficient of 1 is not written.
 */
export function poly(coefficients: readonly number[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const terms: { sign: number; body: string }[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const power = degree - i;
    const abs = Math.abs(c);
    const v = power === 0 ? '' : power === 1 ? variable : `${variable}${sup(power)}`;
    const coefficient = abs === 1 && power > 0 ? '' : int(abs);
    terms.push({ sign: Math.sign(c), body: coefficient + v });
  });
  return joinTerms(terms);
}

/** poly() inside TeX: `2x^{2} - 3x + 5` (write it as tex(polyTex(…)) or inside a longer TeX body). */
export function polyTex(coefficients: readonly number[], variable = 'x'): string {
  const degree = coefficients.length - 1;
  const terms: { sign: number; body: string }[] = [];
  coefficients.forEach((c, i) => {
    if (c === 0) return;
    const power = degree - i;
    const abs = Math.abs(c);
    const v = power === 0 ? '' : power === 1 ? variable : `${variable}^{${power}}`;
    const coefficient = abs === 1 && power > 0 ? '' : texInt(abs);
    terms.push({ sign: Math.sign(c), body: coefficient + v });
  });
  return joinTerms(terms).replaceAll(MINUS, '-');
}

/** Signed terms joined with spaced operators: [+3x, −2y, +5] is 3x − 2y + 5. */
export function joinTerms(terms: readonly { sign: number; body: string }[]): string {
  if (terms.length === 0) return '0';
  return terms
    .map((t, i) => {
      if (i === 0) return (t.sign < 0 ? MINUS : '') + t.body;
      return `${t.sign < 0 ? MINUS : '+'} ${t.body}`;
    })
    .join(' ');
}

/** A linear expression such as 3x − 2y + 5 from coefficient and variable pairs and a constant. */
export function linear(terms: readonly (readonly [number, string])[], constant = 0): string {
  const parts = terms
    .filter(([c]) => c !== 0)
    .map(([c, v]) => ({ sign: Math.sign(c), body: (Math.abs(c) === 1 ? '' : int(Math.abs(c))) + v }));
  if (constant !== 0) parts.push({ sign: Math.sign(constant), body: int(Math.abs(constant)) });
  return joinTerms(parts);
}

const ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return (TENS[Math.floor(n / 10)] ?? '') + (ones ? `-${ONES[ones]}` : '');
}

/** Number names in the Indian system (lakh, crore), without "and": 4,06,025 is four lakh six thousand twenty-five. */
export function numberName(n: number): string {
  assertInteger(n);
  if (n <= 0 || n >= 1_00_00_00_000) throw new Error(`no name for ${n}`);
  const parts: string[] = [];
  const units: [number, string][] = [
    [1_00_00_000, 'crore'],
    [1_00_000, 'lakh'],
    [1000, 'thousand'],
    [100, 'hundred'],
  ];
  let rest = n;
  for (const [size, word] of units) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${belowHundred(count)} ${word}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 mango", "3 mangoes": word problems always pass the plural explicitly. */
export function count(n: number, singular: string, plural: string): string {
  return `${int(n)} ${n === 1 ? singular : plural}`;
}
