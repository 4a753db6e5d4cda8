// Notation (docs/content-pack.md, "Notation"): every `$…$` and `$$…$$` of a question's texts is rendered by KaTeX
// with the settings the maths generator's tests use, so a formula the web could not draw fails the import at its
// line; and a figure's SVG passes the allow-list of figure-svg.ts.
import katex from 'katex';
import { splitMath } from '@quizring/contracts';
import type { PackError, QuestionInput } from '../pack-format.ts';
import type { PathSegment, SourceFile } from '../reader/source-file.ts';
import { svgProblem } from './figure-svg.ts';

const KATEX_OPTIONS = { throwOnError: true, strict: 'error' } as const;

/** What is wrong with the formulas of one text, each problem once. */
export function formulaProblems(text: string): string[] {
  const problems: string[] = [];
  const { segments, error } = splitMath(text);
  for (const s of segments) {
    if (s.kind !== 'math') continue;
    try {
      katex.renderToString(s.tex, { ...KATEX_OPTIONS, displayMode: s.display });
    } catch (e) {
      const delimiter = s.display ? '$$' : '$';
      const why = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
      problems.push(`the formula ${delimiter}${s.tex}${delimiter} does not render (${why})`);
    }
  }
  if (error) problems.push(error);
  return problems;
}

export function checkNotation(
  src: SourceFile,
  q: QuestionInput,
  qAt: PathSegment[],
  errors: PackError[],
): void {
  const texts: [PathSegment[], string | undefined][] = [
    [['text'], q.text],
    ...q.options.map((o, i): [PathSegment[], string] => [['options', i], o]),
    [['hint'], q.hint],
    [['explanation'], q.explanation],
  ];
  for (const [at, text] of texts)
    if (text?.includes('$'))
      for (const problem of formulaProblems(text)) errors.push(src.error([...qAt, ...at], problem));

  if (q.figure) {
    const problem = svgProblem(q.figure.svg);
    if (problem)
      errors.push(
        src.error([...qAt, 'figure', 'svg'], `${problem} (question ${q.key}); the figure is refused`),
      );
  }
}
