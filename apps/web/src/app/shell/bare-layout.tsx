// The frame for /onboarding: the user is signed in but cannot use the app yet.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullScreenLoader } from '@/components/ui/spinner';
import { BareFrame } from './bare-frame';

export function BareLayout() {
  return (
    <BareFrame>
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
    </BareFrame>
  );
}
