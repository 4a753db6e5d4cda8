import { useId, useMemo, useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Check, Search } from 'lucide-react';
import { clsx } from 'clsx';
import { MSG } from '@quizring/contracts';
import type { RingTopic } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { ErrorCard } from '@/components/ui/error-card';
import { inputClass, labelClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { filterTopics, groupTopicsByChapter, subjectsOf } from '../utils/topic-filter';

type Props = {
  topicsQuery: UseQueryResult<RingTopic[]>;
  selectedId: number | null;
  onSelect: (topic: RingTopic) => void;
  onClose: () => void;
};

const chipClass = (isOn: boolean) =>
  clsx(
    'shrink-0 rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
    isOn
      ? 'border-indigo-600 bg-indigo-600 text-white'
      : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  );

/** 'Choose Topic': subject chips, a case-insensitive topic search, the list, and Done. */
export function ChooseTopicDialog({ topicsQuery, selectedId, onSelect, onClose }: Props) {
  const [subject, setSubject] = useState<string | null>(null);
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const topics = useMemo(() => topicsQuery.data ?? [], [topicsQuery.data]);
  const subjects = useMemo(() => subjectsOf(topics), [topics]);
  const matches = useMemo(() => filterTopics(topics, subject, text), [topics, subject, text]);
  const isSearching = text.trim() !== '';

  let body;
  if (topicsQuery.isPending) {
    body = (
      <div className="flex justify-center py-8">
        <Spinner label="Loading topics…" />
      </div>
    );
  } else if (topicsQuery.isError) {
    body = <ErrorCard title={MSG.failedToLoadTopics} onRetry={() => void topicsQuery.refetch()} />;
  } else {
    body = (
      <>
        <div role="group" aria-label="Subjects" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          <button
            type="button"
            aria-pressed={subject === null}
            onClick={() => setSubject(null)}
            className={chipClass(subject === null)}
          >
            All subjects
          </button>
          {subjects.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={subject === s}
              onClick={() => setSubject(s)}
              className={chipClass(subject === s)}
            >
              {s}
            </button>
          ))}
        </div>
        {matches.length === 0 ? (
          <p
            role="status"
            className="mt-3 rounded-xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-600"
          >
            {MSG.noTopicsFound}
          </p>
        ) : (
          <div id={listId} role="group" aria-label="Topics" className="mt-3 space-y-3">
            {isSearching ? (
              // Search results keep the search's order (title prefix, then title, then chapter); each names its chapter.
              <TopicList
                topics={matches}
                label="Matching topics"
                selectedId={selectedId}
                onSelect={onSelect}
              />
            ) : (
              groupTopicsByChapter(matches).map((group) => (
                <section key={group.key} aria-label={group.heading}>
                  <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
                    {group.heading}
                  </h3>
                  <TopicList
                    topics={group.topics}
                    label={group.heading}
                    selectedId={selectedId}
                    onSelect={onSelect}
                  />
                </section>
              ))
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <Modal title="Choose Topic" onClose={onClose} initialFocusRef={inputRef}>
      <label htmlFor={inputId} className={labelClass}>
        Search topics
      </label>
      <div className="relative mb-3">
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
          aria-controls={listId}
          placeholder="Type to filter topics"
          className={clsx(inputClass, 'pl-10')}
        />
      </div>
      {body}
      <div className="sticky bottom-0 -mx-4 mt-4 border-t border-slate-200 bg-white px-4 pt-3 sm:-mx-5 sm:px-5">
        <Button onClick={onClose} className="w-full">
          Done
        </Button>
      </div>
    </Modal>
  );
}

type ListProps = {
  topics: readonly RingTopic[];
  label: string;
  selectedId: number | null;
  onSelect: (topic: RingTopic) => void;
};

/** Topic buttons; each says its subject, chapter and question count under its title. */
function TopicList({ topics, label, selectedId, onSelect }: ListProps) {
  return (
    <ul aria-label={label} className="space-y-2">
      {topics.map((t) => {
        const isSelected = t.id === selectedId;
        return (
          <li key={t.id}>
            <button
              type="button"
              aria-pressed={isSelected}
              aria-label={t.title}
              onClick={() => onSelect(t)}
              className={clsx(
                'flex w-full items-center gap-3 rounded-xl border-2 p-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                isSelected
                  ? 'border-indigo-600 bg-indigo-50'
                  : 'border-slate-200 hover:border-indigo-300 hover:bg-indigo-50/40',
              )}
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-slate-900">{t.title}</span>
                <span className="block truncate text-xs text-slate-600">
                  {t.subject} · {t.chapter_title} · {t.question_count}{' '}
                  {t.question_count === 1 ? 'question' : 'questions'}
                </span>
              </span>
              {isSelected ? <Check aria-hidden size={20} className="shrink-0 text-indigo-700" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
