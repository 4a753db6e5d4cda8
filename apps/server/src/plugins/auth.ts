// Bearer-token authentication. Tokens are opaque random strings; only their SHA-256 is stored,
// so a database leak does not leak sessions (docs/decisions/0004-accounts-and-tokens.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../lib/crypto.ts';
import { iso } from '../lib/clock.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { UserRow } from '../db/schema.ts';
import { prepared } from '../db/prepared.ts';
import type { Db } from '../db/database.ts';
import { changeFeedOf } from '../read-model/change-feed.ts';
import { SessionCache } from '../read-model/session-cache.ts';
import type { Session } from '../read-model/session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    tokenHash: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const sessionByToken = prepared((db, p: { hash: string }) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .leftJoin('memberships', 'memberships.user_id', 'auth_tokens.user_id')
    .selectAll('users')
    .select([
      'auth_tokens.expires_at as token_expires_at',
      'auth_tokens.revoked_at as token_revoked_at',
      'memberships.expiry_date as membership_expiry',
    ])
    .where('auth_tokens.token_hash', '=', p.hash),
);

const sessionCaches = new WeakMap<Db, SessionCache>();
function sessionCacheOf(db: Db): SessionCache {
  let cache = sessionCaches.get(db);
  if (!cache) {
    const sessions = (cache = new SessionCache());
    sessionCaches.set(db, sessions);
    // A change to an account (a sign-out, a deletion, a membership, a new class), here or on another instance.
    changeFeedOf(db).subscribe((change) => {
      if (change === 'everything') sessions.clear();
      else if (change.kind === 'account') sessions.forgetUser(change.userId);
    });
  }
  return cache;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * The session of a bearer token: its user and, in the same query, the user's membership expiry (one indexed
 * lookup instead of two). With `cached`, a read may take it from the session cache (read-model/session-cache.ts);
 * a write never does, and forgets the student's cached sessions.
 */
async function authenticate(request: FastifyRequest, needsMember: boolean, cached = false): Promise<Session> {
  const token = bearerToken(request);
  if (!token || token.length > 200) throw unauthorized();
  const { db, clock } = request.server.ctx;
  const hash = sha256(token);
  const now = iso(clock.now());
  const cache = sessionCacheOf(db);
  // Only while this instance hears every change to accounts (read-model/change-feed.ts).
  cached &&= changeFeedOf(db).isLive;
  if (cached && isRead(request)) {
    const session = cache.get(hash, Date.now());
    if (
      session &&
      session.tokenExpiresAt >= now &&
      (!needsMember || (session.membershipExpiry !== null && session.membershipExpiry >= now))
    ) {
      request.user = { ...session.user };
      request.tokenHash = hash;
      return session;
    }
  }
  const {
    rows: [row],
  } = await sessionByToken(db, { hash });
  if (!row || row.token_revoked_at || row.token_expires_at < now) throw unauthorized();
  const { token_expires_at, token_revoked_at: _r, membership_expiry, ...user } = row;
  const session: Session = {
    user,
    tokenExpiresAt: token_expires_at,
    membershipExpiry: membership_expiry,
    cachedAt: Date.now(),
  };
  if (!isRead(request)) cache.forgetUser(user.id);
  else if (cached) cache.set(hash, session);
  request.user = { ...user };
  request.tokenHash = hash;
  return session;
}

/**
 * onSend hook (app.ts): a student's write changed their state, here, before the answer leaves. Their cached sessions
 * and reads are dropped (read-model/change-feed.ts), so the next read, on this instance at least, shows the write.
 */
export async function announceWrite(request: FastifyRequest): Promise<void> {
  if (!isRead(request) && request.user)
    changeFeedOf(request.server.ctx.db).changed('account', request.user.id);
}

/** onRequest hook for authenticated routes: sets request.user or answers 401. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await authenticate(request, false);
}

/** For member-only calls: an authenticated student whose membership is active now. */
export async function requireMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { membershipExpiry } = await authenticate(request, true);
  if (!membershipExpiry || membershipExpiry < iso(request.server.ctx.clock.now()))
    throw forbidden('An active membership is required.');
}

/**
 * requireMember for the hot reads, with the session from the cache (read-model/session-cache.ts) while the instance
 * hears every change to accounts. Only for routes that use nothing of request.user but the id and the class:
 * other fields of a user row (coins of a referrer, score) change without an announcement.
 */
export async function requireMemberCached(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const { membershipExpiry } = await authenticate(request, true, true);
  if (!membershipExpiry || membershipExpiry < iso(request.server.ctx.clock.now()))
    throw forbidden('An active membership is required.');
}

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
