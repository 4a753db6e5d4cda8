import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Trophy } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/lib/session/auth-context';
import { apiErrorMessage } from '@/lib/api-client';
import { useLeaderboard } from '../api/get-leaderboard';
import { LeadersList } from './leaders-list';
import { MyStandingCard } from './my-standing-card';

export default function LeaderboardPage() {
  const { user } = useAuth();
  const leaderboard = useLeaderboard();
  const { isError, error, errorUpdatedAt } = leaderboard;

  useEffect(() => {
    // Keyed by the failure's time, so each failed load toasts once, under one id.
    if (isError) {
      toast.error(apiErrorMessage(error, MSG.failedToLoadLeaderboard), { id: 'leaderboard-load-failed' });
    }
  }, [isError, error, errorUpdatedAt]);

  const body = (
    <QueryState
      query={leaderboard}
      keepData
      retrySpinner
      loadingLabel="Loading leaderboard…"
      errorTitle={MSG.failedToLoadLeaderboard}
      onRetry={() => void leaderboard.refetch({ cancelRefetch: false })}
    >
      {(data) => (
        <div className="grid grid-cols-1 items-start gap-4 sm:gap-6 lg:grid-cols-3">
          <MyStandingCard
            stats={data.my_stats}
            position={data.my_position}
            fallbackName={user?.name ?? user?.fullname}
          />
          <div className="min-w-0 lg:col-span-2">
            <LeadersList leaders={data.leaders} currentUserId={data.my_stats?.user_id ?? user?.id} />
          </div>
        </div>
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4 sm:space-y-6 sm:p-6">
      <PageHeader
        icon={Trophy}
        tone="amber"
        title={MSG.topPerformers}
        subtitle="Ranked by total mastery across the skills practised"
      />
      {body}
    </div>
  );
}
