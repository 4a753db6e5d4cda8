import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Check, Minus, Star, TrendingUp, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { LearningResultsData } from '@quizring/contracts';
import { MASTERY_MAP_LEGEND, NOT_STARTED_BAND } from '../utils/bands';
import { masteryMapCells } from '../utils/results-data';
import type { MapCell } from '../utils/results-data';
import { formatPercent } from '../utils/format';
import { EmptyNote, ResultsCard } from './results-card';

const TOOLTIP_HALF_WIDTH = 112;

type Tip = { index: number; x: number; y: number };

/** A shape per band on every square and in the key, so the map reads without telling the colours apart. */
const BAND_ICON: Record<string, LucideIcon> = {
  mastered: Star,
  proficient: Check,
  developing: TrendingUp,
  'needs-practice': TriangleAlert,
  'not-started': Minus,
};

function BandIcon({ bandKey, className }: { bandKey: string; className: string }) {
  const Icon = BAND_ICON[bandKey];
  return Icon ? <Icon aria-hidden strokeWidth={2.5} className={className} /> : null;
}

/** White on the band colours, dark on the pale 'not started' grey. */
const iconColour = (bandKey: string) => (bandKey === 'not-started' ? 'text-slate-600' : 'text-white');

function cellText(cell: MapCell): string {
  return cell.started
    ? `${cell.skill_name}: ${formatPercent(cell.p_mastery * 100)} mastery, ${cell.band.label}`
    : `${cell.skill_name}: ${NOT_STARTED_BAND.label}`;
}

/**
 * One square per skill, coloured by mastery. The squares are one tab stop (arrow keys, Home and End move between
 * them); hovering, focusing or tapping a square shows its skill and mastery in a tooltip.
 */
export function MasteryMap({ data }: { data: LearningResultsData }) {
  const cells = masteryMapCells(data);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [focusIndex, setFocusIndex] = useState(0);
  const [tip, setTip] = useState<Tip | null>(null);

  function showTip(index: number) {
    const button = buttonRefs.current[index];
    const box = containerRef.current?.getBoundingClientRect();
    if (!button || !box) return;
    const rect = button.getBoundingClientRect();
    const centre = rect.left - box.left + rect.width / 2;
    // Kept inside the card so a square at either edge of a phone screen still shows its whole tooltip.
    const x =
      box.width > 2 * TOOLTIP_HALF_WIDTH
        ? Math.min(Math.max(centre, TOOLTIP_HALF_WIDTH), box.width - TOOLTIP_HALF_WIDTH)
        : box.width / 2;
    setTip({ index, x, y: rect.top - box.top });
  }

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(cells.length - 1, index));
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: cells.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Escape') {
      setTip(null);
    }
  }

  const tipCell = tip ? cells[tip.index] : undefined;
  // A refresh can bring fewer skills; the map must keep exactly one tab stop.
  const tabStop = Math.min(focusIndex, cells.length - 1);

  return (
    <ResultsCard
      title="Mastery Map"
      headingId="results-mastery-map"
      description="Every skill of your class. Tap, hover or focus a square to see it; use the arrow keys to move."
    >
      {cells.length === 0 ? (
        <EmptyNote>No skills to show yet.</EmptyNote>
      ) : (
        <>
          <div ref={containerRef} className="relative">
            <ul aria-label="Skills by mastery" className="flex flex-wrap gap-1.5">
              {cells.map((cell, i) => (
                <li key={cell.skill_id}>
                  <button
                    ref={(el) => {
                      buttonRefs.current[i] = el;
                    }}
                    type="button"
                    tabIndex={i === tabStop ? 0 : -1}
                    aria-label={cellText(cell)}
                    data-band={cell.band.key}
                    onFocus={() => {
                      setFocusIndex(i);
                      showTip(i);
                    }}
                    onBlur={() => setTip(null)}
                    onMouseEnter={() => showTip(i)}
                    onMouseLeave={() =>
                      setTip((t) =>
                        t?.index === i && document.activeElement !== buttonRefs.current[i] ? null : t,
                      )
                    }
                    onClick={() => showTip(i)}
                    onKeyDown={(e) => onKeyDown(e, i)}
                    className={`flex h-8 w-8 items-center justify-center rounded-md border border-black/10 transition hover:scale-110 motion-reduce:transition-none motion-reduce:hover:scale-100 ${cell.band.swatch}`}
                  >
                    <BandIcon bandKey={cell.band.key} className={`h-4 w-4 ${iconColour(cell.band.key)}`} />
                  </button>
                </li>
              ))}
            </ul>
            {tip && tipCell ? (
              <div
                aria-hidden
                className="pointer-events-none absolute z-10 w-max max-w-56 -translate-x-1/2 -translate-y-full rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs text-white shadow-lg"
                style={{ left: tip.x, top: tip.y - 6 }}
              >
                <span className="block font-semibold">{tipCell.skill_name}</span>
                <span className="block">
                  {tipCell.started
                    ? `${formatPercent(tipCell.p_mastery * 100)} · ${tipCell.band.label}`
                    : NOT_STARTED_BAND.label}
                </span>
              </div>
            ) : null}
          </div>
          <ul aria-label="Colour key" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
            {MASTERY_MAP_LEGEND.map((band) => (
              <li key={band.key} className="flex items-center gap-1.5">
                <span
                  aria-hidden
                  className={`flex h-4 w-4 items-center justify-center rounded-sm border border-black/10 ${band.swatch}`}
                >
                  <BandIcon bandKey={band.key} className={`h-3 w-3 ${iconColour(band.key)}`} />
                </span>
                {band.label} ({band.range})
              </li>
            ))}
          </ul>
        </>
      )}
    </ResultsCard>
  );
}
