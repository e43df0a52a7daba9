import { type Kysely, sql } from 'kysely';

/**
 * A child's message no longer waits for the XP, badges and challenges being paid to them. The chat
 * append took the learner's row (`for no key update`), the lock every payment takes, only so that
 * two messages of one child could not both fit under the chat's daily cap. Under load a child's
 * message then waited behind a worker's badge or challenge transaction holding that row across its
 * round trips: the chat's lock waits at 100 msg/s were over nine in ten of that kind.
 *
 * A message's activity lasts no time and is capped by what chat alone paid that day, so only the
 * learner's other messages (in any of their threads) need to go one at a time with it: the append
 * now takes the learner's chat lock (an advisory lock of its own) after the thread's, and the
 * learner's row only `for key share`, which says the learner exists and stays while the append
 * runs without waiting for anyone who pays them. A payment still takes the row; a message still
 * moves the learner's counters row in its statement (a payment that moved them first is waited
 * for, and never waits on a message: no lock a message holds is one a payment takes).
 */
const ROW_LOCKED = '        perform 1 from users u where u.id = learner for no key update;';
// The learner's chat lock has the key `lockStreamThenLearnerChat` takes.
const CHAT_LOCKED = `        perform pg_advisory_xact_lock(hashtext('learner-chat-' || learner));
        perform 1 from users u where u.id = learner for key share;`;
const SIGNATURE = 'append_chat_events(text, integer, integer, jsonb, jsonb)';

/** The function's definition read back, the one statement put in place of the other, and the whole created again (an error if it is not found word for word). */
async function replaceInAppendChatEvents(db: Kysely<any>, from: string, to: string): Promise<void> {
  const { rows } = await sql<{ def: string }>`select pg_get_functiondef(${SIGNATURE}::regprocedure) as def`.execute(db);
  const def = rows[0]!.def;
  if (!def.includes(from)) throw new Error(`append_chat_events does not hold the statement this migration replaces: ${from.trim().split('\n')[0]}`);
  await sql.raw(def.replace(from, to)).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await replaceInAppendChatEvents(db, ROW_LOCKED, CHAT_LOCKED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceInAppendChatEvents(db, CHAT_LOCKED, ROW_LOCKED);
}
