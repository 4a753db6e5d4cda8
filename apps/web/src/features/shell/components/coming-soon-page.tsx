// The honest placeholder for pages of the second spec document that are not built yet.
import { Link, useLocation } from 'react-router';
import { Hourglass } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

const FEATURE_NAMES: [prefix: string, name: string][] = [
  ['/settings/career-focus', 'Adjust Focus'],
  ['/settings/career', 'Career Settings'],
  ['/career/preferences', 'Career Preferences'],
  ['/move', 'Move Quiz'],
  ['/punch', 'Punch'],
  ['/chill', 'Chill'],
  ['/skill/', 'Skill Quiz'],
  ['/subject/', 'Subjects'],
  ['/topic-quiz/', 'Topic Quiz'],
  ['/learning-path', 'Learning Path'],
  ['/friends', 'My Friends'],
  ['/results', 'Results'],
  ['/leaderboard', 'Leaderboard'],
  ['/ring/', 'Ring'],
];

export function featureNameFor(pathname: string): string {
  return FEATURE_NAMES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'This feature';
}

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const name = featureNameFor(pathname);
  return (
    <section className="mx-auto mt-8 max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <Hourglass aria-hidden size={40} className="mx-auto text-indigo-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{name} is on its way</h1>
      <p className="mt-2 text-slate-700">
        We are still building this part of QuizRing. It is not available yet, but it will be here soon.
      </p>
      <Link to="/dashboard" className={`mt-6 ${buttonClass()}`}>
        Back to Dashboard
      </Link>
    </section>
  );
}
