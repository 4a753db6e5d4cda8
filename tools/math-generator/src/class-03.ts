import {
  columnAddition,
  columnSubtraction,
  distinctInts,
  fmtInts,
  noBorrowDifference,
  noCarrySum,
} from './common.ts';
import { ints } from './distractors.ts';
import { capitalize, count, int, numberName, rupeesPaise } from './format.ts';
import { cutShapeFigure, mirrorGridFigure, rulerFigure, tallyFigure } from './figures-class-03.ts';
import type { Rng } from '@quizring/contracts/random';
import { ITEMS, NAMES } from './story.ts';
import type { ClassSpec, Problem, SkillSpec } from './types.ts';

const NAME_LETTERS = (n: number): number => numberName(n).replaceAll('-', '').replaceAll(' ', '').length;

const tally: SkillSpec = {
  slug: 'tally-marks-and-number-names',
  name: 'Tally marks and number names',
  description:
    'Count with tally marks in groups of five, keep track of what went out and came back, and count the letters in number names.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const groups = rng.int(1, 6);
      const loose = rng.int(1, 4);
      const n = groups * 5 + loose;
      const alt = `Tally marks: ${count(groups, 'group', 'groups')} of five marks (four upright marks crossed by a fifth) and ${count(loose, 'single mark', 'single marks')}.`;
      if (rng.chance(0.5)) {
        const who = rng.pick(NAMES);
        const animal = rng.pick(['cow', 'goat', 'sheep', 'buffalo'] as const);
        const many = animal === 'sheep' ? 'sheep' : animal === 'buffalo' ? 'buffaloes' : `${animal}s`;
        return {
          text: `${who} makes one tally mark for every ${animal} that goes out to graze. How many ${many} do these tally marks show?`,
          answer: int(n),
          distractors: fmtInts(ints(rng, n, [groups * 4 + loose, groups + loose, groups * 5], { min: 1 })),
          hint: 'Each crossed group stands for 5; count the groups in fives, then add the single marks.',
          explanation: `${count(groups, 'group', 'groups')} of 5 make ${groups * 5}, and ${groups * 5} + ${loose} = ${n}.`,
          figure: tallyFigure(n, alt),
          params: { form: 'read', groups, loose, who, animal },
        };
      }
      const out = rng.int(12, 40);
      const left = rng.int(1, 5);
      return {
        text: `Deba made a mark on the wall for each of ${out} cows that went out. As each cow came back, he struck out one mark. ${left === 1 ? '1 mark was' : `${left} marks were`} still left. How many cows came back?`,
        answer: int(out - left),
        distractors: fmtInts(ints(rng, out - left, [out + left, left, out - left + 1], { min: 1 })),
        hint: 'Every struck-out mark is a cow that came back; the marks left are cows still outside.',
        explanation: `${out} − ${left} = ${out - left} cows came back.`,
        params: { form: 'back', out, left },
      };
    },
    2: (rng): Problem => {
      const n = rng.int(21, 99);
      if (n % 10 === 0) return tally.levels[2](rng);
      const name = numberName(n);
      const letters = NAME_LETTERS(n);
      const first = name.split('-')[0]?.length ?? 0;
      return {
        text: `Teji writes the number ${n} in words. How many letters does its number name have? (The hyphen is not a letter.)`,
        answer: int(letters),
        distractors: fmtInts(ints(rng, letters, [letters + 1, first, letters - 1], { min: 1 })),
        hint: 'Write the number name in full, then count the letters of both words.',
        explanation: `${n} is "${name}": ${name
          .split('-')
          .map((w) => `${w} has ${w.length}`)
          .join(' and ')}, and ${name
          .split('-')
          .map((w) => w.length)
          .join(' + ')} = ${letters} letters.`,
        params: { form: 'letters', n },
      };
    },
    3: (rng): Problem => {
      const form = rng.pick(['longest', 'shortest'] as const);
      const nums = distinctInts(rng, 4, 11, 99);
      const sizes = nums.map(NAME_LETTERS);
      const best = form === 'longest' ? Math.max(...sizes) : Math.min(...sizes);
      if (sizes.filter((s) => s === best).length !== 1) return tally.levels[3](rng);
      const answer = nums[sizes.indexOf(best)] ?? 0;
      return {
        text: `Which of ${nums.slice(0, 3).join(', ')} and ${nums[3]} has the ${form} number name (the ${form === 'longest' ? 'most' : 'fewest'} letters)?`,
        answer: int(answer),
        options: fmtInts(nums),
        hint: 'Write each number in words and count its letters; the biggest number does not always have the longest name.',
        explanation: `${nums.map((x, i) => `${numberName(x)} has ${sizes[i]}`).join(', ')} letters, so ${answer} has the ${form} name.`,
        params: { form, nums },
      };
    },
  },
};

type Solid = 'cube' | 'cuboid' | 'cylinder' | 'cone' | 'sphere';
const SOLIDS: readonly Solid[] = ['cube', 'cuboid', 'cylinder', 'cone', 'sphere'];
/** The solid a child most often confuses with each one. */
const LOOKALIKE: Record<Solid, readonly Solid[]> = {
  cube: ['cuboid', 'cylinder'],
  cuboid: ['cube', 'cylinder'],
  cylinder: ['cone', 'cuboid'],
  cone: ['cylinder', 'sphere'],
  sphere: ['cylinder', 'cone'],
};
const OBJECTS: readonly (readonly [string, Solid])[] = [
  ['a dice', 'cube'],
  ['a gift box with all its edges equal', 'cube'],
  ['a brick', 'cuboid'],
  ['a matchbox', 'cuboid'],
  ['a lunch box', 'cuboid'],
  ['a birthday cap', 'cone'],
  ['a clown’s hat', 'cone'],
  ['a laddoo', 'sphere'],
  ['a football', 'sphere'],
  ['a candle', 'cylinder'],
  ['a drum', 'cylinder'],
  ['a pipe', 'cylinder'],
];
const PROPERTIES: readonly (readonly [string, Solid])[] = [
  ['has 6 faces that are all squares', 'cube'],
  ['has 6 flat faces that are rectangles, not all squares', 'cuboid'],
  ['has 2 flat faces that are circles and one curved face', 'cylinder'],
  ['has 1 flat face that is a circle and a pointed corner on top', 'cone'],
  ['has no flat face and no corner at all', 'sphere'],
  ['can roll when laid on its side and can also stand on a flat face, with no corners', 'cylinder'],
  ['has 8 corners and 12 edges, and its faces are not all the same size', 'cuboid'],
];
/** Flat faces, corners and edges of each solid, as Toy Joy counts them. */
const FEATURES: Record<Solid, { faces: number; corners: number; edges: number }> = {
  cube: { faces: 6, corners: 8, edges: 12 },
  cuboid: { faces: 6, corners: 8, edges: 12 },
  cylinder: { faces: 2, corners: 0, edges: 2 },
  cone: { faces: 1, corners: 1, edges: 1 },
  sphere: { faces: 0, corners: 0, edges: 0 },
};

/** What a child sees on each solid, in words. */
const LOOKS: Record<Solid, string> = {
  cube: '6 flat square faces, 8 corners and 12 edges',
  cuboid: '6 flat rectangular faces, 8 corners and 12 edges',
  cylinder: '2 flat circular faces, 1 curved face and 0 corners',
  cone: '1 flat circular face, 1 curved face and 1 pointed corner',
  sphere: '1 curved face, with 0 flat faces and 0 corners',
};

function solidOptions(rng: Rng, answer: Solid): string[] {
  return [...LOOKALIKE[answer], ...rng.shuffle(SOLIDS.filter((s) => s !== answer))].map(capitalize);
}

const solids: SkillSpec = {
  slug: 'solid-shapes',
  name: 'Solid shapes',
  description:
    'Name cubes, cuboids, cylinders, cones and spheres in things around us and count their flat faces, corners and edges.',
  prerequisites: [],
  levels: {
    1: (rng): Problem => {
      const [thing, solid] = rng.pick(OBJECTS);
      return {
        text: `Which solid shape is ${thing} like?`,
        answer: capitalize(solid),
        distractors: solidOptions(rng, solid),
        hint: 'Think of its faces: are they flat or curved, squares, rectangles or circles? Does it have a pointed top?',
        explanation: `${capitalize(thing)} has ${LOOKS[solid]}, like a ${solid}.`,
        params: { form: 'object', thing },
      };
    },
    2: (rng): Problem => {
      const [thing, solid] = rng.pick([
        ['dice', 'cube'],
        ['matchboxes', 'cuboid'],
        ['bricks', 'cuboid'],
        ['candles', 'cylinder'],
        ['drums', 'cylinder'],
        ['birthday caps', 'cone'],
      ] as const);
      const part = rng.pick(['faces', 'corners', 'edges'] as const);
      const one = FEATURES[solid][part];
      if (one === 0 || ((solid === 'cylinder' || solid === 'cone') && part === 'edges'))
        return solids.levels[2](rng);
      const n = rng.int(2, 4);
      const answer = n * one;
      const word = part === 'faces' ? 'flat faces' : part;
      return {
        text: `${rng.pick(NAMES)} has ${n} ${thing}, each shaped like a ${solid}. How many ${word} do they have in all?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [one, n + one, n * (one === 6 ? 8 : 6), answer + n], { min: 1 }),
        ),
        hint: `First count the ${word} of one ${solid}; every ${solid} has the same number.`,
        explanation: `One ${solid} has ${one} ${one === 1 ? word.replace(/s$/u, '') : word}, so ${n} of them have ${n} × ${one} = ${answer}.`,
        params: { form: 'count', solid, part, n },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const [property, solid] = rng.pick(PROPERTIES);
        return {
          text: `Which solid shape ${property}?`,
          answer: capitalize(solid),
          distractors: solidOptions(rng, solid),
          hint: 'Picture each solid in your hand and check its flat faces, curved faces and corners one by one.',
          explanation: `A ${solid} has ${LOOKS[solid]}, so it is the solid that ${property}.`,
          params: { form: 'property', property },
        };
      }
      const a = rng.int(2, 4);
      const other = rng.pick(['cylinder', 'cone'] as const);
      const b = rng.int(1, 4);
      const total = a * 6 + b * FEATURES[other].faces;
      return {
        text: `Jaya builds a toy with ${a} cubes and ${count(b, other, `${other}s`)}. How many flat faces do these solids have in all, before they are joined?`,
        answer: int(total),
        distractors: fmtInts(
          ints(rng, total, [a * 6 + b, (a + b) * 6, a * 4 + b * FEATURES[other].faces], { min: 1 }),
        ),
        hint: `Find the flat faces of one cube and of one ${other} first.`,
        explanation: `${a} × 6 = ${a * 6} faces on the cubes and ${b} × ${FEATURES[other].faces} = ${b * FEATURES[other].faces} on the ${b === 1 ? other : `${other}s`}, so ${a * 6} + ${b * FEATURES[other].faces} = ${total}.`,
        params: { form: 'faces', a, b, other },
      };
    },
  },
};
const doubleCentury: SkillSpec = {
  slug: 'numbers-up-to-200',
  name: 'Numbers up to 200',
  description:
    'Count with bundles of hundreds and tens, find how many more make 100 or 200, and count on or back in tens and fives.',
  prerequisites: ['math-2-place-value-up-to-999'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const t = rng.int(1, 9);
        const o = rng.int(1, 9);
        const n = 100 + t * 10 + o;
        return {
          text: `Bholu has 1 bundle of hundred sticks, ${count(t, 'bundle', 'bundles')} of ten sticks and ${count(o, 'loose stick', 'loose sticks')}. How many sticks does he have?`,
          answer: int(n),
          distractors: fmtInts(ints(rng, n, [t * 10 + o, 100 + o * 10 + t, 1 + t + o, n + 10], { min: 1 })),
          hint: 'A hundred bundle is 100 sticks and each ten bundle is 10 sticks.',
          explanation: `100 + ${t} × 10 + ${o} = 100 + ${t * 10} + ${o} = ${n} sticks.`,
          params: { form: 'bundles', t, o },
        };
      }
      const target = rng.pick([100, 200]);
      const start = target - rng.int(11, 89);
      if (start % 10 === 0) return doubleCentury.levels[1](rng);
      const answer = target - start;
      const noCarry = (Math.floor(target / 10) - Math.floor(start / 10)) * 10 - (start % 10);
      return {
        text: `Bholu is on ${start} on the number line. How many more does he need to jump to reach ${target}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [answer + 10, answer - 10, noCarry + 10, target + start], { min: 1 }),
        ),
        hint: `Jump to the next ten first, then jump in tens up to ${target}.`,
        explanation: `From ${start} to ${Math.ceil(start / 10) * 10} is ${Math.ceil(start / 10) * 10 - start}, and from ${Math.ceil(start / 10) * 10} to ${target} is ${target - Math.ceil(start / 10) * 10}, so ${Math.ceil(start / 10) * 10 - start} + ${target - Math.ceil(start / 10) * 10} = ${answer}.`,
        params: { form: 'more', start, target },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['more', 'less'] as const);
      const n = form === 'more' ? rng.int(92, 189) : rng.int(101, 199);
      if (Math.floor(n / 10) % 10 !== (form === 'more' ? 9 : 0) && rng.chance(0.6))
        return doubleCentury.levels[2](rng);
      const answer = form === 'more' ? n + 10 : n - 10;
      return {
        text: `What is 10 ${form} than ${n}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [
              form === 'more' ? n + 1 : n - 1,
              form === 'more' ? n - 10 : n + 10,
              form === 'more' ? n + 100 : answer - 100,
            ],
            { min: 1 },
          ),
        ),
        hint: `Only the tens change by one; watch what happens when the tens ${form === 'more' ? 'pass 9' : 'go below 0'}.`,
        explanation: `${n} ${form === 'more' ? '+' : '−'} 10 = ${answer}.`,
        params: { form, n },
      };
    },
    3: (rng): Problem => {
      const step = rng.pick([5, 10] as const);
      const up = rng.chance(0.5);
      const start = up ? rng.int(100, 200 - 5 * step) : rng.int(5 * step, 200);
      const seq = Array.from({ length: 5 }, (_, i) => (up ? start + i * step : start - i * step));
      const gap = rng.int(2, 3);
      const answer = seq[gap] ?? 0;
      const shown = seq.map((x, i) => (i === gap ? '?' : String(x))).join(', ');
      return {
        text: `Count ${up ? 'on' : 'back'} in ${step}s: ${shown}. What is the missing number?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [
              up ? answer + 1 : answer - 1,
              up ? answer + step : answer - step,
              up ? answer - step + 1 : answer + 1,
            ],
            { min: 1 },
          ),
        ),
        hint: `Each number is ${step} ${up ? 'more' : 'less'} than the one before it.`,
        explanation: `${seq[gap - 1]} ${up ? '+' : '−'} ${step} = ${answer}, and ${answer} ${up ? '+' : '−'} ${step} = ${seq[gap + 1]}.`,
        params: { form: up ? 'on' : 'back', start, step, gap },
      };
    },
  },
};

const naniMaa: SkillSpec = {
  slug: 'adding-and-subtracting-within-100',
  name: 'Adding and subtracting within 100',
  description:
    'Find hidden numbers, add and subtract two-digit numbers with regrouping, and solve story sums with a missing start or a comparison.',
  prerequisites: [
    'numbers-up-to-200',
    'math-2-adding-two-digit-numbers',
    'math-2-subtracting-two-digit-numbers',
  ],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const total = rng.int(12, 30);
        const shown = rng.int(3, total - 3);
        const hidden = total - shown;
        return {
          text: `Nani Maa has ${total} seeds. Chirag hides some under a handkerchief and ${shown} seeds are left on the table. How many seeds are hidden?`,
          answer: int(hidden),
          distractors: fmtInts(ints(rng, hidden, [total + shown, hidden + 1, hidden - 1, shown], { min: 1 })),
          hint: 'The seeds on the table and the hidden seeds together make all the seeds.',
          explanation: `${shown} + ${hidden} = ${total}, so ${total} − ${shown} = ${hidden} seeds are hidden.`,
          params: { form: 'hidden', total, shown },
        };
      }
      const a = rng.int(6, 15);
      const b = rng.int(5, 15);
      return {
        text: `Nandini brought ${a} balushahis and Chirag brought ${b} balushahis for Nani Maa. How many balushahis did they bring in all?`,
        answer: int(a + b),
        distractors: fmtInts(ints(rng, a + b, [Math.abs(a - b), a + b - 10, a + b + 1], { min: 1 })),
        hint: 'Make a ten first: split the second number to fill up the first to the next ten.',
        explanation: `${a} + ${b} = ${a + b}.`,
        params: { form: 'join', a, b },
      };
    },
    2: (rng): Problem => {
      const form = rng.pick(['add', 'take'] as const);
      if (form === 'add') {
        let a = rng.int(15, 68);
        let b = rng.int(12, 99 - a);
        if ((a % 10) + (b % 10) < 10) [a, b] = [a - (a % 10) + 7, b - (b % 10) + 6];
        if (a + b > 99) return naniMaa.levels[2](rng);
        const who = rng.pick(NAMES);
        return {
          text: `On the farm ${who} counts ${a} hens in the morning and ${b} ducks in the evening. How many birds does ${who} count in all?`,
          answer: int(a + b),
          distractors: fmtInts(ints(rng, a + b, [noCarrySum(a, b), a + b + 10, a + b - 1], { min: 1 })),
          hint: 'Add the ones first; if they make 10 or more, carry a ten to the tens.',
          explanation: `Ones: ${a % 10} + ${b % 10} = ${(a % 10) + (b % 10)}, write ${((a % 10) + (b % 10)) % 10} and carry 1; tens: ${Math.floor(a / 10)} + ${Math.floor(b / 10)} + 1 = ${Math.floor((a + b) / 10)}. So ${a} + ${b} = ${a + b}.`,
          params: { form, a, b },
        };
      }
      const a = rng.int(41, 95);
      const b = rng.int(12, a - 10);
      if (a % 10 >= b % 10) return naniMaa.levels[2](rng);
      return {
        text: `Nani Maa had ${a} marigold flowers. She used ${b} of them to make a garland. How many flowers are left?`,
        answer: int(a - b),
        distractors: fmtInts(ints(rng, a - b, [noBorrowDifference(a, b), a - b + 10, a - b - 1], { min: 1 })),
        hint: 'There are not enough ones on top, so open a ten to make more ones.',
        explanation: `Open a ten: ${(a % 10) + 10} − ${b % 10} = ${(a % 10) + 10 - (b % 10)} ones, and ${Math.floor(a / 10) - 1} − ${Math.floor(b / 10)} = ${count(Math.floor(a / 10) - 1 - Math.floor(b / 10), 'ten', 'tens')}, so ${a} − ${b} = ${a - b}.`,
        params: { form, a, b },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const gave = rng.int(12, 45);
        const left = rng.int(12, 99 - gave);
        const start = gave + left;
        return {
          text: `Nani Maa had some marbles. She gave ${gave} to Chirag and has ${left} marbles left. How many marbles did she have at first?`,
          answer: int(start),
          distractors: fmtInts(ints(rng, start, [Math.abs(left - gave), start + 10, start - 10], { min: 1 })),
          hint: 'Put back the marbles she gave away: the ones she gave and the ones left make what she had.',
          explanation: `${gave} + ${left} = ${start} marbles at first.`,
          params: { form: 'start', gave, left },
        };
      }
      const a = rng.int(40, 98);
      const b = rng.int(15, a - 5);
      return {
        text: `Chirag has ${a} stamps and Nandini has ${b} stamps. How many more stamps does Chirag have than Nandini?`,
        answer: int(a - b),
        distractors: fmtInts(ints(rng, a - b, [a + b, noBorrowDifference(a, b), a - b + 10], { min: 1 })),
        hint: 'How many more means finding the difference: take the smaller number from the bigger one.',
        explanation: `${a} − ${b} = ${a - b}, so Chirag has ${a - b} more; check: ${b} + ${a - b} = ${a}.`,
        params: { form: 'compare', a, b },
      };
    },
  },
};
/** Straight sides and corners of the flat shapes of Fun with Shapes. */
const FLAT: Record<string, { sides: number; corners: number }> = {
  triangle: { sides: 3, corners: 3 },
  square: { sides: 4, corners: 4 },
  rectangle: { sides: 4, corners: 4 },
  circle: { sides: 0, corners: 0 },
  semicircle: { sides: 1, corners: 2 },
};

/** How many triangles (fan), rectangles (strip) or squares (grid) a cut shape holds, counted by size. */
function shapesIn(kind: 'fan' | 'strip' | 'grid', k: number): { total: number; working: string } {
  if (kind === 'grid') {
    const sizes = Array.from({ length: k }, (_, i) => (k - i) * (k - i));
    return { total: sizes.reduce((s, x) => s + x, 0), working: sizes.join(' + ') };
  }
  const sizes = Array.from({ length: k }, (_, i) => k - i);
  return { total: sizes.reduce((s, x) => s + x, 0), working: sizes.join(' + ') };
}

const flatShapes: SkillSpec = {
  slug: 'flat-shapes',
  name: 'Flat shapes: sides and corners',
  description:
    'Count the straight sides and corners of triangles, squares, rectangles, circles and semicircles, and find all the shapes hidden in a figure.',
  prerequisites: ['solid-shapes'],
  levels: {
    1: (rng): Problem => {
      const shape = rng.pick(Object.keys(FLAT));
      const part = rng.pick(['sides', 'corners'] as const);
      const answer = FLAT[shape]?.[part] ?? 0;
      const word = part === 'sides' ? 'straight sides' : 'corners';
      return {
        text: `How many ${word} does a ${shape} have?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(
            rng,
            answer,
            [answer + 1, 4, 3, 2, 1, 0].filter((x) => x !== answer),
            { min: 0 },
          ),
        ),
        hint: 'A corner is where two sides meet; a curved line is not a straight side.',
        explanation: `A ${shape} has ${count(FLAT[shape]?.sides ?? 0, 'straight side', 'straight sides')} and ${count(FLAT[shape]?.corners ?? 0, 'corner', 'corners')}${shape === 'semicircle' ? ' (where its straight side meets the curved one)' : ''}, so the answer is ${answer}.`,
        params: { form: part, shape },
      };
    },
    2: (rng): Problem => {
      const t = rng.int(2, 6);
      const s = rng.int(2, 6);
      const part = rng.pick(['sides', 'corners'] as const);
      const total = t * 3 + s * 4;
      const who = rng.pick(NAMES);
      return {
        text: `${who} cuts out ${t} triangles and ${s} squares from paper. How many ${part} do all the shapes have together?`,
        answer: int(total),
        distractors: fmtInts(ints(rng, total, [t * 4 + s * 3, (t + s) * 4, (t + s) * 3, t + s], { min: 1 })),
        hint: `Count the ${part} of one triangle and of one square first.`,
        explanation: `${t} × 3 = ${t * 3} for the triangles and ${s} × 4 = ${s * 4} for the squares, so ${t * 3} + ${s * 4} = ${total}.`,
        params: { form: part, t, s },
      };
    },
    3: (rng): Problem => {
      const kind = rng.pick(['fan', 'fan', 'strip', 'strip', 'grid'] as const);
      const k = kind === 'grid' ? rng.int(2, 3) : rng.int(2, 5);
      const { total, working } = shapesIn(kind, k);
      const small = kind === 'grid' ? k * k : k;
      const what = { fan: 'triangles', strip: 'rectangles', grid: 'squares' }[kind];
      const alt = {
        fan: `A big triangle with ${k - 1} ${k - 1 === 1 ? 'line' : 'lines'} drawn from its top corner to its base, cutting it into ${k} small triangles side by side.`,
        strip: `A long rectangle cut by ${k - 1} upright ${k - 1 === 1 ? 'line' : 'lines'} into ${k} small rectangles side by side.`,
        grid: `A big square cut into a ${k} by ${k} grid of ${k * k} small squares.`,
      }[kind];
      const who = rng.pick(NAMES);
      const how = {
        fan: `${who} draws a triangle and then ${count(k - 1, 'line', 'lines')} from its top corner to its base.`,
        strip: `${who} cuts a long paper strip into ${k} equal rectangles with ${count(k - 1, 'straight line', 'straight lines')} across it.`,
        grid: `${who} divides a square into a ${k} by ${k} grid of small squares.`,
      }[kind];
      return {
        text: `${how} How many ${what} of any size are there in the figure?`,
        answer: int(total),
        distractors: fmtInts(ints(rng, total, [small, small + 1, total - 1, total + 1], { min: 1 })),
        hint: `Count the small ${what} first, then the ones made of two or more parts, and the whole figure too.`,
        explanation:
          kind === 'grid'
            ? `Squares of each size, from the smallest up: ${working} = ${total}.`
            : `${what[0]?.toUpperCase()}${what.slice(1)} made of 1, 2, … ${k} parts: ${working} = ${total}.`,
        figure: cutShapeFigure(kind, k, alt),
        params: { form: kind, k },
      };
    },
  },
};

const neighbours: SkillSpec = {
  slug: 'number-neighbours',
  name: 'Neighbouring hundreds, fifties and tens',
  description:
    'Find the neighbouring hundreds, fifties and tens of a three-digit number, jump to them on the number line and make numbers in different ways.',
  prerequisites: ['numbers-up-to-999'],
  levels: {
    1: (rng): Problem => {
      const size = rng.pick([100, 10] as const);
      const n = rng.int(101, 989);
      if (n % 10 === 0) return neighbours.levels[1](rng);
      const low = Math.floor(n / size) * size;
      const pair = (a: number): string => `${int(a)} and ${int(a + size)}`;
      const other = size === 100 ? 10 : 100;
      const otherLow = Math.floor(n / other) * other;
      return {
        text: `Between which two neighbouring ${size === 100 ? 'hundreds' : 'tens'} does ${n} lie?`,
        answer: pair(low),
        distractors: [
          `${int(otherLow)} and ${int(otherLow + other)}`,
          pair(low + size),
          pair(low - size),
          `${int(Math.floor(n / 50) * 50)} and ${int(Math.floor(n / 50) * 50 + 50)}`,
        ],
        hint: `Look at the ${size === 100 ? 'hundreds digit' : 'hundreds and tens digits'}; the number is just after one ${size === 100 ? 'hundred' : 'ten'} and before the next.`,
        explanation: `${int(low)} < ${n} < ${int(low + size)}, so ${n} lies between ${pair(low)}.`,
        params: { form: size === 100 ? 'hundreds' : 'tens', n },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const n = rng.int(101, 949);
        if (n % 50 === 0) return neighbours.levels[2](rng);
        const low = Math.floor(n / 50) * 50;
        return {
          text: `Between which two neighbouring fifties does ${n} lie?`,
          answer: `${int(low)} and ${int(low + 50)}`,
          distractors: [
            `${int(Math.floor(n / 100) * 100)} and ${int(Math.floor(n / 100) * 100 + 100)}`,
            `${int(Math.floor(n / 10) * 10)} and ${int(Math.floor(n / 10) * 10 + 10)}`,
            `${int(low + 50)} and ${int(low + 100)}`,
            `${int(low - 50)} and ${int(low)}`,
          ],
          hint: 'The fifties are 100, 150, 200, 250, …; find the one just before the number.',
          explanation: `${int(low)} < ${n} < ${int(low + 50)}, so ${n} lies between ${int(low)} and ${int(low + 50)}.`,
          params: { form: 'fifties', n },
        };
      }
      const n = rng.int(601, 889);
      const target = Math.ceil(n / 50) * 50;
      if (n % 10 === 0 || target - n < 6) return neighbours.levels[2](rng);
      const answer = target - n;
      return {
        text: `A crane stands on ${n} on the number line. How many steps forward must it jump to reach its food at ${target}?`,
        answer: int(answer),
        distractors: fmtInts(
          ints(rng, answer, [answer + 10, 10 - (n % 10), target - n - 10, answer + 1], { min: 1 }),
        ),
        hint: 'Jump to the next ten first, then on in tens.',
        explanation: `${n} to ${Math.ceil(n / 10) * 10} is ${Math.ceil(n / 10) * 10 - n} steps and ${Math.ceil(n / 10) * 10} to ${target} is ${target - Math.ceil(n / 10) * 10}, so ${Math.ceil(n / 10) * 10 - n} + ${target - Math.ceil(n / 10) * 10} = ${answer} steps.`,
        params: { form: 'jump', n, target },
      };
    },
    3: (rng): Problem => {
      const h = rng.int(3, 9);
      const t = rng.int(0, 5);
      const o = rng.int(1, 9);
      const n = h * 100 + t * 10 + o;
      const parts = (a: number, b: number, c: number): string => `${a} hundreds + ${b} tens + ${c} ones`;
      return {
        text: `Which is another way of making ${n}?`,
        answer: parts(h - 1, t + 10, o),
        distractors: [
          parts(h - 1, t, o),
          parts(h, t + 10, o),
          parts(h - 1, t + 1, o),
          parts(h - 1, t + 10, o + 10),
        ],
        hint: 'Open one hundred: 1 hundred is the same as 10 tens.',
        explanation: `${n} = ${h} hundreds + ${t} tens + ${o} ones; opening one hundred gives ${h - 1} × 100 + ${t + 10} × 10 + ${o} = ${(h - 1) * 100} + ${(t + 10) * 10} + ${o} = ${n}.`,
        params: { form: 'regroup', n },
      };
    },
  },
};
const mCm = (cm: number): string =>
  cm % 100 === 0 ? `${cm / 100} m` : cm < 100 ? `${cm} cm` : `${Math.floor(cm / 100)} m ${cm % 100} cm`;

const length: SkillSpec = {
  slug: 'measuring-length',
  name: 'Measuring length',
  description:
    'Read a length on a ruler that does not start at 0, measure with hand spans, and compare and join lengths in metres and centimetres.',
  prerequisites: ['numbers-up-to-999'],
  levels: {
    1: (rng): Problem => {
      const from = rng.int(1, 5);
      const to = rng.int(from + 3, 14);
      const [article, thing] = rng.pick([
        ['a', 'pencil'],
        ['a', 'crayon'],
        ['a', 'paper strip'],
        ['an', 'eraser'],
      ] as const);
      return {
        text: `Shelly puts ${article} ${thing} along a ruler: one end is at the ${from} cm mark and the other end at the ${to} cm mark. How long is the ${thing}?`,
        answer: `${to - from} cm`,
        distractors: [to, to - from + 1, to + from, to - from - 1].map((x) => `${x} cm`),
        hint: 'The ruler does not start at the end of the object: subtract the mark at one end from the mark at the other.',
        explanation: `The ${thing} starts at ${from} cm and ends at ${to} cm, so it is ${to} − ${from} = ${to - from} cm long.`,
        figure: rulerFigure(
          15,
          from,
          to,
          `A ruler marked from 0 to 15 cm. The ${thing} lies above it from the ${from} cm mark to the ${to} cm mark.`,
        ),
        params: { form: 'ruler', from, to },
      };
    },
    2: (rng): Problem => {
      if (rng.chance(0.5)) {
        const span = rng.int(11, 15);
        const spans = rng.int(4, 9);
        const who = rng.pick(['Leena', 'Adi', 'Soni', 'Avi'] as const);
        const total = span * spans;
        return {
          text: `${who}'s hand span is ${span} cm. ${who} measures a table and finds it is ${spans} hand spans long. About how long is the table?`,
          answer: `${total} cm`,
          distractors: [span + spans, total + span, total - span, span * 10]
            .filter((x) => x !== total)
            .map((x) => `${x} cm`),
          hint: 'Every hand span adds the same length again.',
          explanation: `${spans} hand spans of ${span} cm: ${spans} × ${span} = ${total} cm.`,
          params: { form: 'spans', span, spans },
        };
      }
      const longCm = 100 + rng.int(1, 9) * 10;
      const shortCm = rng.int(55, 95);
      const diff = longCm - shortCm;
      if (diff === 100) return length.levels[2](rng);
      return {
        text: `Leena's ribbon is ${mCm(longCm)} long and Adi's ribbon is ${shortCm} cm long. How much longer is Leena's ribbon?`,
        answer: `${diff} cm`,
        distractors: [Math.abs(longCm - 100 - shortCm), diff + 10, longCm + shortCm, diff - 10]
          .filter((x) => x > 0 && x !== diff)
          .map((x) => `${x} cm`),
        hint: 'Change 1 m into 100 cm first, so that both lengths are in centimetres.',
        explanation: `${mCm(longCm)} = ${longCm} cm, and ${longCm} − ${shortCm} = ${diff} cm.`,
        params: { form: 'longer', longCm, shortCm },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const piece = rng.pick([20, 25, 50] as const);
        const metres = rng.int(2, 5);
        const answer = (metres * 100) / piece;
        return {
          text: `The top edge of the class board is ${metres} m long. How many paper strings of ${piece} cm each are needed to cover it end to end?`,
          answer: int(answer),
          distractors: fmtInts(
            ints(
              rng,
              answer,
              [metres * piece, answer / 2, answer + 2, (metres * 10) / (piece / 10)].filter(Number.isInteger),
              { min: 1 },
            ),
          ),
          hint: '1 m = 100 cm: find how many strings make one metre first.',
          explanation: `${100 / piece} strings of ${piece} cm make 1 m, so ${metres} m need ${metres} × ${100 / piece} = ${answer} strings.`,
          params: { form: 'strings', piece, metres },
        };
      }
      const piece = rng.int(3, 9) * 5;
      const pieces = rng.int(3, 6);
      const total = piece * pieces;
      if (total < 100 || total % 100 === 0) return length.levels[3](rng);
      return {
        text: `Shelly joins ${pieces} paper strings, each ${piece} cm long, end to end. How long is the joined string?`,
        answer: mCm(total),
        distractors: [total + piece, total - piece, total + 100, total - 10, total + 10, total + 2 * piece]
          .filter((x) => x > 100 && x % 100 !== 0)
          .map(mCm),
        hint: 'Find the total in centimetres, then make metres out of every 100 cm.',
        explanation: `${pieces} × ${piece} = ${total} cm, which is ${mCm(total)}.`,
        params: { form: 'joined', piece, pieces },
      };
    },
  },
};

/** Capital letters that look the same on both sides of an upright mirror line, and ones with no line of symmetry. */
const MIRROR_LETTERS = ['A', 'H', 'I', 'M', 'O', 'T', 'U', 'V', 'W', 'X', 'Y'] as const;
const NO_LINE_LETTERS = ['F', 'G', 'J', 'L', 'N', 'P', 'R', 'S', 'Z'] as const;
/** Letters with only a sleeping (horizontal) mirror line. */
const SLEEPING_LETTERS = ['B', 'C', 'D', 'E', 'K'] as const;
const COLOURS = ['red', 'blue', 'green', 'yellow'] as const;

const symmetry3: SkillSpec = {
  slug: 'symmetry',
  name: 'Symmetry',
  description:
    'Tell which letters and shapes look the same on both sides of a mirror line, complete symmetrical patterns on a grid and make symmetrical malas.',
  prerequisites: ['flat-shapes'],
  levels: {
    1: (rng): Problem => {
      if (rng.chance(0.5)) {
        const answer = rng.pick(MIRROR_LETTERS);
        const wrong = [...rng.shuffle([...NO_LINE_LETTERS]).slice(0, 2), rng.pick(SLEEPING_LETTERS)];
        const listed = rng.shuffle([answer, ...wrong]).join(', ');
        return {
          text: `Which of the capital letters ${listed} looks exactly the same on both sides of a standing mirror line drawn down its middle?`,
          answer,
          options: rng.shuffle([answer, ...wrong]),
          hint: 'Fold each letter down the middle in your mind: do the left half and the right half match?',
          explanation: `Folded down its middle, ${answer} has 2 halves that match exactly; the 2 halves of ${wrong.join(', ')} do not match when folded that way.`,
          params: { form: 'standing', answer },
        };
      }
      const answer = rng.pick(NO_LINE_LETTERS);
      const wrong = [...rng.shuffle([...MIRROR_LETTERS]).slice(0, 2), rng.pick(SLEEPING_LETTERS)];
      return {
        text: `Which of the capital letters ${rng.shuffle([answer, ...wrong]).join(', ')} cannot be folded along any line so that its two halves match?`,
        answer,
        options: rng.shuffle([answer, ...wrong]),
        hint: 'Try a standing fold down the middle and a sleeping fold across the middle for every letter.',
        explanation: `${wrong[0]} and ${wrong[1]} fold down the middle and ${wrong[2]} folds across the middle into 2 matching halves, but ${answer} has 0 fold lines that make its 2 halves match.`,
        params: { form: 'none', answer },
      };
    },
    2: (rng): Problem => {
      const c = rng.int(1, 4);
      const r = rng.int(1, 5);
      const mc = 9 - c;
      const at = (col: number, row: number): string => `Column ${col}, row ${row}`;
      return {
        text: `Soni colours the square in column ${c}, row ${r} on the left of the mirror line. Which square must Avi colour on the right so that the pattern is symmetrical?`,
        answer: at(mc, r),
        distractors: [
          at(c + 4, r),
          at(mc, 6 - r),
          at(mc - 1, r),
          at(mc, r === 5 ? r - 1 : r + 1),
          at(mc + 1 > 8 ? mc - 2 : mc + 1, r),
        ],
        hint: 'The mirror image is just as far from the mirror line as the square, on the other side, in the same row.',
        explanation: `Column ${c} is ${5 - c} ${5 - c === 1 ? 'column' : 'columns'} left of the line, so its image is ${5 - c} ${5 - c === 1 ? 'column' : 'columns'} right of it: column 4 + ${5 - c} = ${mc}, in the same row ${r}.`,
        figure: mirrorGridFigure(
          8,
          5,
          'vertical',
          [[c, r]],
          `A grid of 8 columns and 5 rows, numbered from the top left, with a dashed mirror line between column 4 and column 5. The square in column ${c}, row ${r} is coloured.`,
        ),
        params: { form: 'grid', c, r },
      };
    },
    3: (rng): Problem => {
      const size = rng.int(8, 12);
      const half = Math.floor(size / 2);
      if (rng.chance(0.5)) {
        const k = rng.int(1, size);
        if (2 * k === size + 1) return symmetry3.levels[3](rng);
        const partner = size + 1 - k;
        return {
          text: `A symmetrical mala has ${size} beads in a row. Bead number ${k} from the left is golden. Which bead from the left is its mirror partner, also golden?`,
          answer: int(partner),
          distractors: fmtInts(
            ints(rng, partner, [size - k, partner + 1, k + half, size + 2 - k], { min: 1, max: size }),
          ),
          hint: 'A bead and its mirror partner are the same distance from the two ends of the mala.',
          explanation: `Bead ${k} from the left is bead ${k} from the right, which is bead ${size} + 1 − ${k} = ${partner} from the left.`,
          params: { form: 'partner', size, k },
        };
      }
      const left = Array.from({ length: half }, () => rng.pick(COLOURS));
      if (new Set(left).size < 2) return symmetry3.levels[3](rng);
      const middle = size % 2 === 1 ? rng.pick(COLOURS) : undefined;
      const listed = [...left, ...(middle ? [middle] : [])];
      const k = rng.int(size - half + 1, size);
      const answer = left[size - k] ?? 'red';
      return {
        text: `Soni makes a symmetrical mala of ${size} beads in a row. From the left, the first ${listed.length} beads are ${listed.join(', ')}. What colour is bead number ${k} from the left?`,
        answer: capitalize(answer),
        options: COLOURS.map(capitalize),
        hint: 'In a symmetrical mala the beads read the same from the right as from the left.',
        explanation: `Bead ${k} from the left is bead ${size + 1 - k} from the right, and it matches bead ${size + 1 - k} from the left, which is ${answer}.`,
        params: { form: 'colour', size, left, k, ...(middle ? { middle } : {}) },
      };
    },
  },
};

const threeDigit: SkillSpec = {
  slug: 'numbers-up-to-999',
  name: 'Numbers up to 999',
  description: 'Write three-digit numbers in expanded form, compare them and make numbers from given digits.',
  prerequisites: ['numbers-up-to-200', 'math-2-place-value-up-to-999'],
  levels: {
    1: (rng): Problem => {
      const [h = 1, t = 2, o = 3] = distinctInts(rng, 3, 1, 9);
      const n = h * 100 + t * 10 + o;
      return {
        text: `Which is the expanded form of ${n}?`,
        answer: `${h * 100} + ${t * 10} + ${o}`,
        distractors: [`${h} + ${t} + ${o}`, `${h * 100} + ${t} + ${o}`, `${o * 100} + ${t * 10} + ${h}`],
        hint: 'Each digit is worth its face value times the value of its place.',
        explanation: `${n} is ${h} hundreds, ${t} tens and ${o} ones, which is ${h * 100} + ${t * 10} + ${o}.`,
        params: { form: 'expanded', n },
      };
    },
    2: (rng): Problem => {
      const [a = 1, b = 2, c = 3] = distinctInts(rng, 3, 1, 9);
      const perms = [
        [a, b, c],
        [a, c, b],
        [b, a, c],
        [b, c, a],
        [c, a, b],
        [c, b, a],
      ].map(([x = 0, y = 0, z = 0]) => x * 100 + y * 10 + z);
      const nums = rng.shuffle(perms).slice(0, 4);
      const form = rng.pick(['greatest', 'smallest'] as const);
      const answer = form === 'greatest' ? Math.max(...nums) : Math.min(...nums);
      return {
        text: `Which is the ${form} number: ${nums.join(', ')}?`,
        answer: int(answer),
        options: fmtInts(nums),
        hint: 'Compare the hundreds first, then the tens, then the ones.',
        explanation: `From smallest to greatest the numbers are ${[...nums].sort((x, y) => x - y).join(', ')}, so ${answer} is the ${form}.`,
        params: { form, nums },
      };
    },
    3: (rng): Problem => {
      const [x = 1, y = 2] = distinctInts(rng, 2, 1, 9);
      const digits = rng.shuffle([x, y, 0]);
      const form = rng.pick(['greatest', 'smallest'] as const);
      const big = Math.max(x, y);
      const small = Math.min(x, y);
      const answer = form === 'greatest' ? big * 100 + small * 10 : small * 100 + big;
      const typical =
        form === 'greatest'
          ? [big * 100 + small, small * 100 + big * 10, big * 10 + small]
          : [small * 10 + big, small * 100 + big * 10, big * 100 + small];
      return {
        text: `What is the ${form} three-digit number that can be made using the digits ${digits.join(', ')}, each only once?`,
        answer: int(answer),
        distractors: fmtInts(typical),
        hint:
          form === 'greatest'
            ? 'Put the biggest digit in the hundreds place.'
            : 'A three-digit number cannot start with 0, so start with the smallest digit that is not 0.',
        explanation:
          form === 'greatest'
            ? `Putting the digits from biggest to smallest, ${big}, ${small}, 0, gives ${answer}.`
            : `The hundreds digit must be ${small}, the smallest digit that is not 0; then come 0 and ${big}, giving ${answer}.`,
        params: { form, digits },
      };
    },
  },
};

function threeDigitSum(rng: Rng, carry: boolean): { a: number; b: number } {
  for (;;) {
    const a = rng.int(101, 799);
    const b = rng.int(101, 899 - a < 101 ? 101 : 899 - a);
    const carries = (a % 10) + (b % 10) >= 10 || (Math.floor(a / 10) % 10) + (Math.floor(b / 10) % 10) >= 10;
    if (carries === carry && a + b <= 999) return { a, b };
  }
}

const addition: SkillSpec = {
  slug: 'adding-three-digit-numbers',
  name: 'Adding three-digit numbers',
  description: 'Add three-digit numbers with and without carrying, and solve addition word problems.',
  prerequisites: ['number-neighbours'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = threeDigitSum(rng, false);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [sum + 100, sum - 10, a - b > 0 ? a - b : b - a], { min: 1 })),
        hint: 'Add the ones, then the tens, then the hundreds.',
        explanation: `Column by column: ${columnAddition(a, b)}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = threeDigitSum(rng, true);
      const sum = a + b;
      return {
        text: `What is ${a} + ${b}?`,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [noCarrySum(a, b), sum + 100, sum - 10], { min: 0 })),
        hint: 'When a column adds up to 10 or more, carry 1 to the next column.',
        explanation: `Column by column: ${columnAddition(a, b)}, so ${a} + ${b} = ${sum}.`,
        params: { form: 'sum', a, b },
      };
    },
    3: (rng): Problem => {
      const { a, b } = threeDigitSum(rng, true);
      const sum = a + b;
      const story = rng.pick([
        `A library has ${a} story books and ${b} picture books. How many books does it have in all?`,
        `On Saturday ${a} people visited a fair and on Sunday ${b} people visited it. How many people visited on the two days?`,
        `A farmer picked ${a} mangoes from one tree and ${b} mangoes from another. How many mangoes did the farmer pick?`,
        `A school collected ${a} newspapers in June and ${b} in July for recycling. How many newspapers is that in all?`,
      ]);
      return {
        text: story,
        answer: int(sum),
        distractors: fmtInts(ints(rng, sum, [noCarrySum(a, b), Math.abs(a - b), sum + 100], { min: 1 })),
        hint: 'Putting two amounts together means adding; line up the ones, tens and hundreds.',
        explanation: `${a} + ${b} = ${sum}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

function threeDigitDifference(rng: Rng, borrow: boolean): { a: number; b: number } {
  for (;;) {
    const a = rng.chance(0.25) ? rng.int(2, 9) * 100 + rng.int(0, 9) : rng.int(200, 999);
    const b = rng.int(101, a - 50);
    const borrows = a % 10 < b % 10 || Math.floor(a / 10) % 10 < Math.floor(b / 10) % 10;
    if (borrows === borrow) return { a, b };
  }
}

const subtraction: SkillSpec = {
  slug: 'subtracting-three-digit-numbers',
  name: 'Subtracting three-digit numbers',
  description: 'Subtract three-digit numbers with and without borrowing, including numbers with zeros.',
  prerequisites: ['adding-three-digit-numbers'],
  levels: {
    1: (rng): Problem => {
      const { a, b } = threeDigitDifference(rng, false);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [a + b, diff + 100, diff - 10], { min: 0 })),
        hint: 'Subtract the ones, then the tens, then the hundreds.',
        explanation: `Column by column: ${columnSubtraction(a, b)}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    2: (rng): Problem => {
      const { a, b } = threeDigitDifference(rng, true);
      const diff = a - b;
      return {
        text: `What is ${a} − ${b}?`,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [noBorrowDifference(a, b), diff + 100, diff + 10], { min: 0 })),
        hint: 'If the top digit is smaller, borrow 1 from the next column to the left.',
        explanation: `Column by column: ${columnSubtraction(a, b)}, so ${a} − ${b} = ${diff}.`,
        params: { form: 'difference', a, b },
      };
    },
    3: (rng): Problem => {
      const { a, b } = threeDigitDifference(rng, true);
      const diff = a - b;
      const who = rng.pick(NAMES);
      const story = rng.pick([
        `A train had ${a} passengers. At a station ${b} passengers got off. How many passengers are still on the train?`,
        `A school has ${a} students. ${b} of them are girls. How many boys are there?`,
        `${who} wants to save ₹${a} for a bicycle and has saved ₹${b}. How many more rupees does ${who} need?`,
      ]);
      return {
        text: story,
        answer: int(diff),
        distractors: fmtInts(ints(rng, diff, [noBorrowDifference(a, b), a + b, diff + 100], { min: 0 })),
        hint: 'Finding what is left or how much more means subtracting.',
        explanation: `${a} − ${b} = ${diff}; check: ${diff} + ${b} = ${a}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

interface Unit {
  readonly big: string;
  readonly bigName: string;
  readonly small: string;
  readonly smallName: string;
  readonly factor: number;
}

const UNITS: readonly Unit[] = [
  { big: 'm', bigName: 'metres', small: 'cm', smallName: 'centimetres', factor: 100 },
  { big: 'kg', bigName: 'kilograms', small: 'g', smallName: 'grams', factor: 1000 },
  { big: 'L', bigName: 'litres', small: 'mL', smallName: 'millilitres', factor: 1000 },
];

const measurement: SkillSpec = {
  slug: 'length-weight-capacity',
  name: 'Length, weight and capacity',
  description:
    'Change metres to centimetres, kilograms to grams and litres to millilitres, and solve measuring problems.',
  prerequisites: ['measuring-length'],
  levels: {
    1: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const n = rng.int(2, 9);
      const answer = n * unit.factor;
      const wrong = [n * 10, unit.factor === 100 ? n * 1000 : n * 100, n + unit.factor, n * 10000];
      return {
        text: `How many ${unit.smallName} are there in ${n} ${unit.bigName}?`,
        answer: `${int(answer)} ${unit.small}`,
        distractors: wrong.map((x) => `${int(x)} ${unit.small}`),
        hint: `1 ${unit.big} = ${int(unit.factor)} ${unit.small}.`,
        explanation: `1 ${unit.big} = ${int(unit.factor)} ${unit.small}, so ${n} ${unit.big} = ${n} × ${int(unit.factor)} = ${int(answer)} ${unit.small}.`,
        params: { form: 'convert', n, factor: unit.factor, unit: unit.small },
      };
    },
    2: (rng): Problem => {
      const unit = rng.pick(UNITS);
      const n = rng.int(1, 9);
      const part = unit.factor === 100 ? rng.int(1, 19) * 5 : rng.int(1, 19) * 50;
      const answer = n * unit.factor + part;
      const wrong =
        unit.factor === 100
          ? [n * 1000 + part, n + part, n * 10 + part]
          : [n * 100 + part, n + part, n * 10000 + part];
      return {
        text: `How many ${unit.smallName} is ${n} ${unit.big} ${part} ${unit.small}?`,
        answer: `${int(answer)} ${unit.small}`,
        distractors: wrong.map((x) => `${int(x)} ${unit.small}`),
        hint: `Change the ${unit.bigName} to ${unit.smallName} first, then add.`,
        explanation: `${n} ${unit.big} = ${int(n * unit.factor)} ${unit.small}, and ${int(n * unit.factor)} + ${part} = ${int(answer)} ${unit.small}.`,
        params: { form: 'mixed', n, part, factor: unit.factor, unit: unit.small },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const length = rng.int(3, 9);
        const cutM = rng.int(1, length - 2);
        const cutCm = rng.int(1, 19) * 5;
        const left = length * 100 - (cutM * 100 + cutCm);
        const show = (cm: number): string => `${Math.floor(cm / 100)} m ${cm % 100} cm`;
        const who = rng.pick(NAMES);
        return {
          text: `A ribbon is ${length} m long. ${who} cuts off ${cutM} m ${cutCm} cm. How long is the ribbon now?`,
          answer: show(left),
          distractors: [left + 100, length * 100 + cutM * 100 + cutCm, left - 100, left + 10]
            .filter((cm) => cm >= 100)
            .map(show),
          hint: 'Change everything to centimetres, subtract, then change back.',
          explanation: `${length} m = ${length * 100} cm and ${cutM} m ${cutCm} cm = ${cutM * 100 + cutCm} cm, so ${length * 100} − ${cutM * 100 + cutCm} = ${left} cm, which is ${show(left)}.`,
          params: { form: 'ribbon', length, cutM, cutCm },
        };
      }
      const litres = rng.int(1, 5);
      const glass = rng.pick([100, 200, 250, 500]);
      const answer = (litres * 1000) / glass;
      return {
        text: `A jug holds ${litres} L of lemonade. How many glasses of ${glass} mL each can be filled from it?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer * 2, answer / 2, answer + 1], { min: 1 })),
        hint: '1 L = 1000 mL.',
        explanation: `${litres} L = ${int(litres * 1000)} mL, and ${int(litres * 1000)} ÷ ${glass} = ${answer} glasses.`,
        params: { form: 'glasses', litres, glass },
      };
    },
  },
};

const clock = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  return `${h}:${String(minutes % 60).padStart(2, '0')}`;
};

const duration = (minutes: number): string => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 1 ? '1 hour' : `${h} hours`;
  return m === 0 ? hours : h === 0 ? `${m} minutes` : `${hours} ${m} minutes`;
};

const time: SkillSpec = {
  slug: 'time',
  name: 'Time',
  description:
    'Change between hours, minutes, days and weeks, read a clock to five minutes and find end times.',
  prerequisites: ['adding-three-digit-numbers', 'math-2-time-and-calendar'],
  levels: {
    1: (rng): Problem => {
      const n = rng.int(2, 9);
      const form = rng.pick(['minutes', 'days', 'hours'] as const);
      const spec = {
        minutes: { from: 'hours', one: '1 hour = 60 minutes.', per: 60, wrong: [n * 100, n * 10, n + 60] },
        days: { from: 'weeks', one: '1 week = 7 days.', per: 7, wrong: [n * 5, n * 10, n + 7] },
        hours: { from: 'days', one: '1 day = 24 hours.', per: 24, wrong: [n * 12, n * 60, n + 24] },
      }[form];
      const answer = n * spec.per;
      return {
        text: `How many ${form} are there in ${n} ${spec.from}?`,
        answer: int(answer),
        distractors: fmtInts(spec.wrong),
        hint: spec.one,
        explanation: `${n} × ${spec.per} = ${answer}, so ${n} ${spec.from} have ${answer} ${form}.`,
        params: { form, n },
      };
    },
    2: (rng): Problem => {
      const h = rng.int(1, 11);
      const k = rng.int(1, 11);
      const answer = clock(h * 60 + 5 * k);
      const wrong = [
        clock(h * 60 + k),
        clock((h + 1) * 60 + 5 * k),
        clock(k * 60 + 5 * h),
        clock(h * 60 + 5 * k + 5),
      ];
      return {
        text: `The hour hand of a clock is between ${h} and ${h + 1}, and the minute hand points to ${k}. What time is it?`,
        answer,
        distractors: wrong,
        hint: 'Each number the minute hand points to means 5 more minutes.',
        explanation: `The hour is ${h}, and the minute hand at ${k} means ${k} × 5 = ${5 * k} minutes, so the time is ${answer}.`,
        params: { form: 'read', h, k },
      };
    },
    3: (rng): Problem => {
      const start = rng.int(1, 8) * 60 + rng.int(0, 11) * 5;
      const length = rng.int(1, 2) * 60 + rng.int(1, 11) * 5;
      const end = start + length;
      if (end >= 12 * 60) return time.levels[3](rng);
      if (rng.chance(0.5))
        return {
          text: `A film starts at ${clock(start)} and lasts ${duration(length)}. At what time does it end?`,
          answer: clock(end),
          distractors: [end - (length % 60), end + 60, end - 60, end + 10].map(clock),
          hint: 'Add the hours first, then the minutes.',
          explanation: `${clock(start)} plus ${duration(length)} is ${clock(end)}.`,
          params: { form: 'end', start, length },
        };
      return {
        text: `A picnic starts at ${clock(start)} and ends at ${clock(end)}. How long is the picnic?`,
        answer: duration(length),
        distractors: [length + 60, length - 5, length + 10, length - 60].filter((x) => x > 0).map(duration),
        hint: 'Count the whole hours first, then the extra minutes.',
        explanation: `From ${clock(start)} to ${clock(end)} is ${duration(length)}.`,
        params: { form: 'length', start, length },
      };
    },
  },
};

/** The wrong product of a child who forgets to add the carried tens. */
const forgetCarry = (a: number, b: number): number => Math.floor(a / 10) * b * 10 + (((a % 10) * b) % 10);

const multiplication: SkillSpec = {
  slug: 'multiplication',
  name: 'Multiplication',
  description: 'Use the tables up to 10 and multiply a two-digit number by a one-digit number.',
  prerequisites: ['adding-and-subtracting-within-100', 'math-2-multiplication-as-repeated-addition'],
  levels: {
    1: (rng): Problem => {
      const a = rng.int(2, 10);
      const b = rng.int(2, 10);
      const answer = a * b;
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [answer + b, answer - b, a + b], { min: 1 })),
        hint: `Say the table of ${b} up to ${a} × ${b}.`,
        explanation: `${a} groups of ${b} make ${answer}, so ${a} × ${b} = ${answer}.`,
        params: { form: 'fact', a, b },
      };
    },
    2: (rng): Problem => {
      const b = rng.int(2, 9);
      const a = rng.int(12, Math.min(99, Math.floor(999 / b)));
      const answer = a * b;
      return {
        text: `What is ${a} × ${b}?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [forgetCarry(a, b), answer + 10, a + b], { min: 1 })),
        hint: 'Multiply the ones first, then the tens, and add any carry.',
        explanation: `${a} × ${b} = ${Math.floor(a / 10) * 10} × ${b} + ${a % 10} × ${b} = ${Math.floor(a / 10) * 10 * b} + ${(a % 10) * b} = ${answer}.`,
        params: { form: 'product', a, b },
      };
    },
    3: (rng): Problem => {
      const b = rng.int(3, 9);
      const a = rng.int(12, Math.min(60, Math.floor(999 / b)));
      const answer = a * b;
      const story = rng.pick([
        [`A box holds ${a} crayons. How many crayons are there in ${b} boxes?`, 'crayons'],
        [`A bus has ${a} seats. How many seats are there in ${b} such buses?`, 'seats'],
        [`One packet has ${a} biscuits. How many biscuits are there in ${b} packets?`, 'biscuits'],
        [
          `A tailor uses ${a} buttons on one day. How many buttons does the tailor use in ${b} days?`,
          'buttons',
        ],
      ] as const);
      return {
        text: story[0],
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [forgetCarry(a, b), a + b, answer - a], { min: 1 })),
        hint: 'Equal groups put together means multiplying.',
        explanation: `${b} × ${a} = ${answer} ${story[1]}.`,
        params: { form: 'story', a, b },
      };
    },
  },
};

const division: SkillSpec = {
  slug: 'division',
  name: 'Division',
  description: 'Share equally, divide using the tables and find what is left over.',
  prerequisites: ['multiplication'],
  levels: {
    1: (rng): Problem => {
      const divisor = rng.int(2, 9);
      const q = rng.int(2, 10);
      const dividend = divisor * q;
      return {
        text: `What is ${dividend} ÷ ${divisor}?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [q + 1, q - 1, dividend - divisor], { min: 1 })),
        hint: 'Division undoes multiplication: use the times tables.',
        explanation: `${divisor} × ${q} = ${dividend}, so ${dividend} ÷ ${divisor} = ${q}.`,
        params: { form: 'fact', dividend, divisor },
      };
    },
    2: (rng): Problem => {
      const divisor = rng.int(2, 9);
      const q = rng.int(3, 10);
      const dividend = divisor * q;
      const item = rng.pick(ITEMS);
      return {
        text: `${dividend} ${item} are shared equally among ${divisor} children. How many ${item} does each child get?`,
        answer: int(q),
        distractors: fmtInts(ints(rng, q, [q + 1, q - 1, dividend - divisor], { min: 1 })),
        hint: 'Sharing equally means dividing.',
        explanation: `${dividend} ÷ ${divisor} = ${q}, because ${divisor} × ${q} = ${dividend}.`,
        params: { form: 'share', dividend, divisor },
      };
    },
    3: (rng): Problem => {
      if (rng.chance(0.5)) {
        const divisor = rng.int(3, 9);
        const q = rng.int(2, 9);
        const r = rng.int(1, divisor - 1);
        const dividend = divisor * q + r;
        const item = rng.pick(ITEMS);
        return {
          text: `${dividend} ${item} are shared equally among ${divisor} children, giving each child as many as possible. How many ${item} are left over?`,
          answer: int(r),
          distractors: fmtInts(ints(rng, r, [q, divisor - r, r + 1], { min: 0 })),
          hint: `Find the biggest number in the table of ${divisor} that is not more than ${dividend}.`,
          explanation: `${divisor} × ${q} = ${divisor * q} and ${dividend} − ${divisor * q} = ${r}, so ${r} ${r === 1 ? 'is' : 'are'} left over.`,
          params: { form: 'remainder', dividend, divisor },
        };
      }
      const a = rng.int(3, 10);
      const b = rng.int(3, 10);
      return {
        text: `${a} × ? = ${a * b}. What is the missing number?`,
        answer: int(b),
        distractors: fmtInts(ints(rng, b, [a * b - a, b + 1, b - 1], { min: 1 })),
        hint: `Divide ${a * b} by ${a}.`,
        explanation: `${a * b} ÷ ${a} = ${b}, so ${a} × ${b} = ${a * b}.`,
        params: { form: 'missing', a, product: a * b },
      };
    },
  },
};

/** Fair Share: halves, quarters and three-quarters of a collection, in words as the book writes them. */
const fairShare: SkillSpec = {
  slug: 'halves-and-quarters',
  name: 'Halves, quarters and three-quarters',
  description:
    'Share a collection fairly into halves and quarters, and find half, one-fourth and three-fourths of a number of things.',
  prerequisites: ['division'],
  levels: {
    1: (rng): Problem => {
      const n = 2 * rng.int(3, 20);
      const item = rng.pick(ITEMS);
      const who = rng.pick(NAMES);
      const half = n / 2;
      return {
        text: `${who} shares ${n} ${item} fairly with a friend, so that each of them gets half. How many ${item} does each get?`,
        answer: int(half),
        distractors: fmtInts(ints(rng, half, [n * 2, n - 2, half + 1, half - 1], { min: 1 })),
        hint: 'Half means 2 equal shares: put the things into 2 equal groups.',
        explanation: `${n} ÷ 2 = ${half}, and ${half} + ${half} = ${n}, so each gets ${half}.`,
        params: { form: 'half', n },
      };
    },
    2: (rng): Problem => {
      const n = 4 * rng.int(2, 12);
      const item = rng.pick(ITEMS);
      const who = rng.pick(NAMES);
      const quarter = n / 4;
      return {
        text: `${who} has ${n} ${item} and gives one-fourth of them to a younger brother. How many ${item} does the brother get?`,
        answer: int(quarter),
        distractors: fmtInts(ints(rng, quarter, [n / 2, n - quarter, quarter + 1, n * 4], { min: 1 })),
        hint: 'One-fourth is one of 4 equal shares: make 4 equal groups and take one of them.',
        explanation: `${n} ÷ 4 = ${quarter}, so one-fourth of ${n} is ${quarter}; check: 4 × ${quarter} = ${n}.`,
        params: { form: 'quarter', n },
      };
    },
    3: (rng): Problem => {
      const n = 4 * rng.int(3, 12);
      const quarter = n / 4;
      const answer = 3 * quarter;
      const [what, did] = rng.pick([
        ['children in a class', 'came to school by bus'],
        ['mangoes in a basket', 'are ripe'],
        ['seats in a bus', 'are taken'],
        ['diyas on a shelf', 'are lit'],
      ] as const);
      return {
        text: `There are ${n} ${what}. Three-fourths of them ${did}. How many is that?`,
        answer: int(answer),
        distractors: fmtInts(ints(rng, answer, [quarter, n / 2, n - 3, answer + quarter], { min: 1 })),
        hint: 'Find one-fourth first, then take 3 of those equal shares.',
        explanation: `One-fourth of ${n} is ${n} ÷ 4 = ${quarter}, so three-fourths is 3 × ${quarter} = ${answer}.`,
        params: { form: 'three-quarters', n },
      };
    },
  },
};

const rupeesAndPaise: SkillSpec = {
  slug: 'rupees-and-paise',
  name: 'Rupees and paise',
  description: 'Change rupees to paise, write amounts with a point and add or subtract money.',
  prerequisites: ['subtracting-three-digit-numbers', 'math-2-money'],
  levels: {
    1: (rng): Problem => {
      const r = rng.int(2, 9);
      return {
        text: `How many paise make ₹${r}?`,
        answer: `${r * 100} paise`,
        distractors: [r * 10, r * 1000, r + 100].map((x) => `${int(x)} paise`),
        hint: '₹1 = 100 paise.',
        explanation: `₹1 = 100 paise, so ₹${r} = ${r} × 100 = ${r * 100} paise.`,
        params: { form: 'paise', r },
      };
    },
    2: (rng): Problem => {
      const r = rng.int(2, 49);
      const p = rng.pick([5, 10, 20, 25, 40, 50, 60, 75, 80, 90]);
      const swapped = p < 10 ? p * 10 : p % 10 === 0 ? p / 10 : (p % 10) * 10 + Math.floor(p / 10);
      const amount = r * 100 + p;
      return {
        text: `How do we write ₹${r} and ${p} paise using a point?`,
        answer: rupeesPaise(amount),
        distractors: [
          rupeesPaise(r * 100 + swapped),
          rupeesPaise((r * 100 + p) * 100),
          rupeesPaise(amount + 100),
        ],
        hint: 'Paise always take two places after the point.',
        explanation: `${p} paise is ${String(p).padStart(2, '0')} hundredths of a rupee, so ₹${r} and ${p} paise is ${rupeesPaise(amount)}.`,
        params: { form: 'write', r, p },
      };
    },
    3: (rng): Problem => {
      const who = rng.pick(NAMES);
      if (rng.chance(0.5)) {
        const a = rng.int(10, 40) * 100 + rng.int(5, 19) * 5;
        const b = rng.int(10, 40) * 100 + (19 - rng.int(0, 9)) * 5;
        const sum = a + b;
        const noCarry = Math.floor(a / 100) * 100 + Math.floor(b / 100) * 100 + (sum % 100);
        return {
          text: `${who} buys a pen for ${rupeesPaise(a)} and a notebook for ${rupeesPaise(b)}. How much does ${who} spend?`,
          answer: rupeesPaise(sum),
          distractors: [noCarry, sum + 100, sum - 50, sum + 50]
            .filter((x) => x !== sum && x > 0)
            .map(rupeesPaise),
          hint: 'Add the paise first; 100 paise make ₹1 to carry.',
          explanation: `${rupeesPaise(a)} + ${rupeesPaise(b)} = ${rupeesPaise(sum)}.`,
          params: { form: 'total', a, b },
        };
      }
      const note = rng.pick([50, 100]) * 100;
      const price = rng.int(11, note / 100 - 5) * 100 + rng.int(1, 19) * 5;
      const change = note - price;
      return {
        text: `${capitalize(who)} buys a book for ${rupeesPaise(price)} and pays with a ₹${note / 100} note. How much change does ${who} get?`,
        answer: rupeesPaise(change),
        distractors: [change + 100, note + price, change - 100, change + 50]
          .filter((x) => x > 0 && x !== change)
          .map(rupeesPaise),
        hint: `Take the price away from ${rupeesPaise(note)}, borrowing ₹1 as 100 paise.`,
        explanation: `${rupeesPaise(note)} − ${rupeesPaise(price)} = ${rupeesPaise(change)}.`,
        params: { form: 'change', note, price },
      };
    },
  },
};

export const class03: ClassSpec = {
  grade: 3,
  // The chapters of Maths Mela (2024) in the book's order; the existing chapter slugs are kept for students' history.
  chapters: [
    { slug: 'whats-in-a-name', title: "What's in a Name?", skills: [tally] },
    { slug: 'toy-joy', title: 'Toy Joy', skills: [solids] },
    { slug: 'double-century', title: 'Double Century', skills: [doubleCentury] },
    { slug: 'vacation-with-my-nani-maa', title: 'Vacation with My Nani Maa', skills: [naniMaa] },
    { slug: 'fun-with-shapes', title: 'Fun with Shapes', skills: [flatShapes] },
    { slug: 'numbers', title: 'House of Hundreds – I', skills: [threeDigit] },
    { slug: 'multiplication-chapter', title: 'Raksha Bandhan', skills: [multiplication] },
    { slug: 'division-chapter', title: 'Fair Share', skills: [division, fairShare] },
    { slug: 'house-of-hundreds-2', title: 'House of Hundreds – II', skills: [neighbours] },
    { slug: 'fun-at-class-party', title: 'Fun at Class Party!', skills: [length] },
    { slug: 'measurement', title: 'Filling and Lifting', skills: [measurement] },
    { slug: 'addition-and-subtraction', title: 'Give and Take', skills: [addition, subtraction] },
    { slug: 'time-chapter', title: 'Time Goes On', skills: [time] },
    { slug: 'the-surajkund-fair', title: 'The Surajkund Fair', skills: [symmetry3] },
    // Not a chapter of Maths Mela (the syllabus map lists the skill as unmapped); kept for students' history.
    { slug: 'money', title: 'Rupees and Paise', skills: [rupeesAndPaise] },
  ],
};
