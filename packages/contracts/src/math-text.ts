// How a question's text is cut into prose and TeX (docs/content-pack.md, "Notation"): `$…$` is an inline formula,
// `$$…$$` a display one, `\$` a dollar sign. The import validates every formula with these cuts and the web
// renders with them, so what passed the import is exactly what the web draws.

export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

export type MathSplit = {
  segments: MathSegment[];
  /** Why the text cannot be cut (an unclosed or empty formula); the segments are then only those before it. */
  error: string | null;
};

/** The index of the delimiter closing a formula opened before `from`, skipping escaped characters (`\$`). */
function closingAt(text: string, from: number, delimiter: string): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i += 1;
    else if (text.startsWith(delimiter, i)) return i;
  }
  return -1;
}

export function splitMath(text: string): MathSplit {
  const segments: MathSegment[] = [];
  let prose = '';
  const flush = () => {
    if (prose) segments.push({ kind: 'text', text: prose });
    prose = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && text[i + 1] === '$') {
      prose += '$';
      i += 2;
      continue;
    }
    if (ch !== '$') {
      prose += ch;
      i += 1;
      continue;
    }
    const display = text[i + 1] === '$';
    const delimiter = display ? '$$' : '$';
    const end = closingAt(text, i + delimiter.length, delimiter);
    if (end === -1) {
      flush();
      return { segments, error: `an unclosed ${delimiter} (write \\$ for a dollar sign)` };
    }
    const tex = text.slice(i + delimiter.length, end);
    if (!tex.trim()) {
      flush();
      return { segments, error: `an empty formula ${delimiter}${delimiter}` };
    }
    flush();
    segments.push({ kind: 'math', tex, display });
    i = end + delimiter.length;
  }
  flush();
  return { segments, error: null };
}
