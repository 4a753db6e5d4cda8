import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/session/auth-context';
import { AttemptQueueRunner } from '@/features/quiz/attempt-queue';
import { createQueryClient } from './query-client';
import { AppToaster } from './toaster';

/** Server state, the signed-in session and toasts. Must sit inside a router (sign-out navigates). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <AttemptQueueRunner />
        {children}
        <AppToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
