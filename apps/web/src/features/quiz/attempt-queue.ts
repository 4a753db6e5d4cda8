// Attempts on their way to the server, which grades them (decision 0016: the client is never told an answer
// before it is answered). An answer is the learner's work, so it is written here before it is sent and removed
// only once the server has it; the quiz shows the verdict when it comes back, or that the answer is saved and will
// be checked when the network returns. Retries reuse the attempt's client_attempt_id, so the server counts each
// attempt once; verdicts of answers delivered later reach the quiz through `onAttemptChecked`.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AttemptPayload, AttemptResult } from '@quizring/contracts';
import { useAuth } from '@/lib/session/auth-context';
import { MSG } from '@quizring/contracts';
import { ApiError, apiErrorMessage, isRetryable } from '@/lib/api-client';
import { LEARNER_DATA_KEY } from '@/lib/learner-data';
import { readJson, STORAGE_KEYS } from '@/lib/storage';
import { postAttempt } from './api/quiz-api';

export const ATTEMPT_QUEUE_KEY = 'pendingAttempts';
/** Beyond this the oldest attempts are dropped, so a long offline spell cannot fill the storage. */
export const ATTEMPT_QUEUE_CAP = 500;
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

export type QueuedAttempt = {
  payload: AttemptPayload & { client_attempt_id: string };
  /** Whose attempt it is: another account signed in on this browser must not send it. */
  userId: number;
};

type Outcome = 'sent' | 'dropped' | 'retry' | 'signed-out';

/** What became of an answer: checked (the server's verdict), saved for a retry, or refused for good. */
export type Submitted =
  { kind: 'checked'; result: AttemptResult } | { kind: 'saved' } | { kind: 'refused'; message: string };

/** The verdict of an attempt delivered from the queue (null: the server refused it). */
type CheckedListener = (clientAttemptId: string, result: AttemptResult | null) => void;
const checkedListeners = new Set<CheckedListener>();

/** Hears the verdicts of attempts that waited in the queue. */
export function onAttemptChecked(listener: CheckedListener): () => void {
  checkedListeners.add(listener);
  return () => checkedListeners.delete(listener);
}

let client: QueryClient | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let flushing = false;
const inFlight = new Set<string>();

function readQueue(): QueuedAttempt[] {
  const list = readJson<unknown>(ATTEMPT_QUEUE_KEY);
  return Array.isArray(list) ? (list as QueuedAttempt[]) : [];
}

function writeQueue(list: QueuedAttempt[]) {
  try {
    if (list.length === 0) localStorage.removeItem(ATTEMPT_QUEUE_KEY);
    else localStorage.setItem(ATTEMPT_QUEUE_KEY, JSON.stringify(list.slice(-ATTEMPT_QUEUE_CAP)));
  } catch {
    // Storage full or blocked: the attempt is still sent once, it just cannot wait for a retry.
  }
}

function enqueue(entry: QueuedAttempt) {
  writeQueue([...readQueue(), entry]);
}

function remove(id: string) {
  writeQueue(readQueue().filter((e) => e.payload.client_attempt_id !== id));
}

function signedInUserId(): number | null {
  if (!localStorage.getItem(STORAGE_KEYS.authToken)) return null;
  const id = readJson<{ id?: unknown }>(STORAGE_KEYS.authUser)?.id;
  return typeof id === 'number' ? id : null;
}

/** A 4xx is the server refusing this attempt, which no retry can change; timeouts and rate limits can pass. */
function outcomeOf(err: unknown): Outcome {
  if (err instanceof ApiError && err.status === 401) return 'signed-out';
  if (isRetryable(err)) return 'retry';
  // Any other status, including a 2xx whose body did not parse, means the server has had its say.
  return 'dropped';
}

async function send(
  entry: QueuedAttempt,
): Promise<{ outcome: Outcome; result: AttemptResult | null; error?: unknown }> {
  const id = entry.payload.client_attempt_id;
  inFlight.add(id);
  try {
    const result = await postAttempt(entry.payload);
    remove(id);
    return { outcome: 'sent', result };
  } catch (error) {
    const outcome = outcomeOf(error);
    if (outcome === 'dropped') remove(id);
    return { outcome, result: null, error };
  } finally {
    inFlight.delete(id);
  }
}

function scheduleRetry() {
  if (!client || retryTimer) return;
  const delay = Math.min(RETRY_BASE_MS * 2 ** failures, RETRY_MAX_MS);
  failures += 1;
  // Jitter keeps many clients coming back after an outage from retrying in step.
  retryTimer = setTimeout(
    () => {
      retryTimer = null;
      void flushAttemptQueue();
    },
    delay * (0.8 + Math.random() * 0.2),
  );
}

function learnerDataChanged() {
  void client?.invalidateQueries({ queryKey: LEARNER_DATA_KEY });
}

/** Sends every waiting attempt of the signed-in user, oldest first; stops at the first one worth retrying. */
export async function flushAttemptQueue(): Promise<void> {
  const userId = signedInUserId();
  if (flushing || userId === null) return;
  flushing = true;
  let sent = 0;
  try {
    for (const entry of readQueue()) {
      if (entry.userId !== userId || inFlight.has(entry.payload.client_attempt_id)) continue;
      const { outcome, result } = await send(entry);
      if (outcome === 'sent' || outcome === 'dropped')
        checkedListeners.forEach((l) => l(entry.payload.client_attempt_id, result));
      if (outcome === 'sent') sent += 1;
      if (outcome === 'signed-out') return;
      if (outcome === 'retry') {
        scheduleRetry();
        return;
      }
    }
    failures = 0;
  } finally {
    flushing = false;
    if (sent > 0) learnerDataChanged();
  }
}

/** Sends one attempt; resolves with the server's verdict, or says that it waits in the queue or was refused. */
export async function submitAttempt(
  payload: AttemptPayload & { client_attempt_id: string },
): Promise<Submitted> {
  const userId = signedInUserId();
  if (userId === null) return { kind: 'refused', message: MSG.somethingWentWrong };
  const entry = { payload, userId };
  enqueue(entry);
  const { outcome, result, error } = await send(entry);
  if (outcome === 'sent' && result) {
    learnerDataChanged();
    return { kind: 'checked', result };
  }
  if (outcome === 'retry') {
    scheduleRetry();
    return { kind: 'saved' };
  }
  return { kind: 'refused', message: apiErrorMessage(error, MSG.somethingWentWrong) };
}

function onOnline() {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  void flushAttemptQueue();
}

/** Starts delivering waiting attempts: now, when the browser comes back online, and with backoff after a failure. */
export function startAttemptQueue(queryClient: QueryClient): () => void {
  client = queryClient;
  window.addEventListener('online', onOnline);
  void flushAttemptQueue();
  return () => {
    window.removeEventListener('online', onOnline);
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    if (client === queryClient) client = null;
  };
}

/** Runs the queue for as long as someone is signed in. */
export function AttemptQueueRunner(): null {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  useEffect(() => (token ? startAttemptQueue(queryClient) : undefined), [token, queryClient]);
  return null;
}

/** A new id per attempt; randomUUID needs a secure context, so plain-http hosts get the same from random bytes. */
export function newAttemptId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
