// Subject contents: chapter cards, the topics of the chosen chapter, and a
// 'Search Topics' dialog across every chapter; each topic opens its Topic quiz.
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { Search } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { BookContents } from '@quizring/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorMessage } from '@/lib/api-client';
import { useBookContents } from '../api/get-book-contents';
import { allChapters } from '../utils/topic-search';
import type { Chapter } from '../utils/topic-search';
import { ChapterList } from './chapter-list';
import { TopicList } from './topic-list';
import { TopicSearchDialog } from './topic-search-dialog';

export default function SubjectPage() {
  // The router hands the path segment over already URL-decoded.
  const subject = (useParams().subjectName ?? '').trim();
  if (!subject) return <InvalidSubject />;
  return <SubjectContents key={subject} subject={subject} />;
}

function InvalidSubject() {
  return (
    <section className="mx-auto mt-4 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <h1 className="text-lg font-semibold text-red-900">Subject</h1>
      <p role="alert" className="mt-1 text-red-800">
        {MSG.invalidSubject}
      </p>
      <Link to="/dashboard" className={`mt-4 ${buttonClass('secondary', 'sm')}`}>
        Back to Dashboard
      </Link>
    </section>
  );
}

function booksLine(books: readonly BookContents[]): string {
  const classes = [...new Set(books.map((b) => b.class))];
  const titles = books.map((b) => b.title).join(', ');
  return [classes.length === 1 ? `Class ${classes[0]}` : null, titles].filter(Boolean).join(' · ');
}

function SubjectContents({ subject }: { subject: string }) {
  const query = useBookContents(subject);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const chapters = useMemo(() => allChapters(query.data ?? []), [query.data]);

  useEffect(() => {
    // Keyed on the failure time so every failed load (a Retry too) toasts once, never per render.
    if (query.isError)
      toast.error(apiErrorMessage(query.error, MSG.failedToLoadSubjectContents), {
        id: 'subject-load-failed',
      });
  }, [query.isError, query.error, query.errorUpdatedAt]);

  const body = (
    <QueryState
      query={query}
      retrySpinner
      loadingLabel="Loading subject contents…"
      errorTitle={MSG.cantLoadSubject}
      errorMessage={(error) => apiErrorMessage(error, MSG.failedToLoadSubjectContents)}
    >
      {() => <Contents chapters={chapters} />}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 py-2 sm:space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-indigo-700">Subject</p>
          <h1 className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">{subject}</h1>
          {query.data && query.data.length > 0 ? (
            <p className="mt-0.5 text-sm text-slate-600">{booksLine(query.data)}</p>
          ) : null}
        </div>
        {query.isSuccess ? (
          <Button variant="secondary" size="sm" onClick={() => setIsSearchOpen(true)} aria-haspopup="dialog">
            <Search aria-hidden size={18} />
            {MSG.searchTopics}
          </Button>
        ) : null}
      </header>
      {body}
      {isSearchOpen ? <TopicSearchDialog chapters={chapters} onClose={() => setIsSearchOpen(false)} /> : null}
    </div>
  );
}

function Contents({ chapters }: { chapters: readonly Chapter[] }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  // The first chapter is chosen at the start, and again if a reload drops the chosen one.
  const chosen = chapters.find((c) => c.id === chosenId) ?? chapters[0];
  if (!chosen) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white px-4 py-10 text-center text-slate-600">
        {MSG.noChapters}
      </p>
    );
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <ChapterList chapters={chapters} selectedId={chosen.id} onSelect={setChosenId} />
      <TopicList chapter={chosen} />
    </div>
  );
}
