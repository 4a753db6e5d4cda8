// Demo data for the embedded configuration, so every screen can be tried at once (printed at start).
import type { AppContext } from '../platform/context.ts';
import { addMs, iso } from '../lib/clock.ts';
import { referralCode } from '../lib/crypto.ts';
import { hashPassword } from '../features/accounts/passwords.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';

export const DEMO_PASSWORD = 'demo1234';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

type DemoUser = {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  gender: 'male' | 'female' | 'other';
  students_class: number;
  academic_board: string;
  city: string;
  state: string;
  avatar: string | null;
  member: boolean;
};

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'demostudent',
    firstname: 'Aarav',
    lastname: 'Sharma',
    email: 'demo@quizring.local',
    mobile: '9000000001',
    gender: 'male',
    students_class: 7,
    academic_board: 'CBSE',
    city: 'Pune',
    state: 'Maharashtra',
    avatar: 'a3.png',
    member: true,
  },
  {
    username: 'friendasha',
    firstname: 'Asha',
    lastname: 'Verma',
    email: 'asha@quizring.local',
    mobile: '9000000002',
    gender: 'female',
    students_class: 7,
    academic_board: 'CBSE',
    city: 'Pune',
    state: 'Maharashtra',
    avatar: 'a5.png',
    member: true,
  },
  {
    username: 'friendrohan',
    firstname: 'Rohan',
    lastname: 'Iyer',
    email: 'rohan@quizring.local',
    mobile: '9000000003',
    gender: 'male',
    students_class: 7,
    academic_board: 'ICSE',
    city: 'Chennai',
    state: 'Tamil Nadu',
    avatar: 'a7.png',
    member: true,
  },
  {
    username: 'friendmeera',
    firstname: 'Meera',
    lastname: 'Nair',
    email: 'meera@quizring.local',
    mobile: '9000000004',
    gender: 'female',
    students_class: 7,
    academic_board: 'State Board',
    city: 'Kochi',
    state: 'Kerala',
    avatar: 'a2.png',
    member: true,
  },
  {
    username: 'freestudent',
    firstname: 'Kabir',
    lastname: 'Singh',
    email: 'free@quizring.local',
    mobile: '9000000005',
    gender: 'male',
    students_class: 9,
    academic_board: 'NIOS',
    city: 'Delhi',
    state: 'Delhi',
    avatar: null,
    member: false,
  },
];

/** Creates the demo accounts once; later starts leave them (and whatever the user did) alone. */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<{ created: boolean }> {
  const { db, clock } = ctx;
  const seeded = async () =>
    (await db.selectFrom('users').select('id').where('username', '=', 'demostudent').executeTakeFirst()) !==
    undefined;
  if (await seeded()) return { created: false };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  try {
    await insertDemoUsers(db, passwordHash, now);
  } catch (err) {
    // Several instances starting together on one database: one seeds, the others find its accounts in place.
    if (isUniqueViolation(err) && (await seeded())) return { created: false };
    throw err;
  }
  return { created: true };
}

/** The demo accounts, their memberships and friendships, in one transaction. */
async function insertDemoUsers(db: AppContext['db'], passwordHash: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const u of DEMO_USERS) {
      const { member, ...fields } = u;
      const row = await trx
        .insertInto('users')
        .values({
          ...fields,
          dial_code: '91',
          password_hash: passwordHash,
          address: null,
          zip: null,
          referral_code: referralCode(),
          referred_by: null,
          profile_complete: 1,
          created_at: iso(now),
          updated_at: iso(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      if (!member) continue;
      const orderId = `order_demo_${row.id}`;
      const expiry = iso(addMs(now, YEAR_MS));
      await trx
        .insertInto('orders')
        .values({
          user_id: row.id,
          provider: 'sandbox',
          order_id: orderId,
          plan: 'yearly',
          amount: 349700,
          currency: 'INR',
          status: 'paid',
          payment_id: `pay_demo_${row.id}`,
          created_at: iso(now),
          paid_at: iso(now),
          period_start: iso(now),
          period_end: expiry,
        })
        .execute();
      await trx
        .insertInto('memberships')
        .values({
          user_id: row.id,
          plan: 'Yearly',
          platform: 'web',
          expiry_date: expiry,
          updated_at: iso(now),
        })
        .execute();
    }
    // The demo student and the three demo friends are friends of each other.
    const [student, ...friends] = ids.slice(0, 4);
    for (const friend of friends) {
      const [a, b] = [Math.min(student!, friend), Math.max(student!, friend)];
      await trx
        .insertInto('friendships')
        .values({
          user_a_id: a,
          user_b_id: b,
          requester_id: student!,
          status: 'accepted',
          created_at: iso(now),
          responded_at: iso(now),
        })
        .execute();
    }
  });
}
