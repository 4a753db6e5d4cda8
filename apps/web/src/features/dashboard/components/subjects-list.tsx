import { Link } from 'react-router';
import { BookOpen, ChevronRight } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { DashboardData } from '@quizring/contracts';
import { DashboardCard, EmptyState } from './dashboard-card';

export function SubjectsList({ subjects }: { subjects: DashboardData['subjects'] }) {
  return (
    <DashboardCard title="Subjects" headingId="dashboard-subjects">
      {subjects.length === 0 ? (
        <EmptyState>{MSG.noSubjects}</EmptyState>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {subjects.map((s) => (
            <li key={s.id}>
              <Link
                to={`/subject/${encodeURIComponent(s.name)}`}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 text-sm font-medium text-slate-900 transition hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <BookOpen aria-hidden className="h-4 w-4 shrink-0 text-indigo-600" />
                <span className="min-w-0 flex-1 break-words">{s.name}</span>
                <ChevronRight aria-hidden className="h-4 w-4 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
