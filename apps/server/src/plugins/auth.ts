// Bearer-token authentication. Tokens are opaque random strings; only their SHA-256 is stored,
// so a database leak does not leak sessions (docs/decisions/0004-accounts-and-tokens.md).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256 } from '../lib/crypto.ts';
import { iso } from '../lib/clock.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { UserRow } from '../db/schema.ts';

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

/** onRequest hook for authenticated routes: sets request.user or answers 401. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token || token.length > 200) throw unauthorized();
  const { db, clock } = request.server.ctx;
  const hash = sha256(token);
  const row = await db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .selectAll('users')
    .select(['auth_tokens.expires_at as token_expires_at', 'auth_tokens.revoked_at as token_revoked_at'])
    .where('auth_tokens.token_hash', '=', hash)
    .executeTakeFirst();
  if (!row || row.token_revoked_at || row.token_expires_at < iso(clock.now())) throw unauthorized();
  const { token_expires_at: _e, token_revoked_at: _r, ...user } = row;
  request.user = user;
  request.tokenHash = hash;
}

/** For member-only calls: an authenticated student whose membership is active now. */
export async function requireMember(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  const user = request.user!;
  const { db, clock } = request.server.ctx;
  const m = await db
    .selectFrom('memberships')
    .select('expiry_date')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!m || m.expiry_date < iso(clock.now())) throw forbidden('An active membership is required.');
}

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
