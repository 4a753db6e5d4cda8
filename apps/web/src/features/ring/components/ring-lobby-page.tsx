// Ring lobby, 'Create a Ring': invite friends, choose a topic, create the session; the server's
// cooldown answer opens the 'Please wait a bit' dialog.
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { BookOpen, Users } from 'lucide-react';
import { MSG } from '@quizring/contracts';
import type { RingTopic, UserSummary } from '@quizring/contracts';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError, apiErrorMessage } from '@/lib/api-client';
import { createRing, RingNotCreatedError, ringFriendsQuery, ringTopicsQuery } from '../api/ring-api';
import type { CreateRingOutcome } from '../api/ring-api';
import { ringToast } from '../utils/ring-toast';
import { ChooseTopicDialog } from './choose-topic-dialog';
import { CooldownDialog } from './cooldown-dialog';
import { FriendPicker } from './friend-picker';
import { InvitesStrip } from './invites-strip';

type Cooldown = Extract<CreateRingOutcome, { kind: 'cooldown' }>;

function createFailureText(err: unknown): string {
  if (err instanceof RingNotCreatedError) return MSG.couldNotCreateRing;
  if (err instanceof ApiError) return apiErrorMessage(err, MSG.failedToCreateRing);
  return MSG.failedToCreateRing;
}

/** A load failure toasts once per failure, the server's message first. */
function useFailureToast(
  query: { isError: boolean; error: unknown; errorUpdatedAt: number },
  text: string,
  id: string,
) {
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) ringToast.error(apiErrorMessage(error, text), id);
  }, [isError, error, errorUpdatedAt, text, id]);
}

export default function RingLobbyPage() {
  const navigate = useNavigate();
  const topicHeadingId = useId();
  const friendsQuery = useQuery(ringFriendsQuery());
  const topicsQuery = useQuery(ringTopicsQuery());
  useFailureToast(friendsQuery, MSG.failedToLoadFriends, 'ring-friends-failed');
  useFailureToast(topicsQuery, MSG.failedToLoadTopics, 'ring-topics-failed');

  const [invitedIds, setInvitedIds] = useState<number[]>([]);
  const [topic, setTopic] = useState<RingTopic | null>(null);
  const [isTopicOpen, setIsTopicOpen] = useState(false);
  const [cooldown, setCooldown] = useState<Cooldown | null>(null);

  const friends = useMemo(() => friendsQuery.data ?? [], [friendsQuery.data]);
  const selectedIds = useMemo(() => new Set(invitedIds), [invitedIds]);
  const invited = useMemo(
    () => invitedIds.map((id) => friends.find((f) => f.id === id)).filter((f): f is UserSummary => !!f),
    [invitedIds, friends],
  );

  const toggle = (friend: UserSummary) =>
    setInvitedIds((ids) =>
      ids.includes(friend.id) ? ids.filter((i) => i !== friend.id) : [...ids, friend.id],
    );

  const create = useMutation({
    mutationFn: ({ topicId, ids }: { topicId: number; ids: number[] }) => createRing(topicId, ids),
    onSuccess: (outcome) => {
      if (outcome.kind === 'created') void navigate(`/ring/waiting/${outcome.sessionId}`);
      else setCooldown(outcome);
    },
    onError: (err) => ringToast.error(createFailureText(err), 'ring-create-failed'),
  });

  const onCreate = () => {
    if (create.isPending) return;
    if (!topic) {
      ringToast.error(MSG.ringTopicRequired, 'ring-create-invalid');
      return;
    }
    if (invited.length === 0) {
      ringToast.error(MSG.ringInviteRequired, 'ring-create-invalid');
      return;
    }
    create.mutate({ topicId: topic.id, ids: invited.map((f) => f.id) });
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 pb-28 sm:space-y-6 sm:p-2 sm:pb-6">
      <PageHeader
        icon={Users}
        title="Create a Ring"
        subtitle="Pick a topic, invite friends and race through 10 questions together."
      />

      <section
        aria-labelledby={topicHeadingId}
        className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id={topicHeadingId} className="text-sm font-semibold text-slate-900">
          Topic
        </h2>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex min-w-0 items-center gap-2 text-sm">
            <BookOpen aria-hidden size={18} className="shrink-0 text-indigo-700" />
            {topic ? (
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{topic.title}</span>
                <span className="block text-xs text-slate-600">{topic.subject}</span>
              </span>
            ) : (
              <span className="text-slate-600">No topic chosen yet</span>
            )}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setIsTopicOpen(true)}>
            Choose Topic
          </Button>
        </div>
      </section>

      <div className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <InvitesStrip invited={invited} onRemove={toggle} />
        <QueryState query={friendsQuery} loadingLabel="Loading friends…" errorTitle={MSG.failedToLoadFriends}>
          {() => <FriendPicker friends={friends} selectedIds={selectedIds} onToggle={toggle} />}
        </QueryState>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:static sm:border-0 sm:bg-transparent sm:p-0">
        <Button
          onClick={onCreate}
          isPending={create.isPending}
          pendingText="Creating…"
          className="w-full sm:ml-auto sm:flex sm:w-auto"
        >
          Create Session
        </Button>
      </div>

      {isTopicOpen ? (
        <ChooseTopicDialog
          topicsQuery={topicsQuery}
          selectedId={topic?.id ?? null}
          onSelect={setTopic}
          onClose={() => setIsTopicOpen(false)}
        />
      ) : null}
      {cooldown ? (
        <CooldownDialog
          message={cooldown.message}
          cooldown={cooldown.cooldown}
          onClose={() => setCooldown(null)}
        />
      ) : null}
    </div>
  );
}
