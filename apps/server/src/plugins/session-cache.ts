// Sessions looked up in the last few seconds, by token hash, so that the hot reads (question pages, dashboard,
// learning path, results, leaderboard: requireMemberCached in plugins/auth.ts) do not each look their token up
// again. They use nothing of the user row but the id and the class, which only the student's own writes change.
//
// Revocation stays immediate on this instance: every write by a student (POST, PUT, PATCH, DELETE: sign-out,
// account deletion, profile changes, payments) bypasses the cache and forgets all of that student's cached
// sessions both when it starts and once it has been answered. Tokens always expire on time (the expiry is kept
// and checked), and a membership that is not active in the cache is read again (a payment may just have
// activated it). The trade-off: a token revoked, or a profile changed, through ANOTHER instance is honoured or
// shown here as it was for up to SESSION_CACHE_MS.
import type { UserRow } from '../db/schema.ts';

/**
 * Long enough to cover a student's burst of reads (a screen loads several at once, a quiz asks for page after
 * page), short enough that a sign-out elsewhere holds within half a minute.
 */
export const SESSION_CACHE_MS = 30_000;
const MAX_SESSIONS = 50_000;

export type Session = {
  user: UserRow;
  tokenExpiresAt: string;
  membershipExpiry: string | null;
  cachedAt: number;
};

export class SessionCache {
  private byHash = new Map<string, Session>();
  private byUser = new Map<number, Set<string>>();

  get(hash: string, now: number): Session | undefined {
    const session = this.byHash.get(hash);
    if (session && now - session.cachedAt <= SESSION_CACHE_MS) return session;
    if (session) this.delete(hash, session.user.id);
    return undefined;
  }

  set(hash: string, session: Session): void {
    if (this.byHash.size >= MAX_SESSIONS) {
      const oldest = this.byHash.entries().next().value!;
      this.delete(oldest[0], oldest[1].user.id);
    }
    this.delete(hash, session.user.id);
    this.byHash.set(hash, session);
    let hashes = this.byUser.get(session.user.id);
    if (!hashes) this.byUser.set(session.user.id, (hashes = new Set()));
    hashes.add(hash);
  }

  /** Forgets every cached session of the student (after a write of theirs). */
  forgetUser(userId: number): void {
    const hashes = this.byUser.get(userId);
    if (!hashes) return;
    for (const hash of hashes) this.byHash.delete(hash);
    this.byUser.delete(userId);
  }

  private delete(hash: string, userId: number) {
    this.byHash.delete(hash);
    const hashes = this.byUser.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.byUser.delete(userId);
  }
}
