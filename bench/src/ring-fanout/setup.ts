// The Ring's cast, written straight into the app's tables the way the API would leave them: students with a
// completed class-7 profile, a year of membership, a bearer token each, and friendship with the host (the
// first student). Signing 200 students up through the API would spend most of the run hashing passwords.
import type { FastifyInstance } from 'fastify';
import { issueToken } from '../../../apps/server/src/features/accounts/repository.ts';
import { iso } from '../../../apps/server/src/lib/clock.ts';
import { referralCode } from '../../../apps/server/src/lib/crypto.ts';
import { orderedPair } from '../../../apps/server/src/shared/friendships.ts';

export type Player = { userId: number; token: string; name: string };

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const GRADE = 7;

/** A username of letters only (the app's rule), unique per index. */
const letters = (k: number) =>
  `ringbench${k
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('')}`;

/** Creates `count` member students; the first is the host and everyone else is the host's friend. */
export async function createPlayers(app: FastifyInstance, count: number): Promise<Player[]> {
  const { db, clock, config } = app.ctx;
  const now = clock.now();
  const nowIso = iso(now);
  const players: Player[] = [];
  // Nobody logs in with a password here: a placeholder hash that no password matches.
  const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$bench$not-a-real-hash';
  for (let i = 0; i < count; i++) {
    const firstname = i === 0 ? 'Host' : `Player${i}`;
    const { id } = await db
      .insertInto('users')
      .values({
        firstname,
        lastname: 'Bench',
        username: letters(i),
        email: `ring.bench.${i}@example.com`,
        dial_code: '91',
        mobile: `8${String(i).padStart(9, '0')}`,
        password_hash: passwordHash,
        gender: 'female',
        students_class: GRADE,
        academic_board: 'CBSE',
        city: null,
        address: null,
        state: null,
        zip: null,
        referral_code: referralCode(),
        referred_by: null,
        avatar: null,
        profile_complete: 1,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('memberships')
      .values({
        user_id: id,
        plan: 'yearly',
        platform: 'web',
        expiry_date: iso(new Date(now.getTime() + YEAR_MS)),
        updated_at: nowIso,
      })
      .execute();
    const token = await issueToken(db, id, now, config.tokenTtlMs);
    players.push({ userId: id, token, name: `${firstname} Bench` });
  }
  const host = players[0]!;
  for (const friend of players.slice(1)) {
    const [a, b] = orderedPair(host.userId, friend.userId);
    await db
      .insertInto('friendships')
      .values({
        user_a_id: a,
        user_b_id: b,
        requester_id: host.userId,
        status: 'accepted',
        created_at: nowIso,
        responded_at: nowIso,
      })
      .execute();
  }
  return players;
}
