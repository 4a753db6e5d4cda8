// A question's figure, above its options: the SVG (checked against the import's allow-list) as an image, where no
// script could run anyway, scaled to the card's width with its own proportions, with the alt text of the pack.
import { useMemo } from 'react';
import type { QuestionFigure as Figure } from '@quizring/contracts';

export function QuestionFigure({ figure }: { figure: Figure }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(figure.svg)}`,
    [figure.svg],
  );
  return (
    // Lines are black (currentColor has no colour inside an image), so the figure keeps its own white plate: in a
    // forced-colours (high contrast) or dark scheme the page around it may turn dark, the plate does not.
    <figure className="mx-auto w-full max-w-md rounded-xl bg-white p-2 ring-1 ring-slate-200 scheme-light forced-color-adjust-none">
      <img
        src={src}
        alt={figure.alt}
        decoding="async"
        className="block h-auto max-h-[45vh] w-full object-contain"
      />
    </figure>
  );
}
