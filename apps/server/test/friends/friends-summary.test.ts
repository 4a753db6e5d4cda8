import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import type { Compilable } from 'kysely';
import { FRIEND_SUGGESTIONS_LIMIT } from '@quizring/contracts';
import type { UserRow } from '../../src/db/schema.ts';
import {
  classmatesQuery,
  friendsOfFriendsQuery,
  sameCityQuery,
} from '../../src/features/friends/repository.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { api, befriend, ids, inOrder, relate, student, uniqueTag } from './support.ts';
import type { Student } from './support.ts';

type Summary = Record<'friends' | 'requests_sent' | 'requests_received' | 'suggestions', unknown[]>;

// Each test owns a class-and-board combination (and a city) no other test here uses, so tiers 2 and 3 only see
// that test's students.
describe.each(DATABASES)('friends summary and suggestions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const summaryOf = async (s: Student) => {
    const res = await api.summary(t, s);
    expect(res.status).toBe(200);
    return res.body.data as unknown as Summary;
  };
  const statuses = (list: unknown[]) =>
    (list as { relationship_status: string }[]).map((u) => u.relationship_status);

  it('lists friends by name and requests newest first, each with its relationship', async () => {
    const me = await student(t, { students_class: 1, academic_board: 'CBSE' });
    const zed = await student(t, { firstname: 'Zed', lastname: 'Khan' });
    const amy = await student(t, { firstname: 'amy', lastname: 'Paul' });
    const asked = await student(t);
    const older = await student(t);
    const newer = await student(t);
    await befriend(t, me, zed);
    await befriend(t, amy, me);
    await api.send(t, me, asked.id);
    await api.send(t, older, me.id);
    t.clock.advance(1000);
    await api.send(t, newer, me.id);

    const s = await summaryOf(me);
    expect(ids(s.friends)).toEqual([amy.id, zed.id]);
    expect(statuses(s.friends)).toEqual(['friend', 'friend']);
    expect(s.friends[0]).toEqual({
      id: amy.id,
      firstname: 'amy',
      lastname: 'Paul',
      username: expect.any(String) as string,
      avatar: null,
      relationship_status: 'friend',
    });
    expect(ids(s.requests_sent)).toEqual([asked.id]);
    expect(statuses(s.requests_sent)).toEqual(['request_sent']);
    expect(ids(s.requests_received)).toEqual([newer.id, older.id]);
    expect(statuses(s.requests_received)).toEqual(['request_received', 'request_received']);

    const theirs = await summaryOf(asked);
    expect(ids(theirs.requests_received)).toEqual([me.id]);
    expect(theirs.friends).toEqual([]);
  });

  it('suggests friends of friends by mutual count, then classmates, then the same city, never a relation', async () => {
    const city = `City${uniqueTag()}`;
    const me = await student(t, { students_class: 4, academic_board: 'ICSE', city });
    const elsewhere = { students_class: 10, academic_board: 'CBSE', city: null };
    const classmate = { students_class: 4, academic_board: 'ICSE' };
    const [f1, f2, f3] = await inOrder([elsewhere, classmate, elsewhere], (fields) => student(t, fields));
    for (const f of [f1!, f2!, f3!]) await relate(t, me, f, 'accepted');

    const c3 = await student(t, elsewhere);
    const c2 = await student(t, elsewhere);
    const c1 = await student(t, classmate);
    const sentTo = await student(t, classmate);
    const receivedFrom = await student(t, elsewhere);
    const incomplete = await student(t, { ...classmate, profile_complete: 0 });
    for (const f of [f1!, f2!, f3!]) await relate(t, f, c3, 'accepted');
    for (const f of [f1!, f2!]) await relate(t, c2, f, 'accepted');
    await relate(t, f1!, c1, 'accepted');
    await relate(t, f1!, sentTo, 'accepted');
    await relate(t, me, sentTo, 'pending');
    await relate(t, f2!, receivedFrom, 'accepted');
    await relate(t, receivedFrom, me, 'pending');
    for (const f of [f1!, f2!, f3!]) await relate(t, f, incomplete, 'accepted');
    // A pending request between a friend and someone is no friendship: not a friend of a friend.
    const pendingWithFriend = await student(t, elsewhere);
    await relate(t, pendingWithFriend, f3!, 'pending');

    const k1 = await student(t, classmate);
    const k2 = await student(t, classmate);
    await student(t, { students_class: 4, academic_board: 'CBSE' });
    await student(t, { students_class: 5, academic_board: 'ICSE' });
    const sameCity = await student(t, {
      students_class: 11,
      academic_board: 'NIOS',
      city: city.toLowerCase(),
    });
    await student(t, {
      students_class: 11,
      academic_board: 'NIOS',
      city: city.toUpperCase(),
      profile_complete: 0,
    });
    await student(t, { students_class: 11, academic_board: 'NIOS', city: `${city}x` });

    const s = await summaryOf(me);
    expect(ids(s.suggestions)).toEqual([c3.id, c2.id, c1.id, k2.id, k1.id, sameCity.id]);
    expect(new Set(statuses(s.suggestions))).toEqual(new Set(['none']));
    expect(ids(s.friends).sort()).toEqual([f1!.id, f2!.id, f3!.id].sort());

    // Once a suggestion is asked, it leaves the suggestions for both of them.
    await api.send(t, me, c3.id);
    expect(ids((await summaryOf(me)).suggestions)).toEqual([c2.id, c1.id, k2.id, k1.id, sameCity.id]);
    expect(ids((await summaryOf(c3)).suggestions)).not.toContain(me.id);
  });

  it(`suggests at most ${FRIEND_SUGGESTIONS_LIMIT}, newest classmates first, never the student`, async () => {
    const me = await student(t, { students_class: 2, academic_board: 'NIOS' });
    const mates = await inOrder(Array.from({ length: FRIEND_SUGGESTIONS_LIMIT + 2 }), () =>
      student(t, { students_class: 2, academic_board: 'NIOS' }),
    );
    const s = await summaryOf(me);
    expect(ids(s.suggestions)).toEqual(
      mates
        .map((m) => m.id)
        .reverse()
        .slice(0, FRIEND_SUGGESTIONS_LIMIT),
    );
    expect(ids(s.suggestions)).not.toContain(me.id);
  });

  it('caps friends of friends at the limit too, and fills from classmates only what is left', async () => {
    const me = await student(t, { students_class: 3, academic_board: 'NIOS' });
    const friend = await student(t, { students_class: 12, academic_board: 'CBSE' });
    await relate(t, me, friend, 'accepted');
    const fofs = await inOrder(Array.from({ length: FRIEND_SUGGESTIONS_LIMIT - 1 }), () =>
      student(t, { students_class: 12, academic_board: 'CBSE' }),
    );
    for (const f of fofs) await relate(t, friend, f, 'accepted');
    const mates = await inOrder([1, 2], () => student(t, { students_class: 3, academic_board: 'NIOS' }));

    const s = await summaryOf(me);
    expect(ids(s.suggestions)).toEqual([...fofs.map((f) => f.id), mates[1]!.id]);
  });

  it('suggests no one when nothing connects the student to anyone', async () => {
    const me = await student(t, { students_class: 3, academic_board: 'State Board', city: null });
    expect((await summaryOf(me)).suggestions).toEqual([]);
  });

  it('looks suggestions up through indexes only, never a table scan', async () => {
    const me = await student(t, { students_class: 6, academic_board: 'CBSE', city: 'Pune' });
    const row = (await t.app.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()) as UserRow & {
      students_class: number;
      academic_board: string;
      city: string;
    };
    const queries: Compilable[] = [
      friendsOfFriendsQuery(t.app.ctx.db, row, 10),
      classmatesQuery(t.app.ctx.db, row, [1, 2], 10),
      sameCityQuery(t.app.ctx.db, row, [3], 10),
    ];
    for (const query of queries) {
      const { sql: text, parameters } = query.compile();
      if (kind === 'sqlite') {
        const plan = await t.app.ctx.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
        );
        const details = plan.rows.map((r) => r.detail);
        // Only the derived table of friends of friends may be scanned; every real table is searched by index.
        expect(details.filter((d) => d.startsWith('SCAN ') && d !== 'SCAN fof')).toEqual([]);
        expect(details.some((d) => d.startsWith('SEARCH '))).toBe(true);
        // Classmates and same city come newest first straight from their index, without sorting.
        if (!text.includes('mutual'))
          expect(details.filter((d) => d.includes('TEMP B-TREE FOR ORDER BY'))).toEqual([]);
      } else {
        const plan = await t.app.ctx.db.transaction().execute(async (trx) => {
          // Tiny test tables make a sequential scan the cheapest plan; forbidding it shows whether an index exists.
          await sql`set local enable_seqscan = off`.execute(trx);
          return trx.executeQuery<{ 'QUERY PLAN': string }>(
            CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]),
          );
        });
        const lines = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(lines).not.toMatch(/Seq Scan/);
      }
    }
  });
});
