// What the bench process and the players' process say to each other over the fork's IPC channel.
import type { Player } from './setup.ts';
import type { Summary } from './stats.ts';

export type PlayersPlan = {
  /** The app under test, e.g. http://127.0.0.1:3240 (API and the embedded realtime server on one port). */
  appUrl: string;
  appKey: string;
  cluster: string;
  /** The bare broadcast server of the baseline. */
  baselineUrl: string;
  /** The first is the host. */
  players: Player[];
  /** How many of the ring's questions each player answers. */
  questions: number;
  /** Each answer comes a random think time after the player's previous one (uniform in this range). */
  thinkMs: [number, number];
  seed: number;
};

export type PhaseResult = {
  label: 'app' | 'baseline';
  answers: number;
  deliveriesExpected: number;
  deliveriesReceived: number;
  /** Per answer: from its HTTP response to its receipt by the last of the other sockets. */
  allReceived: Summary;
  /** Per delivery: from the answer's HTTP response to the receipt by one other socket. */
  eachReceived: Summary;
  /** Per answer: from sending its request to its receipt by the last other socket (includes the server's work). */
  allFromRequest: Summary;
  /** The answer requests themselves. */
  response: Summary;
  /** Bytes of one answer event on the wire (its JSON text), the same in both phases. */
  messageBytes: number;
  /** How late the players' own event loop ran while playing (p99, ms): shared by both phases. */
  clientLoopDelayP99: number;
  playMs: number;
};

export type FromPlayers =
  | { type: 'log'; line: string }
  | { type: 'phase'; label: 'app' | 'baseline'; playing: boolean }
  | { type: 'result'; phases: PhaseResult[] }
  | { type: 'error'; message: string };

export type ToPlayers = { type: 'run'; plan: PlayersPlan };
