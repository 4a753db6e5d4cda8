// A text with TeX between $…$ (inline) and $$…$$ (display), the notation of docs/content-pack.md: the prose stays
// text and each formula is drawn by KaTeX as HTML for the eye and MathML for screen readers (the HTML is
// aria-hidden). Before KaTeX has loaded, and for a formula it cannot draw, the raw text shows.
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { splitMath } from '@quizring/contracts';
import { useKatex } from './katex-loader';
import type { Katex } from './katex-loader';
import { texSpeech } from './tex-speech';

function renderFormula(katex: Katex, tex: string, display: boolean, withMathml: boolean): string | null {
  try {
    // The import rendered every formula with strict: 'error' already; here a surprise must not break the page.
    return katex.renderToString(tex, {
      displayMode: display,
      output: withMathml ? 'htmlAndMathml' : 'html',
      throwOnError: true,
      strict: 'ignore',
    });
  } catch {
    return null;
  }
}

/**
 * A display formula scrolls sideways when it is wider than the screen (a 360 px phone), instead of pushing the
 * page wider; only then is it a tab stop, so a keyboard can scroll it too.
 */
function DisplayFormula({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <span
      ref={ref}
      className="block max-w-full overflow-x-auto overflow-y-hidden"
      tabIndex={overflows ? 0 : undefined}
    >
      {children}
    </span>
  );
}

type Props = {
  text: string;
  /**
   * Formulas as words for screen readers instead of MathML, where MathML is lost: in a button (its name is a flat
   * string) and in a live region (announced as text).
   */
  spoken?: boolean;
};

export function MathText({ text, spoken = false }: Props) {
  const split = useMemo(() => splitMath(text), [text]);
  const hasFormula = !split.error && split.segments.some((s) => s.kind === 'math');
  const katex = useKatex(hasFormula);
  // A text without a formula needs no KaTeX: its prose as cut (a \$ read as $), or as written when it cannot be cut.
  if (!hasFormula)
    return <>{split.error ? text : split.segments.map((s) => (s.kind === 'text' ? s.text : '')).join('')}</>;
  if (!katex && !spoken) return <>{text}</>;
  return (
    <>
      {split.segments.map((s, i) => {
        if (s.kind === 'text') return s.text;
        const raw = s.display ? `$$${s.tex}$$` : `$${s.tex}$`;
        const html = katex ? renderFormula(katex, s.tex, s.display, !spoken) : null;
        const drawn = html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : raw;
        const formula = spoken ? (
          <span>
            <span aria-hidden="true">{drawn}</span>
            <span className="sr-only">{texSpeech(s.tex)}</span>
          </span>
        ) : (
          drawn
        );
        return s.display && html ? (
          <DisplayFormula key={i}>{formula}</DisplayFormula>
        ) : (
          <span key={i}>{formula}</span>
        );
      })}
    </>
  );
}
