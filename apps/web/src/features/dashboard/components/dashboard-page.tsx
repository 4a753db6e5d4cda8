import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { ErrorCard } from '@/components/ui/error-card';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-context';
import { useDashboard } from '../api/get-dashboard';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { SkillsOverview } from './skills-overview';
import { StatsRow } from './stats-row';
import { SubjectsList } from './subjects-list';
import { SummaryPanel } from './summary-panel';
import { WeeklyActivity } from './weekly-activity';

export default function DashboardPage() {
  const { user } = useAuth();
  const dashboard = useDashboard();

  useEffect(() => {
    // A fixed id keeps one toast however many times the failure re-renders.
    if (dashboard.isError) toast.error(MSG.failedToLoadDashboardData, { id: 'dashboard-load-failed' });
  }, [dashboard.isError]);

  const firstName = user?.firstname || user?.name || 'there';

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 p-4 sm:space-y-6 sm:p-6">
      <header className="flex items-center gap-3 sm:gap-4">
        <Avatar name={user?.name ?? user?.fullname} avatar={user?.avatar} size={56} />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold text-slate-900 sm:text-2xl">
            Welcome back, {firstName}!
          </h1>
          <p className="text-sm text-slate-600">Ready for today&apos;s practice?</p>
        </div>
      </header>

      <QuickActions />

      {dashboard.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading dashboard…" />
        </div>
      ) : dashboard.isError ? (
        <ErrorCard title={MSG.failedToLoadDashboard} onRetry={() => window.location.reload()} />
      ) : (
        <>
          <StatsRow data={dashboard.data} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
            <div className="space-y-4 sm:space-y-6 lg:col-span-2">
              <WeeklyActivity weekly={dashboard.data.weekly} />
              <SkillsOverview data={dashboard.data} />
              <SubjectsList subjects={dashboard.data.subjects} />
              <RecentActivity items={dashboard.data.recent_activity} />
            </div>
            <SummaryPanel data={dashboard.data} />
          </div>
        </>
      )}
    </div>
  );
}
