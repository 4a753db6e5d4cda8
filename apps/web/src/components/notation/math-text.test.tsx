import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { loadKatex } from './katex-loader';
import { MathText } from './math-text';
import { QuestionFigure } from './question-figure';
import { texSpeech } from './tex-speech';

afterEach(cleanup);

describe('MathText', () => {
  // First in the file: KaTeX is loaded once per module, on the first formula.
  it('shows the raw text until KaTeX has loaded, then draws the formula with MathML', async () => {
    const { container } = render(
      <p>
        <MathText text="Solve $x^{2} = 9$ for x." />
      </p>,
    );
    expect(container.textContent).toBe('Solve $x^{2} = 9$ for x.');
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    // The prose stays text; the formula is MathML for screen readers and aria-hidden HTML for the eye.
    expect(container.querySelector('p')?.firstChild?.textContent).toBe('Solve ');
    expect(container.querySelector('p')?.lastChild?.textContent).toBe(' for x.');
    expect(container.querySelector('.katex math annotation')?.textContent).toBe('x^{2} = 9');
    expect(container.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).not.toContain('$');
  });

  it('keeps a text without a formula as plain text', async () => {
    await loadKatex();
    const { container } = render(<MathText text="Which gas do plants take in? It costs \$5." />);
    expect(container.innerHTML).toBe('Which gas do plants take in? It costs $5.');
    expect(container.querySelector('.katex')).toBeNull();
  });

  it('draws a display formula as a block that may scroll sideways', async () => {
    await loadKatex();
    const { container } = render(<MathText text="$$\int_{0}^{1} x^{2}\,dx$$" />);
    const block = container.querySelector('.katex-display')?.closest('.overflow-x-auto');
    expect(block).not.toBeNull();
  });

  it('falls back to the raw text for a formula KaTeX cannot draw, and for an unclosed $', async () => {
    await loadKatex();
    const { container } = render(
      <p>
        <MathText text="Bad $\frac{1}{$ but good $\sqrt{2}$" />
      </p>,
    );
    expect(container.textContent).toContain('Bad $\\frac{1}{$ but good ');
    expect(container.querySelectorAll('.katex')).toHaveLength(1);

    cleanup();
    const unclosed = render(<MathText text="It costs $5 and $x$" />);
    expect(unclosed.container.textContent).toBe('It costs $5 and $x$');
    expect(unclosed.container.querySelector('.katex')).toBeNull();
  });
});

describe('formulas as words', () => {
  it('reads fractions, powers, roots, vectors and relations', () => {
    expect(texSpeech('x = \\frac{5}{2}')).toBe('x equals 5 over 2');
    expect(texSpeech('x^{2} - 5x + 6 = 0')).toBe('x squared minus 5x plus 6 equals 0');
    expect(texSpeech('\\sqrt{2} \\times 125^{1/3}')).toBe(
      'the square root of 2 times 125 to the power 1 over 3',
    );
    expect(texSpeech('\\vec{F} \\le 60^{\\circ}')).toBe('vector F is less than or equal to 60 degrees');
    expect(texSpeech('\\mathrm{H_2SO_4}')).toBe('H sub 2 SO sub 4');
  });

  it('puts the words, not MathML, into a button, so its name says the formula', async () => {
    await loadKatex();
    render(
      <button type="button">
        <MathText text="$x = \frac{5}{2}$" spoken />
      </button>,
    );
    const button = screen.getByRole('button', { name: 'x equals 5 over 2' });
    expect(button.querySelector('.katex')).not.toBeNull();
    expect(button.querySelector('math')).toBeNull();
  });
});

describe('QuestionFigure', () => {
  it('shows the SVG as an image with its alt text, scaled to the width', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><line x1="0" y1="0" x2="200" y2="100" stroke="currentColor"/></svg>';
    render(<QuestionFigure figure={{ svg, alt: 'A line from corner to corner.' }} />);
    const img = screen.getByRole('img', { name: 'A line from corner to corner.' });
    expect(img.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(img.className).toContain('w-full');
    expect(img.className).toContain('h-auto');
    // No inline SVG in the page: a figure never becomes markup that could run.
    expect(document.querySelector('svg')).toBeNull();
  });
});
