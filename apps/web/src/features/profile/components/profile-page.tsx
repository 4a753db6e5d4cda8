import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  Briefcase,
  Camera,
  ChevronRight,
  ExternalLink,
  FileText,
  Pencil,
  Shield,
  Trash2,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { User } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { buttonClass } from '@/components/ui/button';
import { LEGAL_PAGES } from '@/components/ui/legal-link';
import { userInfoQuery } from '@/lib/session-queries';
import { ProfileQueryState } from './profile-query-state';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

export default function ProfilePage() {
  const profile = useQuery(userInfoQuery);

  useEffect(() => {
    if (profile.isError) toast.error(MSG.fetchProfileFailed, { id: 'profile-load-failed' });
  }, [profile.isError]);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4 sm:space-y-6 sm:p-6">
      <ProfileQueryState profile={profile}>{(user) => <ProfileDetails user={user} />}</ProfileQueryState>
    </div>
  );
}

function ProfileDetails({ user }: { user: User }) {
  const chips = [
    user.students_class === null ? null : `Class ${user.students_class}`,
    user.academic_board,
    user.city,
  ].filter((c): c is string => Boolean(c));
  return (
    <>
      <section
        aria-labelledby="profile-name"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar name={user.name} avatar={user.avatar} size={96} />
          <div className="min-w-0 flex-1">
            <h1 id="profile-name" className="text-2xl font-bold text-slate-900">
              {user.name}
            </h1>
            {user.username ? <p className="text-slate-600">@{user.username}</p> : null}
            {chips.length > 0 ? (
              <ul
                aria-label="Class, board and city"
                className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start"
              >
                {chips.map((chip) => (
                  <li
                    key={chip}
                    className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800"
                  >
                    {chip}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/profile/edit" className={buttonClass('primary', 'sm')}>
            <Pencil aria-hidden className="h-4 w-4" />
            Edit Profile
          </Link>
          <Link to="/profile/avatar" className={buttonClass('secondary', 'sm')}>
            <Camera aria-hidden className="h-4 w-4" />
            Change Avatar
          </Link>
        </div>
      </section>

      <section
        aria-labelledby="profile-details"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="profile-details" className="mb-2 text-base font-semibold text-slate-900">
          Account details
        </h2>
        <dl className="divide-y divide-slate-100 text-sm">
          <Detail label="Email">{user.email}</Detail>
          <Detail label="Mobile">{`+${user.dial_code} ${user.mobile}`}</Detail>
          <Detail label="Referral code">{user.referral_code}</Detail>
          <Detail label="Coins / Score">{`${user.coins} / ${user.score}`}</Detail>
        </dl>
      </section>

      <nav aria-label="Profile settings" className="grid gap-3 sm:grid-cols-2">
        <SettingsCard to="/career/preferences" icon={Briefcase} title="Career Settings" />
        <SettingsCard to={LEGAL_PAGES.privacy} icon={Shield} title="Privacy Policy" external />
        <SettingsCard to={LEGAL_PAGES.terms} icon={FileText} title="Terms of Use" external />
        <SettingsCard to="/delete-account" icon={Trash2} title="Delete Account" danger />
      </nav>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2.5 sm:flex-row sm:justify-between">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-all font-medium text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

type CardProps = { to: string; icon: LucideIcon; title: string; external?: boolean; danger?: boolean };

function SettingsCard({ to, icon: Icon, title, external = false, danger = false }: CardProps) {
  const className = `flex items-center gap-3 rounded-2xl border bg-white p-4 shadow-sm transition ${focusRing} ${
    danger
      ? 'border-rose-200 text-rose-800 hover:bg-rose-50'
      : 'border-slate-200 text-slate-900 hover:border-indigo-300'
  }`;
  const content = (
    <>
      <Icon aria-hidden className={`h-5 w-5 shrink-0 ${danger ? 'text-rose-700' : 'text-indigo-600'}`} />
      <span className="flex-1 font-medium">{title}</span>
      {external ? (
        <ExternalLink aria-hidden className="h-4 w-4 text-slate-500" />
      ) : (
        <ChevronRight aria-hidden className="h-4 w-4 text-slate-500" />
      )}
    </>
  );
  // The legal pages are static files outside the app, so they open as plain links in a new tab.
  return external ? (
    <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  ) : (
    <Link to={to} className={className}>
      {content}
    </Link>
  );
}
