import { type Kysely, sql } from 'kysely';

/**
 * `append_chat` moved the older messages' reply states with one update joined to the replies it was
 * given. Postgres takes a set-returning function for 100 rows, so below tens of thousands of
 * messages it planned that join as a hash join over a scan of every chat message: each append read
 * the whole table (about 1 ms at 6,000 messages, growing with it), for the one or two rows it moves.
 * Each reply now moves its message by its key. Only that statement of the function changes: the
 * function's definition is read back, the statement put in its place, and the whole created again
 * (an error if the statement is not found word for word, so nothing changes unseen).
 */
const JOINED = `      update chat_messages m set reply_state = r.state, reply_failed_version = null
        from jsonb_to_recordset(p_replies) as r(id text, state text)
        where m.id = r.id and (r.state = 'answered' or m.reply_state is null or m.reply_state <> 'answered');`;

const BY_KEY = `      for reply_id, reply_to_state in select r.id, r.state from jsonb_to_recordset(p_replies) as r(id text, state text) loop
        update chat_messages m set reply_state = reply_to_state, reply_failed_version = null
          where m.id = reply_id and (reply_to_state = 'answered' or m.reply_state is null or m.reply_state <> 'answered');
      end loop;`;

const DECLARED = '      written jsonb;\n';
const SIGNATURE = 'append_chat(text, text, integer, integer, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, jsonb, integer, text)';

async function replaceInAppendChat(db: Kysely<any>, pairs: Array<[string, string]>): Promise<void> {
  const { rows } = await sql<{ def: string }>`select pg_get_functiondef(${SIGNATURE}::regprocedure) as def`.execute(db);
  let def = rows[0]!.def;
  for (const [from, to] of pairs) {
    if (!def.includes(from)) throw new Error(`append_chat does not hold the statement this migration replaces: ${from.trim().split('\n')[0]}`);
    def = def.replace(from, to);
  }
  await sql.raw(def).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await replaceInAppendChat(db, [
    [DECLARED, `${DECLARED}      reply_id text;\n      reply_to_state text;\n`],
    [JOINED, BY_KEY],
  ]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceInAppendChat(db, [
    [BY_KEY, JOINED],
    [`${DECLARED}      reply_id text;\n      reply_to_state text;\n`, DECLARED],
  ]);
}
