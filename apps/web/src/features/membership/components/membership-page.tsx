import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { RefreshCw } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import { QueryState } from '@/components/ui/query-state';
import { isMembershipActive } from '@/lib/session-queries';
import { useSubscriptionDetail } from '../api/get-subscription-detail';
import { MembershipStatus } from './membership-status';
import { PurchasePanel } from './purchase-panel';
import { useReturnAfterPayment } from '../hooks/use-return-after-payment';
import { SubscriptionHistory } from './subscription-history';

export default function MembershipPage() {
  const detail = useSubscriptionDetail();
  const onPaid = useReturnAfterPayment();

  useEffect(() => {
    if (detail.isError) toast.error(MSG.fetchSubscriptionDetailsFailed, { id: 'membership-load-failed' });
  }, [detail.isError]);

  const isPremium = detail.isSuccess && isMembershipActive(detail.data);

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4 sm:space-y-6 sm:p-6">
      <header className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Membership Details</h1>
        <button
          type="button"
          onClick={() => void detail.refetch()}
          disabled={detail.isFetching}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          <RefreshCw
            aria-hidden
            className={`h-4 w-4 ${detail.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
          Refresh
        </button>
      </header>

      <QueryState
        query={detail}
        loadingLabel="Loading membership…"
        errorTitle={MSG.cantLoadMembership}
        errorMessage={MSG.loadSubscriptionDetailsFailed}
      >
        {(data) => (
          <>
            <MembershipStatus detail={data} />
            <PurchasePanel
              title={isPremium ? 'Extend your membership' : 'Go Premium'}
              actionLabel={isPremium ? 'Extend by a year' : 'Subscribe now'}
              onPaid={onPaid}
            />
            <SubscriptionHistory entries={data.history} />
          </>
        )}
      </QueryState>
    </div>
  );
}
