// Sessions looked up recently, by token hash, so that the hot reads (question pages, dashboard, learning path,
// results, leaderboard: requireMemberCached in plugins/auth.ts) do not each look their token up again. They use
// nothing of the user row but the id and the class.
//
// The cache is used only while the instance hears every change to accounts (read-model/change-feed.ts): a sign-out, a
// deletion, a membership or a profile change, here or on another instance, drops the student's sessions as soon as
// it is heard, and a write by the student bypasses the cache and drops them too. Tokens always expire on time (the
// expiry is kept and checked), and a membership that is not active in the cache is read again (a payment may just
// have activated it).
import type { UserRow } from '../db/schema.ts';

/**
 * A bound in case a change were ever missed (the feed is the guarantee, not this): long enough that a student's
 * session is read once per visit, not once per screen.
 */
export const SESSION_CACHE_MS = 10 * 60_000;
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

  clear(): void {
    this.byHash.clear();
    this.byUser.clear();
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
