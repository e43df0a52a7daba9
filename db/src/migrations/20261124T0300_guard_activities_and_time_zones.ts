import { type Kysely, sql } from 'kysely';

/**
 * No one cheats: an activity may carry the client's idempotency key (one per learner, so a repeat
 * finds its first answer), the daily caps read a learner's activities of one kind by time, and a
 * streak keeps the instant of its last check-in and when its time zone last changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('activities').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('activities_user_idempotency_key_idx')
    .on('activities')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .where(sql.ref('idempotency_key'), 'is not', null)
    .execute();
  await db.schema.createIndex('activities_user_type_created_idx').on('activities').columns(['user_id', 'activity_type', 'created_at']).execute();

  await db.schema.alterTable('streaks').addColumn('previous_time_zone', 'text').execute();
  await db.schema.alterTable('streaks').addColumn('time_zone_changed_at', 'timestamptz').execute();
  await db.schema.alterTable('streaks').addColumn('last_check_in_at', 'timestamptz').execute();
  // Until now a streak row changed only at a counted check-in: its updated_at is that instant.
  await sql`update streaks set last_check_in_at = updated_at where last_day is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('streaks').dropColumn('last_check_in_at').execute();
  await db.schema.alterTable('streaks').dropColumn('time_zone_changed_at').execute();
  await db.schema.alterTable('streaks').dropColumn('previous_time_zone').execute();
  await db.schema.dropIndex('activities_user_type_created_idx').execute();
  await db.schema.dropIndex('activities_user_idempotency_key_idx').execute();
  await db.schema.alterTable('activities').dropColumn('idempotency_key').execute();
}
