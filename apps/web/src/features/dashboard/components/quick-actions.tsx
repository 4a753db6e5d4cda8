import { Link } from 'react-router';
import { ChevronRight, Map, Play, Snowflake, Swords, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

type Mode = { to: string; title: string; description: string; icon: LucideIcon; tint: string };

const MODES: readonly Mode[] = [
  {
    to: '/punch',
    title: 'Punch',
    description: 'Hard questions, fast',
    icon: Swords,
    tint: 'bg-rose-100 text-rose-700',
  },
  {
    to: '/chill',
    title: 'Chill',
    description: 'Easy practice at your pace',
    icon: Snowflake,
    tint: 'bg-sky-100 text-sky-700',
  },
  {
    to: '/ring/new',
    title: 'Ring',
    description: 'Quiz battle with friends',
    icon: Users,
    tint: 'bg-violet-100 text-violet-700',
  },
  {
    to: '/learning-path',
    title: 'Learning Path',
    description: 'Your skills, step by step',
    icon: Map,
    tint: 'bg-emerald-100 text-emerald-700',
  },
];

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** The large Move start button and the cards for the other modes. */
export function QuickActions() {
  return (
    <nav aria-label="Start practising" className="grid gap-4 lg:grid-cols-3">
      <Link
        to="/move"
        className={`flex items-center justify-between gap-4 rounded-2xl bg-indigo-600 p-5 text-white shadow-md transition hover:bg-indigo-700 sm:p-6 lg:row-span-2 lg:flex-col lg:items-start lg:justify-center ${focusRing}`}
      >
        <span>
          <span className="block text-2xl font-bold sm:text-3xl">Start Move</span>
          <span className="mt-1 block text-sm text-indigo-100">
            A quick mix of questions from your skills
          </span>
        </span>
        <span
          aria-hidden
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-white/20"
        >
          <Play className="h-7 w-7" />
        </span>
      </Link>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:col-span-2">
        {MODES.map(({ to, title, description, icon: Icon, tint }) => (
          <li key={to}>
            <Link
              to={to}
              className={`flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm transition hover:border-indigo-300 hover:shadow sm:p-4 ${focusRing}`}
            >
              <span
                aria-hidden
                className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ${tint}`}
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="block text-xs text-slate-600 sm:text-sm">{description}</span>
              </span>
              <ChevronRight aria-hidden className="hidden h-4 w-4 text-slate-400 sm:block" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
