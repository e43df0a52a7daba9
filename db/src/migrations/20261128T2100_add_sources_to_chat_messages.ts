import { type Kysely, sql } from 'kysely';

/**
 * A tutor reply keeps where its answer comes from (`MessagePosted.sources`): a JSON array of
 * `{ kind, ref, label }`. Messages stored before have none, which is what the event upcasts to.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_messages')
    .addColumn('sources', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_messages').dropColumn('sources').execute();
}
