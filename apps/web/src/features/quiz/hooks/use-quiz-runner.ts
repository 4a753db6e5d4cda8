// The quiz runner shared by every mode: the reducer plus the countdown, the waits between questions, sounds,
// attempt submission, paging, hold-to-pause and the keyboard.
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import {
  ADVANCE_AFTER_CORRECT_MS,
  ADVANCE_AFTER_WRONG_MS,
  ATTEMPT_DIFFICULTY,
  QUESTION_TICK_MS,
  QUESTION_TIME_MS,
} from '@quizring/contracts';
import type { AttemptPayload, AttemptResult, Question } from '@quizring/contracts';
import { playSound } from '@/lib/sounds';
import { postTimeout } from '../api/quiz-api';
import { useQuizQuestions } from '../api/use-quiz-questions';
import { newAttemptId, onAttemptChecked, submitAttempt } from '../attempt-queue';
import type { QuizConfig } from '../quiz-modes';
import { initialQuizState, quizReducer, waitsForStudent } from './quiz-reducer';

/** Keys 1–5 pick the options in order. */
const OPTION_KEYS = ['1', '2', '3', '4', '5'];
/** A press that moves up at least this far before it is let go is a swipe up: the student goes on. */
const SWIPE_UP_PX = 60;

export function buildAttemptPayload(
  config: QuizConfig,
  question: Question,
  optionId: number,
  responseMs: number,
  hintSeen: boolean,
  attemptId: string = newAttemptId(),
): AttemptPayload & { client_attempt_id: string } {
  const difficulty = ATTEMPT_DIFFICULTY[config.mode];
  return {
    question_id: [question.id],
    // The server takes more than 0 ms: a click within the first tick still took a moment.
    response_time: Math.max(1, Math.round(responseMs)),
    hint_seen: hintSeen,
    [`option_${question.id}`]: optionId,
    ...(difficulty === null ? {} : { difficulty }),
    mode: config.mode,
    client_attempt_id: attemptId,
  };
}

const verdictOf = (attemptId: string, result: AttemptResult) => ({
  attemptId,
  isCorrect: result.is_correct,
  correctOptionId: result.correct_option_id,
  explanation: result.explanation,
});

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

export function useQuizRunner(config: QuizConfig) {
  const { query, questions } = useQuizQuestions(config);
  const [state, dispatch] = useReducer(quizReducer, config.overlays, initialQuizState);
  const { slot, index, overlay, started, isHolding } = state;
  const current: Question | undefined = started ? questions[index] : undefined;

  // Handlers run from timers and window listeners; refs give them the latest values without re-subscribing.
  const latest = useRef({ state, questions, current });
  useLayoutEffect(() => {
    latest.current = { state, questions, current };
  });
  /** The `seq` of the last question locked: set synchronously so a double click or a click racing the timeout locks once. */
  const lockedSeq = useRef(-1);
  const remainingMs = useRef(QUESTION_TIME_MS);
  /** When the countdown last took its time off (Date.now()), or null while it is stopped. */
  const countedAt = useRef<number | null>(null);

  useLayoutEffect(() => {
    remainingMs.current = QUESTION_TIME_MS;
  }, [slot.seq]);

  const timeOut = useCallback(() => {
    const { state: s, current: q } = latest.current;
    if (!q || lockedSeq.current === s.slot.seq) return;
    lockedSeq.current = s.slot.seq;
    const seq = s.slot.seq;
    dispatch({ type: 'timeout', question: q });
    // The answer is shown when the server tells it; offline the question just moves on.
    postTimeout(q.id).then(
      (r) =>
        dispatch({ type: 'reveal', seq, correctOptionId: r.correct_option_id, explanation: r.explanation }),
      () => {},
    );
  }, []);

  const answer = useCallback(
    (optionId: number) => {
      const { state: s, current: q } = latest.current;
      if (!q || s.overlay || s.slot.status !== 'open' || lockedSeq.current === s.slot.seq) return;
      const option = q.options.find((o) => o.id === optionId);
      if (!option) return;
      lockedSeq.current = s.slot.seq;
      // The countdown's elapsed time to the millisecond (its ticks are 100 ms apart): a press held to pause is not
      // time spent answering.
      const sinceTick = countedAt.current === null ? 0 : Date.now() - countedAt.current;
      const responseMs = Math.min(QUESTION_TIME_MS, QUESTION_TIME_MS - remainingMs.current + sinceTick);
      const attemptId = newAttemptId();
      dispatch({ type: 'answer', question: q, optionId, responseMs, attemptId });
      // The server grades: the verdict (and its sound) comes with its response.
      void submitAttempt(
        buildAttemptPayload(config, q, optionId, responseMs, s.slot.hintShown, attemptId),
      ).then((submitted) => {
        if (submitted.kind === 'checked') {
          // The verdict on screen first; the sound can follow.
          dispatch({ type: 'verdict', verdict: verdictOf(attemptId, submitted.result) });
          playSound(submitted.result.is_correct ? 'correct' : 'wrong');
        } else if (submitted.kind === 'saved') dispatch({ type: 'saved', attemptId });
        else dispatch({ type: 'refused', attemptId, message: submitted.message });
      });
    },
    [config],
  );

  // Answers saved while offline are checked when the network returns; their verdicts update the results.
  useEffect(
    () =>
      onAttemptChecked((attemptId, result) => {
        if (result) dispatch({ type: 'verdict', verdict: verdictOf(attemptId, result) });
      }),
    [],
  );

  const showHint = useCallback(() => {
    const { current: q } = latest.current;
    if (q?.hint) dispatch({ type: 'hint' });
  }, []);

  // The countdown runs only while a question is open, nothing is held and no overlay is up.
  const isCounting = Boolean(current) && slot.status === 'open' && !isHolding && !overlay;
  useEffect(() => {
    if (!isCounting) return;
    countedAt.current = Date.now();
    const id = setInterval(() => {
      const now = Date.now();
      remainingMs.current = Math.max(0, remainingMs.current - (now - (countedAt.current ?? now)));
      countedAt.current = now;
      if (remainingMs.current <= 0) timeOut();
      else dispatch({ type: 'tick', remainingMs: remainingMs.current });
    }, QUESTION_TICK_MS);
    return () => {
      clearInterval(id);
      // Stopped (answered, held, an overlay): the time since the last tick counts as spent until now.
      if (countedAt.current !== null)
        remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - countedAt.current));
      countedAt.current = null;
    };
  }, [isCounting, slot.seq, timeOut]);

  // The wait after a right answer (from the moment the verdict is in), then an overlay or the next question; an
  // answer saved to be checked later moves on too. A press held pauses it, and on release it starts again.
  const waitsForNext = waitsForStudent(state);
  const waitMs =
    slot.status !== 'answered' || overlay || isHolding || slot.check === 'waiting' || waitsForNext
      ? null
      : slot.check === 'checked'
        ? ADVANCE_AFTER_CORRECT_MS
        : ADVANCE_AFTER_WRONG_MS;
  useEffect(() => {
    if (waitMs === null) return;
    const id = setTimeout(() => {
      playSound('next');
      dispatch({ type: 'advance', loaded: latest.current.questions.length });
    }, waitMs);
    return () => clearTimeout(id);
  }, [waitMs, slot.seq]);

  const goOn = useCallback(() => {
    if (!waitsForStudent(latest.current.state)) return;
    playSound('next');
    dispatch({ type: 'next', loaded: latest.current.questions.length });
  }, []);

  // Paging: the next page is asked for as soon as the last loaded question is reached.
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const needsMore = started && index >= questions.length - 1;
  useEffect(() => {
    if (needsMore && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [needsMore, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  useEffect(() => {
    if (!started) return;
    function onKeyDown(e: KeyboardEvent) {
      if (e.repeat || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const { state: s, current: q } = latest.current;
      if (!q || s.overlay) return;
      if (e.key === 'Enter' && waitsForStudent(s)) {
        e.preventDefault();
        goOn();
        return;
      }
      const at = OPTION_KEYS.indexOf(e.key);
      const option = at >= 0 ? q.options[at] : undefined;
      if (option) {
        e.preventDefault();
        answer(option.id);
      } else if (e.key === 'h' || e.key === 'H') {
        e.preventDefault();
        showHint();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [started, answer, showHint, goOn]);

  // Where the current press started: letting go well above it is a swipe up ("move up") that goes on.
  const pressedAtY = useRef<number | null>(null);
  const holdHandlers = {
    onPointerDown: (e: ReactPointerEvent) => {
      if (e.button !== 0) return;
      pressedAtY.current = e.clientY;
      dispatch({ type: 'hold', isHolding: true });
    },
    onPointerUp: (e: ReactPointerEvent) => {
      const from = pressedAtY.current;
      pressedAtY.current = null;
      dispatch({ type: 'hold', isHolding: false });
      if (from !== null && from - e.clientY >= SWIPE_UP_PX) goOn();
    },
    onPointerCancel: () => dispatch({ type: 'hold', isHolding: false }),
    onPointerLeave: () => dispatch({ type: 'hold', isHolding: false }),
  };

  return {
    state,
    query,
    questions,
    current,
    start: () => dispatch({ type: 'start' }),
    restart: () => dispatch({ type: 'restart' }),
    continueOn: () => {
      playSound('next');
      dispatch({ type: 'continue', loaded: questions.length });
    },
    answer,
    showHint,
    goOn,
    waitsForNext,
    holdHandlers,
    retryNextPage: () => void fetchNextPage(),
  };
}

export type QuizRunner = ReturnType<typeof useQuizRunner>;
