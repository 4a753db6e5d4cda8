// Class 6 skills for the chapters of Ganita Prakash that the first skills did not cover (issue 14).
import { fmtInts, noBorrowDifference } from './common.ts';
import { ints } from './distractors.ts';
import { barGraph, rectangleDiagonals, touchingCircles } from './figures-class-05.ts';
import { degrees, int, Q, tex } from './format.ts';
import { angleArc, circle, dot, figure, label, line, polygon, rightAngle } from './svg.ts';
import type { Figure, Problem, SkillSpec } from './types.ts';

const triangular = (n: number): number => (n * (n + 1)) / 2;

const SEQUENCES = [
  { name: 'square numbers', term: (k: number) => k * k },
  { name: 'triangular numbers', term: triangular },
  { name: 'powers of 2', term: (k: number) => 2 ** k },
  { name: 'odd numbers', term: (k: number) => 2 * k - 1 },
] as const;

export const numberPatterns: SkillSpec = {
  slug: 'number-patterns',
  name: 'Patterns in numbers',
  description:
    'Continue number sequences (odd, square, triangular numbers, powers of 2) and use patterns to add odd numbers and counting numbers.',
  prerequisites: ['math-5-shapes-and-patterns'],
  levels: {
    1: (rng): Problem => {
      const seq = rng.pick(SEQUENCES);
      const start = rng.int(2, seq.name === 'powers of 2' ? 6 : 9);
      const shown = [0, 1, 2, 3].map((i) => seq.term(start + i));
      const next = seq.term(start + 4);
      const last = shown[3] ?? 0;
      const gap = last - (shown[2] ?? 0);
      return {
        text: `These are ${seq.name}: ${shown.map(int).join(', ')}, … What is the next number?`,
        answer: int(next),
        distractors: fmtInts(ints(rng, next, [last + gap, next + 1, next - 1, last * 2], { min: 1 })),
        hint: `Look at how ${seq.name} are made, or at how the gaps between them grow.`,
        explanation: `The gaps are ${[1, 2, 3].map((i) => int((shown[i] ?? 0) - (shown[i - 1] ?? 0))).join(', ')}, and the next number is ${int(last)} + ${int(next - last)} = ${int(next)}.`,
        params: { form: seq.name, start },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(6, 20);
      if (rng.chance(0.5)) {
        const lastOdd = 2 * n - 1;
        return {
          text: `What is the sum ${tex(`1 + 3 + 5 + \\dots + ${lastOdd}`)} of the first ${n} odd numbers?`,
          answer: int(n * n),
          distractors: fmtInts(
            ints(rng, n * n, [n * lastOdd, lastOdd * lastOdd, n * (n + 1), n * n + n], { min: 1 }),
          ),
          hint: `${tex('1 + 3 = 4')} and ${tex('1 + 3 + 5 = 9')}: what kind of numbers are these sums?`,
          explanation: `The sum of the first ${n} odd numbers is ${n} × ${n} = ${int(n * n)}, a square number.`,
          params: { form: 'odd-sum', n },
        };
      }
      const t = triangular(n);
      return {
        text: `What is the sum ${tex(`1 + 2 + 3 + \\dots + ${n}`)}?`,
        answer: int(t),
        distractors: fmtInts(ints(rng, t, [n * n, n * (n + 1), triangular(n - 1), t + n], { min: 1 })),
        hint: `Pair the first number with the last: ${tex(`1 + ${n}`)}, ${tex(`2 + ${n - 1}`)} and so on.`,
        explanation: `It is the ${n}th triangular number: ${n} × ${n + 1} ÷ 2 = ${int(t)}.`,
        params: { form: 'count-sum', n },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['odd-nth', 'triangular-nth', 'square-gap'] as const);
      const n = rng.int(11, 40);
      if (form === 'odd-nth') {
        const answer = 2 * n - 1;
        return {
          text: `The odd numbers are 1, 3, 5, 7, … What is the ${n}th odd number?`,
          answer: int(answer),
          distractors: fmtInts(ints(rng, answer, [2 * n + 1, 2 * n, n + 2, answer - 2], { min: 1 })),
          hint: 'Compare each odd number with its position: 1st is 1, 2nd is 3, 3rd is 5.',
          explanation: `The odd number in position ${n} is 2 × ${n} − 1 = ${answer}.`,
          params: { form, n },
        };
      }
      if (form === 'triangular-nth') {
        const m = n % 20 || 12;
        const answer = triangular(m);
        return {
          text: `Dots are arranged in triangles: 1, 3, 6, 10, … dots. How many dots are in the ${m}th triangle?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(rng, answer, [m * m, m * (m + 1), triangular(m - 1), answer + 1], { min: 1 }),
          ),
          hint: 'Each new triangle adds a row with one more dot than the row before.',
          explanation: `The ${m}th triangle has 1 + 2 + … + ${m} dots = ${m} × ${m + 1} ÷ 2 = ${answer}.`,
          params: { form, n: m },
        };
      }
      const answer = 2 * n + 1;
      return {
        text: `By how much is ${tex(`${n + 1}^{2}`)} more than ${tex(`${n}^{2}`)}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [1, 2 * n, answer + 2, n + 1], { min: 1 })),
        hint: 'Going from one square number to the next adds the next odd number.',
        explanation: `${tex(`${n + 1}^{2} - ${n}^{2} = ${(n + 1) ** 2} - ${n * n}`)} = ${answer}, which is ${n} + ${n + 1}.`,
        params: { form, n },
      };
    },
  },
};

const ANGLE_KINDS = ['Acute', 'Right', 'Obtuse', 'Straight', 'Reflex'] as const;

function kindOf(value: number): (typeof ANGLE_KINDS)[number] {
  if (value < 90) return 'Acute';
  if (value === 90) return 'Right';
  if (value < 180) return 'Obtuse';
  return value === 180 ? 'Straight' : 'Reflex';
}

/** Ray OA to the left, OC to the right along a line (or OC straight up for a right angle), OB between them. */
function angleFigure(whole: 90 | 180, aob: number): Figure {
  const o: [number, number] = [130, 130];
  const r = 100;
  const at = (deg: number): [number, number] => [
    o[0] + r * Math.cos(((180 - deg) * Math.PI) / 180),
    o[1] - r * Math.sin(((180 - deg) * Math.PI) / 180),
  ];
  const a = at(0);
  const b = at(aob);
  const c = at(whole);
  const mid = at(aob / 2);
  const parts = [
    line(o[0], o[1], a[0], a[1]),
    line(o[0], o[1], b[0], b[1]),
    line(o[0], o[1], c[0], c[1]),
    dot(o[0], o[1]),
    angleArc(o, a, b, 26),
    label(a[0] - 10, a[1], 'A', { italic: true }),
    label(b[0] + (aob > 90 ? 10 : -6), b[1] - 10, 'B', { italic: true }),
    label(c[0] + (whole === 180 ? 10 : 12), c[1] - (whole === 180 ? 0 : 6), 'C', { italic: true }),
    label(o[0], o[1] + 16, 'O', { italic: true }),
    ...(whole === 90 ? [rightAngle(o, a, c, 12)] : []),
    label(o[0] + (mid[0] - o[0]) * 0.55, o[1] + (mid[1] - o[1]) * 0.55, degrees(aob), { size: 13 }),
  ];
  const alt =
    whole === 180
      ? `A, O and C lie on a straight line with O between them. Ray OB goes up from O between OA and OC. The angle AOB is marked ${degrees(aob)}.`
      : `Rays OA and OC make a right angle at O, marked with a small square. Ray OB lies between them. The angle AOB is marked ${degrees(aob)}.`;
  return figure(260, 160, parts, alt);
}

export const linesAndAngles: SkillSpec = {
  slug: 'lines-and-angles',
  name: 'Lines and angles',
  description:
    'Name acute, right, obtuse, straight and reflex angles, find angles on a line and at a right angle, and measure turns in degrees.',
  prerequisites: ['math-5-angles'],
  levels: {
    1: (rng): Problem => {
      const kind = rng.int(0, 4);
      const value = [rng.int(10, 85), 90, rng.int(95, 175), 180, rng.int(185, 350)][kind] ?? 90;
      const answer = kindOf(value);
      const others = rng.shuffle(ANGLE_KINDS.filter((k) => k !== answer)).slice(0, 3);
      return {
        text: `An angle measures ${degrees(value)}. Which type of angle is it?`,
        answer,
        options: ANGLE_KINDS.filter((k) => k === answer || others.includes(k)),
        hint: 'Compare it with a quarter turn (90°), a half turn (180°) and a full turn (360°).',
        explanation:
          answer === 'Reflex'
            ? `${degrees(value)} is more than 180° and less than 360°, so it is a reflex angle.`
            : answer === 'Obtuse'
              ? `${degrees(value)} is more than 90° and less than 180°, so it is an obtuse angle.`
              : answer === 'Acute'
                ? `${degrees(value)} is less than 90°, so it is an acute angle.`
                : `${degrees(value)} is exactly a ${answer.toLowerCase()} angle.`,
        params: { form: 'kind', value },
      };
    },
    2: (rng): Problem => {
      const whole = rng.pick([90, 180] as const);
      const aob = whole === 90 ? rng.int(15, 75) : rng.int(25, 155);
      const answer = whole - aob;
      return {
        text:
          whole === 180
            ? `In the figure, A, O and C lie on a straight line and ∠AOB = ${degrees(aob)}. What is ∠BOC?`
            : `In the figure, ∠AOC is a right angle and ∠AOB = ${degrees(aob)}. What is ∠BOC?`,
        answer: degrees(answer),
        distractors: [180 + 90 - whole - aob, aob, 360 - aob, answer + 10]
          .filter((x) => x > 0 && x !== answer)
          .map(degrees),
        hint: `∠AOB and ∠BOC together make ∠AOC, which is ${degrees(whole)}.`,
        explanation: `∠BOC = ${degrees(whole)} − ${degrees(aob)} = ${degrees(answer)}.`,
        figure: angleFigure(whole, aob),
        params: { form: whole === 180 ? 'straight' : 'right', aob },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const turn = rng.pick([
          new Q(1, 4),
          new Q(3, 4),
          new Q(1, 3),
          new Q(2, 3),
          new Q(1, 6),
          new Q(5, 6),
          new Q(1, 8),
          new Q(3, 8),
          new Q(5, 12),
          new Q(7, 12),
        ]);
        const answer = turn.mul(360).n;
        return {
          text: `A wheel turns through ${turn.toTex()} of a full turn. Through how many degrees does it turn?`,
          answer: degrees(answer),
          distractors: [turn.mul(180).n, turn.mul(100).n, 360 - answer, answer + 30]
            .filter((x) => Number.isInteger(x) && x !== answer)
            .map(degrees),
          hint: 'A full turn is 360°.',
          explanation: `${tex(`\\frac{${turn.n}}{${turn.d}} \\times 360 = ${answer}`)}, so it turns ${degrees(answer)}.`,
          params: { form: 'turn', n: turn.n, d: turn.d },
        };
      }
      const h = rng.int(1, 11);
      const from = rng.int(0, 5) * 5;
      const minutes = rng.int(2, 8) * 5;
      const answer = minutes * 6;
      const t = (m: number): string => `${h}:${String(m).padStart(2, '0')}`;
      return {
        text: `Through how many degrees does the minute hand of a clock turn from ${t(from)} to ${t(from + minutes)}?`,
        answer: degrees(answer),
        distractors: [minutes * 30, minutes, 360 - answer, answer + 30]
          .filter((x) => x !== answer)
          .map(degrees),
        hint: 'In 60 minutes the minute hand makes a full turn of 360°, so each minute is the same small angle.',
        explanation: `Each minute is 360° ÷ 60 = 6°, and ${minutes} minutes make ${minutes} × 6° = ${degrees(answer)}.`,
        params: { form: 'minute-hand', h, from, minutes },
      };
    },
  },
};

const reverseNumber = (n: number): number => Number([...String(n)].reverse().join(''));
const isPalindrome = (n: number): boolean => String(n) === [...String(n)].reverse().join('');

/** The sums of reverse-and-add from n until a palindrome, or [] if it takes more than four steps. */
function reverseAdd(n: number): number[] {
  const out: number[] = [];
  let x = n;
  for (let i = 0; i < 4; i++) {
    x += reverseNumber(x);
    out.push(x);
    if (isPalindrome(x)) return out;
  }
  return [];
}

/** Palindromes near p with the same number of digits: the middle digit(s) one up or down. */
function nearPalindromes(p: number): number[] {
  const s = String(p);
  const mid = Math.floor((s.length - 1) / 2);
  const out: number[] = [];
  for (const dd of [1, -1, 2]) {
    const d = Number(s[mid]) + dd;
    if (d < 0 || d > 9) continue;
    const chars = [...s];
    chars[mid] = String(d);
    chars[s.length - 1 - mid] = String(d);
    out.push(Number(chars.join('')));
  }
  return out;
}

export const numberPlay: SkillSpec = {
  slug: 'number-play',
  name: 'Number play',
  description:
    'Make the largest and smallest numbers from digits, follow Kaprekar’s routine and reverse-and-add to a palindrome.',
  prerequisites: ['number-patterns', 'math-5-large-numbers'],
  levels: {
    1: (rng): Problem => {
      const digits = rng.shuffle([0, ...rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]).slice(0, 4)]);
      const up = [...digits].sort((a, b) => a - b);
      const down = [...up].reverse();
      if (rng.chance(0.5)) {
        const firstNonZero = up.find((d) => d > 0) ?? 1;
        const rest = up.filter((d, i) => i !== up.indexOf(firstNonZero));
        const answer = Number([firstNonZero, ...rest].join(''));
        const zeroLast = Number([...up.filter((d) => d > 0), 0].join(''));
        const swapped = Number([firstNonZero, rest[1], rest[0], ...rest.slice(2)].join(''));
        return {
          text: `Using each of the digits ${digits.join(', ')} exactly once, what is the smallest 5-digit number you can make?`,
          answer: int(answer),
          distractors: fmtInts([Number(up.join('')), zeroLast, swapped, answer + 9]).filter(
            (x) => x !== int(answer),
          ),
          hint: 'A 5-digit number cannot start with 0; after the first digit, use the smallest digits first.',
          explanation: `Start with the smallest digit that is not 0, which is ${firstNonZero}, then write the rest in increasing order: ${int(answer)}.`,
          params: { form: 'smallest', digits },
        };
      }
      const answer = Number(down.join(''));
      return {
        text: `Using each of the digits ${digits.join(', ')} exactly once, what is the largest 5-digit number you can make?`,
        answer: int(answer),
        distractors: fmtInts(
          [
            Number([down[0], down[1], down[2], down[4], down[3]].join('')),
            Number([down[1], down[0], ...down.slice(2)].join('')),
            Number([down[0], down[2], down[1], ...down.slice(3)].join('')),
            Number(digits.join('')),
          ].filter((x) => x !== answer),
        ),
        hint: 'Put the biggest digit in the biggest place, then the next biggest, and so on.',
        explanation: `Writing the digits from the biggest to the smallest gives ${int(answer)}.`,
        params: { form: 'largest', digits },
      };
    },
    2: (rng): Problem => {
      let digits = [rng.int(1, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9)];
      while (new Set(digits).size < 3) digits = [rng.int(1, 9), rng.int(0, 9), rng.int(0, 9), rng.int(0, 9)];
      const n = Number(digits.join(''));
      const big = Number([...digits].sort((a, b) => b - a).join(''));
      const small = Number([...digits].sort((a, b) => a - b).join(''));
      const answer = big - small;
      return {
        text: `Kaprekar’s routine: arrange the digits of ${int(n)} to make the largest and the smallest number, then subtract the smaller from the larger. What do you get?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [noBorrowDifference(big, small), big + small, answer + 10, answer - 100], {
            min: 1,
          }),
        ),
        hint: 'The smallest arrangement may start with 0; it is still a 4-digit arrangement for this routine.',
        explanation: `Largest ${String(big)}, smallest ${String(small).padStart(4, '0')}: ${big} − ${small} = ${int(answer)}.`,
        params: { form: 'kaprekar', n },
      };
    },
    3: (rng): Problem => {
      let n = rng.int(12, 98);
      let steps = reverseAdd(n);
      while (n % 10 === 0 || steps.length < 2) {
        n = rng.int(12, 98);
        steps = reverseAdd(n);
      }
      const answer = steps[steps.length - 1] ?? 0;
      return {
        text: `Reverse the digits of ${n} and add the two numbers. Keep reversing and adding until you reach a palindrome. Which palindrome do you reach?`,
        answer: int(answer),
        distractors: fmtInts([...nearPalindromes(answer), steps[0] ?? 0].filter((x) => x !== answer)),
        hint: `The first step is ${n} + ${reverseNumber(n)}; check each sum to see if it reads the same both ways.`,
        explanation: `${steps
          .map((s, i) => {
            const before = i === 0 ? n : (steps[i - 1] ?? 0);
            return `${int(before)} + ${int(reverseNumber(before))} = ${int(s)}`;
          })
          .join(', ')}, which reads the same both ways.`,
        params: { form: 'palindrome', n },
      };
    },
  },
};

const SUBJECTS = ['Hindi', 'English', 'Maths', 'Science', 'Art'] as const;
const SPORTS = ['Hockey', 'Cricket', 'Badminton', 'Kabaddi', 'Athletics'] as const;

export const dataHandling: SkillSpec = {
  slug: 'data-handling',
  name: 'Data handling and presentation',
  description: 'Read tally marks, pictographs and bar graphs with a scale, and choose a scale to draw a bar.',
  prerequisites: ['math-5-pictographs-and-bar-graphs'],
  levels: {
    1: (rng): Problem => {
      const bundles = rng.int(2, 9);
      const loose = rng.int(1, 4);
      const subject = rng.pick(SUBJECTS);
      const count = 5 * bundles + loose;
      return {
        text: `In a survey of favourite subjects, the tally for ${subject} has ${bundles} bundles of 5 (four lines crossed by a fifth) and ${loose} more line${loose > 1 ? 's' : ''}. How many students chose ${subject}?`,
        answer: int(count),
        distractors: fmtInts(
          ints(rng, count, [4 * bundles + loose, bundles + loose, 5 * (bundles + loose), count + 5], {
            min: 1,
          }),
        ),
        hint: 'Each bundle with the crossing line counts 5.',
        explanation: `${bundles} × 5 = ${5 * bundles}, and ${5 * bundles} + ${loose} = ${count} students.`,
        params: { form: 'tally', bundles, loose },
      };
    },
    2: (rng): Problem => {
      const sports = rng.shuffle([...SPORTS]).slice(0, 5);
      const values = sports.map(() => rng.int(2, 16) * 25);
      if (new Set(values).size < 5) return dataHandling.levels[2](rng);
      const [i = 0, j = 1] = rng.shuffle([0, 1, 2, 3, 4]);
      const a = values[i] ?? 0;
      const b = values[j] ?? 0;
      if (a <= b) return dataHandling.levels[2](rng);
      const diff = a - b;
      const year = rng.int(2015, 2025);
      return {
        text: `The bar graph shows how many students of a school played each sport in ${year}. How many more students played ${sports[i]} than ${sports[j]}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, a, b, diff + 25], { min: 1 })),
        hint: 'Read each bar against the scale; a bar that ends halfway between two lines is halfway between their values.',
        explanation: `${sports[i]}: ${a} and ${sports[j]}: ${b}, so ${a} − ${b} = ${diff} more students.`,
        figure: barGraph(
          sports.map((label, k) => ({ label, value: values[k] ?? 0 })),
          50,
          'Students',
          `students playing each sport in ${year}`,
        ),
        params: { form: 'more', values, i, j, year },
      };
    },
    3: (rng): Problem => {
      const scale = rng.pick([5, 10, 20, 25, 50]);
      const units = rng.int(3, 12);
      const value = scale * units;
      if (rng.chance(0.5)) {
        return {
          text: `In a bar graph, 1 unit of length stands for ${scale} trees. How many units long should the bar for ${int(value)} trees be?`,
          answer: `${units} units`,
          distractors: ints(rng, units, [value - scale, value / 5, units * 2, units + 1], { min: 1 }).map(
            (x) => `${int(x)} units`,
          ),
          hint: `Find how many lots of ${scale} make ${int(value)}.`,
          explanation: `${int(value)} ÷ ${scale} = ${units}, so the bar is ${units} units long.`,
          params: { form: 'bar-length', scale, units },
        };
      }
      const village = rng.pick(['Rampur', 'Kothi', 'Nandgaon', 'Sonpur', 'Amboli']);
      return {
        text: `In a bar graph of trees planted in villages, 1 unit of length stands for ${scale} trees. The bar for ${village} is ${units} units long. How many trees were planted in ${village}?`,
        answer: int(value),
        distractors: fmtInts(
          ints(rng, value, [units + scale, units, scale * (units + 1), value * 2], { min: 1 }),
        ),
        hint: `Each unit of the bar is ${scale} trees.`,
        explanation: `${units} × ${scale} = ${int(value)} trees.`,
        params: { form: 'bar-value', scale, units },
      };
    },
  },
};

/** Two circles with centres A and B meeting at P, or a rectangle with its diagonals. */
function circlesFigure(r1: number, r2: number, ab: number): Figure {
  const k = 14;
  const ax = 30 + r1 * k;
  const ay = 30 + Math.max(r1, r2) * k;
  const bx = ax + ab * k;
  // P from the two distances: x along AB, y above it.
  const px = (r1 * r1 - r2 * r2 + ab * ab) / (2 * ab);
  const py = Math.sqrt(Math.max(0, r1 * r1 - px * px));
  const P: [number, number] = [ax + px * k, ay - py * k];
  const parts = [
    circle(ax, ay, r1 * k, { width: 1.5 }),
    circle(bx, ay, r2 * k, { width: 1.5 }),
    polygon([[ax, ay], [bx, ay], P], { width: 2 }),
    dot(ax, ay),
    dot(bx, ay),
    dot(P[0], P[1]),
    label(ax - 4, ay + 16, 'A', { italic: true }),
    label(bx + 4, ay + 16, 'B', { italic: true }),
    label(P[0], P[1] - 12, 'P', { italic: true }),
  ];
  return figure(
    bx + r2 * k + 30,
    ay + Math.max(r1, r2) * k + 30,
    parts,
    `Two circles, one with centre A and radius ${r1} cm and one with centre B and radius ${r2} cm, cross at the point P. A and B are ${ab} cm apart, and the triangle ABP is drawn.`,
  );
}

export const constructions: SkillSpec = {
  slug: 'playing-with-constructions',
  name: 'Circles, rectangles and constructions',
  description:
    'Use the radius and diameter of a circle, the sides and diagonals of rectangles and squares, and points found with compasses.',
  prerequisites: ['lines-and-angles'],
  levels: {
    1: (rng): Problem => {
      const r = rng.int(2, 15);
      if (rng.chance(0.5)) {
        return {
          text: `Jyoti opens her compasses to ${r} cm and draws a circle. What is the diameter of the circle?`,
          answer: `${2 * r} cm`,
          distractors: ints(rng, 2 * r, [r, 4 * r, r + 2, 2 * r + 1], { min: 1 }).map((x) => `${x} cm`),
          hint: 'The opening of the compasses is the radius; the diameter goes right across through the centre.',
          explanation: `The diameter is two radii: 2 × ${r} = ${2 * r} cm.`,
          params: { form: 'diameter', r },
        };
      }
      return {
        text: `A circle has a diameter of ${2 * r} cm. How wide should the compasses be opened to draw it?`,
        answer: `${r} cm`,
        distractors: ints(rng, r, [2 * r, 4 * r, r + 1, r - 1], { min: 1 }).map((x) => `${x} cm`),
        hint: 'The compasses are opened to the radius of the circle.',
        explanation: `The radius is half the diameter: ${2 * r} ÷ 2 = ${r} cm.`,
        params: { form: 'radius', r },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const d = rng.int(4, 15) * 2;
        return {
          text: `The diagonals AC and BD of rectangle ABCD meet at O. If AC = ${d} cm, how long is OB?`,
          answer: `${d / 2} cm`,
          distractors: ints(rng, d / 2, [d, 2 * d, d / 4, d / 2 + 2].filter(Number.isInteger), {
            min: 1,
          }).map((x) => `${x} cm`),
          hint: 'The diagonals of a rectangle are equal, and they cut each other into halves.',
          explanation: `BD = AC = ${d} cm, and O is its midpoint, so OB = ${d} ÷ 2 = ${d / 2} cm.`,
          figure: rectangleDiagonals(
            'Rectangle ABCD with A at the bottom left and the corners named anticlockwise. The diagonals AC and BD cross at O.',
          ),
          params: { form: 'diagonal', d },
        };
      }
      const a = rng.int(3, 15);
      let b = rng.int(2, 14);
      while (b === a) b = rng.int(2, 14);
      const p = 2 * (a + b);
      return {
        text: `Sahil constructs a rectangle with one side ${a} cm and a perimeter of ${p} cm. How long is the other side?`,
        answer: `${b} cm`,
        distractors: ints(rng, b, [p - a, p - 2 * a, p / 2, p / 4], { min: 1 })
          .filter(Number.isInteger)
          .map((x) => `${x} cm`),
        hint: 'Half the perimeter is one length plus one breadth.',
        explanation: `Half the perimeter is ${p} ÷ 2 = ${a + b} cm, so the other side is ${a + b} − ${a} = ${b} cm.`,
        params: { form: 'side', a, p },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const r1 = rng.int(3, 8);
        const r2 = rng.int(3, 8);
        const ab = rng.int(Math.max(r1, r2) + 1, r1 + r2 - 1);
        const answer = r1 + r2 + ab;
        return {
          text: `In the figure, a circle with centre A and radius ${r1} cm and a circle with centre B and radius ${r2} cm meet at P, and AB = ${ab} cm. What is the perimeter of triangle ABP?`,
          answer: `${answer} cm`,
          distractors: ints(rng, answer, [r1 + r2, 2 * (r1 + r2) + ab, ab + r1, answer + ab], { min: 1 }).map(
            (x) => `${x} cm`,
          ),
          hint: 'P is on both circles, so AP and BP are radii.',
          explanation: `AP = ${r1} cm and BP = ${r2} cm are radii, so the perimeter is ${r1} + ${r2} + ${ab} = ${answer} cm.`,
          figure: circlesFigure(r1, r2, ab),
          params: { form: 'circles', r1, r2, ab },
        };
      }
      const r1 = rng.int(2, 9);
      let r2 = rng.int(3, 12);
      while (r2 === r1) r2 = rng.int(3, 12);
      const inside = rng.chance(0.4);
      const answer = inside ? Math.abs(r1 - r2) : r1 + r2;
      return {
        text: `Two circles of radii ${r1} cm and ${r2} cm touch each other ${inside ? 'from the inside (one lies within the other)' : 'from the outside'}. How far apart are their centres?`,
        figure: touchingCircles(
          r1,
          r2,
          inside,
          inside
            ? `A circle of radius ${Math.max(r1, r2)} cm with a circle of radius ${Math.min(r1, r2)} cm inside it, touching it at one point. Both centres are marked; the big circle's radius is drawn down to its edge, and the small circle's radius to the touching point.`
            : `Two circles, of radii ${r1} cm and ${r2} cm, touching each other from the outside at one point. Both centres are marked, and the radii to the touching point are drawn along one straight line from centre to centre.`,
        ),
        answer: `${answer} cm`,
        distractors: ints(
          rng,
          answer,
          [inside ? r1 + r2 : Math.abs(r1 - r2), 2 * (r1 + r2), 2 * Math.max(r1, r2), answer + 1],
          { min: 1 },
        ).map((x) => `${x} cm`),
        hint: 'Draw the line through both centres and the point where the circles touch.',
        explanation: inside
          ? `The centres are on the same side of the touching point, so the distance is ${Math.max(r1, r2)} − ${Math.min(r1, r2)} = ${answer} cm.`
          : `The touching point lies between the centres, so the distance is ${r1} + ${r2} = ${answer} cm.`,
        params: { form: inside ? 'touch-inside' : 'touch-outside', r1, r2 },
      };
    },
  },
};

const SHAPE_LINES = [
  ['a rhombus that is not a square', 2],
  ['a parallelogram that is not a rectangle or a rhombus', 0],
  ['a kite (two pairs of equal neighbouring sides)', 1],
  ['an isosceles trapezium', 1],
  ['a semicircle', 1],
  ['a rectangle that is not a square', 2],
  ['a square', 4],
  ['an isosceles triangle that is not equilateral', 1],
] as const;

const ROTATING = [
  ['a square', 4],
  ['a rectangle that is not a square', 2],
  ['an equilateral triangle', 3],
  ['a regular hexagon', 6],
  ['a regular pentagon', 5],
  ['a parallelogram', 2],
  ['the letter S', 2],
  ['a regular octagon', 8],
] as const;

export const symmetry: SkillSpec = {
  slug: 'symmetry',
  name: 'Line and rotational symmetry',
  description:
    'Count the lines of symmetry of figures, find the order of rotational symmetry and the angles of symmetry.',
  prerequisites: ['lines-and-angles', 'math-5-lines-of-symmetry'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [shape, lines] = rng.pick(SHAPE_LINES);
        return {
          text: `Folding along a line of symmetry makes the two halves match. How many lines of symmetry has ${shape}?`,
          answer: int(lines),
          distractors: fmtInts(
            ints(rng, lines, [lines === 2 ? 4 : 2, lines + 1, lines - 1, lines + 3], { min: 0 }),
          ),
          hint: 'Try folding along each diagonal and along each line through the midpoints of opposite sides.',
          explanation:
            lines === 0
              ? 'No fold makes the halves match, so it has 0 lines of symmetry.'
              : `Exactly ${lines} fold${lines > 1 ? 's' : ''} make${lines > 1 ? '' : 's'} the halves match, so it has ${lines}.`,
          params: { form: 'lines', shape },
        };
      }
      const n = rng.int(5, 12);
      return {
        text: `A regular polygon has ${n} equal sides and ${n} equal angles. How many lines of symmetry does it have?`,
        answer: int(n),
        distractors: fmtInts(ints(rng, n, [n / 2, 2 * n, n - 1, n + 1].filter(Number.isInteger), { min: 1 })),
        hint: 'A regular polygon has a line of symmetry for every side.',
        explanation: `A regular polygon with ${n} sides has ${n} lines of symmetry, as many as its sides.`,
        params: { form: 'regular', n },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [shape, order] = rng.pick(ROTATING);
        return {
          text: `What is the order of rotational symmetry of ${shape}, that is, how many times does it look exactly the same in one full turn?`,
          answer: int(order),
          distractors: fmtInts(ints(rng, order, [order * 2, order - 1, order + 1, 1], { min: 1 })),
          hint: 'Turn the figure about its centre and count the positions that look like the start, up to a full turn.',
          explanation: `It looks the same after every turn of 360° ÷ ${order} = ${360 / order}°, so its order is ${order}.`,
          params: { form: 'order', shape },
        };
      }
      const blades = rng.int(3, 9);
      const colour = rng.pick(['red', 'blue', 'green']);
      return {
        text: `A paper windmill has ${blades} identical ${colour} blades spaced evenly around its centre. What is the order of its rotational symmetry?`,
        answer: int(blades),
        distractors: fmtInts(
          ints(rng, blades, [2 * blades, blades - 1, 360 / blades, blades + 1].filter(Number.isInteger), {
            min: 1,
          }),
        ),
        hint: 'Count how many times the windmill looks the same as you turn it once all the way round.',
        explanation: `It looks the same after each turn of 360° ÷ ${blades}, that is ${blades} times in a full turn, so the order is ${blades}.`,
        params: { form: 'windmill', blades, colour },
      };
    },
    3: (rng): Problem => {
      const order = rng.pick([3, 4, 5, 6, 8, 9, 10, 12, 18, 20]);
      const angle = 360 / order;
      if (rng.chance(0.5)) {
        return {
          text: `A regular polygon has ${order} sides. What is the smallest angle through which it can be turned about its centre to look the same?`,
          answer: degrees(angle),
          distractors: [180 / order, 360 - angle, 2 * angle, order * 10]
            .filter((x) => Number.isInteger(x) && x !== angle)
            .map(degrees),
          hint: 'A full turn is 360°; the polygon looks the same as many times as it has sides.',
          explanation: `360° ÷ ${order} = ${degrees(angle)}.`,
          params: { form: 'angle', order },
        };
      }
      return {
        text: `A design looks exactly the same after every turn of ${degrees(angle)} about its centre, and not after any smaller turn. What is the order of its rotational symmetry?`,
        answer: int(order),
        distractors: fmtInts(
          ints(rng, order, [180 / angle, 360 - angle, order * 2, order + 1].filter(Number.isInteger), {
            min: 1,
          }),
        ),
        hint: 'Count how many such turns make one full turn of 360°.',
        explanation: `360° ÷ ${degrees(angle)} = ${order}, so the order is ${order}.`,
        params: { form: 'order-from-angle', order },
      };
    },
  },
};
