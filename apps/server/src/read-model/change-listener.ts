// PostgreSQL: hears the changes that every instance's transactions announce (the triggers of migration
// 2026-11-25T10-00-change-notifications) on a connection of its own, and applies them to this instance's feed.
// While the connection is down the feed is deaf, so nothing is served from memory; once it listens again,
// everything counts as changed (what was announced meanwhile was missed).
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { applyChange, parseChange } from './change-feed.ts';
import type { ChangeFeed } from './change-feed.ts';

export const CHANGES_CHANNEL = 'quizring_changes';
const RETRY_MIN_MS = 200;
const RETRY_MAX_MS = 5_000;

export type ChangeListener = { stop: () => Promise<void> };

/**
 * Announces a change of a student's learning state from a transaction (PostgreSQL), for a write that no trigger
 * announces. Heard by every instance at commit, as the triggers' are.
 */
export async function announceLearning(trx: Db, userId: number): Promise<void> {
  await sql`select pg_notify(${CHANGES_CHANNEL}, ${`learning:${userId}`})`.execute(trx);
}

type Log = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/** Starts listening; resolves once listening (or after the first failed try: it keeps trying in the background). */
export async function listenForChanges(url: string, feed: ChangeFeed, log: Log): Promise<ChangeListener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      feed.setLive(false);
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (stopped) return;
      if (error) log.warn({ err: error.message }, 'change listener lost its connection; retrying');
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL) return;
      const change = parseChange(message.payload);
      if (change) applyChange(feed, change);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== next) return;
      retryMs = RETRY_MIN_MS;
      feed.setLive(true);
    } catch (error) {
      lost(error as Error);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = undefined;
      feed.setLive(false);
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
