// Route guards: one pure decision and the component that applies it.
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isProfileComplete, MSG } from '@quizring/contracts';
import { useAuth } from '@/lib/session/auth-context';
import { isMembershipActive, subscriptionStatusQuery } from '@/lib/session-queries';
import type { OriginState } from '@/lib/redirect-origin';
import { FullScreenLoader } from '@/components/ui/spinner';
import { ErrorCard } from '@/components/ui/error-card';
import { BareFrame } from '@/app/shell/bare-frame';
import type { Access } from '@/lib/route-table';

export type MembershipState = 'loading' | 'error' | 'active' | 'inactive';
export type GuardSession =
  { kind: 'anonymous' } | { kind: 'signed-in'; profileComplete: boolean; membership: MembershipState };

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'redirect'; to: string; rememberOrigin: boolean };

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string, rememberOrigin = false): GuardDecision => ({
  kind: 'redirect',
  to,
  rememberOrigin,
});

export function decideAccess(access: Access, session: GuardSession): GuardDecision {
  if (session.kind === 'anonymous') {
    if (access === 'anonymous-only') return render;
    // The origin is worth remembering only for a real page, not for / or an unknown path.
    return redirect('/login', access !== 'fallback');
  }
  // Precedence: an incomplete profile wins over everything else.
  if (!session.profileComplete) return access === 'onboarding' ? render : redirect('/onboarding');
  if (session.membership === 'loading') return { kind: 'loading' };
  if (session.membership === 'error') return { kind: 'error' };
  const isActive = session.membership === 'active';
  switch (access) {
    case 'member':
      return isActive ? render : redirect('/subscribe', true);
    case 'subscribe':
      return isActive ? redirect('/dashboard') : render;
    case 'anonymous-only':
    case 'onboarding':
    case 'fallback':
      return redirect(isActive ? '/dashboard' : '/subscribe');
  }
}

function useGuardSession(): { session: GuardSession; retry: () => void } {
  const { token, user } = useAuth();
  const isSignedIn = Boolean(token && user);
  const status = useQuery({ ...subscriptionStatusQuery, enabled: isSignedIn });
  const retry = () => void status.refetch();
  if (!isSignedIn) return { session: { kind: 'anonymous' }, retry };
  let membership: MembershipState;
  if (status.data) membership = isMembershipActive(status.data) ? 'active' : 'inactive';
  else membership = status.isError ? 'error' : 'loading';
  return { session: { kind: 'signed-in', profileComplete: isProfileComplete(user), membership }, retry };
}

/** Renders its children (or the nested routes) only when the signed-in state allows `access`. */
export function RouteGuard({ access, children }: { access: Access; children?: ReactNode }) {
  const { session, retry } = useGuardSession();
  const location = useLocation();
  const decision = decideAccess(access, session);
  switch (decision.kind) {
    case 'render':
      return children ?? <Outlet />;
    case 'loading':
      return <FullScreenLoader />;
    case 'error':
      // With Sign Out: a student whose status cannot be fetched must not be stuck with Retry alone.
      return (
        <BareFrame>
          <div className="flex flex-1 items-center justify-center p-4">
            <ErrorCard title={MSG.fetchSubscriptionStatusFailed} onRetry={retry} headingLevel={1} />
          </div>
        </BareFrame>
      );
    case 'redirect': {
      const state: OriginState | undefined = decision.rememberOrigin
        ? { from: `${location.pathname}${location.search}${location.hash}` }
        : undefined;
      return <Navigate to={decision.to} replace state={state} />;
    }
  }
}
