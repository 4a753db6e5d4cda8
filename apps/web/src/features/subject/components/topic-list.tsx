import { Link } from 'react-router';
import { ChevronRight, CircleHelp } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import { topicQuizPath } from '../utils/topic-search';
import type { Chapter } from '../utils/topic-search';
import { chapterName } from './chapter-list';

export function questionCountText(count: number): string {
  return `${count} ${count === 1 ? 'question' : 'questions'}`;
}

/** The topics of the chosen chapter, each opening its Topic quiz. */
export function TopicList({ chapter }: { chapter: Chapter }) {
  return (
    <section
      id="subject-topics"
      aria-labelledby="subject-topics-heading"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <p aria-hidden className="text-xs font-medium uppercase tracking-wide text-indigo-700">
        Chapter {chapter.chapter_number}
      </p>
      <h2 id="subject-topics-heading" className="mb-3 text-lg font-semibold text-slate-900">
        <span className="sr-only">{chapterName(chapter)}</span>
        <span aria-hidden>{chapter.title}</span>
      </h2>
      {chapter.subtopics.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
          {MSG.noTopicsInChapter}
        </p>
      ) : (
        <ul aria-label="Topics" className="space-y-2">
          {chapter.subtopics.map((s) => (
            <li key={s.id}>
              <Link
                to={topicQuizPath(chapter.id, s.id)}
                aria-label={`${s.title}, ${questionCountText(s.question_count)}`}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-indigo-300 hover:bg-indigo-50/40"
              >
                <CircleHelp aria-hidden size={20} className="shrink-0 text-indigo-600" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-slate-900">{s.title}</span>
                  <span className="block text-xs text-slate-600">{questionCountText(s.question_count)}</span>
                </span>
                <ChevronRight aria-hidden size={18} className="shrink-0 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
