import { fmtInts } from './common.ts';
import { fractions, ints } from './distractors.ts';
import { int, joinTerms, linear, paren, poly, Q, sup } from './format.ts';
import type { Rng } from '@quizring/contracts/random';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const small = (rng: Rng, lo = -9, hi = 9): number => rng.int(lo, hi);
const matrix = (a: number, b: number, c: number, d: number): string =>
  `first row (${int(a)}, ${int(b)}) and second row (${int(c)}, ${int(d)})`;

const determinants: SkillSpec = {
  slug: 'matrices-and-determinants',
  name: 'Matrices and determinants',
  description: 'Find 2 × 2 determinants, solve for an unknown entry, multiply matrices and use |kA| = k²|A|.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const [a, b, c, d] = [small(rng, 1, 9), small(rng), small(rng), small(rng, 1, 9)];
      const det = a * d - b * c;
      return {
        text: `What is the determinant of the 2 × 2 matrix with ${matrix(a, b, c, d)}?`,
        answer: int(det),
        distractors: fmtInts(ints(rng, det, [a * d + b * c, b * c - a * d, a * c - b * d])),
        hint: 'For a 2 × 2 matrix, multiply along the leading diagonal and subtract the product of the other diagonal.',
        explanation: `${paren(a)} × ${paren(d)} − ${paren(b)} × ${paren(c)} = ${int(a * d)} − ${paren(b * c)} = ${int(det)}.`,
        params: { form: 'det', m: [a, b, c, d] },
      };
    },
    2: (rng): Problem => {
      const x = small(rng, -6, 8) || 3;
      const [b, c, d] = [small(rng, 1, 9), small(rng, -9, 9) || 2, small(rng, 1, 9)];
      const value = rng.chance(0.5) ? 0 : small(rng, -20, 20);
      const det = x * d - b * c;
      if (det !== value) {
        const shifted = value + b * c;
        if (shifted % d !== 0) return determinants.levels[2](rng);
        const x2 = shifted / d;
        return build(x2, b, c, d, value);
      }
      return build(x, b, c, d, value);

      function build(xx: number, bb: number, cc: number, dd: number, v: number): Problem {
        const wrong = (v - bb * cc) / dd;
        return {
          text: `For what value of x is the determinant of the matrix with first row (x, ${int(bb)}) and second row (${int(cc)}, ${int(dd)}) equal to ${int(v)}?`,
          answer: `x = ${int(xx)}`,
          distractors: ints(rng, xx, [Number.isInteger(wrong) ? wrong : xx + 2, -xx, xx + 1]).map(
            (k) => `x = ${int(k)}`,
          ),
          hint: 'Write the determinant in terms of x and set it equal to the given value.',
          explanation:
            dd === 1
              ? `${linear([[dd, 'x']], -bb * cc)} = ${int(v)} gives x = ${int(xx)}.`
              : `${linear([[dd, 'x']], -bb * cc)} = ${int(v)} gives ${linear([[dd, 'x']])} = ${int(v + bb * cc)}, so x = ${int(xx)}.`,
          params: { form: 'unknown', b: bb, c: cc, d: dd, value: v },
        };
      }
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const det = small(rng, -9, 12) || 4;
        const k = rng.int(2, 5);
        const answer = k * k * det;
        return {
          text: `A is a 2 × 2 matrix with |A| = ${int(det)}. What is |${k}A|?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [k * det, k * k * k * det, k + det])),
          hint: 'Multiplying a 2 × 2 matrix by k multiplies each of its two rows by k.',
          explanation: `|kA| = k²|A| for a 2 × 2 matrix, so |${k}A| = ${k * k} × ${paren(det)} = ${int(answer)}.`,
          params: { form: 'scale', det, k },
        };
      }
      const [a11, a12, a21, a22] = [
        small(rng, -5, 5),
        small(rng, -5, 5),
        small(rng, -5, 5),
        small(rng, -5, 5),
      ];
      const [b11, b12, b21, b22] = [
        small(rng, -5, 5),
        small(rng, -5, 5),
        small(rng, -5, 5),
        small(rng, -5, 5),
      ];
      const answer = a11 * b11 + a12 * b21;
      return {
        text: `A has ${matrix(a11, a12, a21, a22)}; B has ${matrix(b11, b12, b21, b22)}. What is the entry in the first row and first column of AB?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [a11 * b11 + a12 * b12, a11 * b11 + a21 * b21, a11 * b11, a11 * b11 - a12 * b21]),
        ),
        hint: 'Multiply the first row of A by the first column of B, term by term, and add.',
        explanation: `(${int(a11)})(${int(b11)}) + (${int(a12)})(${int(b21)}) = ${int(a11 * b11)} + ${paren(a12 * b21)} = ${int(answer)}.`,
        params: { form: 'product', a: [a11, a12, a21, a22], b: [b11, b12, b21, b22] },
      };
    },
  },
};

interface Term {
  readonly kind: 'pow' | 'sin' | 'cos' | 'exp' | 'log';
  readonly c: number;
  readonly n: number;
}

const body: Record<Term['kind'], (n: number) => string> = {
  pow: (n) => (n === 0 ? '' : n === 1 ? 'x' : `x${sup(n)}`),
  sin: () => 'sin x',
  cos: () => 'cos x',
  exp: () => 'eˣ',
  log: () => 'log x',
};

function showTerms(terms: readonly Term[]): string {
  return joinTerms(
    terms
      .filter((t) => t.c !== 0)
      .map((t) => {
        const b = body[t.kind](t.n);
        const abs = Math.abs(t.c);
        const coefficient = abs === 1 && b !== '' ? '' : int(abs);
        const space = coefficient && (t.kind === 'sin' || t.kind === 'cos' || t.kind === 'log') ? ' ' : '';
        return {
          sign: Math.sign(t.c),
          body: t.kind === 'log' && t.n === -1 ? `${int(abs)}/x` : `${coefficient}${space}${b}`,
        };
      }),
  );
}

/** d/dx of one term, written as terms again (log x becomes c/x, marked with n = −1). */
function derive(t: Term): Term {
  switch (t.kind) {
    case 'pow':
      return { kind: 'pow', c: t.c * t.n, n: t.n - 1 };
    case 'sin':
      return { kind: 'cos', c: t.c, n: 0 };
    case 'cos':
      return { kind: 'sin', c: -t.c, n: 0 };
    case 'exp':
      return t;
    case 'log':
      return { kind: 'log', c: t.c, n: -1 };
  }
}

const derivatives: SkillSpec = {
  slug: 'derivatives',
  name: 'Derivatives',
  description:
    'Differentiate polynomials and basic functions, and use the chain and product rules to find slopes.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const coefficients = [
        rng.int(1, 5) * (rng.chance(0.3) ? -1 : 1),
        rng.int(-9, 9),
        rng.int(-9, 9),
        rng.int(-9, 9),
      ];
      const cubic = rng.chance(0.5);
      const f = cubic ? coefficients : coefficients.slice(1).map((c, i) => (i === 0 ? c || 2 : c));
      const x0 = rng.int(-3, 3) || 2;
      const degree = f.length - 1;
      const df = f.slice(0, -1).map((c, i) => c * (degree - i));
      const value = df.reduce((acc, c) => acc * x0 + c, 0);
      const fx = f.reduce((acc, c) => acc * x0 + c, 0);
      return {
        text: `If f(x) = ${poly(f)}, what is f′(${int(x0)})?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [
            fx,
            df.reduce((acc, c) => acc * -x0 + c, 0),
            value - (df[df.length - 1] ?? 0) + 1,
          ]),
        ),
        hint: 'Differentiate term by term: xⁿ becomes nxⁿ⁻¹, and constants disappear.',
        explanation: `f′(x) = ${poly(df)}, so f′(${int(x0)}) = ${int(value)}.`,
        params: { form: 'value', f, x0 },
      };
    },
    2: (rng): Problem => {
      const p: Term = { kind: 'pow', c: rng.int(1, 6) * (rng.chance(0.3) ? -1 : 1), n: rng.int(2, 6) };
      const other: Term = {
        kind: rng.pick(['sin', 'cos', 'exp', 'log'] as const),
        c: rng.int(1, 5) * (rng.chance(0.3) ? -1 : 1),
        n: 0,
      };
      const f = [p, other];
      const right = [derive(p), derive(other)];
      const powerNotLowered: Term = { kind: 'pow', c: p.c * p.n, n: p.n };
      const powerNotMultiplied: Term = { kind: 'pow', c: p.c, n: p.n - 1 };
      const wrongOther: Term =
        other.kind === 'sin'
          ? { kind: 'cos', c: -other.c, n: 0 }
          : other.kind === 'cos'
            ? { kind: 'sin', c: other.c, n: 0 }
            : other.kind === 'exp'
              ? { kind: 'exp', c: -other.c, n: 0 }
              : { kind: 'log', c: -other.c, n: -1 };
      const answer = showTerms(right);
      return {
        text: `What is the derivative of ${showTerms(f)} with respect to x?`,
        answer,
        distractors: [
          showTerms([derive(p), wrongOther]),
          showTerms([powerNotMultiplied, derive(other)]),
          showTerms([powerNotLowered, wrongOther]),
          showTerms([powerNotLowered, derive(other)]),
        ].filter((s) => s !== answer),
        hint: 'd/dx(xⁿ) = nxⁿ⁻¹, d/dx(sin x) = cos x, d/dx(cos x) = −sin x, d/dx(eˣ) = eˣ, d/dx(log x) = 1/x.',
        explanation: `Differentiating term by term gives ${answer}.`,
        params: { form: 'expression', terms: f.map((t) => `${t.kind}:${t.c}:${t.n}`) },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(1, 4) * (rng.chance(0.3) ? -1 : 1);
        const b = rng.int(-5, 5);
        const n = rng.int(2, 4);
        const x0 = rng.int(-2, 2);
        const inner = a * x0 + b;
        if (inner === 0 || b === 0) return derivatives.levels[3](rng);
        const value = n * a * inner ** (n - 1);
        const power = (k: number): string => (k === 1 ? '' : sup(k));
        return {
          text: `If y = (${linear([[a, 'x']], b)})${sup(n)}, what is dy/dx at x = ${int(x0)}?`,
          answer: int(value),
          distractors: fmtInts(ints(rng, value, [n * inner ** (n - 1), a * inner ** n, n * a * inner ** n])),
          hint: 'Use the chain rule: differentiate the outside power, then multiply by the derivative of the inside.',
          explanation: `dy/dx = ${n}(${linear([[a, 'x']], b)})${power(n - 1)} × ${paren(a)}, and at x = ${int(x0)} this is ${n} × ${paren(inner)}${power(n - 1)} × ${paren(a)} = ${int(value)}.`,
          params: { form: 'chain', a, b, n, x0 },
        };
      }
      const p = rng.int(-5, 5) || 1;
      const q = rng.int(-5, 5) || 2;
      const x0 = rng.int(-3, 3) || 1;
      const value = x0 * x0 + q + 2 * x0 * (x0 + p);
      const productOfDerivatives = 2 * x0;
      return {
        text: `If y = (${linear([[1, 'x']], p)})(${poly([1, 0, q])}), what is dy/dx at x = ${int(x0)}?`,
        answer: int(value),
        distractors: fmtInts(ints(rng, value, [productOfDerivatives, (x0 + p) * (x0 * x0 + q), x0 * x0 + q])),
        hint: 'Use the product rule: (uv)′ = u′v + uv′.',
        explanation: `dy/dx = 1 × (${poly([1, 0, q])}) + (${linear([[1, 'x']], p)}) × 2x, which at x = ${int(x0)} is ${int(x0 * x0 + q)} + ${paren(2 * x0 * (x0 + p))} = ${int(value)}.`,
        params: { form: 'product', p, q, x0 },
      };
    },
  },
};

/** The antiderivative of a polynomial at x, exactly. */
function antiderivative(coefficients: readonly number[], x: number): Q {
  const degree = coefficients.length - 1;
  return coefficients.reduce(
    (acc, c, i) => acc.add(new Q(c * x ** (degree - i + 1), degree - i + 1)),
    new Q(0),
  );
}

const evaluateAt = (coefficients: readonly number[], x: number): number =>
  coefficients.reduce((acc, c) => acc * x + c, 0);

/** F(x) for a polynomial, with fractional coefficients in brackets: (2/3)x³ − x² + 5x. */
function antiderivativeText(coefficients: readonly number[]): string {
  const degree = coefficients.length - 1;
  return joinTerms(
    coefficients
      .map((c, i) => ({ q: new Q(c, degree - i + 1), power: degree - i + 1 }))
      .filter(({ q }) => q.n !== 0)
      .map(({ q, power }) => {
        const abs = new Q(Math.abs(q.n), q.d);
        const x = power === 1 ? 'x' : `x${sup(power)}`;
        const coefficient = abs.equals(1) ? '' : abs.isInteger() ? abs.toString() : `(${abs.toString()})`;
        return { sign: Math.sign(q.n), body: `${coefficient}${x}` };
      }),
  );
}

function integral(rng: Rng, coefficients: readonly number[], a: number, b: number): Problem {
  const upper = antiderivative(coefficients, b);
  const lower = antiderivative(coefficients, a);
  const answer = upper.sub(lower);
  return {
    text: `What is the integral of (${poly(coefficients)}) dx from x = ${int(a)} to x = ${int(b)}?`,
    answer: answer.toString(),
    distractors: fractions(rng, answer, [
      upper.add(lower),
      upper,
      new Q(evaluateAt(coefficients, b) - evaluateAt(coefficients, a)),
    ]).map(String),
    hint: 'Find an antiderivative F(x), then work out F(upper limit) − F(lower limit).',
    explanation: `F(x) = ${antiderivativeText(coefficients)}, so F(${int(b)}) − F(${int(a)}) = ${upper.toString()} − ${lower.n < 0 ? `(${lower.toString()})` : lower.toString()} = ${answer.toString()}.`,
    params: { form: 'definite', coefficients, a, b },
  };
}

const integrals: SkillSpec = {
  slug: 'definite-integrals',
  name: 'Definite integrals of polynomials',
  description: 'Evaluate definite integrals of polynomials using an antiderivative and the limits.',
  prerequisites: ['derivatives'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(1, 3);
      const c = (n + 1) * rng.int(1, 3);
      const b = rng.int(1, 3);
      const coefficients = [c, ...Array<number>(n).fill(0)];
      return integral(rng, coefficients, 0, b);
    },
    2: (rng): Problem => {
      const a = rng.int(-2, 2);
      const b = a + rng.int(1, 3);
      const coefficients = [rng.int(1, 6) * (rng.chance(0.3) ? -1 : 1), rng.int(-6, 6)];
      return integral(rng, coefficients, a, b);
    },
    3: (rng): Problem => {
      const a = rng.int(-2, 1);
      const b = a + rng.int(1, 3);
      const coefficients = [rng.int(1, 3) * (rng.chance(0.3) ? -1 : 1), rng.int(-5, 5), rng.int(-5, 5)];
      return integral(rng, coefficients, a, b);
    },
  },
};

const UNIT = ['î', 'ĵ', 'k̂'] as const;

function vec(v: readonly number[]): string {
  return joinTerms(
    v
      .map((c, i) => ({ c, u: UNIT[i] ?? '' }))
      .filter(({ c }) => c !== 0)
      .map(({ c, u }) => ({ sign: Math.sign(c), body: `${Math.abs(c) === 1 ? '' : int(Math.abs(c))}${u}` })),
  );
}

const dot = (u: readonly number[], v: readonly number[]): number =>
  u.reduce((acc, x, i) => acc + x * (v[i] ?? 0), 0);

const QUADRUPLES: readonly (readonly [number, number, number, number])[] = [
  [1, 2, 2, 3],
  [2, 3, 6, 7],
  [1, 4, 8, 9],
  [4, 4, 7, 9],
  [2, 6, 9, 11],
  [6, 6, 7, 11],
  [3, 4, 12, 13],
  [2, 10, 11, 15],
  [2, 5, 14, 15],
];

function signedTriple(rng: Rng, q: readonly number[]): number[] {
  return rng.shuffle(q.slice(0, 3)).map((x) => (rng.chance(0.4) ? -x : x));
}

const vectors: SkillSpec = {
  slug: 'vectors-dot-product',
  name: 'Vectors: magnitude and dot product',
  description: 'Find the dot product and magnitude of vectors, perpendicular vectors and projections.',
  prerequisites: ['matrices-and-determinants'],
  levels: {
    1: (rng): Problem => {
      const u = [small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5)];
      const v = [small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5)];
      if (u.some((x) => x === 0) || v.some((x) => x === 0)) return vectors.levels[1](rng);
      const answer = dot(u, v);
      const [u1 = 0, u2 = 0, u3 = 0] = u;
      const [v1 = 0, v2 = 0, v3 = 0] = v;
      return {
        text: `If a = ${vec(u)} and b = ${vec(v)}, what is a · b?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [u1 * v1 + u2 * v2 - u3 * v3, -answer, u1 + u2 + u3 + v1 + v2 + v3]),
        ),
        hint: 'Multiply the matching components and add the three products.',
        explanation: `a · b = ${paren(u1)} × ${paren(v1)} + ${paren(u2)} × ${paren(v2)} + ${paren(u3)} × ${paren(v3)} = ${int(answer)}.`,
        params: { form: 'dot', u, v },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const q = rng.pick(QUADRUPLES);
        const u = signedTriple(rng, q);
        const length = q[3];
        return {
          text: `What is the magnitude of the vector ${vec(u)}?`,
          answer: int(length),
          distractors: fmtInts(
            ints(rng, length, [u.reduce((s, x) => s + Math.abs(x), 0), length * length, length + 1], {
              min: 1,
            }),
          ),
          hint: '|a| = √(x² + y² + z²).',
          explanation: `|a| = √(${u.map((x) => `${paren(x)}²`).join(' + ')}) = √${length * length} = ${length}.`,
          params: { form: 'magnitude', u },
        };
      }
      for (;;) {
        const a1 = rng.int(1, 4) * (rng.chance(0.3) ? -1 : 1);
        const [a2, a3, b2, b3] = [small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5)];
        const rest = a2 * b2 + a3 * b3;
        if (rest % a1 !== 0 || a2 === 0 || a3 === 0) continue;
        const lambda = -rest / a1;
        const u = [a1, a2, a3];
        return {
          text: `For what value of λ are the vectors ${vec(u)} and ${joinTerms([
            { sign: 1, body: 'λî' },
            ...[
              [b2, 'ĵ'],
              [b3, 'k̂'],
            ]
              .filter(([c]) => c !== 0)
              .map(([c, unit]) => ({
                sign: Math.sign(Number(c)),
                body: `${Math.abs(Number(c)) === 1 ? '' : int(Math.abs(Number(c)))}${unit}`,
              })),
          ])} perpendicular?`,
          answer: `λ = ${int(lambda)}`,
          distractors: ints(rng, lambda, [-lambda, rest, lambda + 1]).map((k) => `λ = ${int(k)}`),
          hint: 'Perpendicular vectors have a dot product of 0.',
          explanation: `${paren(a1)}λ + ${paren(a2)} × ${paren(b2)} + ${paren(a3)} × ${paren(b3)} = 0 gives ${linear([[a1, 'λ']], rest)} = 0, so λ = ${int(lambda)}.`,
          params: { form: 'perpendicular', u, b2, b3 },
        };
      }
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const q = rng.pick(QUADRUPLES);
        const v = signedTriple(rng, q);
        const u = [small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5)];
        const d = dot(u, v);
        if (d === 0) return vectors.levels[3](rng);
        const answer = new Q(d, q[3]);
        return {
          text: `What is the projection of a = ${vec(u)} on b = ${vec(v)}?`,
          answer: answer.toString(),
          distractors: fractions(rng, answer, [new Q(d, q[3] * q[3]), new Q(d), answer.neg()]).map(String),
          hint: 'The projection of a on b is (a · b)/|b|.',
          explanation: `a · b = ${int(d)} and |b| = ${q[3]}, so the projection is ${int(d)}/${q[3]}${answer.d === q[3] ? '' : ` = ${answer.toString()}`}.`,
          params: { form: 'projection', u, v },
        };
      }
      const p = rng.int(2, 9);
      const r = rng.int(2, 9);
      const angle = rng.pick([0, 60, 90, 120, 180]);
      const cos =
        { 0: new Q(1), 60: new Q(1, 2), 90: new Q(0), 120: new Q(-1, 2), 180: new Q(-1) }[angle] ?? new Q(0);
      const answer = cos.mul(p * r);
      return {
        text: `|a| = ${p}, |b| = ${r} and the angle between a and b is ${angle}°. What is a · b?`,
        answer: answer.toString(),
        distractors: fractions(rng, answer, [
          new Q(p * r),
          answer.neg(),
          new Q(p * r, 2).add(angle === 60 ? 1 : 0),
        ]).map(String),
        hint: 'a · b = |a||b| cos θ.',
        explanation: `a · b = ${p} × ${r} × cos ${angle}° = ${p * r} × ${cos.toString()} = ${answer.toString()}.`,
        params: { form: 'angle', p, r, angle },
      };
    },
  },
};

const DIE_EVENTS = [
  { text: 'an even number', count: 3 },
  { text: 'a prime number', count: 3 },
  { text: 'a multiple of 3', count: 2 },
  { text: 'a number less than 5', count: 4 },
  { text: 'a number greater than 4', count: 2 },
  { text: 'a 6', count: 1 },
  { text: 'a factor of 6', count: 4 },
] as const;

const CARD_EVENTS = [
  { text: 'a king', count: 4 },
  { text: 'a heart', count: 13 },
  { text: 'a red card', count: 26 },
  { text: 'a face card (king, queen or jack)', count: 12 },
  { text: 'the queen of spades', count: 1 },
  { text: 'a black ace', count: 2 },
] as const;

/** Wrong probabilities stay strictly between 0 and 1, or they would give themselves away. */
function probabilities(rng: Rng, answer: Q, typical: readonly Q[]): string[] {
  return fractions(rng, answer, typical, true)
    .filter((q) => q.n < q.d)
    .map(String);
}

const probability: SkillSpec = {
  slug: 'probability',
  name: 'Probability',
  description:
    'Find probabilities for dice and cards, for two dice together, for drawing without replacement and conditional probability.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const event = rng.pick(DIE_EVENTS);
        const answer = new Q(event.count, 6);
        return {
          text: `A fair die is thrown once. What is the probability of getting ${event.text}?`,
          answer: answer.toString(),
          distractors: probabilities(rng, answer, [
            new Q(6 - event.count, 6),
            new Q(event.count, 5),
            new Q(1, event.count + 1),
          ]),
          hint: 'Probability = favourable outcomes ÷ 6, since a die has 6 equally likely faces.',
          explanation: `${event.count} of the 6 faces give ${event.text}, so the probability is ${event.count}/6${answer.d === 6 ? '' : ` = ${answer.toString()}`}.`,
          params: { form: 'die', event: event.text },
        };
      }
      const event = rng.pick(CARD_EVENTS);
      const answer = new Q(event.count, 52);
      return {
        text: `One card is drawn from a well-shuffled deck of 52 cards. What is the probability that it is ${event.text}?`,
        answer: answer.toString(),
        distractors: probabilities(rng, answer, [
          new Q(1, 52),
          new Q(event.count, 13),
          new Q(52 - event.count, 52),
          new Q(event.count, 26),
          new Q(1, 4),
          new Q(1, 13),
        ]),
        hint: 'Count the favourable cards out of 52.',
        explanation: `There are ${event.count} such card${event.count > 1 ? 's' : ''}, so the probability is ${event.count}/52${answer.d === 52 ? '' : ` = ${answer.toString()}`}.`,
        params: { form: 'card', event: event.text },
      };
    },
    2: (rng): Problem => {
      const sum = rng.int(3, 11);
      let ways = 0;
      for (let x = 1; x <= 6; x++) for (let y = 1; y <= 6; y++) if (x + y === sum) ways++;
      const answer = new Q(ways, 36);
      return {
        text: `Two fair dice are thrown together. What is the probability that the sum of the numbers is ${sum}?`,
        answer: answer.toString(),
        distractors: probabilities(rng, answer, [
          new Q(1, 11),
          new Q(ways, 12),
          new Q(ways + 1, 36),
          new Q(1, 6),
        ]),
        hint: 'There are 36 equally likely outcomes; list the pairs that give the sum.',
        explanation: `${ways} of the 36 outcomes give a sum of ${sum}, so the probability is ${ways}/36${answer.d === 36 ? '' : ` = ${answer.toString()}`}.`,
        params: { form: 'two-dice', sum },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const red = rng.int(2, 8);
        const blue = rng.int(2, 8);
        const total = red + blue;
        const answer = new Q(red * (red - 1), total * (total - 1));
        return {
          text: `A bag has ${red} red and ${blue} blue balls. Two balls are drawn one after the other without replacement. What is the probability that both are red?`,
          answer: answer.toString(),
          distractors: probabilities(rng, answer, [
            new Q(red * red, total * total),
            new Q(red, total),
            new Q(red - 1, total - 1),
          ]),
          hint: 'After the first red ball is taken out, one fewer red ball and one fewer ball remain.',
          explanation: `P = ${red}/${total} × ${red - 1}/${total - 1} = ${answer.toString()}.`,
          params: { form: 'without-replacement', red, blue },
        };
      }
      const bTenths = rng.int(2, 9);
      const bothTenths = rng.int(1, bTenths - 1);
      const aTenths = bothTenths + rng.int(1, 3);
      if (aTenths > 9) return probability.levels[3](rng);
      const [pa, pb, both] = [new Q(aTenths, 10), new Q(bTenths, 10), new Q(bothTenths, 10)];
      const answer = both.div(pb);
      return {
        text: `For two events A and B, P(A) = ${pa.toString()}, P(B) = ${pb.toString()} and P(A ∩ B) = ${both.toString()}. What is P(A | B)?`,
        answer: answer.toString(),
        distractors: probabilities(rng, answer, [both.div(pa), both.mul(pb), pa, pb]),
        hint: 'P(A | B) = P(A ∩ B) ÷ P(B).',
        explanation: `P(A | B) = ${both.toString()} ÷ ${pb.toString()} = ${answer.toString()}.`,
        params: { form: 'conditional', pa: pa.toString(), pb: pb.toString(), both: both.toString() },
      };
    },
  },
};

export const class12: ClassSpec = {
  grade: 12,
  chapters: [
    { slug: 'matrices', title: 'Matrices and Determinants', skills: [determinants] },
    {
      slug: 'continuity-and-differentiability',
      title: 'Continuity and Differentiability',
      skills: [derivatives],
    },
    { slug: 'integrals', title: 'Integrals', skills: [integrals] },
    { slug: 'vector-algebra', title: 'Vector Algebra', skills: [vectors] },
    { slug: 'probability-chapter', title: 'Probability', skills: [probability] },
  ],
};
