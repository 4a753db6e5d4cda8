// Send, accept, reject and cancel: each a transaction over the one friendships row of the pair.
import type { FriendActionData, FriendsChangedEvent, RelationshipStatus } from '@quizring/contracts';
import { MSG, STUDENT_EVENTS, studentChannel } from '@quizring/contracts';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/context.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { iso } from '../../lib/clock.ts';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { toSummary } from './relationships.ts';
import * as repo from './repository.ts';

type Trx = Transaction<Database>;
type Published = { channel: string; event: string; data: unknown };
type Outcome = { data: FriendActionData; message: string; events: Published[] };

/** Ids are 32-bit integers in both databases; anything larger names no one (and would be an SQL error). */
const MAX_ID = 2_147_483_647;
const MAX_ATTEMPTS = 3;

/** The row changed between our read and our conditional write: run the whole decision again on fresh state. */
class LostRace extends AppError {
  constructor() {
    super(409, 'This request changed while it was being handled. Please try again.');
  }
}

/**
 * Runs `work` in a transaction and repeats it when a concurrent request got there first: a unique violation on the
 * pair (two sends at once, crossed or not) or a conditional write that matched nothing. On PostgreSQL a failed
 * statement aborts its transaction, so the retry must be a new transaction, never a savepoint inside this one.
 */
async function commit(ctx: AppContext, work: (trx: Trx) => Promise<Outcome>): Promise<Outcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction().execute(work);
    } catch (err) {
      if (attempt < MAX_ATTEMPTS && (err instanceof LostRace || isUniqueViolation(err))) continue;
      throw err;
    }
  }
}

/** Events leave only after the commit, so a client reloading on them reads the new state. */
async function mutate(ctx: AppContext, work: (trx: Trx) => Promise<Outcome>): Promise<Outcome> {
  const outcome = await commit(ctx, work);
  await Promise.all(outcome.events.map((e) => ctx.realtime.trigger(e.channel, e.event, e.data)));
  return outcome;
}

/** Tells `to` that its relationship with `about` is now `status`: the friends page reloads, the badge recounts. */
const changed = (to: number, about: number, status: RelationshipStatus): Published => ({
  channel: studentChannel(to),
  event: STUDENT_EVENTS.friendsChanged,
  data: { user_id: about, relationship_status: status } satisfies FriendsChangedEvent,
});

const result = (
  userId: number,
  status: RelationshipStatus,
  message: string,
  events: Published[],
): Outcome => ({
  data: { user_id: userId, relationship_status: status },
  message,
  events,
});

/**
 * A repeated send answers 409 (MSG.requestAlreadySent) rather than succeeding again: the client already shows
 * 'Request pending' for such a student, so a second send is a stale page, and the addressee is not notified twice.
 * A send to a student who already asked you accepts their request instead: the pair becomes friends.
 */
export async function sendRequest(ctx: AppContext, me: UserRow, addresseeId: number): Promise<Outcome> {
  if (addresseeId === me.id) throw unprocessable(MSG.cannotFriendYourself);
  if (addresseeId > MAX_ID) throw notFound(MSG.userNotFound);
  return mutate(ctx, async (trx) => {
    const addressee = await repo.findStudentSummary(trx, addresseeId);
    if (!addressee) throw notFound(MSG.userNotFound);
    const now = iso(ctx.clock.now());
    const row = await repo.findPair(trx, me.id, addresseeId);
    if (row?.status === 'accepted') throw conflict(MSG.alreadyFriendsServer);
    if (row?.requester_id === me.id) throw conflict(MSG.requestAlreadySent);
    if (row) {
      if (!(await repo.acceptPendingRequest(trx, row.id, addresseeId, now))) throw new LostRace();
      return result(addresseeId, 'friend', MSG.requestCrossedNowFriends, [
        changed(addresseeId, me.id, 'friend'),
      ]);
    }
    await repo.insertFriendRequest(trx, me.id, addresseeId, now);
    return result(addresseeId, 'request_sent', MSG.friendRequestSent, [
      {
        channel: studentChannel(addresseeId),
        event: STUDENT_EVENTS.friendRequest,
        data: toSummary(me, 'request_received'),
      },
      changed(addresseeId, me.id, 'request_received'),
    ]);
  });
}

/** Accept or reject: only the addressee of a pending request, i.e. the student `otherId` asked. */
export function respondToRequest(
  ctx: AppContext,
  me: UserRow,
  otherId: number,
  answer: 'accept' | 'reject',
): Promise<Outcome> {
  return mutate(ctx, async (trx) => {
    const row = await repo.findPair(trx, me.id, otherId);
    if (row?.status === 'accepted') throw conflict(MSG.alreadyFriendsServer);
    if (!row || row.requester_id !== otherId) throw notFound(MSG.noPendingRequest);
    if (answer === 'accept') {
      if (!(await repo.acceptPendingRequest(trx, row.id, otherId, iso(ctx.clock.now()))))
        throw new LostRace();
      return result(otherId, 'friend', MSG.friendRequestAccepted, [changed(otherId, me.id, 'friend')]);
    }
    if (!(await repo.deletePendingRequest(trx, row.id, otherId))) throw new LostRace();
    return result(otherId, 'none', MSG.friendRequestRejected, [changed(otherId, me.id, 'none')]);
  });
}

/** Cancel: only the sender of a pending request. */
export function cancelRequest(ctx: AppContext, me: UserRow, otherId: number): Promise<Outcome> {
  return mutate(ctx, async (trx) => {
    const row = await repo.findPair(trx, me.id, otherId);
    if (row?.status === 'accepted') throw conflict(MSG.alreadyFriendsServer);
    if (!row || row.requester_id !== me.id) throw notFound(MSG.noSentRequest);
    if (!(await repo.deletePendingRequest(trx, row.id, me.id))) throw new LostRace();
    return result(otherId, 'none', MSG.friendRequestCancelled, [changed(otherId, me.id, 'none')]);
  });
}
