import { type Kysely, sql } from 'kysely';

/**
 * Premium purchases and the payment provider's events. A purchase row is written when a checkout
 * starts; only a signed provider event marks it paid and its member premium, and each event id is
 * kept so a replayed event changes nothing. Also the special badges only Premium members can earn.
 */
const PREMIUM_BADGES = [
  { key: 'golden-menorah', name: 'Golden Menorah', description: 'Learned 18 days in a row: chai days of light. A special badge for Premium members.', tagline: 'Eighteen days, and your light shines like gold!', tier: 4, rarity: 'legendary', category: 'special', icon_type: 'menorah', xp_reward: 100, criterion: { kind: 'streak_days', count: 18 }, premium: true },
  { key: 'cup-of-blessing', name: 'Cup of Blessing', description: 'Spent 180 minutes learning. A special badge for Premium members.', tagline: 'Your cup is full of blessings, and of learning!', tier: 3, rarity: 'epic', category: 'special', icon_type: 'kiddush-cup', xp_reward: 60, criterion: { kind: 'study_minutes', count: 180 }, premium: true },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('premium_purchases')
    // The checkout session's id at the provider (or the local test checkout's).
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('event_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('premium_purchases_buyer_idx').on('premium_purchases').columns(['buyer_id', 'created_at']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('badges').addColumn('premium', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db
    .insertInto('badges')
    .values(PREMIUM_BADGES.map((b) => ({ ...b, criterion: JSON.stringify(b.criterion) })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const keys = PREMIUM_BADGES.map((b) => b.key);
  await db.deleteFrom('user_badges').where('badge_id', 'in', db.selectFrom('badges').select('id').where('key', 'in', keys)).execute();
  await db.deleteFrom('badges').where('key', 'in', keys).execute();
  await db.schema.alterTable('badges').dropColumn('premium').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('premium_purchases').execute();
}
