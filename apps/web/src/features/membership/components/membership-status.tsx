import { Crown, Sparkles } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { SubscriptionDetailData } from '@quizring/contracts';
import { isMembershipActive } from '@/lib/session-queries';
import { formatDate } from '../utils/format-date';

/** The Premium / Free banner with the plan and platform. */
export function MembershipStatus({ detail }: { detail: SubscriptionDetailData }) {
  const isPremium = isMembershipActive(detail);
  return (
    <section aria-label="Membership status" className="space-y-4">
      <div
        className={`flex items-center gap-4 rounded-2xl p-5 ${
          isPremium
            ? 'bg-gradient-to-r from-indigo-600 to-violet-600 text-white'
            : 'border border-slate-200 bg-white text-slate-900'
        }`}
      >
        <span
          aria-hidden
          className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-full ${isPremium ? 'bg-white/20' : 'bg-slate-100'}`}
        >
          {isPremium ? (
            <Crown className="h-6 w-6 text-amber-300" />
          ) : (
            <Sparkles className="h-6 w-6 text-indigo-600" />
          )}
        </span>
        <div>
          <p className="text-lg font-semibold">{isPremium ? MSG.premiumMember : MSG.freeMember}</p>
          <p className={isPremium ? 'text-indigo-50' : 'text-slate-600'}>
            {isPremium ? `Expires on ${formatDate(detail.expiry_date)}` : MSG.upgradeToUnlock}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Plan</dt>
          <dd className="font-semibold text-slate-900">{detail.plan ?? '—'}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Platform</dt>
          <dd className="font-semibold text-slate-900">{detail.platform ?? '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
