import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { MSG } from '@quizring/contracts';
import type { User } from '@quizring/contracts';
import { QueryState } from '@/components/ui/query-state';

type Props = { profile: UseQueryResult<User>; children: (user: User) => ReactNode };

/** The profile pages' content once the user's profile is loaded, with their loading and failure states. */
export function ProfileQueryState({ profile, children }: Props) {
  return (
    <QueryState
      query={profile}
      loadingLabel="Loading profile…"
      errorTitle={MSG.cantLoadProfile}
      errorMessage={MSG.loadProfileFailed}
    >
      {children}
    </QueryState>
  );
}
