// The change feed behind the reads served from memory (read-model/change-feed.ts): versions move with exactly the
// changes they stand for; SQLite hears another connection's commits; PostgreSQL hears every instance's changes through
// the triggers, and a listener that loses its connection makes the feed deaf until it listens again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ChangeFeed, changeFeedOf, parseChange } from '../../src/read-model/change-feed.ts';
import type { Change } from '../../src/read-model/change-feed.ts';
import { createDb, migrateToLatest } from '../../src/db/database.ts';
import { memberStudent } from '../support/learners.ts';
import { createTestApp } from '../support/test-app.ts';

describe('change feed', () => {
  it('moves a student’s versions with their own changes only, and everyone’s with everything', () => {
    const feed = new ChangeFeed(true);
    const heard: Change[] = [];
    feed.subscribe((c) => heard.push(c));
    const learning = () => feed.versionOf(1, ['learning']);
    const serves = () => feed.versionOf(1, ['serves']);
    const before = { learning: learning(), serves: serves(), other: feed.versionOf(2, ['learning']) };

    feed.changed('serves', 1);
    expect(serves()).not.toBe(before.serves);
    const afterServes = { learning: learning(), serves: serves() };
    feed.changed('serves', 1);
    expect(learning()).toBe(afterServes.learning);
    expect(serves()).not.toBe(afterServes.serves);

    const beforeAccount = { learning: learning(), serves: serves() };
    feed.changed('account', 1);
    expect(learning()).not.toBe(beforeAccount.learning);
    expect(serves()).not.toBe(beforeAccount.serves);
    expect(feed.versionOf(2, ['learning'])).toBe(before.other);

    const generation = feed.generation;
    feed.everythingChanged();
    expect(feed.generation).toBe(generation + 1);
    expect(feed.versionOf(2, ['learning'])).not.toBe(before.other);
    expect(heard).toEqual([
      { kind: 'serves', userId: 1 },
      { kind: 'serves', userId: 1 },
      { kind: 'account', userId: 1 },
      'everything',
    ]);
  });

  it('vouches for nothing while deaf, and counts everything as changed once it hears again', () => {
    const feed = new ChangeFeed(true);
    const version = feed.versionOf(1, ['learning']);
    feed.setLive(false);
    expect(feed.isLive).toBe(false);
    expect(feed.versionOf(1, ['learning'])).toBeNull();
    feed.setLive(true);
    expect(feed.versionOf(1, ['learning'])).not.toBe(version);
  });

  it('reads only well-formed notifications', () => {
    expect(parseChange('learning:42')).toEqual({ kind: 'learning', userId: 42 });
    expect(parseChange('account:7')).toEqual({ kind: 'account', userId: 7 });
    expect(parseChange('content')).toBe('everything');
    for (const junk of [undefined, '', 'learning:', 'learning:x', 'other:1', 'serves:1;drop', 'content:1'])
      expect(parseChange(junk)).toBeUndefined();
  });

  it('on a SQLite file, hears another connection’s commits and not its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quizring-feed-'));
    const file = path.join(dir, 'feed.db');
    const mine = createDb(`sqlite:${file}`);
    const other = createDb(`sqlite:${file}`);
    try {
      await migrateToLatest(mine);
      const feed = changeFeedOf(mine);
      const start = feed.generation;
      await mine.insertInto('subjects').values({ name: 'Mine' }).execute();
      expect(feed.generation).toBe(start);
      // The checkpointing worker's connection (every 250 ms) copies pages but commits nothing.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(feed.generation).toBe(start);
      await other.insertInto('subjects').values({ name: 'Other' }).execute();
      await expect.poll(() => feed.generation).toBe(start + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(feed.generation).toBe(start + 1);
    } finally {
      await other.destroy();
      await mine.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('change listener on PostgreSQL', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
  });

  it('hears changes made by any connection, and goes deaf and back when its connection is cut', async () => {
    const t = await createTestApp('postgres');
    closers.push(t.close);
    const feed = t.app.ctx.changes;
    expect(feed.isLive).toBe(true);
    const s = await memberStudent(t.app, 7);

    // A change from outside the app (another instance, a tool): the trigger announces it.
    const outside = new pg.Client({ connectionString: t.app.ctx.config.databaseUrl });
    await outside.connect();
    closers.push(() => outside.end());
    const before = feed.versionOf(s.user.id, ['learning']);
    await outside.query(
      `insert into learner_stats (user_id, total_attempts, total_correct, response_ms, hints_used, streak_days,
         last_active_day, skills_attempted, skills_mastered, total_mastery, updated_at)
       values ($1, 1, 1, 1000, 0, 1, '2026-11-21', 1, 0, 0.3, '2026-11-21T06:00:00.000Z')`,
      [s.user.id],
    );
    await expect.poll(() => feed.versionOf(s.user.id, ['learning'])).not.toBe(before);

    // Score changes are not shown by the cached reads: no announcement. Notifications arrive in commit order, so
    // once a later change of another student is heard, one for the score would have been heard too.
    const other = await memberStudent(t.app, 7);
    const quiet = feed.versionOf(s.user.id, ['learning']);
    const otherBefore = feed.versionOf(other.user.id, ['learning']);
    await outside.query('update users set score = score + 5 where id = $1', [s.user.id]);
    await outside.query('update users set firstname = $2 where id = $1', [other.user.id, 'Renamed']);
    await expect.poll(() => feed.versionOf(other.user.id, ['learning'])).not.toBe(otherBefore);
    expect(feed.versionOf(s.user.id, ['learning'])).toBe(quiet);

    const generation = feed.generation;
    await outside.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`,
    );
    await expect.poll(() => feed.isLive, { timeout: 5000 }).toBe(false);
    await expect.poll(() => feed.isLive, { timeout: 10_000 }).toBe(true);
    expect(feed.generation).toBeGreaterThan(generation);
  });
});
