// The four friend actions: send, accept, reject, cancel. Whatever the outcome,
// the friends summary is reloaded afterwards, since the other student may have acted at the same time.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MSG } from '@quizring/contracts';
import type { UserSummary } from '@quizring/contracts';
import { apiErrorMessage } from '@/lib/api-client';
import { FRIENDS_KEY, runFriendAction } from '../api/friends-api';
import type { FriendAction } from '../api/friends-api';
import { displayName } from '../utils/names';

const FAILURE: Record<FriendAction, string> = {
  send: MSG.failedToSendRequest,
  accept: MSG.failedToAcceptRequest,
  reject: MSG.failedToRejectRequest,
  cancel: MSG.failedToCancelRequest,
};

/** Read by screen readers only: the rows moving between sections say nothing on their own (a sent request
 * has its toast). */
const DONE: Record<Exclude<FriendAction, 'send'>, (name: string) => string> = {
  accept: (name) => `You and ${name} are now friends.`,
  reject: (name) => `Request from ${name} rejected.`,
  cancel: (name) => `Request to ${name} cancelled.`,
};

const MUTATION_KEY = [...FRIENDS_KEY, 'action'] as const;

export type FriendActionVars = { action: FriendAction; person: UserSummary };

export function useFriendAction(onDone?: (message: string) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ action, person }: FriendActionVars) => runFriendAction(action, person.id),
    onSuccess: (result, { action, person }) => {
      // Search results show the new relationship at once, before the reload below arrives.
      queryClient.setQueriesData<UserSummary[]>({ queryKey: [...FRIENDS_KEY, 'search'] }, (list) =>
        list?.map((u) =>
          u.id === result.user_id ? { ...u, relationship_status: result.relationship_status } : u,
        ),
      );
      if (action !== 'send') onDone?.(DONE[action](displayName(person)));
      // They had asked first, so the request made a friendship, not a pending request.
      else if (result.relationship_status === 'friend') toast.success(MSG.requestCrossedNowFriends);
      else toast.success(MSG.friendRequestSent);
    },
    onError: (err, { action }) => {
      toast.error(apiErrorMessage(err, FAILURE[action]));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FRIENDS_KEY }),
  });

  // Every action still under way, so each row can show its own pending state even when several run at once.
  const pending = useMutationState({
    filters: { mutationKey: MUTATION_KEY, status: 'pending' },
    select: (m) => m.state.variables as FriendActionVars | undefined,
  });

  return {
    run: (action: FriendAction, person: UserSummary) => mutation.mutate({ action, person }),
    isPending: (personId: number, action?: FriendAction) =>
      pending.some((v) => v?.person.id === personId && (action === undefined || v.action === action)),
  };
}
