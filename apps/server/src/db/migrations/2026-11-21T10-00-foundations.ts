// Frozen in time: never import app code here.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations take Kysely<any> by design */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = (t: CreateTableBuilder<string, never>) =>
    isPg
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('users'))
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('gender', 'text')
    .addColumn('students_class', 'integer')
    .addColumn('academic_board', 'text')
    .addColumn('city', 'text')
    .addColumn('address', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avatar', 'text')
    .addColumn('profile_complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_mobile_unique', ['dial_code', 'mobile'])
    .execute();

  await id(db.schema.createTable('auth_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_tokens_user_idx').on('auth_tokens').column('user_id').execute();

  await id(db.schema.createTable('otp_codes'))
    .addColumn('dial_code', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema
    .createIndex('otp_codes_number_idx')
    .on('otp_codes')
    .columns(['dial_code', 'mobile', 'created_at'])
    .execute();

  await id(db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('period_start', 'text')
    .addColumn('period_end', 'text')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('memberships')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('payment_events'))
    .addColumn('event_id', 'text', (c) => c.notNull().unique())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('device_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('is_app', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('from_api', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('device_tokens_user_idx').on('device_tokens').column('user_id').execute();

  await db.schema
    .createTable('avatars')
    .addColumn('file_name', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('data', isPg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('avatars_user_idx').on('avatars').column('user_id').execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'app_settings',
    'avatars',
    'device_tokens',
    'payment_events',
    'memberships',
    'orders',
    'otp_codes',
    'auth_tokens',
    'users',
  ])
    await db.schema.dropTable(t).execute();
}
