import { clsx } from 'clsx';
import { CircleCheck } from 'lucide-react';
import type { Chapter } from '../utils/topic-search';

/** The chapter's accessible name, spelt out so it reads the same in every browser. */
export function chapterName(c: Pick<Chapter, 'chapter_number' | 'title'>): string {
  return `Chapter ${c.chapter_number}: ${c.title}`;
}

type Props = {
  chapters: readonly Chapter[];
  selectedId: number;
  onSelect: (chapterId: number) => void;
};

/** The chapter cards: a swipeable strip on phones, a column beside the topics from lg up. */
export function ChapterList({ chapters, selectedId, onSelect }: Props) {
  return (
    <section aria-labelledby="subject-chapters" className="min-w-0">
      <h2 id="subject-chapters" className="mb-2 text-base font-semibold text-slate-900">
        Chapters
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-2 overflow-x-auto px-4 pt-1 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
        {chapters.map((c) => {
          const isSelected = c.id === selectedId;
          return (
            <li key={c.id} className="w-56 shrink-0 snap-start lg:w-auto">
              <button
                type="button"
                aria-pressed={isSelected}
                aria-label={chapterName(c)}
                aria-controls="subject-topics"
                onClick={() => onSelect(c.id)}
                className={clsx(
                  'flex h-full w-full items-start gap-3 rounded-xl border p-3 text-left transition',
                  isSelected
                    ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600'
                    : 'border-slate-200 bg-white hover:border-indigo-300 hover:bg-indigo-50/40',
                )}
              >
                <span
                  aria-hidden
                  className={clsx(
                    'flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-sm font-bold',
                    isSelected ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-800',
                  )}
                >
                  {c.chapter_number}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-medium text-slate-600">Chapter {c.chapter_number}</span>
                  <span className="line-clamp-2 text-sm font-semibold text-slate-900">{c.title}</span>
                </span>
                {isSelected ? (
                  <CircleCheck aria-hidden size={18} className="shrink-0 text-indigo-700" />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
