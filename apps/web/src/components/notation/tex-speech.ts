// Words for a formula, where MathML cannot go: inside a button (whose name is a flat string, so a <math> child is
// dropped from it) and in live regions (read as plain text). A small reading of the TeX the packs use (fractions,
// powers, roots, vectors, relations, Greek letters); anything unknown is read as its name without the backslash.

const WORDS: Record<string, string> = {
  times: ' times ',
  cdot: ' times ',
  div: ' divided by ',
  pm: ' plus or minus ',
  mp: ' minus or plus ',
  le: ' is less than or equal to ',
  leq: ' is less than or equal to ',
  ge: ' is greater than or equal to ',
  geq: ' is greater than or equal to ',
  ne: ' is not equal to ',
  neq: ' is not equal to ',
  approx: ' is approximately ',
  to: ' to ',
  rightarrow: ' gives ',
  infty: ' infinity ',
  int: ' the integral ',
  sum: ' the sum ',
  lim: ' the limit ',
  circ: ' degrees',
  degree: ' degrees',
  angle: ' angle ',
  triangle: ' triangle ',
  parallel: ' is parallel to ',
  perp: ' is perpendicular to ',
  in: ' in ',
  cup: ' union ',
  cap: ' intersection ',
  '%': ' percent',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  quad: ' ',
  qquad: ' ',
  left: '',
  right: '',
  displaystyle: '',
};

const POWERS: Record<string, string> = { '2': ' squared', '3': ' cubed', '\\circ': ' degrees' };
const SYMBOLS: Record<string, string> = {
  '+': ' plus ',
  '-': ' minus ',
  '=': ' equals ',
  '<': ' is less than ',
  '>': ' is greater than ',
  '&': ' ',
  '/': ' over ',
};

/** The group starting at `i` ({…} or one token) and where it ends. */
function group(tex: string, i: number): [string, number] {
  while (tex[i] === ' ') i++;
  if (tex[i] === '{') {
    let depth = 0;
    for (let j = i; j < tex.length; j++) {
      if (tex[j] === '\\') j++;
      else if (tex[j] === '{') depth++;
      else if (tex[j] === '}' && --depth === 0) return [tex.slice(i + 1, j), j + 1];
    }
    return [tex.slice(i + 1), tex.length];
  }
  if (tex[i] === '\\') {
    const m = /^\\([A-Za-z]+|.)/.exec(tex.slice(i));
    if (m) return [m[0], i + m[0].length];
  }
  return [tex[i] ?? '', i + 1];
}

function read(tex: string): string {
  let out = '';
  let i = 0;
  while (i < tex.length) {
    const ch = tex[i]!;
    if (ch === '^') {
      const [power, end] = group(tex, i + 1);
      out += POWERS[power.trim()] ?? ` to the power ${read(power)} `;
      i = end;
    } else if (ch === '_') {
      const [sub, end] = group(tex, i + 1);
      out += ` sub ${read(sub)} `;
      i = end;
    } else if (ch === '\\') {
      const m = /^\\([A-Za-z]+|.)/.exec(tex.slice(i));
      const name = m?.[1] ?? '';
      i += m?.[0].length ?? 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const [num, a] = group(tex, i);
        const [den, b] = group(tex, a);
        out += ` ${read(num)} over ${read(den)} `;
        i = b;
      } else if (name === 'sqrt') {
        let index = '';
        if (tex[i] === '[') {
          const close = tex.indexOf(']', i);
          index = tex.slice(i + 1, close);
          i = close + 1;
        }
        const [body, end] = group(tex, i);
        out += index ? ` root ${read(index)} of ${read(body)} ` : ` the square root of ${read(body)} `;
        i = end;
      } else if (name === 'vec' || name === 'overrightarrow') {
        const [body, end] = group(tex, i);
        out += ` vector ${read(body)} `;
        i = end;
      } else if (name === 'begin' || name === 'end') {
        const [env, end] = group(tex, i);
        out += name === 'begin' ? (env.includes('matrix') ? ' the matrix ' : ' ') : ' ';
        i = end;
      } else if (name === '\\') out += ', ';
      else if (name in WORDS) out += WORDS[name];
      else if (/^(mathrm|text|mathbf|mathit|operatorname|overline|bar|hat)$/.test(name)) {
        const [body, end] = group(tex, i);
        out += ` ${read(body)} `;
        i = end;
      } else out += ` ${name} `;
    } else if (ch === '{' || ch === '}') i++;
    else {
      out += SYMBOLS[ch] ?? ch;
      i++;
    }
  }
  return out;
}

export function texSpeech(tex: string): string {
  return read(tex)
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.])/g, '$1')
    .trim();
}
