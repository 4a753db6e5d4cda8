// Ring live quiz: resumes at the first unanswered question, flashes the
// other players' answers, and after the last question waits for the session to finish (the session-finished
// event, or the status polled every 4 s at most 12 times) before handing the leaderboard to its page.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MSG, RING_STATUS_POLL_MS, RING_STATUS_POLLS } from '@quizring/contracts';
import type { RingQuestion } from '@quizring/contracts';
import { buttonClass } from '@/components/ui/button';
import { ErrorCard } from '@/components/ui/error-card';
import { LiveRegion } from '@/components/ui/live-region';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/auth-context';
import { apiErrorMessage } from '@/lib/api-client';
import { getRingStatus, ringKeys, ringLeaderboardQuery, ringQuestionsQuery } from '../api/ring-api';
import { useAnswerFlashes } from '../hooks/use-answer-flashes';
import { useLiveLeaderboard } from '../hooks/use-live-leaderboard';
import { useRingChannel } from '../hooks/use-ring-channel';
import { parseSessionId } from '../utils/ring-format';
import { ringToast } from '../utils/ring-toast';
import type { LeaderboardHandoff } from './ring-leaderboard-page';
import { AnswerFlashes } from './answer-flashes';
import { InvalidRing } from './invalid-ring';
import { LiveStandings } from './live-standings';
import { RingQuestionCard } from './ring-question-card';

export default function LiveQuizPage() {
  const { id } = useParams();
  const sessionId = parseSessionId(id);
  if (sessionId === null) return <InvalidRing />;
  return <LiveQuiz key={sessionId} sessionId={sessionId} />;
}

export function firstUnanswered(questions: readonly RingQuestion[]): number {
  const i = questions.findIndex((q) => q.my_answer === null);
  return i === -1 ? questions.length : i;
}

/** Answer payloads need a player and a verdict; the name falls back so a flash is never blank. */
function answerOf(data: unknown): { userId: number; name: string; isCorrect: boolean } | null {
  const d = data as { user_id?: unknown; name?: unknown; is_correct?: unknown } | null;
  if (typeof d?.user_id !== 'number' || typeof d.is_correct !== 'boolean') return null;
  const name = typeof d.name === 'string' && d.name.trim() ? d.name.trim() : 'A player';
  return { userId: d.user_id, name, isCorrect: d.is_correct };
}

/** After the last question: 'Calculating results…' and, while others still play, who they are and the standings. */
function Calculating({ sessionId, userId }: { sessionId: number; userId: number | undefined }) {
  const standings = useLiveLeaderboard(sessionId);
  return (
    <div className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <span
          aria-hidden
          className="h-8 w-8 animate-spin rounded-full border-4 border-indigo-600 border-t-transparent motion-reduce:animate-none"
        />
        <p role="status" className="text-lg font-semibold text-slate-900">
          {MSG.calculatingResults}
        </p>
      </div>
      {standings.data && standings.data.leaderboard.length > 0 ? (
        <LiveStandings entries={standings.data.leaderboard} userId={userId} />
      ) : null}
    </div>
  );
}

function LiveQuiz({ sessionId }: { sessionId: number }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const questionsQuery = useQuery(ringQuestionsQuery(sessionId));
  // Opening the page of a ring that has not started, or has ended, goes where that ring is.
  const openingStatus = useQuery({
    queryKey: [...ringKeys.all, sessionId, 'opening-status'],
    queryFn: () => getRingStatus(sessionId),
    staleTime: Infinity,
    gcTime: 0,
  });
  const { flashes, addFlash } = useAnswerFlashes();
  const [movedTo, setMovedTo] = useState<number | null>(null);
  const [isLeaving, setIsLeaving] = useState(false);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  const questions = useMemo(
    () =>
      questionsQuery.data
        ? [...questionsQuery.data.questions].sort((a, b) => a.question_order - b.question_order)
        : null,
    [questionsQuery.data],
  );
  const index = questions ? (movedTo ?? firstUnanswered(questions)) : null;
  const isDone = questions !== null && index !== null && index >= questions.length;

  const leaving = useRef(false);
  const goToLeaderboard = useCallback(async () => {
    if (leaving.current) return;
    leaving.current = true;
    setIsLeaving(true);
    let handoff: LeaderboardHandoff | undefined;
    try {
      handoff = { ringLeaderboard: await queryClient.fetchQuery(ringLeaderboardQuery(sessionId)) };
    } catch {
      // The leaderboard page loads it itself (and reports a failure there).
    }
    if (isMounted.current) void navigate(`/ring/leaderboard/${sessionId}`, { replace: true, state: handoff });
  }, [navigate, queryClient, sessionId]);

  useRingChannel(sessionId, {
    onAnswerSubmitted: (data) => {
      const answer = answerOf(data);
      if (!answer || answer.userId === user?.id) return;
      addFlash(answer.isCorrect ? MSG.gotIt(answer.name) : MSG.missed(answer.name), answer.isCorrect);
    },
    onSessionFinished: () => void goToLeaderboard(),
  });

  const openingPhase = openingStatus.data?.phase;
  useEffect(() => {
    if (openingPhase === 'waiting') void navigate(`/ring/waiting/${sessionId}`, { replace: true });
    if (openingPhase === 'finished') void goToLeaderboard();
  }, [openingPhase, navigate, sessionId, goToLeaderboard]);

  // After the last question: poll at once, then every 4 s, 12 polls at most; then the leaderboard either way.
  const goRef = useRef(goToLeaderboard);
  useEffect(() => {
    goRef.current = goToLeaderboard;
  });
  useEffect(() => {
    if (!isDone) return;
    let isCancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const poll = async () => {
      polls += 1;
      let isFinished = false;
      try {
        isFinished = (await getRingStatus(sessionId)).phase === 'finished';
      } catch {
        // A failed poll is one of the twelve; the next one may succeed.
      }
      if (isCancelled) return;
      if (isFinished || polls >= RING_STATUS_POLLS) void goRef.current();
      else timer = setTimeout(() => void poll(), RING_STATUS_POLL_MS);
    };
    void poll();
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, [isDone, sessionId]);

  const { isError, error, errorUpdatedAt } = questionsQuery;
  useEffect(() => {
    if (isError)
      ringToast.error(apiErrorMessage(error, MSG.failedToLoadRingQuestions), 'ring-questions-failed');
  }, [isError, error, errorUpdatedAt]);

  const shown = questions && index !== null ? questions[index] : undefined;
  const questionAnnouncement =
    shown && questions && index !== null ? `Question ${index + 1} of ${questions.length}: ${shown.text}` : '';

  let body;
  if (isLeaving || isDone || openingPhase === 'finished') {
    body = <Calculating sessionId={sessionId} userId={user?.id} />;
  } else if (questions && index !== null) {
    const question = questions[index];
    body = question ? (
      <RingQuestionCard
        key={question.question_id}
        sessionId={sessionId}
        question={question}
        number={index + 1}
        total={questions.length}
        onNext={() => setMovedTo(index + 1)}
      />
    ) : null;
  } else if (isError && !questionsQuery.isFetching) {
    body = (
      <div className="space-y-4 text-center">
        <ErrorCard
          title={MSG.failedToLoadRingQuestions}
          message={apiErrorMessage(error, '') || undefined}
          onRetry={() => void questionsQuery.refetch()}
        />
        <Link to={`/ring/waiting/${sessionId}`} className={buttonClass('secondary', 'sm')}>
          {MSG.openWaitingRoom}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label="Loading questions…" />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4">
      <h1 className="text-xl font-bold text-slate-900">Ring #{sessionId}</h1>
      {body}
      {/* Mounted before the first question, so that each question is read out as it appears. */}
      <LiveRegion label="question" text={questionAnnouncement} />
      <AnswerFlashes flashes={flashes} />
    </div>
  );
}
