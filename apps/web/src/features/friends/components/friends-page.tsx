// My Friends: a search for students, then received requests, sent requests,
// suggestions and the friends themselves. Every action reloads the summary.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { ArrowLeft, Check, UserPlus, X } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { FriendsSummary, UserSummary } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { apiErrorMessage } from '@/lib/api-client';
import { friendsSummaryQuery } from '../api/friends-api';
import type { FriendAction } from '../api/friends-api';
import { useFriendAction } from '../hooks/use-friend-action';
import { FriendSearch } from './friend-search';
import { PeopleSection } from './people-section';

const PENDING_LABEL: Record<FriendAction, string> = {
  send: 'Sending request…',
  accept: 'Accepting…',
  reject: 'Rejecting…',
  cancel: 'Cancelling…',
};

const SEARCH_OUTCOME: Partial<Record<UserSummary['relationship_status'], string>> = {
  friend: MSG.alreadyFriends,
  request_sent: MSG.requestPending,
  request_received: MSG.openFriendRequests,
};

export default function FriendsPage() {
  const navigate = useNavigate();
  // Always fresh on arrival: requests may have come and gone while the page was closed.
  const summary = useQuery({ ...friendsSummaryQuery, refetchOnMount: 'always' });
  const [announcement, setAnnouncement] = useState('');
  const action = useFriendAction(setAnnouncement);
  const { isError, error, errorUpdatedAt } = summary;

  useEffect(() => {
    // Keyed by the failure's time, so each failed load toasts once, under one id.
    if (isError) toast.error(apiErrorMessage(error, MSG.couldNotLoadFriends), { id: 'friends-load-failed' });
  }, [isError, error, errorUpdatedAt]);

  const goBack = () => {
    // Opened directly there is no history to go back to.
    const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (historyIndex > 0 ? navigate(-1) : navigate('/dashboard'));
  };

  const chooseResult = (person: UserSummary) => {
    const outcome = SEARCH_OUTCOME[person.relationship_status];
    if (outcome) toast(outcome, { id: `friend-search-${person.relationship_status}` });
    else if (!action.isPending(person.id)) action.run('send', person);
  };

  const body = (
    <QueryState
      query={summary}
      keepData
      retrySpinner
      loadingLabel="Loading friends…"
      errorTitle={MSG.failedToLoadFriends}
      onRetry={() => void summary.refetch({ cancelRefetch: false })}
    >
      {(data) => <Sections summary={data} action={action} />}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 py-2 sm:space-y-6">
      <header className="space-y-3">
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={goBack}
            className="-ml-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <ArrowLeft aria-hidden size={18} />
            Back
          </button>
        </div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Friends</h1>
        <FriendSearch onChoose={chooseResult} isSending={(id) => action.isPending(id, 'send')} />
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {body}
    </div>
  );
}

type ActionApi = ReturnType<typeof useFriendAction>;

function Sections({ summary, action }: { summary: FriendsSummary; action: ActionApi }) {
  const button = (kind: FriendAction, person: UserSummary, nameId: string) => {
    const props = {
      size: 'sm' as const,
      'aria-describedby': nameId,
      isPending: action.isPending(person.id, kind),
      spinnerLabel: PENDING_LABEL[kind],
      // One change at a time per student: the server answers each with the new relationship.
      disabled: action.isPending(person.id),
      onClick: () => action.run(kind, person),
    };
    switch (kind) {
      case 'accept':
        return (
          <Button {...props} key={kind}>
            <Check aria-hidden size={16} />
            Accept
          </Button>
        );
      case 'reject':
        return (
          <Button {...props} key={kind} variant="secondary">
            <X aria-hidden size={16} />
            Reject
          </Button>
        );
      case 'cancel':
        return (
          <Button {...props} key={kind} variant="secondary">
            Cancel
          </Button>
        );
      case 'send':
        return (
          <Button {...props} key={kind}>
            <UserPlus aria-hidden size={16} />
            Add
          </Button>
        );
    }
  };

  return (
    <div className="space-y-4 sm:space-y-6">
      <PeopleSection
        title="Friend Requests"
        people={summary.requests_received}
        renderEnd={(person, nameId) => [button('accept', person, nameId), button('reject', person, nameId)]}
      />
      <PeopleSection
        title="Requests Sent"
        people={summary.requests_sent}
        renderEnd={(person, nameId) => button('cancel', person, nameId)}
      />
      <PeopleSection
        title="People you may know"
        people={summary.suggestions}
        renderEnd={(person, nameId) => button('send', person, nameId)}
      />
      <PeopleSection
        title="Your Friends"
        people={summary.friends}
        emptyText={MSG.noFriendsYet}
        renderEnd={() => (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
            <Check aria-hidden size={14} />
            Friend
          </span>
        )}
      />
    </div>
  );
}
