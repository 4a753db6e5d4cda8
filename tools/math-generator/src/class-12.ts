import { fmtInts } from './common.ts';
import { fractions, ints } from './distractors.ts';
import { int, joinTerms, paren, polyTex, Q, tex, texInt } from './format.ts';
import { QUADRUPLES, TRIPLES, trigValue } from './class-11.ts';
import { ascii, linTex, parenTex, pi, piBody, surdBody, wrong } from './tex-class-11.ts';
import { feasibleRegion, parabolaLine } from './figures-class-12.ts';
import type { Rng } from '@quizring/contracts/random';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const small = (rng: Rng, lo = -9, hi = 9): number => rng.int(lo, hi);
/** A 2 × 2 matrix in TeX, with `vmatrix` for a determinant. */
const mat = (m: readonly number[], kind = 'bmatrix'): string =>
  `\\begin{${kind}}${texInt(m[0]!)} & ${texInt(m[1]!)}\\\\${texInt(m[2]!)} & ${texInt(m[3]!)}\\end{${kind}}`;

const determinants: SkillSpec = {
  slug: 'matrices-and-determinants',
  name: 'Matrices and determinants',
  description: 'Find 2 × 2 determinants, solve for an unknown entry, multiply matrices and use |kA| = k²|A|.',
  prerequisites: ['matrix-operations'],
  levels: {
    1: (rng): Problem => {
      const [a, b, c, d] = [small(rng, 1, 9), small(rng), small(rng), small(rng, 1, 9)];
      const det = a * d - b * c;
      return {
        text: `What is the value of the determinant ${tex(mat([a, b, c, d], 'vmatrix'))}?`,
        answer: int(det),
        distractors: fmtInts(ints(rng, det, [a * d + b * c, b * c - a * d, a * c - b * d])),
        hint: 'For a 2 × 2 determinant, multiply along the leading diagonal and subtract the product of the other diagonal.',
        explanation: `${tex(`${parenTex(a)} \\times ${parenTex(d)} - ${parenTex(b)} \\times ${parenTex(c)} = ${texInt(a * d)} - ${parenTex(b * c)} = ${texInt(det)}`)}.`,
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
        return build(shifted / d, b, c, d, value);
      }
      return build(x, b, c, d, value);

      function build(xx: number, bb: number, cc: number, dd: number, v: number): Problem {
        const wrongX = (v - bb * cc) / dd;
        const show = (k: number): string => tex(`x = ${texInt(k)}`);
        return {
          text: `For what value of x is ${tex(`\\begin{vmatrix}x & ${texInt(bb)}\\\\${texInt(cc)} & ${texInt(dd)}\\end{vmatrix} = ${texInt(v)}`)}?`,
          answer: show(xx),
          distractors: ints(rng, xx, [Number.isInteger(wrongX) ? wrongX : xx + 2, -xx, xx + 1]).map(show),
          hint: 'Write the determinant in terms of x and set it equal to the given value.',
          explanation:
            dd === 1
              ? `${tex(`${linTex([[dd, 'x']], -bb * cc)} = ${texInt(v)}`)} gives ${tex(`x = ${texInt(xx)}`)}.`
              : `${tex(`${linTex([[dd, 'x']], -bb * cc)} = ${texInt(v)}`)} gives ${tex(`${dd}x = ${texInt(v + bb * cc)}`)}, so ${tex(`x = ${texInt(xx)}`)}.`,
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
          text: `A is a square matrix of order 2 with ${tex(`|A| = ${texInt(det)}`)}. What is ${tex(`|${k}A|`)}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [k * det, k * k * k * det, k + det])),
          hint: 'Multiplying a 2 × 2 matrix by k multiplies each of its two rows by k.',
          explanation: `${tex(`|kA| = k^{2}|A|`)} for a matrix of order 2, so ${tex(`|${k}A| = ${k * k} \\times ${parenTex(det)} = ${texInt(answer)}`)}.`,
          params: { form: 'scale', det, k },
        };
      }
      const A = [small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5)];
      const B = [small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5), small(rng, -5, 5)];
      const [a11 = 0, a12 = 0, a21 = 0] = A;
      const [b11 = 0, b12 = 0, b21 = 0] = B;
      const answer = a11 * b11 + a12 * b21;
      return {
        text: `${tex(`A = ${mat(A)}`)} and ${tex(`B = ${mat(B)}`)}. What is the entry in the first row and first column of AB?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [a11 * b11 + a12 * b12, a11 * b11 + a21 * b21, a11 * b11, a11 * b11 - a12 * b21]),
        ),
        hint: 'Multiply the first row of A by the first column of B, term by term, and add.',
        explanation: `${tex(`(${texInt(a11)})(${texInt(b11)}) + (${texInt(a12)})(${texInt(b21)}) = ${texInt(a11 * b11)} + ${parenTex(a12 * b21)} = ${texInt(answer)}`)}.`,
        params: { form: 'product', a: A, b: B },
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
  pow: (n) => (n === 0 ? '' : n === 1 ? 'x' : `x^{${n}}`),
  sin: () => '\\sin x',
  cos: () => '\\cos x',
  exp: () => 'e^{x}',
  log: () => '\\log x',
};

/** Terms in TeX: `3x^{2} - 2\\sin x + \\frac{5}{x}`. */
function showTerms(terms: readonly Term[]): string {
  return ascii(
    joinTerms(
      terms
        .filter((t) => t.c !== 0)
        .map((t) => {
          const b = body[t.kind](t.n);
          const abs = Math.abs(t.c);
          const coefficient = abs === 1 && b !== '' ? '' : texInt(abs);
          return {
            sign: Math.sign(t.c),
            body: t.kind === 'log' && t.n === -1 ? `\\frac{${abs}}{x}` : `${coefficient}${b}`,
          };
        }),
    ),
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

const dydx = '\\frac{dy}{dx}';

const derivatives: SkillSpec = {
  slug: 'derivatives',
  name: 'Derivatives',
  description:
    'Differentiate polynomials and basic functions, and use the chain and product rules to find slopes.',
  prerequisites: ['math-11-limits'],
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
        text: `If ${tex(`f(x) = ${polyTex(f)}`)}, what is ${tex(`f'(${texInt(x0)})`)}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [
            fx,
            df.reduce((acc, c) => acc * -x0 + c, 0),
            value - (df[df.length - 1] ?? 0) + 1,
          ]),
        ),
        hint: `Differentiate term by term: ${tex('x^{n}')} becomes ${tex('nx^{n-1}')}, and constants disappear.`,
        explanation: `${tex(`f'(x) = ${polyTex(df)}`)}, so ${tex(`f'(${texInt(x0)}) = ${texInt(value)}`)}.`,
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
      const answer = tex(showTerms(right));
      return {
        text: `What is the derivative of ${tex(showTerms(f))} with respect to x?`,
        answer,
        distractors: [
          showTerms([derive(p), wrongOther]),
          showTerms([powerNotMultiplied, derive(other)]),
          showTerms([powerNotLowered, wrongOther]),
          showTerms([powerNotLowered, derive(other)]),
        ]
          .map(tex)
          .filter((s) => s !== answer),
        hint: `${tex('\\frac{d}{dx}(x^{n}) = nx^{n-1}')}, ${tex('\\frac{d}{dx}(\\sin x) = \\cos x')}, ${tex('\\frac{d}{dx}(\\cos x) = -\\sin x')}, ${tex('\\frac{d}{dx}(e^{x}) = e^{x}')}, ${tex('\\frac{d}{dx}(\\log x) = \\frac{1}{x}')}.`,
        explanation: `Differentiating term by term: ${tex(`\\frac{d}{dx}(${showTerms([p])}) = ${showTerms([derive(p)])}`)} and ${tex(`\\frac{d}{dx}(${showTerms([other])}) = ${showTerms([derive(other)])}`)}, so the derivative is ${answer}.`,
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
        const power = (k: number): string => (k === 1 ? '' : `^{${k}}`);
        const ax = linTex([[a, 'x']], b);
        return {
          text: `If ${tex(`y = (${ax})^{${n}}`)}, what is ${tex(dydx)} at x = ${int(x0)}?`,
          answer: int(value),
          distractors: fmtInts(ints(rng, value, [n * inner ** (n - 1), a * inner ** n, n * a * inner ** n])),
          hint: 'Use the chain rule: differentiate the outside power, then multiply by the derivative of the inside.',
          explanation: `${tex(`${dydx} = ${n}(${ax})${power(n - 1)} \\times ${parenTex(a)}`)}, and at x = ${int(x0)} this is ${tex(`${n} \\times ${parenTex(inner)}${power(n - 1)} \\times ${parenTex(a)} = ${texInt(value)}`)}.`,
          params: { form: 'chain', a, b, n, x0 },
        };
      }
      const p = rng.int(-5, 5) || 1;
      const q = rng.int(-5, 5) || 2;
      const x0 = rng.int(-3, 3) || 1;
      const value = x0 * x0 + q + 2 * x0 * (x0 + p);
      const productOfDerivatives = 2 * x0;
      const u = linTex([[1, 'x']], p);
      const v = polyTex([1, 0, q]);
      return {
        text: `If ${tex(`y = (${u})(${v})`)}, what is ${tex(dydx)} at x = ${int(x0)}?`,
        answer: int(value),
        distractors: fmtInts(ints(rng, value, [productOfDerivatives, (x0 + p) * (x0 * x0 + q), x0 * x0 + q])),
        hint: `Use the product rule: ${tex("(uv)' = u'v + uv'")}.`,
        explanation: `${tex(`${dydx} = 1 \\times (${v}) + (${u}) \\times 2x`)}, which at x = ${int(x0)} is ${tex(`${texInt(x0 * x0 + q)} + ${parenTex(2 * x0 * (x0 + p))} = ${texInt(value)}`)}.`,
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

/** F(x) for a polynomial in TeX: `\\frac{2}{3}x^{3} - x^{2} + 5x`. */
function antiderivativeText(coefficients: readonly number[]): string {
  const degree = coefficients.length - 1;
  return ascii(
    joinTerms(
      coefficients
        .map((c, i) => ({ q: new Q(c, degree - i + 1), power: degree - i + 1 }))
        .filter(({ q }) => q.n !== 0)
        .map(({ q, power }) => {
          const abs = new Q(Math.abs(q.n), q.d);
          const x = power === 1 ? 'x' : `x^{${power}}`;
          const coefficient = abs.equals(1) ? '' : abs.texBody();
          return { sign: Math.sign(q.n), body: `${coefficient}${x}` };
        }),
    ),
  );
}

const qParen = (q: Q): string => (q.n < 0 ? `\\left(${q.texBody()}\\right)` : q.texBody());

function integral(rng: Rng, coefficients: readonly number[], a: number, b: number): Problem {
  const upper = antiderivative(coefficients, b);
  const lower = antiderivative(coefficients, a);
  const answer = upper.sub(lower);
  return {
    text: `What is ${tex(`\\int_{${texInt(a)}}^{${texInt(b)}} (${polyTex(coefficients)})\\,dx`)}?`,
    answer: answer.toTex(),
    distractors: fractions(rng, answer, [
      upper.add(lower),
      upper,
      new Q(evaluateAt(coefficients, b) - evaluateAt(coefficients, a)),
    ]).map((q) => q.toTex()),
    hint: 'Find an antiderivative F(x), then work out F(upper limit) − F(lower limit).',
    explanation: `${tex(`F(x) = ${antiderivativeText(coefficients)}`)}, so ${tex(`F(${texInt(b)}) - F(${texInt(a)}) = ${upper.texBody()} - ${qParen(lower)} = ${answer.texBody()}`)}.`,
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

const UNIT = ['\\hat{i}', '\\hat{j}', '\\hat{k}'] as const;

/** A vector in TeX: `2\\hat{i} - 3\\hat{j} + \\hat{k}`. */
function vec(v: readonly (number | string)[]): string {
  return ascii(
    joinTerms(
      v
        .map((c, i) => ({ c, u: UNIT[i] ?? '' }))
        .filter(({ c }) => c !== 0)
        .map(({ c, u }) =>
          typeof c === 'string'
            ? { sign: 1, body: `${c}${u}` }
            : { sign: Math.sign(c), body: `${Math.abs(c) === 1 ? '' : texInt(Math.abs(c))}${u}` },
        ),
    ),
  );
}

const dot = (u: readonly number[], v: readonly number[]): number =>
  u.reduce((acc, x, i) => acc + x * (v[i] ?? 0), 0);

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
        text: `If ${tex(`\\vec{a} = ${vec(u)}`)} and ${tex(`\\vec{b} = ${vec(v)}`)}, what is ${tex('\\vec{a} \\cdot \\vec{b}')}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [u1 * v1 + u2 * v2 - u3 * v3, -answer, u1 + u2 + u3 + v1 + v2 + v3]),
        ),
        hint: 'Multiply the matching components and add the three products.',
        explanation: `${tex(`\\vec{a} \\cdot \\vec{b} = ${parenTex(u1)} \\times ${parenTex(v1)} + ${parenTex(u2)} \\times ${parenTex(v2)} + ${parenTex(u3)} \\times ${parenTex(v3)} = ${texInt(answer)}`)}.`,
        params: { form: 'dot', u, v },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const q = rng.pick(QUADRUPLES);
        const u = signedTriple(rng, q);
        const length = q[3];
        return {
          text: `What is the magnitude of the vector ${tex(vec(u))}?`,
          answer: int(length),
          distractors: fmtInts(
            ints(rng, length, [u.reduce((s, x) => s + Math.abs(x), 0), length * length, length + 1], {
              min: 1,
            }),
          ),
          hint: `${tex('|\\vec{a}| = \\sqrt{x^{2} + y^{2} + z^{2}}')}.`,
          explanation: `${tex(`|\\vec{a}| = \\sqrt{${u.map((x) => `${parenTex(x)}^{2}`).join(' + ')}} = \\sqrt{${length * length}} = ${length}`)}.`,
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
        const show = (k: number): string => tex(`\\lambda = ${texInt(k)}`);
        return {
          text: `For what value of ${tex('\\lambda')} are the vectors ${tex(vec(u))} and ${tex(vec(['\\lambda', b2, b3]))} perpendicular?`,
          answer: show(lambda),
          distractors: ints(rng, lambda, [-lambda, rest, lambda + 1]).map(show),
          hint: 'Perpendicular vectors have a dot product of 0.',
          explanation: `${tex(`${parenTex(a1)}\\lambda + ${parenTex(a2)} \\times ${parenTex(b2)} + ${parenTex(a3)} \\times ${parenTex(b3)} = 0`)} gives ${tex(`${linTex([[a1, '\\lambda']], rest)} = 0`)}, so ${show(lambda)}.`,
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
          text: `What is the projection of ${tex(`\\vec{a} = ${vec(u)}`)} on ${tex(`\\vec{b} = ${vec(v)}`)}?`,
          answer: answer.toTex(),
          distractors: fractions(rng, answer, [new Q(d, q[3] * q[3]), new Q(d), answer.neg()]).map((x) =>
            x.toTex(),
          ),
          hint: `The projection of ${tex('\\vec{a}')} on ${tex('\\vec{b}')} is ${tex('\\frac{\\vec{a} \\cdot \\vec{b}}{|\\vec{b}|}')}.`,
          explanation: `${tex(`\\vec{a} \\cdot \\vec{b} = ${texInt(d)}`)} and ${tex(`|\\vec{b}| = ${q[3]}`)}, so the projection is ${tex(`\\frac{${texInt(d)}}{${q[3]}}${answer.d === q[3] ? '' : ` = ${answer.texBody()}`}`)}.`,
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
        text: `${tex(`|\\vec{a}| = ${p}`)}, ${tex(`|\\vec{b}| = ${r}`)} and the angle between ${tex('\\vec{a}')} and ${tex('\\vec{b}')} is ${angle}°. What is ${tex('\\vec{a} \\cdot \\vec{b}')}?`,
        answer: answer.toTex(),
        distractors: fractions(rng, answer, [
          new Q(p * r),
          answer.neg(),
          new Q(p * r, 2).add(angle === 60 ? 1 : 0),
        ]).map((x) => x.toTex()),
        hint: `${tex('\\vec{a} \\cdot \\vec{b} = |\\vec{a}||\\vec{b}| \\cos \\theta')}.`,
        explanation: `${tex(`\\vec{a} \\cdot \\vec{b} = ${p} \\times ${r} \\times \\cos ${angle}^{\\circ} = ${p * r} \\times ${cos.texBody()} = ${answer.texBody()}`)}.`,
        params: { form: 'angle', p, r, angle },
      };
    },
  },
};

const DIE_EVENTS = [
  { text: 'an even number', count: 3 },
  { text: 'an odd prime number', count: 2 },
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
    .map((q) => q.toTex());
}

const ratio = (n: number, d: number): string => {
  const q = new Q(n, d);
  return tex(`\\frac{${n}}{${d}}${q.d === d ? '' : ` = ${q.texBody()}`}`);
};

const probability: SkillSpec = {
  slug: 'probability',
  name: 'Probability',
  description:
    'Find probabilities for dice and cards, for two dice together, for drawing without replacement and conditional probability.',
  prerequisites: ['math-11-probability'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const event = rng.pick(DIE_EVENTS);
        const answer = new Q(event.count, 6);
        return {
          text: `A fair die is thrown once. What is the probability of getting ${event.text}?`,
          answer: answer.toTex(),
          distractors: probabilities(rng, answer, [
            new Q(6 - event.count, 6),
            new Q(event.count, 5),
            new Q(1, event.count + 1),
          ]),
          hint: 'Probability = favourable outcomes ÷ 6, since a die has 6 equally likely faces.',
          explanation: `${event.count} of the 6 faces give ${event.text}, so the probability is ${ratio(event.count, 6)}.`,
          params: { form: 'die', event: event.text },
        };
      }
      const event = rng.pick(CARD_EVENTS);
      const answer = new Q(event.count, 52);
      return {
        text: `One card is drawn from a well-shuffled deck of 52 cards. What is the probability that it is ${event.text}?`,
        answer: answer.toTex(),
        distractors: probabilities(rng, answer, [
          new Q(1, 52),
          new Q(event.count, 13),
          new Q(52 - event.count, 52),
          new Q(event.count, 26),
          new Q(1, 4),
          new Q(1, 13),
        ]),
        hint: 'Count the favourable cards out of 52.',
        explanation: `There ${event.count > 1 ? 'are' : 'is'} ${event.count} such card${event.count > 1 ? 's' : ''}, so the probability is ${ratio(event.count, 52)}.`,
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
        answer: answer.toTex(),
        distractors: probabilities(rng, answer, [
          new Q(1, 11),
          new Q(ways, 12),
          new Q(ways + 1, 36),
          new Q(1, 6),
        ]),
        hint: 'There are 36 equally likely outcomes; list the pairs that give the sum.',
        explanation: `${ways} of the 36 outcomes give a sum of ${sum}, so the probability is ${ratio(ways, 36)}.`,
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
          answer: answer.toTex(),
          distractors: probabilities(rng, answer, [
            new Q(red * red, total * total),
            new Q(red, total),
            new Q(red - 1, total - 1),
          ]),
          hint: 'After the first red ball is taken out, one fewer red ball and one fewer ball remain.',
          explanation: `${tex(`P = \\frac{${red}}{${total}} \\times \\frac{${red - 1}}{${total - 1}} = ${answer.texBody()}`)}.`,
          params: { form: 'without-replacement', red, blue },
        };
      }
      const bTenths = rng.int(2, 9);
      const bothTenths = rng.int(1, bTenths - 1);
      const aTenths = bothTenths + rng.int(1, 3);
      if (aTenths > 9) return probability.levels[3](rng);
      const [pa, pb, both] = [new Q(aTenths, 10), new Q(bTenths, 10), new Q(bothTenths, 10)];
      const answer = both.div(pb);
      const d = (x: number): string => `0.${x}`;
      return {
        text: `For two events A and B, P(A) = ${d(aTenths)}, P(B) = ${d(bTenths)} and P(A ∩ B) = ${d(bothTenths)}. What is P(A | B)?`,
        answer: answer.toTex(),
        distractors: probabilities(rng, answer, [both.div(pa), both.mul(pb), pa, pb]),
        hint: 'P(A | B) = P(A ∩ B) ÷ P(B).',
        explanation: `P(A | B) = ${d(bothTenths)} ÷ ${d(bTenths)} = ${tex(`\\frac{${bothTenths}}{${bTenths}}${answer.d === bTenths ? '' : ` = ${answer.texBody()}`}`)}.`,
        params: { form: 'conditional', pa: pa.toString(), pb: pb.toString(), both: both.toString() },
      };
    },
  },
};

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

const relations: SkillSpec = {
  slug: 'relations-and-functions',
  name: 'Relations and functions',
  description:
    'Count functions and one-one functions between finite sets, compose functions and find inverses of linear functions.',
  prerequisites: ['math-11-relations-and-functions'],
  levels: {
    1: (rng): Problem => {
      const m = rng.int(2, 4);
      const n = rng.int(m, 5);
      if (rng.chance(0.5)) {
        const answer = n ** m;
        return {
          text: `A has ${m} elements and B has ${n} elements. How many functions are there from A to B?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [m ** n, m * n, 2 ** (m * n), factorial(n) / factorial(n - m)], { min: 1 }),
          ),
          hint: 'Each element of A can be sent to any one element of B, independently of the others.',
          explanation: `Each of the ${m} elements of A has ${n} choices, so there are ${tex(`${n}^{${m}} = ${texInt(answer)}`)} functions.`,
          params: { form: 'functions', m, n },
        };
      }
      const answer = factorial(n) / factorial(n - m);
      return {
        text: `A has ${m} elements and B has ${n} elements. How many one-one functions are there from A to B?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [n ** m, answer / factorial(m), m * n, factorial(n)], { min: 1 }),
        ),
        hint: 'In a one-one function no two elements of A may share an image, so the choices shrink by one each time.',
        explanation: `The images can be chosen in ${Array.from({ length: m }, (_, i) => n - i).join(' × ')} = ${int(answer)} ways.`,
        params: { form: 'one-one', m, n },
      };
    },
    2: (rng): Problem => {
      const a = rng.int(2, 5) * (rng.chance(0.3) ? -1 : 1);
      const b = rng.int(-6, 6) || 1;
      const c = rng.int(-5, 5);
      const k = rng.int(-3, 3) || 2;
      const f = (x: number): number => a * x + b;
      const g = (x: number): number => x * x + c;
      const fog = rng.chance(0.5);
      const answer = fog ? f(g(k)) : g(f(k));
      const name = fog ? 'f \\circ g' : 'g \\circ f';
      return {
        text: `If ${tex(`f(x) = ${linTex([[a, 'x']], b)}`)} and ${tex(`g(x) = ${polyTex([1, 0, c])}`)}, what is ${tex(`(${name})(${texInt(k)})`)}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [fog ? g(f(k)) : f(g(k)), f(k) * g(k), f(k) + g(k)])),
        hint: `${tex('(f \\circ g)(x) = f(g(x))')}: work out the inside function first.`,
        explanation: fog
          ? `${tex(`g(${texInt(k)}) = ${texInt(g(k))}`)}, then ${tex(`f(${texInt(g(k))}) = ${texInt(a)} \\times ${parenTex(g(k))} + ${parenTex(b)} = ${texInt(answer)}`)}.`
          : `${tex(`f(${texInt(k)}) = ${texInt(f(k))}`)}, then ${tex(`g(${texInt(f(k))}) = ${parenTex(f(k))}^{2} + ${parenTex(c)} = ${texInt(answer)}`)}.`,
        params: { form: fog ? 'fog' : 'gof', a, b, c, k },
      };
    },
    3: (rng): Problem => {
      const a = rng.int(2, 7) * (rng.chance(0.3) ? -1 : 1);
      const b = rng.int(-9, 9) || 4;
      const fx = linTex([[a, 'x']], b);
      if (rng.chance(0.5)) {
        const inv = (top: string, bottom: number): string =>
          tex(`f^{-1}(x) = ${bottom === 1 ? top : `\\frac{${top}}{${texInt(bottom)}}`}`);
        const answer = inv(linTex([[1, 'x']], -b), a);
        return {
          text: `${tex(`f : \\mathbb{R} \\to \\mathbb{R}`)} is given by ${tex(`f(x) = ${fx}`)}. What is ${tex('f^{-1}(x)')}?`,
          answer,
          distractors: wrong(answer, [
            inv(linTex([[1, 'x']], b), a),
            tex(`f^{-1}(x) = \\frac{x}{${texInt(a)}} ${b > 0 ? '-' : '+'} ${Math.abs(b)}`),
            tex(`f^{-1}(x) = \\frac{1}{${fx}}`),
            inv(linTex([[1, 'x']], -b), -a),
          ]),
          hint: `Write ${tex(`y = ${fx}`)} and solve for x in terms of y.`,
          explanation: `${tex(`y = ${fx}`)} gives ${tex(`${linTex([[a, 'x']])} = ${linTex([[1, 'y']], -b)}`)}, so ${tex(`x = \\frac{${linTex([[1, 'y']], -b)}}{${texInt(a)}}`)} and ${answer}.`,
          params: { form: 'inverse', a, b },
        };
      }
      const t = rng.int(-6, 6);
      const k = a * t + b;
      const wrongValue = (k + b) / a;
      return {
        text: `${tex(`f(x) = ${fx}`)} is a bijection from ${tex('\\mathbb{R}')} to ${tex('\\mathbb{R}')}. What is ${tex(`f^{-1}(${texInt(k)})`)}?`,
        answer: int(t),
        distractors: fmtInts(ints(rng, t, [a * k + b, Number.isInteger(wrongValue) ? wrongValue : -t, -t])),
        hint: `${tex(`f^{-1}(${texInt(k)})`)} is the number whose image under f is ${int(k)}.`,
        explanation: `${tex(`${fx} = ${texInt(k)}`)} gives ${tex(`${linTex([[a, 'x']])} = ${texInt(k - b)}`)}, so ${tex(`x = ${texInt(t)}`)}.`,
        params: { form: 'inverse-value', a, b, k },
      };
    },
  },
};

type Inv = 'sin' | 'cos' | 'tan';
/** An angle after a function name: negative ones in brackets. */
const angleArg = (q: Q): string => (q.n < 0 ? `\\left(${piBody(q)}\\right)` : piBody(q));
/** Principal value branches in multiples of π/12 (lowest, highest). */
const BRANCH: Record<Inv, [number, number]> = { sin: [-6, 6], cos: [0, 12], tan: [-5, 5] };
const ANGLES = [-6, -4, -3, -2, 0, 2, 3, 4, 6, 8, 9, 10, 12];

/** The argument x in TeX for which inv(x) = angle (angle in π/12 steps). */
function argument(f: Inv, twelfths: number): string {
  const [q, r] = trigValue(f, twelfths * 15);
  return surdBody(q, r);
}

const inverseTrig: SkillSpec = {
  slug: 'inverse-trigonometric-functions',
  name: 'Inverse trigonometric functions',
  description:
    'Find principal values of the inverse trigonometric functions, add them, and simplify an inverse function of a function.',
  prerequisites: ['relations-and-functions', 'math-11-trigonometric-functions'],
  levels: {
    1: (rng): Problem => {
      const f = rng.pick(['sin', 'cos', 'tan'] as const);
      const [lo, hi] = BRANCH[f];
      // Negative arguments of sin⁻¹ and tan⁻¹ come in the sums (level 2): here they would mirror the positive ones.
      const angle = rng.pick(
        ANGLES.filter(
          (a) =>
            a >= Math.max(lo, f === 'cos' ? lo : 0) &&
            a <= hi &&
            !(f === 'tan' && Math.abs(a) === 6) &&
            // cos⁻¹ and sin⁻¹ of the same number would both be π/4
            !(f === 'cos' && a === 3),
        ),
      );
      const value = new Q(angle, 12);
      const answer = pi(value);
      const other = f === 'sin' ? new Q(12 - angle, 12) : f === 'cos' ? value.neg() : value.add(1);
      return {
        text: `What is the principal value of ${tex(`\\${f}^{-1}\\left(${argument(f, angle)}\\right)`)}?`,
        answer,
        distractors: wrong(answer, [
          pi(other),
          pi(value.neg()),
          pi(new Q(6 - angle, 12)),
          pi(value.add(new Q(1, 2))),
          pi(new Q(1, 3)),
        ]),
        hint: `The principal value of ${tex(`\\${f}^{-1}`)} lies in ${tex(f === 'sin' ? '\\left[-\\frac{\\pi}{2}, \\frac{\\pi}{2}\\right]' : f === 'cos' ? '[0, \\pi]' : '\\left(-\\frac{\\pi}{2}, \\frac{\\pi}{2}\\right)')}.`,
        explanation: `${tex(`\\${f} ${piBody(value)} = ${argument(f, angle)}`)} and ${tex(piBody(value))} lies in the principal branch, so the principal value is ${answer}.`,
        params: { form: 'principal', f, angle },
      };
    },
    2: (rng): Problem => {
      const fs = rng.shuffle(['sin', 'cos', 'tan'] as const).slice(0, rng.int(2, 3)) as Inv[];
      const angles = fs.map((f) => {
        const [lo, hi] = BRANCH[f];
        return rng.pick(
          ANGLES.filter((a) => a >= lo && a <= hi && a !== 0 && !(f === 'tan' && Math.abs(a) === 6)),
        );
      });
      const values = angles.map((a) => new Q(a, 12));
      const total = values.reduce((s, v) => s.add(v), new Q(0));
      const parts = fs.map((f, i) => `\\${f}^{-1}\\left(${argument(f, angles[i]!)}\\right)`);
      // A student who takes the value in the wrong quadrant for a negative cosine uses −θ instead of θ.
      const slip = fs.map((f, i) =>
        f === 'cos' && angles[i]! > 6 ? new Q(12 - angles[i]!, 12) : values[i]!,
      );
      const slipTotal = slip.reduce((s, v) => s.add(v), new Q(0));
      return {
        text: `What is the value of ${tex(parts.join(' + '))}?`,
        answer: pi(total),
        distractors: wrong(pi(total), [
          pi(slipTotal),
          pi(total.neg()),
          pi(total.add(new Q(1, 2))),
          pi(total.sub(new Q(1, 3))),
          pi(total.add(new Q(1, 6))),
        ]),
        hint: 'Find the principal value of each term separately, then add.',
        explanation: `The principal values are ${values.map((v) => tex(piBody(v))).join(', ')}, and their sum is ${pi(total)}.`,
        params: { form: 'sum', fs: fs, angles },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const f = rng.pick(['sin', 'cos', 'tan'] as const);
        const choices = {
          sin: [8, 9, 10, 14, 15, 16],
          cos: [14, 15, 16, 18, 20, -2, -3, -4],
          tan: [8, 9, 10, 14, 15, 16],
        }[f];
        const angle = rng.pick(choices);
        const [lo, hi] = BRANCH[f];
        let reduced = angle;
        const [q, r] = trigValue(f, angle * 15);
        for (const a of ANGLES) {
          if (a < lo || a > hi || (f === 'tan' && Math.abs(a) === 6)) continue;
          const [q2, r2] = trigValue(f, a * 15);
          if (r2 === r && q2.equals(q)) reduced = a;
        }
        const answer = pi(new Q(reduced, 12));
        return {
          text: `What is the value of ${tex(`\\${f}^{-1}\\left(\\${f} ${angleArg(new Q(angle, 12))}\\right)`)}?`,
          answer,
          distractors: wrong(answer, [
            pi(new Q(angle, 12)),
            pi(new Q(-reduced, 12)),
            pi(new Q(12 - reduced, 12)),
            pi(new Q(reduced + 12, 12)),
            pi(new Q(6, 12)),
          ]),
          hint: `${tex(`\\${f}^{-1}(\\${f} x) = x`)} only when x is in the principal branch; otherwise find the angle in the branch with the same ${f} value.`,
          explanation: `${tex(`\\${f} ${angleArg(new Q(angle, 12))} = ${surdBody(q, r)} = \\${f} ${angleArg(new Q(reduced, 12))}`)}, and ${tex(piBody(new Q(reduced, 12)))} lies in the principal branch, so the value is ${answer}.`,
          params: { form: 'reduce', f, angle },
        };
      }
      const [p, b, h] = rng.pick(TRIPLES);
      const inner = rng.pick(['sin', 'cos'] as const);
      const outer = rng.pick(inner === 'sin' ? (['cos', 'tan'] as const) : (['sin', 'tan'] as const));
      // θ = inner⁻¹(p/h) with opposite p, adjacent b for sin; for cos the given ratio is b/h.
      const given = inner === 'sin' ? new Q(p, h) : new Q(b, h);
      const sin = new Q(p, h);
      const cos = new Q(b, h);
      const value = outer === 'sin' ? sin : outer === 'cos' ? cos : sin.div(cos);
      return {
        text: `What is the value of ${tex(`\\${outer}\\left(\\${inner}^{-1} ${given.texBody()}\\right)`)}?`,
        answer: value.toTex(),
        distractors: wrong(value.toTex(), [
          given.toTex(),
          cos.div(sin).toTex(),
          new Q(h, p).toTex(),
          new Q(h, b).toTex(),
          value.neg().toTex(),
        ]),
        hint: `Let ${tex(`\\theta = \\${inner}^{-1} ${given.texBody()}`)} and draw a right triangle with that ratio.`,
        explanation: `${tex(`\\${inner} \\theta = ${given.texBody()}`)}, so the sides are ${p}, ${b} and ${h} (as ${tex(`${p}^{2} + ${b}^{2} = ${h}^{2}`)}) and ${tex(`\\${outer} \\theta = ${value.texBody()}`)}.`,
        params: { form: 'compose', p, b, h, inner, outer },
      };
    },
  },
};

const add2 = (A: readonly number[], B: readonly number[], s: number, t: number): number[] =>
  A.map((x, i) => s * x + t * B[i]!);
const mul2 = (A: readonly number[], B: readonly number[]): number[] => [
  A[0]! * B[0]! + A[1]! * B[2]!,
  A[0]! * B[1]! + A[1]! * B[3]!,
  A[2]! * B[0]! + A[3]! * B[2]!,
  A[2]! * B[1]! + A[3]! * B[3]!,
];

const matrixOperations: SkillSpec = {
  slug: 'matrix-operations',
  name: 'Matrices: order, entries and operations',
  description:
    'Build a matrix from a rule for its entries, tell the order of a product, equate matrices, and add, scale and multiply matrices.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const p = rng.int(1, 4) * (rng.chance(0.4) ? -1 : 1);
        const q = rng.int(1, 4) * (rng.chance(0.4) ? -1 : 1);
        const i = rng.int(1, 3);
        let j = rng.int(1, 3);
        if (j === i) j = (i % 3) + 1;
        const rule = linTex([
          [p, 'i'],
          [q, 'j'],
        ]);
        const answer = p * i + q * j;
        return {
          text: `A ${tex('3 \\times 3')} matrix A has entries ${tex(`a_{ij} = ${rule}`)}. What is ${tex(`a_{${i}${j}}`)}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [p * j + q * i, p * i - q * j, answer + p])),
          hint: `In ${tex('a_{ij}')}, i is the row number and j is the column number.`,
          explanation: `${tex(`a_{${i}${j}} = ${texInt(p)} \\times ${i} + ${parenTex(q)} \\times ${j} = ${texInt(answer)}`)}.`,
          params: { form: 'entry', p, q, i, j },
        };
      }
      const [m, n, r] = [rng.int(1, 5), rng.int(1, 5), rng.int(1, 5)];
      if (m === r) return matrixOperations.levels[1](rng);
      const order = (x: number, y: number): string => tex(`${x} \\times ${y}`);
      return {
        text: `A is a ${order(m, n)} matrix and B is a ${order(n, r)} matrix. What is the order of AB?`,
        answer: order(m, r),
        distractors: wrong(order(m, r), [
          order(r, m),
          order(n, n),
          order(m, n),
          order(n, r),
          order(m + 1, r),
        ]),
        hint: 'The number of columns of A must match the number of rows of B; these cancel out.',
        explanation: `(${order(m, n)}) times (${order(n, r)}) keeps the ${m} rows of A and the ${r} columns of B, so AB is ${order(m, r)}.`,
        params: { form: 'order', m, n, r },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const A = Array.from({ length: 4 }, () => rng.int(-5, 6));
        const B = Array.from({ length: 4 }, () => rng.int(-5, 6));
        const s = rng.int(2, 3);
        const t = rng.pick([1, -1, 2, -2]);
        const answer = tex(mat(add2(A, B, s, t)));
        const combo = `${s}A ${t < 0 ? '-' : '+'} ${Math.abs(t) === 1 ? '' : Math.abs(t)}B`;
        return {
          text: `If ${tex(`A = ${mat(A)}`)} and ${tex(`B = ${mat(B)}`)}, what is ${tex(combo)}?`,
          answer,
          distractors: wrong(answer, [
            tex(mat(add2(A, B, s, -t))),
            tex(mat(add2(A, B, 1, t))),
            tex(mat(add2(A, B, s, 1))),
            tex(mat(add2(A, B, s, t).map((x, i) => (i === 3 ? x + 1 : x)))),
          ]),
          hint: 'Multiply every entry by the scalar, then add or subtract the matching entries.',
          explanation: `Entry by entry, the top-left entry is ${tex(`${s} \\times ${parenTex(A[0]!)} ${t < 0 ? '-' : '+'} ${Math.abs(t)} \\times ${parenTex(B[0]!)} = ${texInt(s * A[0]! + t * B[0]!)}`)}, and the others the same way, giving ${answer}.`,
          params: { form: 'combination', a: A, b: B, s, t },
        };
      }
      const x = rng.int(-6, 8);
      const y = rng.int(-6, 8);
      const [e, f] = [rng.int(-5, 9), rng.int(-5, 9)];
      const show = (u: number, v: number): string => tex(`x = ${texInt(u)},\\ y = ${texInt(v)}`);
      return {
        text: `If ${tex(`\\begin{bmatrix}x + y & ${texInt(e)}\\\\${texInt(f)} & x - y\\end{bmatrix} = \\begin{bmatrix}${texInt(x + y)} & ${texInt(e)}\\\\${texInt(f)} & ${texInt(x - y)}\\end{bmatrix}`)}, what are x and y?`,
        answer: show(x, y),
        distractors: wrong(show(x, y), [show(y, x), show(x + y, x - y), show(-x, -y), show(x, -y)]),
        hint: 'Equal matrices have equal corresponding entries; add and subtract the two equations.',
        explanation: `${tex(`x + y = ${texInt(x + y)}`)} and ${tex(`x - y = ${texInt(x - y)}`)}; adding gives ${tex(`2x = ${texInt(2 * x)}`)}, so ${show(x, y)}.`,
        params: { form: 'equal', x, y, e, f },
      };
    },
    3: (rng): Problem => {
      const A = Array.from({ length: 4 }, () => rng.int(-4, 5));
      const square = rng.chance(0.4);
      const B = square ? A : Array.from({ length: 4 }, () => rng.int(-4, 5));
      const answer = tex(mat(mul2(A, B)));
      const elementwise = A.map((x, i) => x * B[i]!);
      const transposed = [
        A[0]! * B[0]! + A[1]! * B[1]!,
        A[0]! * B[2]! + A[1]! * B[3]!,
        A[2]! * B[0]! + A[3]! * B[1]!,
        A[2]! * B[2]! + A[3]! * B[3]!,
      ];
      const [p, q, r, s] = mul2(A, B) as [number, number, number, number];
      return {
        text: square
          ? `If ${tex(`A = ${mat(A)}`)}, what is ${tex('A^{2}')}?`
          : `If ${tex(`A = ${mat(A)}`)} and ${tex(`B = ${mat(B)}`)}, what is AB?`,
        answer,
        distractors: wrong(answer, [
          tex(mat(mul2(B, A))),
          tex(mat(elementwise)),
          tex(mat(transposed)),
          tex(mat([p, r, q, s])),
          tex(mat([p + 1, q, r, s - 1])),
        ]),
        hint: 'The entry in row i and column j is row i of the first matrix times column j of the second, term by term, added.',
        explanation: `Row 1 times column 1: ${tex(`(${texInt(A[0]!)})(${texInt(B[0]!)}) + (${texInt(A[1]!)})(${texInt(B[2]!)}) = ${texInt(p)}`)}; the other three entries the same way give ${answer}.`,
        params: { form: square ? 'square' : 'product', a: A, b: B },
      };
    },
  },
};

const cmUnit = (power: number): string => `\\text{ cm}^{${power}}\\text{/s}`;

const applicationsOfDerivatives: SkillSpec = {
  slug: 'applications-of-derivatives',
  name: 'Applications of derivatives',
  description:
    'Find rates of change, intervals where a function increases or decreases, local maxima and minima, and solve simple optimisation problems.',
  prerequisites: ['derivatives'],
  levels: {
    1: (rng): Problem => {
      const rate = rng.int(2, 6);
      const size = rng.int(3, 15);
      if (rng.chance(0.5)) {
        const answer = 2 * size * rate;
        const show = (k: number): string => tex(`${k}\\pi${cmUnit(2)}`);
        return {
          text: `The radius of a circular ripple on a pond increases at ${rate} cm/s. How fast is the area increasing when the radius is ${size} cm?`,
          answer: show(answer),
          distractors: wrong(show(answer), [
            show(size * size * rate),
            show(2 * size),
            show(size * rate),
            show(answer * 2),
          ]),
          hint: `${tex('A = \\pi r^{2}')}, so ${tex('\\frac{dA}{dt} = 2\\pi r \\frac{dr}{dt}')}.`,
          explanation: `${tex(`\\frac{dA}{dt} = 2\\pi \\times ${size} \\times ${rate} = ${answer}\\pi`)}, in square centimetres per second.`,
          params: { form: 'circle', rate, size },
        };
      }
      const answer = 3 * size * size * rate;
      const show = (k: number): string => tex(`${texInt(k)}${cmUnit(3)}`);
      return {
        text: `The edge of a cube increases at ${rate} cm/s. How fast is its volume increasing when the edge is ${size} cm long?`,
        answer: show(answer),
        distractors: wrong(show(answer), [
          show(size ** 3 * rate),
          show(3 * size * size),
          show(3 * size * rate),
          show(size * size * rate),
        ]),
        hint: `${tex('V = x^{3}')}, so ${tex('\\frac{dV}{dt} = 3x^{2} \\frac{dx}{dt}')}.`,
        explanation: `${tex(`\\frac{dV}{dt} = 3 \\times ${size}^{2} \\times ${rate} = ${texInt(answer)}`)}, in cubic centimetres per second.`,
        params: { form: 'cube', rate, size },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a = rng.int(-6, 6) || 3;
        const b = rng.int(-9, 9);
        const up = rng.chance(0.5);
        const right = tex(`(${texInt(a)}, \\infty)`);
        const left = tex(`(-\\infty, ${texInt(a)})`);
        const answer = up ? right : left;
        return {
          text: `On which interval is ${tex(`f(x) = ${polyTex([1, -2 * a, b])}`)} strictly ${up ? 'increasing' : 'decreasing'}?`,
          answer,
          distractors: wrong(answer, [
            up ? left : right,
            tex(`(${texInt(-a)}, \\infty)`),
            tex(`(-\\infty, ${texInt(-a)})`),
            tex(`(${texInt(2 * a)}, \\infty)`),
          ]),
          hint: `f is increasing where ${tex("f'(x) > 0")} and decreasing where ${tex("f'(x) < 0")}.`,
          explanation: `${tex(`f'(x) = ${linTex([[2, 'x']], -2 * a)}`)} is ${up ? 'positive' : 'negative'} when ${tex(`x ${up ? '>' : '<'} ${texInt(a)}`)}, so f is strictly ${up ? 'increasing' : 'decreasing'} on ${answer}.`,
          params: { form: up ? 'increasing' : 'decreasing', a, b },
        };
      }
      const k = rng.int(1, 5);
      const c = rng.int(-9, 9);
      const answer = tex(`(${-k}, ${k})`);
      return {
        text: `On which interval is ${tex(`f(x) = ${polyTex([1, 0, -3 * k * k, c])}`)} strictly decreasing?`,
        answer,
        distractors: wrong(answer, [
          tex(`(-\\infty, ${-k}) \\cup (${k}, \\infty)`),
          tex(`(${-k * k}, ${k * k})`),
          tex(`(0, ${k})`),
          tex(`(${-3 * k}, ${3 * k})`),
        ]),
        hint: `Find where ${tex("f'(x) < 0")}.`,
        explanation: `${tex(`f'(x) = 3x^{2} - ${3 * k * k} = 3(x - ${k})(x + ${k})`)}, which is negative between ${int(-k)} and ${k}, so f is strictly decreasing on ${answer}.`,
        params: { form: 'cubic', k, c },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const k = rng.int(1, 4);
        const c = rng.int(-10, 10);
        const max = rng.chance(0.5);
        const f = (x: number): number => x ** 3 - 3 * k * k * x + c;
        const answer = max ? f(-k) : f(k);
        return {
          text: `What is the local ${max ? 'maximum' : 'minimum'} value of ${tex(`f(x) = ${polyTex([1, 0, -3 * k * k, c])}`)}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [max ? f(k) : f(-k), c, max ? -k : k, f(k * k)])),
          hint: `Solve ${tex("f'(x) = 0")}, then use the sign of ${tex("f''(x)")} to tell the maximum from the minimum.`,
          explanation: `${tex(`f'(x) = 3x^{2} - ${3 * k * k} = 0`)} at ${tex(`x = \\pm ${k}`)}; ${tex(`f''(x) = 6x`)} is ${max ? `negative at x = ${int(-k)}, so the local maximum is ${tex(`f(${-k}) = ${texInt(answer)}`)}` : `positive at x = ${k}, so the local minimum is ${tex(`f(${k}) = ${texInt(answer)}`)}`}.`,
          params: { form: max ? 'local-max' : 'local-min', k, c },
        };
      }
      const L = 4 * rng.int(5, 40);
      const side = L / 4;
      const answer = side * side;
      const area = (x: number): string => `${int(x)} square metres`;
      return {
        text: `A farmer has ${int(L)} m of fencing to enclose a rectangular field. What is the largest area he can enclose?`,
        answer: area(answer),
        distractors: wrong(
          area(answer),
          [area((L / 2) ** 2), area(answer - 1), area((L * L) / 8), area(side * (side + 1))].filter(
            (x) => !x.includes('.'),
          ),
        ),
        hint: `If one side is x m, the other is ${tex(`${L / 2} - x`)} m; maximise the area with ${tex("A'(x) = 0")}.`,
        explanation: `${tex(`A = x(${L / 2} - x)`)} and ${tex(`A'(x) = ${L / 2} - 2x = 0`)} gives x = ${side}, a square, so the area is ${side} × ${side} = ${int(answer)} square metres.`,
        params: { form: 'fence', L },
      };
    },
  },
};

const ekx = (k: number): string => `e^{${k === 1 ? '' : k}x}`;
const trigKx = (f: string, k: number): string => `\\${f} ${k === 1 ? '' : k}x`;
/** c/k written as a coefficient in front of an expression: `\\frac{2}{3}`, `-`, `` (for 1). */
function coef(q: Q): string {
  if (q.equals(1)) return '';
  if (q.equals(-1)) return '-';
  return q.texBody();
}

const integrationMethods: SkillSpec = {
  slug: 'integration-methods',
  name: 'Integrals of exponential, trigonometric and logarithmic functions',
  description:
    'Integrate exponential and trigonometric functions, evaluate definite integrals with them, and integrate by substitution and by parts.',
  prerequisites: ['definite-integrals'],
  levels: {
    1: (rng): Problem => {
      const kind = rng.pick(['exp', 'sin', 'cos'] as const);
      const k = rng.int(2, 5);
      const c = rng.int(1, 8);
      const give = (q: Q, fn: string): string => tex(`${coef(q)}${fn} + C`);
      const integrand = kind === 'exp' ? ekx(k) : trigKx(kind, k);
      const right = new Q(c, k);
      const [answer, typical] =
        kind === 'exp'
          ? [
              give(right, ekx(k)),
              [give(new Q(c * k), ekx(k)), give(new Q(c), ekx(k)), give(right.neg(), ekx(k))],
            ]
          : kind === 'sin'
            ? [
                give(right.neg(), trigKx('cos', k)),
                [
                  give(right, trigKx('cos', k)),
                  give(new Q(-c * k), trigKx('cos', k)),
                  give(right, trigKx('sin', k)),
                ],
              ]
            : [
                give(right, trigKx('sin', k)),
                [
                  give(right.neg(), trigKx('sin', k)),
                  give(new Q(c * k), trigKx('sin', k)),
                  give(right, trigKx('cos', k)),
                ],
              ];
      return {
        text: `What is ${tex(`\\int ${c === 1 ? '' : c}${integrand}\\,dx`)}?`,
        answer,
        distractors: wrong(answer, typical),
        hint: `${tex('\\int e^{kx}\\,dx = \\frac{1}{k}e^{kx} + C')}, ${tex('\\int \\sin kx\\,dx = -\\frac{1}{k}\\cos kx + C')}, ${tex('\\int \\cos kx\\,dx = \\frac{1}{k}\\sin kx + C')}.`,
        explanation: `Dividing by the ${k} that the chain rule would bring out: ${tex(`\\frac{${c}}{${k}}${right.d === k ? '' : ` = ${right.texBody()}`}`)}, so the integral is ${answer}.`,
        params: { form: kind, k, c },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['trig', 'log', 'exp'] as const);
      if (form === 'trig') {
        const a = rng.int(-6, 9) || 2;
        const b = rng.int(-6, 9) || 3;
        const answer = a + b;
        return {
          text: `What is ${tex(
            `\\int_{0}^{\\frac{\\pi}{2}} (${linTex([
              [a, '\\sin x'],
              [b, '\\cos x'],
            ])})\\,dx`,
          )}?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [b - a, a - b, -answer, 2 * a + b])),
          hint: `${tex('\\int \\sin x\\,dx = -\\cos x')} and ${tex('\\int \\cos x\\,dx = \\sin x')}; then put in the limits.`,
          explanation: `${tex(
            `[${linTex([
              [-a, '\\cos x'],
              [b, '\\sin x'],
            ])}]_{0}^{\\frac{\\pi}{2}} = (0 + ${parenTex(b)}) - (${texInt(-a)} + 0) = ${texInt(answer)}`,
          )}.`,
          params: { form, a, b },
        };
      }
      if (form === 'log') {
        const c = rng.int(1, 9);
        const k = rng.int(2, 6);
        return {
          text: `What is ${tex(`\\int_{1}^{e^{${k}}} \\frac{${c}}{x}\\,dx`)}?`,
          answer: int(c * k),
          distractors: fmtInts(ints(rng, c * k, [c, k, c * (k - 1), c + k], { min: 1 })),
          hint: `${tex('\\int \\frac{1}{x}\\,dx = \\log |x| + C')}, and ${tex('\\log 1 = 0')}.`,
          explanation: `${tex(`${c === 1 ? '' : c}[\\log x]_{1}^{e^{${k}}} = ${c === 1 ? '' : c}(${k} - 0) = ${c * k}`)}.`,
          params: { form, c, k },
        };
      }
      const k = rng.int(2, 12);
      const c = rng.int(1, 5);
      const form2 = 'exp-definite';
      return {
        text: `What is ${tex(`\\int_{0}^{\\log ${k}} ${c === 1 ? '' : c}e^{x}\\,dx`)}?`,
        answer: int(c * (k - 1)),
        distractors: fmtInts(ints(rng, c * (k - 1), [c * k, c * (k + 1), k - 1, c * k - 1], { min: 1 })),
        hint: `${tex('\\int e^{x}\\,dx = e^{x}')}, ${tex(`e^{\\log ${k}} = ${k}`)} and ${tex('e^{0} = 1')}.`,
        explanation: `${tex(`${c === 1 ? '' : c}[e^{x}]_{0}^{\\log ${k}} = ${c === 1 ? '' : c}(${k} - 1) = ${c * (k - 1)}`)}.`,
        params: { form: form2, c, k },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const b = rng.int(-6, 6);
        const c = rng.int(-9, 9) || 5;
        const q = polyTex([1, b, c]);
        const log = (inside: string): string => tex(`\\log |${inside}| + C`);
        const answer = log(q);
        return {
          text: `What is ${tex(`\\int \\frac{${linTex([[2, 'x']], b)}}{${q}}\\,dx`)}?`,
          answer,
          distractors: wrong(answer, [
            log(linTex([[2, 'x']], b)),
            tex(`\\frac{1}{${q}} + C`),
            tex(`-\\frac{1}{(${q})^{2}} + C`),
            tex(`(${linTex([[2, 'x']], b)})\\log |${q}| + C`),
          ]),
          hint: 'The top is the derivative of the bottom: substitute t = the bottom.',
          explanation: `With ${tex(`t = ${q}`)}, ${tex(`dt = (${linTex([[2, 'x']], b)})\\,dx`)}, so the integral is ${tex('\\int \\frac{dt}{t} = \\log |t| + C')} = ${answer}.`,
          params: { form: 'substitution', b, c },
        };
      }
      const kind = rng.pick(['exp', 'cos', 'sin'] as const);
      const k = rng.int(1, 4);
      const inv = new Q(1, k);
      const inv2 = new Q(1, k * k);
      const kx = `${k === 1 ? '' : k}x`;
      const xc = (q: Q): string => (q.equals(1) ? 'x' : `${q.texBody()}x`);
      const parts: Record<typeof kind, [string, string[]]> = {
        exp: [
          `${xc(inv)}e^{${kx}} - ${coef(inv2)}e^{${kx}} + C`,
          [
            `${xc(inv)}e^{${kx}} + ${coef(inv2)}e^{${kx}} + C`,
            `${xc(new Q(k))}e^{${kx}} - ${k * k}e^{${kx}} + C`,
            `\\frac{x^{2}}{2}${ekx(k)} + C`,
          ],
        ],
        cos: [
          `${xc(inv)}\\sin ${kx} + ${coef(inv2)}\\cos ${kx} + C`,
          [
            `${xc(inv)}\\sin ${kx} - ${coef(inv2)}\\cos ${kx} + C`,
            `-${xc(inv)}\\sin ${kx} + ${coef(inv2)}\\cos ${kx} + C`,
            `\\frac{x^{2}}{2}\\sin ${kx} + C`,
          ],
        ],
        sin: [
          `-${xc(inv)}\\cos ${kx} + ${coef(inv2)}\\sin ${kx} + C`,
          [
            `${xc(inv)}\\cos ${kx} + ${coef(inv2)}\\sin ${kx} + C`,
            `-${xc(inv)}\\cos ${kx} - ${coef(inv2)}\\sin ${kx} + C`,
            `-\\frac{x^{2}}{2}\\cos ${kx} + C`,
          ],
        ],
      };
      const [right, mistakes] = parts[kind];
      const answer = tex(right);
      const integrand = kind === 'exp' ? `x${ekx(k)}` : `x\\${kind} ${kx}`;
      return {
        text: `What is ${tex(`\\int ${integrand}\\,dx`)}?`,
        answer,
        distractors: wrong(answer, mistakes.map(tex)),
        hint: `Integrate by parts with u = x: ${tex('\\int u\\,dv = uv - \\int v\\,du')}.`,
        explanation: `With u = x and ${tex(`dv = ${kind === 'exp' ? ekx(k) : `\\${kind} ${kx}`}\\,dx`)}, ${tex(`v = ${kind === 'exp' ? `${coef(inv)}${ekx(k)}` : kind === 'cos' ? `${coef(inv)}\\sin ${kx}` : `-${coef(inv)}\\cos ${kx}`}`)}; then ${tex('uv - \\int v\\,du')} gives ${answer}.`,
        params: { form: `parts-${kind}`, k },
      };
    },
  },
};

const units = (q: Q, piTimes = false): string => `${piTimes ? pi(q) : q.toTex()} square units`;

const applicationOfIntegrals: SkillSpec = {
  slug: 'area-under-curves',
  name: 'Areas under curves and between curves',
  description:
    'Find the area under a parabola or a cubic, the area of a circle or an ellipse, and the area between a parabola and a line by integration.',
  prerequisites: ['definite-integrals', 'math-11-conic-sections'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(1, 6);
      if (rng.chance(0.5)) {
        const k = rng.int(1, 3);
        const area = new Q(k * a ** 3, 3);
        return {
          text: `What is the area of the region bounded by ${tex(`y = ${k === 1 ? '' : k}x^{2}`)}, the x-axis and the lines x = 0 and x = ${a}?`,
          answer: units(area),
          distractors: wrong(units(area), [
            units(new Q(k * a * a)),
            units(new Q(k * a ** 3)),
            units(new Q(k * a ** 3, 2)),
            units(area.add(1)),
          ]),
          hint: `The area is ${tex(`\\int_{0}^{${a}} y\\,dx`)}.`,
          explanation: `${tex(`\\int_{0}^{${a}} ${k === 1 ? '' : k}x^{2}\\,dx = ${k === 1 ? '' : k}\\left[\\frac{x^{3}}{3}\\right]_{0}^{${a}} = \\frac{${k * a ** 3}}{3}${area.d === 3 ? '' : ` = ${area.texBody()}`}`)} square units.`,
          params: { form: 'parabola', a, k },
        };
      }
      const area = new Q(a ** 4, 4);
      return {
        text: `What is the area of the region bounded by ${tex('y = x^{3}')}, the x-axis and the lines x = 0 and x = ${a}?`,
        answer: units(area),
        distractors: wrong(units(area), [
          units(new Q(a ** 3)),
          units(new Q(a ** 4, 3)),
          units(new Q(3 * a * a)),
          units(area.add(1)),
        ]),
        hint: `The area is ${tex(`\\int_{0}^{${a}} x^{3}\\,dx`)}.`,
        explanation: `${tex(`\\left[\\frac{x^{4}}{4}\\right]_{0}^{${a}} = \\frac{${a ** 4}}{4}${area.d === 4 ? '' : ` = ${area.texBody()}`}`)} square units.`,
        params: { form: 'cubic', a },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.6)) {
        const a = rng.int(2, 7);
        let b = rng.int(2, 6);
        if (b === a) b = a + 1;
        const area = new Q(a * b);
        const quarter = rng.chance(0.4);
        const value = quarter ? area.div(4) : area;
        return {
          text: quarter
            ? `What is the area of the part of the ellipse ${tex(`\\frac{x^{2}}{${a * a}} + \\frac{y^{2}}{${b * b}} = 1`)} that lies in the first quadrant?`
            : `What is the area enclosed by the ellipse ${tex(`\\frac{x^{2}}{${a * a}} + \\frac{y^{2}}{${b * b}} = 1`)}?`,
          answer: units(value, true),
          distractors: wrong(units(value, true), [
            units(quarter ? area : area.div(4), true),
            units(new Q(a * a * b * b).div(quarter ? 4 : 1), true),
            units(new Q(a + b).div(quarter ? 4 : 1), true),
            units(value.mul(2), true),
          ]),
          hint: `The area of the ellipse ${tex('\\frac{x^{2}}{a^{2}} + \\frac{y^{2}}{b^{2}} = 1')} is ${tex('4\\int_{0}^{a} \\frac{b}{a}\\sqrt{a^{2} - x^{2}}\\,dx')}, which works out to ${tex('\\pi ab')}.`,
          explanation: `a = ${a} and b = ${b}, so the whole ellipse has area ${tex(`\\pi \\times ${a} \\times ${b} = ${piBody(area)}`)}${quarter ? `, and a quarter of it is ${tex(piBody(value))}` : ''} square units.`,
          params: { form: quarter ? 'ellipse-quarter' : 'ellipse', a, b },
        };
      }
      const r = rng.int(2, 9);
      const value = new Q(r * r, 4);
      return {
        text: `What is the area of the region in the first quadrant enclosed by the x-axis, the line x = 0 and the circle ${tex(`x^{2} + y^{2} = ${r * r}`)}?`,
        answer: units(value, true),
        distractors: wrong(units(value, true), [
          units(new Q(r * r), true),
          units(new Q(r, 4), true),
          units(new Q(r * r, 2), true),
          units(new Q(r * r * r * r, 4), true),
        ]),
        hint: `The region is a quarter of the circle; ${tex('\\int_{0}^{r} \\sqrt{r^{2} - x^{2}}\\,dx = \\frac{\\pi r^{2}}{4}')}.`,
        explanation: `The radius is ${r}, so the area is ${tex(`\\frac{\\pi \\times ${r}^{2}}{4} = ${piBody(value)}`)} square units.`,
        params: { form: 'circle-quarter', r },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const k = rng.int(1, 6);
        const area = new Q(k ** 3, 6);
        const figure = parabolaLine(k);
        return {
          text: `What is the area of the region enclosed between the parabola ${tex('y = x^{2}')} and the line ${tex(`y = ${k === 1 ? '' : k}x`)}?`,
          answer: units(area),
          distractors: wrong(units(area), [
            units(new Q(k ** 3, 2)),
            units(new Q(k ** 3, 3)),
            units(new Q(k * k, 2)),
            units(new Q(k ** 3, 6).add(1)),
          ]),
          hint: `The curves meet where ${tex(`x^{2} = ${k === 1 ? '' : k}x`)}; integrate (line − parabola) between those x values.`,
          explanation: `They meet at x = 0 and x = ${k}, so the area is ${tex(`\\int_{0}^{${k}} (${k === 1 ? '' : k}x - x^{2})\\,dx = \\frac{${k ** 3}}{2} - \\frac{${k ** 3}}{3} = ${area.texBody()}`)} square units.`,
          figure,
          params: { form: 'between', k },
        };
      }
      const a = rng.int(1, 6);
      const area = new Q(8 * a * a, 3);
      return {
        text: `What is the area of the region bounded by the parabola ${tex(`y^{2} = ${4 * a}x`)} and its latus rectum ${tex(`x = ${a}`)}?`,
        answer: units(area),
        distractors: wrong(units(area), [
          units(new Q(4 * a * a, 3)),
          units(new Q(8 * a * a)),
          units(new Q(16 * a * a, 3)),
          units(new Q(2 * a * a)),
        ]),
        hint: `By symmetry the area is ${tex(`2\\int_{0}^{${a}} \\sqrt{${4 * a}x}\\,dx`)}.`,
        explanation: `${tex(`2\\int_{0}^{${a}} \\sqrt{${4 * a}x}\\,dx = 2 \\times \\sqrt{${4 * a}} \\times \\frac{2}{3} \\times ${a}^{3/2} = \\frac{8 \\times ${a}^{2}}{3} = ${area.texBody()}`)} square units.`,
        params: { form: 'latus', a },
      };
    },
  },
};

const deriv = (k: number): string => (k === 1 ? '\\frac{dy}{dx}' : `\\frac{d^{${k}}y}{dx^{${k}}}`);
const powered = (s: string, p: number): string => (p === 1 ? s : `\\left(${s}\\right)^{${p}}`);

const differentialEquations: SkillSpec = {
  slug: 'differential-equations',
  name: 'Differential equations',
  description:
    'Find the order and degree of a differential equation, solve equations with separable variables, and find the integrating factor of a linear equation.',
  prerequisites: ['integration-methods'],
  levels: {
    1: (rng): Problem => {
      const k = rng.int(1, 3);
      const p = rng.int(1, 3);
      const q = rng.int(1, 4);
      const lower = k === 1 ? (q === 1 ? 'y' : `y^{${q}}`) : powered(deriv(1), q);
      const c = rng.int(2, 9);
      const rhs = rng.pick(['0', `${c}x`, '\\sin x', 'e^{x}']);
      const show = (o: number, d: number): string => `Order ${o}, degree ${d}`;
      const answer = show(k, p);
      const lowerOrder = k === 1 ? 0 : 1;
      return {
        text: `What are the order and degree of the differential equation ${tex(`${powered(deriv(k), p)} + ${lower}${k === 1 ? '' : ' + y'} = ${rhs}`)}?`,
        answer,
        distractors: wrong(answer, [
          show(p, k),
          show(k, q),
          show(lowerOrder || k + 1, q),
          show(k + 1, p),
          show(k, p + 1),
        ]),
        hint: 'The order is that of the highest derivative; the degree is the power of that highest derivative.',
        explanation: `The highest derivative is ${tex(deriv(k))}, of order ${k}, and it is raised to the power ${p}, so the degree is ${p}.`,
        params: { form: 'order-degree', k, p, q },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const k = rng.int(-4, 5) || 2;
        const c = rng.int(2, 9);
        const sol = (m: number | string, e: number): string =>
          tex(`y = ${m}e^{${e === 1 ? '' : e === -1 ? '-' : texInt(e)}x}`);
        const answer = sol(c, k);
        return {
          text: `What is the solution of ${tex(`\\frac{dy}{dx} = ${k === 1 ? '' : k === -1 ? '-' : texInt(k)}y`)} with y = ${c} when x = 0?`,
          answer,
          distractors: wrong(answer, [
            sol('', k),
            sol(c, -k),
            tex(`y = e^{${k === 1 ? '' : k === -1 ? '-' : texInt(k)}x} + ${c - 1}`),
            sol(c + 1, k),
          ]),
          hint: `Separate the variables: ${tex(`\\frac{dy}{y} = ${k === 1 ? '' : texInt(k)}\\,dx`)}, integrate, then use the initial value.`,
          explanation: `${tex(`\\log |y| = ${texInt(k)}x + C`)}, so ${tex(`y = Ae^{${texInt(k)}x}`)}; y = ${c} at x = 0 gives A = ${c}, so ${answer}.`,
          params: { form: 'growth', k, c },
        };
      }
      const a = rng.int(-4, 5) || 1;
      const b = rng.int(-6, 6);
      const c = rng.int(-9, 9) || 3;
      const sol = (coefficients: number[]): string => tex(`y = ${polyTex(coefficients)}`);
      const answer = sol([a, b, c]);
      return {
        text: `What is the solution of ${tex(`\\frac{dy}{dx} = ${linTex([[2 * a, 'x']], b)}`)} that has y = ${int(c)} when x = 0?`,
        answer,
        distractors: wrong(answer, [sol([2 * a, b, c]), sol([a, b, 0]), sol([a, b, -c]), sol([a, c, b])]),
        hint: 'Integrate both sides, then use the given value to find the constant.',
        explanation: `Integrating gives ${tex(`y = ${polyTex([a, b, 0])} + C`)}, and y = ${int(c)} at x = 0 gives C = ${int(c)}, so ${answer}.`,
        params: { form: 'polynomial', a, b, c },
      };
    },
    3: (rng): Problem => {
      const kind = rng.pick(['k/x', 'k', 'x'] as const);
      const k = rng.int(1, 5) * (rng.chance(0.3) ? -1 : 1);
      const Q0 = rng.pick(['x^{2}', '\\sin x', 'e^{x}', String(rng.int(2, 9)), '\\cos x']);
      const kk = k === 1 ? '' : k === -1 ? '-' : texInt(k);
      const P =
        kind === 'k/x'
          ? k < 0
            ? `-\\frac{${-k}}{x}`
            : `\\frac{${k}}{x}`
          : kind === 'k'
            ? texInt(k)
            : `${texInt(2 * k)}x`;
      const ans = (body: string): string => tex(body);
      const m = Math.abs(k);
      const Pabs =
        kind === 'k/x' ? `\\frac{${m}}{x}` : kind === 'k' ? (m === 1 ? '' : String(m)) : `${2 * m}x`;
      const answers: Record<typeof kind, [string, string[]]> = {
        'k/x': [
          k > 0
            ? `x^{${k === 1 ? '' : k}}`.replace('x^{}', 'x')
            : `\\frac{1}{x^{${-k === 1 ? '' : -k}}}`.replace('x^{}', 'x'),
          k > 0
            ? [`e^{${kk}x}`, `\\frac{1}{x^{${k}}}`, `${kk}\\log x`, `e^{\\frac{${k}}{x}}`]
            : [
                `\\frac{1}{e^{${m === 1 ? '' : m}x}}`,
                m === 1 ? 'x' : `x^{${m}}`,
                `\\frac{1}{${m === 1 ? '' : m}\\log x}`,
                `e^{-\\frac{${m}}{x}}`,
              ],
        ],
        k: [
          `e^{${kk}x}`,
          [
            `e^{${k < 0 ? '' : '-'}${Math.abs(k) === 1 ? '' : Math.abs(k)}x}`,
            `x^{${k}}`,
            `${kk}x`,
            `e^{${k}}`,
          ],
        ],
        x: [
          `e^{${kk}x^{2}}`,
          [`e^{${texInt(2 * k)}x^{2}}`, `e^{${texInt(2 * k)}x}`, `x^{${2 * k}}`, `e^{${kk}x}`],
        ],
      };
      const [right, mistakes] = answers[kind];
      return {
        text: `What is the integrating factor of ${tex(`\\frac{dy}{dx} ${k < 0 ? '-' : '+'} ${Pabs} y = ${Q0}`)}${kind === 'k/x' ? ' (for x > 0)' : ''}?`,
        answer: ans(right),
        distractors: wrong(ans(right), mistakes.map(ans)),
        hint: `For ${tex('\\frac{dy}{dx} + Py = Q')} the integrating factor is ${tex('e^{\\int P\\,dx}')}.`,
        explanation: `${tex(`\\int ${P}\\,dx = ${kind === 'k/x' ? `${kk}\\log x` : kind === 'k' ? `${kk}x` : `${kk}x^{2}`}`)}, so the integrating factor is ${tex(kind === 'k/x' ? `e^{${kk}\\log x} = ${right}` : right)}.`,
        params: { form: `if-${kind}`, k, q: Q0 },
      };
    },
  },
};

const dirRatios = (v: readonly number[]): string => v.map((x) => int(x)).join(', ');
const cartesian = (pt: readonly number[], d: readonly number[]): string =>
  ['x', 'y', 'z']
    .map((v, i) => `\\frac{${pt[i] === 0 ? v : linTex([[1, v]], -pt[i]!)}}{${texInt(d[i]!)}}`)
    .join(' = ');

const linesInSpace: SkillSpec = {
  slug: 'lines-in-space',
  name: 'Three-dimensional geometry: lines',
  description:
    'Find direction ratios and direction cosines of a line, the angle between two lines, the condition for perpendicular lines, and the Cartesian equation of a line.',
  prerequisites: ['vectors-dot-product', 'math-11-coordinates-in-space'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [p, q, r, d] = rng.pick(QUADRUPLES);
        const v = rng.shuffle([p, q, r]).map((x) => (rng.chance(0.4) ? -x : x));
        const cosines = (den: number, w: readonly number[] = v): string =>
          tex(w.map((x) => new Q(x, den).texBody()).join(', '));
        const answer = cosines(d);
        return {
          text: `A line has direction ratios ${dirRatios(v)}. What are its direction cosines (in this order, with the same signs)?`,
          answer,
          distractors: wrong(answer, [
            cosines(d * d),
            cosines(p + q + r),
            cosines(
              d,
              v.map((x) => -x),
            ),
            cosines(d, [...v].reverse()),
          ]),
          hint: `Divide each direction ratio by ${tex('\\sqrt{a^{2} + b^{2} + c^{2}}')}.`,
          explanation: `${tex(`\\sqrt{${v.map((x) => parenTex(x) + '^{2}').join(' + ')}} = \\sqrt{${d * d}} = ${d}`)}, so the direction cosines are ${answer}.`,
          params: { form: 'dc', v },
        };
      }
      const A = [rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5)];
      const B = [rng.int(-5, 5), rng.int(-5, 5), rng.int(-5, 5)];
      const diff = B.map((x, i) => x - A[i]!);
      if (diff.some((x) => x === 0)) return linesInSpace.levels[1](rng);
      const answer = dirRatios(diff);
      return {
        text: `What are the direction ratios of the line from P(${dirRatios(A)}) to Q(${dirRatios(B)})?`,
        answer,
        distractors: wrong(answer, [
          dirRatios(B.map((x, i) => x + A[i]!)),
          dirRatios(diff.map((x, i) => (i === 1 ? -x : x))),
          dirRatios(diff.map((x, i) => (i === 2 ? -x : x))),
          dirRatios(diff.map((x, i) => (i === 0 ? -x : x))),
        ]),
        hint: `The direction ratios of PQ are ${tex('x_{2} - x_{1}, y_{2} - y_{1}, z_{2} - z_{1}')}.`,
        explanation: `${int(B[0]!)} − ${paren(A[0]!)} = ${int(diff[0]!)}, ${int(B[1]!)} − ${paren(A[1]!)} = ${int(diff[1]!)} and ${int(B[2]!)} − ${paren(A[2]!)} = ${int(diff[2]!)}.`,
        params: { form: 'dr', a: A, b: B },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const a1 = rng.int(1, 4) * (rng.chance(0.3) ? -1 : 1);
        const [b1, c1, b2, c2] = [
          rng.int(-5, 5) || 1,
          rng.int(-5, 5) || 2,
          rng.int(-5, 5) || 3,
          rng.int(-5, 5) || -1,
        ];
        const rest = b1 * b2 + c1 * c2;
        if (rest % a1 !== 0) return linesInSpace.levels[2](rng);
        const k = -rest / a1;
        return {
          text: `For what value of k are the lines with direction ratios ${dirRatios([a1, b1, c1])} and k, ${int(b2)}, ${int(c2)} perpendicular?`,
          answer: tex(`k = ${texInt(k)}`),
          distractors: ints(rng, k, [-k, rest, k + 1]).map((x) => tex(`k = ${texInt(x)}`)),
          hint: `Lines are perpendicular when ${tex('a_{1}a_{2} + b_{1}b_{2} + c_{1}c_{2} = 0')}.`,
          explanation: `${tex(`${texInt(a1)}k + ${parenTex(b1)} \\times ${parenTex(b2)} + ${parenTex(c1)} \\times ${parenTex(c2)} = 0`)} gives ${tex(`${linTex([[a1, 'k']], rest)} = 0`)}, so ${tex(`k = ${texInt(k)}`)}.`,
          params: { form: 'perpendicular', a1, b1, c1, b2, c2 },
        };
      }
      const [p1, q1, r1, d1] = rng.pick(QUADRUPLES);
      const [p2, q2, r2, d2] = rng.pick(QUADRUPLES);
      const u = rng.shuffle([p1, q1, r1]).map((x) => (rng.chance(0.4) ? -x : x));
      const v = rng.shuffle([p2, q2, r2]).map((x) => (rng.chance(0.4) ? -x : x));
      const dp = u.reduce((s, x, i) => s + x * v[i]!, 0);
      if (dp === 0) return linesInSpace.levels[2](rng);
      const cos = new Q(Math.abs(dp), d1 * d2);
      return {
        text: `What is ${tex('\\cos \\theta')}, where ${tex('\\theta')} is the acute angle between the lines with direction ratios ${dirRatios(u)} and ${dirRatios(v)}?`,
        answer: cos.toTex(),
        distractors: wrong(
          cos.toTex(),
          [
            new Q(Math.abs(dp), d1 * d1 * d2 * d2),
            new Q(d1 * d2 - Math.abs(dp), d1 * d2),
            new Q(Math.abs(dp), d1 * d2 + d1),
            new Q(Math.abs(dp) + 1, d1 * d2),
            new Q(Math.abs(dp), d1 * d2 + d2),
            new Q(1, d1 * d2),
          ]
            .filter((x) => x.n > 0 && x.n < x.d)
            .map((x) => x.toTex()),
        ),
        hint: `${tex('\\cos \\theta = \\frac{|a_{1}a_{2} + b_{1}b_{2} + c_{1}c_{2}|}{\\sqrt{a_{1}^{2} + b_{1}^{2} + c_{1}^{2}}\\sqrt{a_{2}^{2} + b_{2}^{2} + c_{2}^{2}}}')}.`,
        explanation: `The sum of products is ${int(dp)}, and the lengths are ${d1} and ${d2}, so ${tex(`\\cos \\theta = \\frac{${Math.abs(dp)}}{${d1 * d2}}${cos.d === d1 * d2 ? '' : ` = ${cos.texBody()}`}`)}.`,
        params: { form: 'angle', u, v },
      };
    },
    3: (rng): Problem => {
      const P = [rng.int(-6, 6), rng.int(-6, 6), rng.int(-6, 6)];
      const d = [rng.int(-5, 6) || 2, rng.int(-5, 6) || -3, rng.int(-5, 6) || 4];
      const answer = tex(cartesian(P, d));
      const vectorForm = rng.chance(0.5);
      const pv = (w: readonly number[]): string =>
        ascii(
          ['\\hat{i}', '\\hat{j}', '\\hat{k}']
            .map((u, i) => ({ c: w[i]!, u }))
            .filter(({ c }) => c !== 0)
            .map(
              ({ c, u }, i) =>
                `${c < 0 ? '-' : i === 0 ? '' : '+'} ${Math.abs(c) === 1 ? '' : Math.abs(c)}${u}`,
            )
            .join(' ')
            .trim() || '\\vec{0}',
        );
      return {
        text: vectorForm
          ? `Which is the Cartesian form of the line ${tex(`\\vec{r} = (${pv(P)}) + \\lambda(${pv(d)})`)}?`
          : `Which is the Cartesian equation of the line through (${dirRatios(P)}) parallel to the vector ${tex(pv(d))}?`,
        answer,
        distractors: wrong(answer, [
          tex(
            cartesian(
              P.map((x) => -x),
              d,
            ),
          ),
          tex(
            cartesian(
              d,
              P.map((x) => x || 1),
            ),
          ),
          tex(
            cartesian(
              P,
              d.map((x, i) => (i === 0 ? -x : x)),
            ),
          ),
          tex(
            cartesian(
              P.map((x, i) => (i === 2 ? -x : x)),
              d,
            ),
          ),
          tex(
            cartesian(
              P,
              d.map((x, i) => (i === 1 ? -x : x)),
            ),
          ),
        ]),
        hint: `The line through ${tex('(x_{1}, y_{1}, z_{1})')} with direction ratios a, b, c is ${tex('\\frac{x - x_{1}}{a} = \\frac{y - y_{1}}{b} = \\frac{z - z_{1}}{c}')}.`,
        explanation: `The point is (${dirRatios(P)}) and the direction ratios are ${dirRatios(d)}, so the line is ${answer}.`,
        params: { form: vectorForm ? 'vector' : 'point-direction', p: P, d },
      };
    },
  },
};

interface Region {
  readonly corners: readonly (readonly [number, number])[];
  /** The two constraints other than x, y ≥ 0, as [a, b, c] for ax + by ≤ c. */
  readonly lines: readonly (readonly [number, number, number])[];
}

/** A quadrilateral O, A(X, 0), P(p, q), B(0, Y) cut out by two constraints through P, with integer corners. */
function region(rng: Rng): Region {
  for (;;) {
    const p = rng.int(1, 8);
    const q = rng.int(1, 8);
    const X = p + rng.int(1, 6);
    const Y = q + rng.int(1, 6);
    const g = (a: number, b: number, c: number): [number, number, number] => {
      let h = Math.abs(a);
      for (const v of [b, c]) {
        let x = h;
        let y = Math.abs(v);
        while (y) [x, y] = [y, x % y];
        h = x;
      }
      return [a / h, b / h, c / h];
    };
    const first = g(q, X - p, q * X);
    const second = g(Y - q, p, p * Y);
    // B must satisfy the first constraint strictly and A the second, or the region is not this quadrilateral.
    if (first[1] * Y >= first[2] || second[0] * X >= second[2]) continue;
    return {
      corners: [
        [0, 0],
        [X, 0],
        [p, q],
        [0, Y],
      ],
      lines: [first, second],
    };
  }
}

const constraint = ([a, b, c]: readonly number[]): string =>
  tex(
    `${linTex([
      [a!, 'x'],
      [b!, 'y'],
    ])} \\le ${texInt(c!)}`,
  );
const cornerList = (corners: Region['corners']): string => corners.map(([x, y]) => `(${x}, ${y})`).join(', ');

const linearProgramming: SkillSpec = {
  slug: 'linear-programming',
  name: 'Linear programming',
  description:
    'Find the optimal value of an objective function at the corner points of a feasible region, from the corners, from the constraints or from a word problem.',
  prerequisites: ['math-11-linear-inequalities'],
  levels: {
    1: (rng): Problem => {
      const { corners } = region(rng);
      const a = rng.int(1, 6);
      const max = rng.chance(0.6);
      const b = max ? rng.int(-5, 6) || 2 : -rng.int(1, 5);
      const values = corners.map(([x, y]) => a * x + b * y);
      const answer = max ? Math.max(...values) : Math.min(...values);
      const z = linTex([
        [a, 'x'],
        [b, 'y'],
      ]);
      const alt = `The feasible region is the shaded quadrilateral with corner points ${cornerList(corners)}.`;
      return {
        text: `The feasible region of a linear programming problem is the quadrilateral with corner points ${cornerList(corners)}, shown in the figure. What is the ${max ? 'maximum' : 'minimum'} value of ${tex(`Z = ${z}`)}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [
            max ? Math.min(...values) : Math.max(...values),
            ...values,
            a * corners[2]![1] + b * corners[2]![0],
          ]),
        ),
        hint: 'The optimal value of Z occurs at a corner point: work out Z at every corner.',
        explanation: `Z at the corners: ${corners.map(([x, y], i) => `${tex(`Z(${x}, ${y}) = ${texInt(values[i]!)}`)}`).join(', ')}; the ${max ? 'largest' : 'smallest'} is ${int(answer)}.`,
        figure: feasibleRegion(corners, alt),
        params: { form: max ? 'max' : 'min', corners: corners.flat(), a, b },
      };
    },
    2: (rng): Problem => {
      const { corners, lines } = region(rng);
      const a = rng.int(1, 9);
      const b = rng.int(1, 9);
      const values = corners.map(([x, y]) => a * x + b * y);
      const answer = Math.max(...values);
      const [, A, P, B] = corners;
      return {
        text: `Maximise ${tex(
          `Z = ${linTex([
            [a, 'x'],
            [b, 'y'],
          ])}`,
        )} subject to ${constraint(lines[0]!)}, ${constraint(lines[1]!)}, ${tex('x \\ge 0')}, ${tex('y \\ge 0')}. What is the maximum value of Z?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [...values.filter((v) => v !== answer), a * P![0] + b * P![1] + a, answer + b], {
            min: 1,
          }),
        ),
        hint: 'Find the corner points of the feasible region (including where the two lines meet) and evaluate Z at each.',
        explanation: `The corner points are (0, 0), (${A![0]}, 0), (${P![0]}, ${P![1]}) and (0, ${B![1]}), where Z is ${values.map((v) => int(v)).join(', ')}; the maximum is ${int(answer)}.`,
        params: { form: 'constraints', corners: corners.flat(), a, b },
      };
    },
    3: (rng): Problem => {
      const { corners, lines } = region(rng);
      const [l1, l2] = lines as [[number, number, number], [number, number, number]];
      const a = rng.int(2, 9) * 10;
      const b = rng.int(2, 9) * 10;
      const values = corners.map(([x, y]) => a * x + b * y);
      const answer = Math.max(...values);
      const [item1, item2, one1, one2, r1, r2] = rng.pick([
        ['tables', 'chairs', 'table', 'chair', 'hours of carpentry', 'hours of polishing'],
        [
          'cricket bats',
          'hockey sticks',
          'cricket bat',
          'hockey stick',
          'machine hours',
          "craftsman's hours",
        ],
        [
          'packets of food A',
          'packets of food B',
          'packet of food A',
          'packet of food B',
          'kg of rice',
          'kg of pulses',
        ],
        ['kurtas', 'shirts', 'kurta', 'shirt', 'metres of cloth', 'hours of tailoring'],
      ] as const);
      const amount = (n: number, unit: string): string =>
        `${n} ${n === 1 ? unit.replace('hours', 'hour').replace('metres', 'metre') : unit}`;
      return {
        text: `A small unit in Ludhiana makes ${item1} and ${item2}. Each ${one1} needs ${amount(l1[0], r1)} and ${amount(l2[0], r2)}; each ${one2} needs ${amount(l1[1], r1)} and ${amount(l2[1], r2)}. Only ${amount(l1[2], r1)} and ${amount(l2[2], r2)} are available. The profit is ₹${a} on each ${one1} and ₹${b} on each ${one2}. What is the maximum profit?`,
        answer: `₹${int(answer)}`,
        distractors: ints(
          rng,
          answer,
          [...values.filter((v) => v > 0 && v !== answer), answer + (10 * Math.min(a, b)) / 10, answer - 10],
          { min: 10 },
        ).map((v) => `₹${int(v)}`),
        hint: `With x ${item1} and y ${item2}, write one constraint for each resource, find the corner points and compare the profit at each.`,
        explanation: `The constraints ${constraint(l1)} and ${constraint(l2)} with x, y ≥ 0 give corners ${cornerList(corners)}, where the profit is ${values.map((v) => `₹${int(v)}`).join(', ')}; the maximum is ₹${int(answer)}.`,
        params: { form: 'word', corners: corners.flat(), a, b },
      };
    },
  },
};

export const class12: ClassSpec = {
  grade: 12,
  chapters: [
    { slug: 'relations-and-functions-chapter', title: 'Relations and Functions', skills: [relations] },
    {
      slug: 'inverse-trigonometric-functions-chapter',
      title: 'Inverse Trigonometric Functions',
      skills: [inverseTrig],
    },
    { slug: 'matrices', title: 'Matrices', skills: [matrixOperations] },
    { slug: 'determinants', title: 'Determinants', skills: [determinants] },
    {
      slug: 'continuity-and-differentiability',
      title: 'Continuity and Differentiability',
      skills: [derivatives],
    },
    {
      slug: 'application-of-derivatives',
      title: 'Application of Derivatives',
      skills: [applicationsOfDerivatives],
    },
    { slug: 'integrals', title: 'Integrals', skills: [integrals, integrationMethods] },
    { slug: 'application-of-integrals', title: 'Application of Integrals', skills: [applicationOfIntegrals] },
    {
      slug: 'differential-equations-chapter',
      title: 'Differential Equations',
      skills: [differentialEquations],
    },
    { slug: 'vector-algebra', title: 'Vector Algebra', skills: [vectors] },
    { slug: 'three-dimensional-geometry', title: 'Three Dimensional Geometry', skills: [linesInSpace] },
    { slug: 'linear-programming-chapter', title: 'Linear Programming', skills: [linearProgramming] },
    { slug: 'probability-chapter', title: 'Probability', skills: [probability] },
  ],
};
