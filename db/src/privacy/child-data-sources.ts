import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

/** One file of a child's export: what it holds, the tables it reads, and how. */
export interface ChildDataSource {
  file: string;
  /** In plain words, for the README inside the zip. */
  about: string;
  tables: readonly string[];
  read(db: Kysely<Database>, childId: number): Promise<unknown>;
}

const streamsOf = (db: Kysely<Database>, childId: number) =>
  db.selectFrom('chat_threads').select(sql<string>`'thread-' || id`.as('stream')).where('student_id', '=', childId);

/**
 * Everything Morah holds about a child, file by file. A test lists every table that refers to a
 * user (from the database's own catalogue) and fails when one is neither read here nor listed in
 * NOT_EXPORTED with its reason, so a table added later cannot be forgotten.
 */
export const CHILD_DATA_SOURCES: readonly ChildDataSource[] = [
  {
    file: 'profile.json',
    about: 'The account: name, username, role, XP and level, avatar, Premium, reading schedule, when it was made.',
    tables: ['users'],
    read: (db, id) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'first_name', 'last_name', 'role', 'xp', 'level', 'avatar_style', 'avatar_color', 'avatar_accessory', 'avatar_expression', 'is_premium', 'reading_schedule', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst(),
  },
  {
    file: 'classes.json',
    about: 'The classes the child is in, their teacher and when the child joined.',
    tables: ['class_members', 'classes'],
    read: (db, id) =>
      db
        .selectFrom('class_members as m')
        .innerJoin('classes as c', 'c.id', 'm.class_id')
        .innerJoin('users as t', 't.id', 'c.teacher_id')
        .select(['c.id as class_id', 'c.name as class_name', 't.first_name as teacher_first_name', 't.last_name as teacher_last_name', 'm.joined_at'])
        .where('m.student_id', '=', id)
        .orderBy('m.joined_at')
        .execute(),
  },
  {
    file: 'parents.json',
    about: 'The parent accounts linked to the child, and since when.',
    tables: ['parent_links'],
    read: (db, id) =>
      db
        .selectFrom('parent_links as l')
        .innerJoin('users as p', 'p.id', 'l.parent_id')
        .select(['p.id as parent_id', 'p.first_name', 'p.last_name', 'l.created_at as linked_at'])
        .where('l.student_id', '=', id)
        .orderBy('l.created_at')
        .execute(),
  },
  {
    file: 'xp-ledger.json',
    about: 'Every XP grant: how much, why, when.',
    tables: ['xp_events'],
    read: (db, id) => db.selectFrom('xp_events').select(['id', 'source_id', 'amount', 'reason', 'created_at']).where('user_id', '=', id).orderBy('id').execute(),
  },
  {
    file: 'activities.json',
    about: 'Every learning activity (a chat message, a coloring page, a parsha reading, study time, a game, a quiz, a book): when, how long, the XP it earned.',
    tables: ['activities'],
    read: (db, id) => db.selectFrom('activities').select(['id', 'activity_type', 'duration_seconds', 'xp_awarded', 'detail', 'created_at']).where('user_id', '=', id).orderBy('id').execute(),
  },
  {
    file: 'badges.json',
    about: 'The badges the child earned and when.',
    tables: ['user_badges'],
    read: (db, id) =>
      db
        .selectFrom('user_badges as ub')
        .innerJoin('badges as b', 'b.id', 'ub.badge_id')
        .select(['b.key', 'b.name', 'b.description', 'ub.earned_at'])
        .where('ub.user_id', '=', id)
        .orderBy('ub.earned_at')
        .execute(),
  },
  {
    file: 'streaks.json',
    about: 'Learning streaks: current and longest, the last day counted, the time zone days are counted in.',
    tables: ['streaks'],
    read: (db, id) => db.selectFrom('streaks').select(['streak_type', 'current', 'longest', 'last_day', 'time_zone', 'updated_at']).where('user_id', '=', id).execute(),
  },
  {
    file: 'challenges.json',
    about: 'Daily challenges: progress and when each was completed.',
    tables: ['challenge_progress'],
    read: (db, id) => db.selectFrom('challenge_progress').select(['day', 'challenge_type', 'current_progress', 'completed_at']).where('user_id', '=', id).orderBy('day').execute(),
  },
  {
    file: 'conversations.json',
    about: 'Every conversation with Morah AI, each message with who wrote it and when.',
    tables: ['chat_threads', 'chat_messages'],
    read: async (db, id) => {
      const threads = await db.selectFrom('chat_threads').select(['id', 'title', 'flagged', 'teacher_joined', 'created_at', 'updated_at']).where('student_id', '=', id).orderBy('id').execute();
      const messages = threads.length
        ? await db
            .selectFrom('chat_messages')
            .select(['thread_id', 'id', 'sender_type', 'sender_name', 'content', 'flagged', 'created_at'])
            .where('thread_id', 'in', threads.map((t) => t.id))
            .orderBy('thread_id')
            .orderBy('version')
            .execute()
        : [];
      return threads.map((t) => ({ ...t, messages: messages.filter((m) => m.thread_id === t.id).map(({ thread_id: _, ...m }) => m) }));
    },
  },
  {
    file: 'conversation-history.json',
    about: 'The same conversations as Morah stores them: every change (started, message, renamed, flagged, teacher joined) in order.',
    tables: ['events'],
    read: (db, id) =>
      db
        .selectFrom('events')
        .select(['stream_id', 'stream_version', 'type', 'data', 'created_at'])
        .where('stream_id', 'in', streamsOf(db, id))
        .orderBy('stream_id')
        .orderBy('stream_version')
        .execute(),
  },
  {
    file: 'care-flags.json',
    about: 'Messages the safety screen flagged for a grown-up: what it heard, how pressing it was, when, and which teacher looked after it, when, with their note.',
    tables: ['safety_flags'],
    read: (db, id) =>
      db
        .selectFrom('safety_flags')
        .select(['message_id', 'thread_id', 'categories', 'severity', 'screen', 'raised_at', 'handled_at', 'handled_by_name', 'note'])
        .where('student_id', '=', id)
        .orderBy('raised_at')
        .execute(),
  },
  {
    file: 'artwork.json',
    about: 'Every coloring page saved, with its picture (SVG) and colours.',
    tables: ['artworks'],
    read: (db, id) => db.selectFrom('artworks').select(['id', 'letter', 'colors', 'svg_data', 'created_at']).where('user_id', '=', id).orderBy('id').execute(),
  },
  {
    file: 'parsha-progress.json',
    about: 'The weekly Torah portion: how far the child read in each parsha, and each verse read by day.',
    tables: ['parsha_progress', 'parsha_verse_reads'],
    read: async (db, id) => ({
      parshiyot: await db.selectFrom('parsha_progress').select(['parsha', 'verse_reached', 'completed', 'updated_at']).where('user_id', '=', id).orderBy('updated_at').execute(),
      verses_read: await db.selectFrom('parsha_verse_reads').select(['book', 'chapter', 'verse', 'day', 'created_at']).where('user_id', '=', id).orderBy('created_at').execute(),
    }),
  },
  {
    file: 'reading-progress.json',
    about: 'Books in the library: the page reached, time spent and notes, and reading time by day.',
    tables: ['reading_progress', 'reading_days'],
    read: async (db, id) => ({
      books: await db.selectFrom('reading_progress').select(['book_id', 'current_page', 'time_spent_seconds', 'notes', 'created_at', 'updated_at']).where('user_id', '=', id).orderBy('created_at').execute(),
      days: await db.selectFrom('reading_days').select(['day', 'seconds', 'minutes_counted']).where('user_id', '=', id).orderBy('day').execute(),
    }),
  },
  {
    file: 'game-results.json',
    about: 'Every game played: score, time and XP.',
    tables: ['game_results'],
    read: (db, id) => db.selectFrom('game_results').select(['id', 'game_id', 'score', 'time_spent', 'details', 'xp_awarded', 'created_at']).where('user_id', '=', id).orderBy('id').execute(),
  },
  {
    file: 'quizzes.json',
    about: 'The quizzes the child asked Morah to write, their questions, and every attempt with its answers and score.',
    tables: ['quizzes', 'quiz_questions', 'quiz_attempts'],
    read: async (db, id) => {
      const quizzes = await db
        .selectFrom('quizzes')
        .select(['id', 'category', 'difficulty', 'question_count', 'status', 'title', 'description', 'created_at', 'ready_at'])
        .where('user_id', '=', id)
        .orderBy('id')
        .execute();
      const questions = quizzes.length
        ? await db.selectFrom('quiz_questions').select(['quiz_id', 'position', 'question', 'options', 'correct_answer', 'explanation']).where('quiz_id', 'in', quizzes.map((q) => q.id)).orderBy('quiz_id').orderBy('position').execute()
        : [];
      const attempts = await db
        .selectFrom('quiz_attempts')
        .select(['id', 'quiz_id', 'answers', 'correct_answers', 'total_questions', 'score', 'time_spent', 'xp_awarded', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('id')
        .execute();
      return {
        quizzes: quizzes.map((q) => ({ ...q, questions: questions.filter((x) => x.quiz_id === q.id).map(({ quiz_id: _, ...x }) => x) })),
        attempts,
      };
    },
  },
  {
    file: 'premium.json',
    about: 'Premium purchases made for the child: amount, status and dates (card details are never kept by Morah).',
    tables: ['premium_purchases'],
    read: (db, id) =>
      db.selectFrom('premium_purchases').select(['id', 'amount_cents', 'currency', 'mode', 'status', 'created_at', 'paid_at']).where('user_id', '=', id).orderBy('created_at').execute(),
  },
];

/** Tables that refer to a user but are not the child's learning data, and why they are left out. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  sessions: 'sign-in sessions: secrets that would let someone else sign in',
  job_outbox: 'work waiting to be done, which holds only ids',
  data_exports: 'the exports themselves',
  account_deletions: 'a pending request to delete the account',
  notices: "notices kept for the child's teachers and parents about a flag, until they open them; the flags themselves are in care-flags.json",
  learner_counters: 'running totals counted from the activities, messages, games, quizzes and verses already in the export',
};
