// The user as the API shows it, and the lookups several features share.
import type { User } from '@quizring/contracts';
import { BOARDS, GENDERS } from '@quizring/contracts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';

const asBoard = (v: string | null) =>
  (BOARDS as readonly string[]).includes(v ?? '') ? (v as User['academic_board']) : null;
const asGender = (v: string | null) =>
  (GENDERS as readonly string[]).includes(v ?? '') ? (v as User['gender']) : null;

export function toUserDto(row: UserRow): User {
  const fullname = `${row.firstname} ${row.lastname}`.trim();
  return {
    id: row.id,
    fullname,
    firstname: row.firstname,
    lastname: row.lastname,
    name: fullname,
    username: row.username,
    email: row.email,
    dial_code: row.dial_code,
    mobile: row.mobile,
    students_class: row.students_class,
    academic_board: asBoard(row.academic_board),
    city: row.city,
    address: row.address,
    state: row.state,
    zip: row.zip,
    referral_code: row.referral_code,
    coins: row.coins,
    score: row.score,
    avatar: row.avatar,
    gender: asGender(row.gender),
    profile_complete: Number(row.profile_complete) === 1 ? 1 : 0,
    created_at: row.created_at,
  };
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
