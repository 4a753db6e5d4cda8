// The navigation shell around every member page.
import { Suspense } from 'react';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { SIDEBAR_WIDTH_COLLAPSED, SIDEBAR_WIDTH_EXPANDED } from '@quizring/contracts';
import { Spinner } from '@/components/ui/spinner';
import { PendingFriendRequestsSync } from '@/features/friends/components/pending-friend-requests-sync';
import { RingGlobal } from '@/features/ring';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { AvatarMenu } from './avatar-menu';
import { MobileNav } from './mobile-nav';
import { Sidebar } from './sidebar';

export function AppShell() {
  const [isCollapsed, toggleCollapsed] = useSidebarCollapsed();
  const width = isCollapsed ? SIDEBAR_WIDTH_COLLAPSED : SIDEBAR_WIDTH_EXPANDED;
  return (
    <div className="min-h-dvh bg-slate-50" style={{ '--sidebar-width': `${width}px` } as CSSProperties}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-700 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        Skip to content
      </a>
      <PendingFriendRequestsSync />
      <Sidebar isCollapsed={isCollapsed} onToggle={toggleCollapsed} width={width} />
      <MobileNav />
      <RingGlobal />
      <div className="transition-[padding] duration-200 motion-reduce:transition-none lg:pl-(--sidebar-width)">
        <header className="hidden h-16 items-center justify-end px-8 lg:flex">
          <AvatarMenu />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl px-4 pb-10 pt-4 outline-none lg:px-8 lg:pt-0"
        >
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
