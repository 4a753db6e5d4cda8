import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@quizring/contracts';
import { Avatar } from '@/components/ui/avatar';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/lib/session/auth-context';
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
      <PageHeader
        leading={<Avatar name={user?.name ?? user?.fullname} avatar={user?.avatar} size={56} />}
        title={<>Welcome back, {firstName}!</>}
        subtitle="Ready for today's practice?"
        truncate
      />

      <QuickActions />

      <QueryState
        query={dashboard}
        loadingLabel="Loading dashboard…"
        errorTitle={MSG.failedToLoadDashboard}
        onRetry={() => window.location.reload()}
      >
        {(data) => (
          <>
            <StatsRow data={data} />
            <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
              <div className="space-y-4 sm:space-y-6 lg:col-span-2">
                <WeeklyActivity weekly={data.weekly} />
                <SkillsOverview data={data} />
                <SubjectsList subjects={data.subjects} />
                <RecentActivity items={data.recent_activity} />
              </div>
              <SummaryPanel data={data} />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
