// The quiz session as plain state transitions; timers and requests live in the hook.
import {
  MOVE_ROUND,
  MOVE_SUMMARY_EVERY,
  MOVE_UP_AFTER_TIMEOUTS,
  QUESTION_TIME_MS,
  ROUND_SIZE,
} from '@quizring/contracts';
import type { Question } from '@quizring/contracts';
import type { OverlayPolicy } from '../quiz-modes';

/** 'unchecked': answered, the verdict not in yet (saved while offline, checked when the network returns). */
export type Outcome = 'correct' | 'wrong' | 'timeout' | 'unchecked';

export type QuizResult = {
  questionId: number;
  question: string;
  outcome: Outcome;
  responseMs: number;
  /** The attempt's client id, whose verdict may arrive after the quiz has moved on. */
  attemptId?: string;
};

/**
 * Where an answer's verdict is: asked for, in (from the server), saved to be checked later (offline), or refused
 * by the server (with its message).
 */
export type Check = 'waiting' | 'checked' | 'saved' | 'refused';

/** The server's word on an answer. */
export type Verdict = {
  attemptId: string;
  isCorrect: boolean;
  correctOptionId: number;
  explanation: string | null;
};

export type Overlay = 'move-up' | 'move-summary' | 'move-complete' | 'round-complete' | 'final';

/** The current question's own state. `seq` changes with every question shown, so effects can key on it. */
export type Slot = {
  seq: number;
  status: 'open' | 'answered' | 'timedout';
  selectedOptionId: number | null;
  attemptId: string | null;
  check: Check | null;
  isCorrect: boolean | null;
  /** The right option, once the server has told it (the verdict, or a timeout's answer). */
  correctOptionId: number | null;
  /** Why the server refused the answer. */
  note: string | null;
  hintShown: boolean;
  remainingMs: number;
  explanation: string | null;
};

export type QuizState = {
  policy: OverlayPolicy;
  started: boolean;
  /** May equal the number of loaded questions: waiting for the next page, or out of questions. */
  index: number;
  slot: Slot;
  isHolding: boolean;
  consecutiveTimeouts: number;
  /** Results since the last round reset: the overlays count and summarise these. */
  results: QuizResult[];
  overlay: Overlay | null;
};

export type QuizAction =
  | { type: 'start' }
  | { type: 'restart' }
  | { type: 'tick'; remainingMs: number }
  | { type: 'answer'; question: Question; optionId: number; responseMs: number; attemptId: string }
  | { type: 'timeout'; question: Question }
  | { type: 'hint' }
  | { type: 'hold'; isHolding: boolean }
  /** The server graded an answer: this question's, or one saved earlier and delivered now. */
  | { type: 'verdict'; verdict: Verdict }
  | { type: 'saved'; attemptId: string }
  | { type: 'refused'; attemptId: string; message: string }
  /** A timed-out question's answer, from the server. */
  | { type: 'reveal'; seq: number; correctOptionId: number; explanation: string | null }
  /** The wait after a right answer is over: an overlay, or the next question. */
  | { type: 'advance'; loaded: number }
  /** The student goes on from a wrong answer or a timeout, whose answer and explanation stay until then. */
  | { type: 'next'; loaded: number }
  /** The continue button of an overlay. */
  | { type: 'continue'; loaded: number };

function freshSlot(seq: number): Slot {
  return {
    seq,
    status: 'open',
    selectedOptionId: null,
    attemptId: null,
    check: null,
    isCorrect: null,
    correctOptionId: null,
    note: null,
    hintShown: false,
    remainingMs: QUESTION_TIME_MS,
    explanation: null,
  };
}

export function initialQuizState(policy: OverlayPolicy): QuizState {
  return {
    policy,
    started: false,
    index: 0,
    slot: freshSlot(0),
    isHolding: false,
    consecutiveTimeouts: 0,
    results: [],
    overlay: null,
  };
}

function next(state: QuizState): QuizState {
  return { ...state, overlay: null, index: state.index + 1, slot: freshSlot(state.slot.seq + 1) };
}

/** The overlay due once a result's wait is over, if any. */
function overlayDue(state: QuizState, loaded: number): Overlay | null {
  const count = state.results.length;
  switch (state.policy) {
    case 'move':
      if (count >= MOVE_ROUND) return 'move-complete';
      return count > 0 && count % MOVE_SUMMARY_EVERY === 0 ? 'move-summary' : null;
    case 'punch':
    case 'chill':
      return count >= ROUND_SIZE ? 'round-complete' : null;
    case 'fixed':
      return state.index >= loaded - 1 ? 'final' : null;
  }
}

function advance(state: QuizState, loaded: number): QuizState {
  const overlay = overlayDue(state, loaded);
  return overlay ? { ...state, overlay } : next(state);
}

/**
 * Whether the question waits for the student to go on: after a wrong answer or a timeout the answer and its
 * explanation stay until they do (issue 12); only a right answer, or one saved to be checked later, moves on by
 * itself.
 */
export function waitsForStudent(state: QuizState): boolean {
  const { slot } = state;
  if (state.overlay) return false;
  if (slot.status === 'timedout') return true;
  return slot.status === 'answered' && slot.check === 'checked' && slot.isCorrect === false;
}

export function quizReducer(state: QuizState, action: QuizAction): QuizState {
  const { slot } = state;
  switch (action.type) {
    case 'start':
    case 'restart':
      return { ...initialQuizState(state.policy), started: true, slot: freshSlot(slot.seq + 1) };
    case 'tick':
      return slot.status === 'open'
        ? { ...state, slot: { ...slot, remainingMs: action.remainingMs } }
        : state;
    case 'answer': {
      if (slot.status !== 'open') return state;
      const chosen = action.question.options.find((o) => o.id === action.optionId);
      if (!chosen) return state;
      return {
        ...state,
        consecutiveTimeouts: 0,
        slot: {
          ...slot,
          status: 'answered',
          selectedOptionId: chosen.id,
          attemptId: action.attemptId,
          check: 'waiting',
        },
        results: [
          ...state.results,
          {
            questionId: action.question.id,
            question: action.question.question,
            outcome: 'unchecked',
            responseMs: action.responseMs,
            attemptId: action.attemptId,
          },
        ],
      };
    }
    case 'verdict': {
      const { verdict } = action;
      const results = state.results.map((r) =>
        r.attemptId === verdict.attemptId
          ? { ...r, outcome: verdict.isCorrect ? ('correct' as const) : ('wrong' as const) }
          : r,
      );
      if (slot.attemptId !== verdict.attemptId) return { ...state, results };
      return {
        ...state,
        results,
        slot: {
          ...slot,
          check: 'checked',
          isCorrect: verdict.isCorrect,
          correctOptionId: verdict.correctOptionId,
          explanation: verdict.explanation,
        },
      };
    }
    case 'saved':
      return slot.attemptId === action.attemptId && slot.check === 'waiting'
        ? { ...state, slot: { ...slot, check: 'saved' } }
        : state;
    case 'refused':
      return slot.attemptId === action.attemptId && slot.check === 'waiting'
        ? { ...state, slot: { ...slot, check: 'refused', note: action.message } }
        : state;
    case 'reveal':
      return action.seq === slot.seq && slot.status === 'timedout'
        ? {
            ...state,
            slot: { ...slot, correctOptionId: action.correctOptionId, explanation: action.explanation },
          }
        : state;
    case 'timeout': {
      if (slot.status !== 'open') return state;
      const consecutiveTimeouts = state.consecutiveTimeouts + 1;
      return {
        ...state,
        consecutiveTimeouts,
        overlay: consecutiveTimeouts >= MOVE_UP_AFTER_TIMEOUTS ? 'move-up' : state.overlay,
        slot: { ...slot, status: 'timedout', remainingMs: 0 },
        results: [
          ...state.results,
          {
            questionId: action.question.id,
            question: action.question.question,
            outcome: 'timeout',
            responseMs: QUESTION_TIME_MS,
          },
        ],
      };
    }
    case 'hint':
      return slot.status === 'open' && !slot.hintShown
        ? { ...state, slot: { ...slot, hintShown: true } }
        : state;
    case 'hold':
      if (!action.isHolding) return state.isHolding ? { ...state, isHolding: false } : state;
      if (!state.started || state.overlay) return state;
      // A press during a question is the student being there; a press on Next after a timeout is only going on.
      return {
        ...state,
        isHolding: true,
        consecutiveTimeouts: slot.status === 'open' ? 0 : state.consecutiveTimeouts,
      };
    case 'advance':
      return state.overlay || slot.status === 'open' || slot.check === 'waiting' || waitsForStudent(state)
        ? state
        : advance(state, action.loaded);
    case 'next':
      return waitsForStudent(state) ? advance(state, action.loaded) : state;
    case 'continue':
      switch (state.overlay) {
        case 'move-up':
          return advance({ ...state, overlay: null, consecutiveTimeouts: 0 }, action.loaded);
        case 'move-summary':
          return next(state);
        case 'move-complete':
        case 'round-complete':
          return next({ ...state, results: [] });
        default:
          return state;
      }
  }
}
