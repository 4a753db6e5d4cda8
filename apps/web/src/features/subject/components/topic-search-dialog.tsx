import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import { inputClass, labelClass } from '@/components/ui/form-field';
import { searchTopics, topicQuizPath } from '../utils/topic-search';
import type { Chapter } from '../utils/topic-search';
import { chapterName } from './chapter-list';
import { Modal } from '@/components/ui/modal';
import { questionCountText } from './topic-list';

type Props = { chapters: readonly Chapter[]; onClose: () => void };

/** 'Search Topics': every subtopic of the subject filtered as the learner types; choosing one opens its quiz. */
export function TopicSearchDialog({ chapters, onClose }: Props) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const resultsId = useId();
  const matches = useMemo(() => searchTopics(chapters, text), [chapters, text]);

  return (
    <Modal title={MSG.searchTopics} onClose={onClose} initialFocusRef={inputRef}>
      <label htmlFor={inputId} className={labelClass}>
        Topic name
      </label>
      <div className="relative">
        <Search
          aria-hidden
          size={18}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          aria-controls={resultsId}
          placeholder="Type to filter topics"
          className={clsx(inputClass, 'pl-10')}
        />
      </div>
      <p
        role="status"
        className={clsx(
          'mt-3 text-sm',
          matches.length === 0
            ? 'rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-600'
            : 'text-xs text-slate-600',
        )}
      >
        {matches.length === 0
          ? MSG.noMatchingTopics
          : `${matches.length} ${matches.length === 1 ? 'topic' : 'topics'}`}
      </p>
      <ul id={resultsId} aria-label="Matching topics" className="mt-2 space-y-2">
        {matches.map((m) => (
          <li key={m.subtopicId}>
            <Link
              to={topicQuizPath(m.chapterId, m.subtopicId)}
              aria-label={`${m.title}, ${chapterName({ chapter_number: m.chapterNumber, title: m.chapterTitle })}`}
              className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 transition hover:border-indigo-300 hover:bg-indigo-50/40"
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{m.title}</span>
                <span className="block truncate text-xs text-slate-600">
                  Chapter {m.chapterNumber}: {m.chapterTitle} · {questionCountText(m.questionCount)}
                </span>
              </span>
              <ChevronRight aria-hidden size={18} className="shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
