import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Trophy } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import { ErrorCard } from '@/components/ui/error-card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
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

  const data = leaderboard.data;
  let body;
  if (data) {
    body = (
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
    );
  } else if (isError && !leaderboard.isFetching) {
    body = (
      <ErrorCard
        title={MSG.failedToLoadLeaderboard}
        onRetry={() => void leaderboard.refetch({ cancelRefetch: false })}
      />
    );
  } else {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading leaderboard…" />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4 sm:space-y-6 sm:p-6">
      <header className="flex items-center gap-3">
        <span
          aria-hidden
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-amber-100 text-amber-700"
        >
          <Trophy className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{MSG.topPerformers}</h1>
          <p className="text-sm text-slate-600">Ranked by total mastery across the skills practised</p>
        </div>
      </header>
      {body}
    </div>
  );
}
