import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_SEARCH_LIMIT } from '@quizring/contracts';
import { escapeLike, normalizeQuery } from '../../src/features/friends/search.ts';
import { createTestApp, DATABASES } from '../support/test-app.ts';
import type { TestApp } from '../support/test-app.ts';
import { api, befriend, ids, inOrder, relate, student, uniqueTag } from './support.ts';
import type { Student } from './support.ts';

type Result = { id: number; relationship_status: string; username: string | null };

describe('search input', () => {
  it('escapes LIKE wildcards and the escape character itself', () => {
    expect(escapeLike('50%_off!')).toBe('50!%!_off!!');
    expect(escapeLike('plain')).toBe('plain');
  });
  it('trims and collapses spaces', () => {
    expect(normalizeQuery('  asha   rao ')).toBe('asha rao');
  });
});

describe.each(DATABASES)('friend search on %s', (kind) => {
  let t: TestApp;
  let me: Student;
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await student(t);
  });
  afterAll(() => t.close());

  const search = async (q: string, who: Student = me) => {
    const res = await api.search(t, who, q);
    expect(res.status).toBe(200);
    return res.body.data!.results as Result[];
  };

  it('needs 3 characters after trimming, else answers an empty list', async () => {
    const tag = uniqueTag();
    await student(t, { firstname: `Ab${tag}` });
    for (const q of ['', 'a', 'ab', '  ab  ', '     '])
      expect(await api.search(t, me, q)).toMatchObject({ status: 200, body: { data: { results: [] } } });
    expect(ids(await search(`ab${tag}`))).toHaveLength(1);
    expect(ids(await search(` ${tag.slice(0, 3)} `)).length).toBeGreaterThan(0);
  });

  it('matches username, firstname, lastname and "firstname lastname", in any case', async () => {
    const tag = uniqueTag();
    const byUsername = await student(t, { username: `zz${tag}user`, firstname: 'Plain', lastname: 'Name' });
    const byFirst = await student(t, { firstname: `Kiran${tag}`, lastname: 'Shah' });
    const byLast = await student(t, { firstname: 'Meera', lastname: `Iyer${tag}` });

    expect(ids(await search(`ZZ${tag.toUpperCase()}USER`))).toEqual([byUsername.id]);
    expect(ids(await search(`kIRAN${tag}`))).toEqual([byFirst.id]);
    expect(ids(await search(`iyer${tag}`))).toEqual([byLast.id]);
    expect(ids(await search(`meera iyer${tag}`))).toEqual([byLast.id]);
    expect(ids(await search(`  MEERA    Iyer${tag}  `))).toEqual([byLast.id]);
    expect(ids(await search(`${tag} shah`))).toEqual([byFirst.id]);
    expect(await search(`${tag}nobody`)).toEqual([]);
  });

  it('lists the exact username first, then prefixes, then substrings', async () => {
    const tag = uniqueTag();
    const substring = await student(t, { firstname: `Zub${tag}`, lastname: 'Aaa', username: null });
    const prefixLast = await student(t, { firstname: 'Aaa', lastname: `${tag}son`, username: null });
    const prefixFirst = await student(t, { firstname: `${tag}ina`, lastname: 'Bbb', username: null });
    const exact = await student(t, { firstname: 'Zzz', lastname: 'Zzz', username: tag });

    expect(ids(await search(tag))).toEqual([exact.id, prefixLast.id, prefixFirst.id, substring.id]);
  });

  it('never lists the student themself', async () => {
    const tag = uniqueTag();
    const self = await student(t, { firstname: `Self${tag}`, username: `self${tag}` });
    const other = await student(t, { firstname: `Self${tag}`, lastname: 'Other' });
    expect(ids(await search(`self${tag}`, self))).toEqual([other.id]);
    expect(ids(await search(`self${tag}`, other))).toEqual([self.id]);
  });

  it('treats %, _ and ! in the text as plain characters', async () => {
    const tag = uniqueTag();
    const percent = await student(t, { firstname: `${tag}%off` });
    const letters = await student(t, { firstname: `${tag}xxoff` });
    const underscore = await student(t, { firstname: `${tag}_x` });
    const bang = await student(t, { firstname: `${tag}!x` });

    expect(ids(await search(`${tag}%`))).toEqual([percent.id]);
    expect(ids(await search(`${tag}%off`))).toEqual([percent.id]);
    expect(ids(await search(`${tag}_x`))).toEqual([underscore.id]);
    expect(ids(await search(`${tag}!x`))).toEqual([bang.id]);
    expect(ids(await search(`${tag}xx`))).toEqual([letters.id]);
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('gives each result its relationship to the searcher', async () => {
    const tag = uniqueTag();
    const searcher = await student(t, { firstname: `${tag}searcher`, lastname: 'Rel' });
    const names = ['friend', 'sent', 'received', 'none'];
    const [friend, sent, received, none] = await inOrder(names, (n) =>
      student(t, { firstname: `${tag}${n}`, lastname: 'Rel' }),
    );
    await befriend(t, searcher, friend!);
    await api.send(t, searcher, sent!.id);
    await api.send(t, received!, searcher.id);

    const results = await search(`${tag}`, searcher);
    const statusOf = (s: Student | undefined) => results.find((r) => r.id === s!.id)?.relationship_status;
    expect(results).toHaveLength(4);
    expect(statusOf(friend)).toBe('friend');
    expect(statusOf(sent)).toBe('request_sent');
    expect(statusOf(received)).toBe('request_received');
    expect(statusOf(none)).toBe('none');
    expect(Object.keys(results[0]!).sort()).toEqual(
      ['avatar', 'firstname', 'id', 'lastname', 'relationship_status', 'username'].sort(),
    );

    // The other side sees the mirror image, and never itself.
    const mirror = await search(`${tag}`, received!);
    expect(mirror.find((r) => r.id === searcher.id)?.relationship_status).toBe('request_sent');
    expect(mirror.find((r) => r.id === received!.id)).toBeUndefined();
    expect(mirror).toHaveLength(4);
  });

  it(`lists at most ${FRIEND_SEARCH_LIMIT}`, async () => {
    const tag = uniqueTag();
    const searcher = await student(t);
    const many = await inOrder(Array.from({ length: FRIEND_SEARCH_LIMIT + 3 }), () =>
      student(t, { lastname: `Many${tag}` }),
    );
    await relate(t, searcher, many[0]!, 'accepted');
    const results = await search(`many${tag}`, searcher);
    expect(results).toHaveLength(FRIEND_SEARCH_LIMIT);
  });

  it('answers 422 for text longer than 60 characters', async () => {
    expect((await api.search(t, me, 'x'.repeat(61))).status).toBe(422);
  });
});
