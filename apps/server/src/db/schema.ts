// Table types for Kysely. Timestamps are ISO-8601 UTC strings and booleans 0/1 integers on both SQLite and
// PostgreSQL, so the same queries and comparisons behave identically (docs/decisions/0003-portable-sql.md).
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  username: string | null;
  email: string;
  dial_code: string;
  mobile: string;
  password_hash: string;
  gender: string | null;
  students_class: number | null;
  academic_board: string | null;
  city: string | null;
  address: string | null;
  state: string | null;
  zip: string | null;
  referral_code: string;
  referred_by: number | null;
  coins: Generated<number>;
  score: Generated<number>;
  avatar: string | null;
  profile_complete: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpCodesTable {
  id: Generated<number>;
  dial_code: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  wrong_tries: Generated<number>;
  consumed_at: string | null;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  order_id: string;
  plan: string;
  amount: number;
  currency: string;
  status: string;
  payment_id: string | null;
  created_at: string;
  paid_at: string | null;
  period_start: string | null;
  period_end: string | null;
}

export interface MembershipsTable {
  user_id: number;
  plan: string;
  platform: string;
  expiry_date: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: Generated<number>;
  event_id: string;
  event: string;
  order_id: string | null;
  received_at: string;
}

export interface DeviceTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  token: string;
  platform: string;
  is_app: number;
  from_api: number;
  created_at: string;
  updated_at: string;
}

export interface AvatarsTable {
  file_name: string;
  user_id: number;
  content_type: string;
  data: Uint8Array;
  created_at: string;
}

export interface FriendshipsTable {
  id: Generated<number>;
  /** The smaller user id of the pair. */
  user_a_id: number;
  user_b_id: number;
  requester_id: number;
  status: 'pending' | 'accepted';
  created_at: string;
  responded_at: string | null;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  otp_codes: OtpCodesTable;
  orders: OrdersTable;
  memberships: MembershipsTable;
  payment_events: PaymentEventsTable;
  device_tokens: DeviceTokensTable;
  avatars: AvatarsTable;
  app_settings: AppSettingsTable;
  friendships: FriendshipsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type OrderRow = Selectable<OrdersTable>;
