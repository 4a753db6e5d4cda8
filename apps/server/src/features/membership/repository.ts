// Orders, membership rows and webhook events. Every function takes `db` or a transaction.
import type { Insertable, Kysely } from 'kysely';
import type { Database, OrdersTable } from '../../db/schema.ts';
import type { DbDialect } from '../../db/database.ts';

type Conn = Kysely<Database>;

/** How many orders the history shows, newest first. */
export const HISTORY_LIMIT = 50;

export function findOrder(db: Conn, orderId: string) {
  return db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

export function insertOrder(db: Conn, order: Insertable<OrdersTable>) {
  return db.insertInto('orders').values(order).execute();
}

export function recentOrders(db: Conn, userId: number) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}

export function findMembership(db: Conn, userId: number) {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Marks an order paid unless it already is. The condition makes concurrent verify and webhook calls race safely:
 * exactly one of them sees an updated row.
 */
export async function claimOrderPayment(db: Conn, orderId: string, paymentId: string, paidAt: string) {
  const res = await db
    .updateTable('orders')
    .set({ status: 'paid', payment_id: paymentId, paid_at: paidAt })
    .where('order_id', '=', orderId)
    .where('status', '<>', 'paid')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export function setOrderPeriod(db: Conn, orderId: string, start: string, end: string) {
  return db
    .updateTable('orders')
    .set({ period_start: start, period_end: end })
    .where('order_id', '=', orderId)
    .execute();
}

/** Creates the membership row if the user has none yet; true when this call created it. */
export async function ensureMembershipRow(
  db: Conn,
  row: { user_id: number; plan: string; platform: string; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('memberships')
    .values({
      user_id: row.user_id,
      plan: row.plan,
      platform: row.platform,
      expiry_date: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Reads the membership row, locking it on PostgreSQL so two purchases extend one after the other. */
export function lockMembership(db: Conn, dialect: DbDialect, userId: number) {
  return db
    .selectFrom('memberships')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
}

export function updateMembership(
  db: Conn,
  userId: number,
  values: { plan: string; platform: string; expiry_date: string; updated_at: string },
) {
  return db.updateTable('memberships').set(values).where('user_id', '=', userId).execute();
}

/** The student who referred `userId`, or null. */
export async function findReferrerOf(db: Conn, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('referred_by').where('id', '=', userId).executeTakeFirst();
  return row?.referred_by ?? null;
}

export function addCoins(db: Conn, userId: number, coins: number) {
  return db
    .updateTable('users')
    .set((eb) => ({ coins: eb('coins', '+', coins) }))
    .where('id', '=', userId)
    .execute();
}

/** Records a webhook event id; false when it was seen before (a replay or a provider retry). */
export async function recordPaymentEvent(
  db: Conn,
  event: { event_id: string; event: string; order_id: string | null; received_at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('payment_events')
    .values(event)
    .onConflict((oc) => oc.column('event_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
