// What the bench process and its load-generating child say to each other over the IPC channel.

/** A question of a student's class as the load generator needs it: its options and which one is right. */
export type LoadQuestion = { id: number; options: number[]; answer: number };

export type LoadStudent = { token: string; grade: number };

export type AttemptBodies = {
  kind: 'attempts';
  students: LoadStudent[];
  questionsByGrade: Record<number, LoadQuestion[]>;
  /** Makes client_attempt_ids unique across runs on the same database. */
  tag: string;
  /** Share of requests that resend an earlier attempt of the same student (a client retry): must count once. */
  retryShare: number;
};

export type FixedBody = { kind: 'fixed'; json: string };

/**
 * GET requests for question pages: each student asks for their next page (`firstPage`, then one more each time),
 * as a client does after answering a page; `{page}` in `path` is the number.
 */
export type PageRequests = { kind: 'pages'; tokens: string[]; path: string; firstPage: number };

/** GET requests without a body or a token (the baseline route). */
export type PlainGets = { kind: 'gets' };

export type LoadJob = {
  origin: string;
  path: string;
  /** closed: N connections, each sends the next request when the previous answered (capacity). open: a fixed
   * arrival rate whatever the server does, latency measured from the scheduled send (no coordinated omission). */
  shape: { kind: 'closed'; connections: number } | { kind: 'open'; rate: number; connections: number };
  warmupMs: number;
  durationMs: number;
  bodies: AttemptBodies | FixedBody | PageRequests | PlainGets;
};

export type LoadResult = {
  /** Measured phase only (after the warm-up). */
  requests: number;
  ok: number;
  elapsedMs: number;
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Responses other than 200, by status, and network errors, over warm-up and measurement. */
  statuses: Record<string, number>;
  networkErrors: number;
  /** Over warm-up and measurement: attempts the server acknowledged as new (pages: pages served with questions),
   * and as duplicates of a retry. */
  acknowledged: number;
  duplicates: number;
  retriesSent: number;
  /** A retried attempt must come back with the first copy's attempt id. */
  retryIdMismatches: number;
  /** Open shape: scheduled requests not sent because 2 s worth were already waiting for answers. */
  skipped: number;
  /** Every request that got an answer (any status), warm-up included. */
  answered: number;
  /** The load generator's own CPU per request: when it nears 1 ms / rps it, not the server, is the limit. */
  clientCpuMs: number;
  sampleErrors: string[];
};

export type ChildMessage = { type: 'result'; result: LoadResult } | { type: 'error'; message: string };
