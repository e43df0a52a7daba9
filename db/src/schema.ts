import type { ChatSource, SafetyCategory, SafetySeverity } from '@morah/contracts';
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'student' | 'teacher' | 'parent';
  xp: Generated<number>;
  level: Generated<number>;
  avatar_style: Generated<string>;
  avatar_color: Generated<string>;
  avatar_accessory: Generated<string>;
  avatar_expression: Generated<string>;
  is_premium: Generated<boolean>;
  reading_schedule: Generated<'diaspora' | 'israel'>;
  link_code: string | null;
  created_at: Timestamp;
}

export interface ClassesTable {
  id: Generated<number>;
  name: string;
  teacher_id: number;
  join_code: string;
  created_at: Timestamp;
}

export interface ClassMembersTable {
  class_id: number;
  student_id: number;
  joined_at: Timestamp;
}

export interface ParentLinksTable {
  parent_id: number;
  student_id: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  sid: string;
  data: ColumnType<unknown, string, string>;
  expires_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface ActivitiesTable {
  id: Generated<number>;
  user_id: number;
  activity_type: string;
  duration_seconds: number;
  xp_awarded: number;
  /** What the activity was about, e.g. `{ letter: 'alef' }` or `{ bookId, title }`; shown to parents. */
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  /** The client's key for this activity (a repeat answers this row); null when none was sent. */
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface XpEventsTable {
  id: Generated<number>;
  user_id: number;
  source_id: string;
  amount: number;
  reason: string;
  created_at: Timestamp;
}

/** bigint and xid8 come back from node-postgres as strings; they are compared, never added. */
export interface EventsTable {
  position: ColumnType<string, never, never>;
  transaction_id: ColumnType<string, never, never>;
  stream_id: string;
  stream_version: number;
  type: string;
  data: ColumnType<unknown, string, never>;
  metadata: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface ChatThreadsTable {
  id: number;
  student_id: number;
  title: string;
  is_active: Generated<boolean>;
  teacher_joined: Generated<boolean>;
  flagged: Generated<boolean>;
  message_count: Generated<number>;
  last_sender_type: 'student' | 'ai' | 'teacher' | null;
  last_preview: string | null;
  last_message_at: Timestamp | null;
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  thread_id: number;
  version: number;
  sender_type: 'student' | 'ai' | 'teacher';
  sender_id: number | null;
  sender_name: string;
  content: string;
  reply_to: string | null;
  /** JSON array of `ChatSource`: where a tutor reply's answer comes from. */
  sources: ColumnType<ChatSource[], string | undefined, string>;
  flagged: Generated<boolean>;
  reply_state: 'requested' | 'answered' | 'failed' | null;
  reply_failed_version: number | null;
  created_at: Timestamp;
}

/** One flagged message, open until a teacher handles it (a read model of the thread's flag events). */
export interface SafetyFlagsTable {
  message_id: string;
  thread_id: number;
  student_id: number;
  categories: SafetyCategory[];
  severity: SafetySeverity;
  screen: 'local' | 'moderation';
  raised_at: Timestamp;
  handled_at: Date | null;
  handled_by: number | null;
  handled_by_name: string | null;
  note: string | null;
}

/** A notice kept for one grown-up until they open it (not a read model: opening it is theirs). */
export interface NoticesTable {
  id: ColumnType<number, never, never>;
  user_id: number;
  kind: 'safety-flag';
  student_id: number | null;
  thread_id: number | null;
  message_id: string | null;
  data: ColumnType<unknown, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  opened_at: ColumnType<Date | null, never, Date | string | null>;
}

export interface BadgesTable {
  id: Generated<number>;
  key: string;
  name: string;
  description: string;
  tagline: string;
  tier: number;
  rarity: string;
  category: string;
  icon_type: string;
  xp_reward: number;
  criterion: ColumnType<unknown, string, string>;
  premium: Generated<boolean>;
}

export interface UserBadgesTable {
  id: Generated<number>;
  user_id: number;
  badge_id: number;
  earned_at: Timestamp;
}

export interface StreaksTable {
  user_id: number;
  streak_type: string;
  current: number;
  longest: number;
  last_day: string | null;
  time_zone: Generated<string>;
  /** The zone before the last accepted change of time_zone, and when that change was accepted. */
  previous_time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  time_zone_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The instant of the last counted check-in (last_day is its day in the zone that counted it). */
  last_check_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

export interface ChallengeProgressTable {
  user_id: number;
  day: string;
  challenge_type: string;
  current_progress: number;
  completed_at: Timestamp | null;
}

/** A learner's running totals, moved in the transaction of each ledger write by the rules of contracts' counted.ts (badge checks read them). */
export interface LearnerCountersTable {
  user_id: number;
  chat_messages: Generated<number>;
  coloring_pages: Generated<number>;
  study_minutes: Generated<number>;
  games_completed: Generated<number>;
  quizzes_completed: Generated<number>;
  parsha_verses: Generated<number>;
  challenges_completed: Generated<number>;
  longest_streak: Generated<number>;
}

/** Jobs recorded with the write they follow; the relay delivers them (see outbox/). */
export interface JobOutboxTable {
  id: ColumnType<string, never, never>;
  job_id: string;
  name: string;
  payload: ColumnType<unknown, string, never>;
  created_at: ColumnType<Date, never, never>;
  due_at: ColumnType<Date, Date | string | undefined, Date | string>;
  deliveries: ColumnType<number, number | undefined, number>;
  done_at: ColumnType<Date | null, never, Date | string | null>;
  last_error: ColumnType<string | null, never, string | null>;
  request_id: ColumnType<string | null, string | null | undefined, never>;
}

export interface ArtworksTable {
  id: Generated<number>;
  user_id: number;
  letter: string;
  svg_data: string;
  colors: ColumnType<unknown, string, string>;
  created_at: Timestamp;
}

export interface ReadingProgressTable {
  user_id: number;
  book_id: string;
  current_page: number;
  time_spent_seconds: number;
  notes: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReadingDaysTable {
  user_id: number;
  day: string;
  seconds: number;
  minutes_counted: number;
  last_counted_at: Timestamp;
}

export interface GameResultsTable {
  id: Generated<number>;
  user_id: number;
  game_id: string;
  score: number;
  time_spent: number;
  details: ColumnType<unknown, string | undefined, string>;
  xp_awarded: Generated<number>;
  created_at: Timestamp;
}

export interface QuizzesTable {
  id: Generated<number>;
  user_id: number;
  category: string;
  difficulty: string;
  question_count: number;
  status: Generated<'generating' | 'ready' | 'failed'>;
  title: string;
  description: string;
  time_limit: number;
  source: string | null;
  signature: string | null;
  failure: string | null;
  created_at: Timestamp;
  ready_at: Timestamp | null;
}

export interface QuizQuestionsTable {
  quiz_id: number;
  position: number;
  question: string;
  options: ColumnType<string[], string, string>;
  correct_answer: number;
  explanation: string | null;
  source: string | null;
}

export interface QuizAttemptsTable {
  id: Generated<number>;
  quiz_id: number;
  user_id: number;
  answers: ColumnType<number[], string, string>;
  correct_answers: number;
  total_questions: number;
  score: number;
  time_spent: number;
  xp_awarded: Generated<number>;
  created_at: Timestamp;
}

export interface TextSourcesTable {
  id: string;
  name: string;
  language: 'he' | 'en';
  licence: string;
  attribution: string;
  url: string | null;
}

export interface TextsTable {
  book: string;
  chapter: number;
  verse: number;
  hebrew: string;
  hebrew_cantillation: string | null;
  english: string;
  /** The English parsed for full-text search, written by Postgres with the verse. */
  english_search: GeneratedAlways<string>;
  hebrew_source: string;
  english_source: string;
  updated_at: Generated<Date>;
}

export interface ParshaProgressTable {
  user_id: number;
  parsha: string;
  verse_reached: number;
  paid_day: string | null;
  bonus_year: string | null;
  completed: Generated<boolean>;
  updated_at: Timestamp;
}

export interface ParshaVerseReadsTable {
  user_id: number;
  book: string;
  chapter: number;
  verse: number;
  day: string;
  created_at: Generated<Date>;
}

export interface ParshaInsightsTable {
  parsha: string;
  ref: string;
  insight: string;
  model: string;
  created_at: Generated<Date>;
}

export interface PremiumPurchasesTable {
  id: string;
  buyer_id: number;
  user_id: number;
  amount_cents: number;
  currency: string;
  mode: 'stripe' | 'test';
  status: Generated<'pending' | 'paid' | 'cancelled'>;
  event_id: string | null;
  created_at: Timestamp;
  paid_at: Date | null;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

/** What the audited removal path took out of the event store (append-only; see remove_event_streams). */
export interface EventRemovalsTable {
  id: ColumnType<string, never, never>;
  reason: 'retention' | 'account_deletion';
  stream_ids: ColumnType<string[], never, never>;
  events_removed: ColumnType<number, never, never>;
  requested_by: ColumnType<string, never, never>;
  database_user: ColumnType<string, never, never>;
  removed_at: ColumnType<Date, never, never>;
}

/** A zip of everything Morah holds about a child, built by a job and kept for a limited time. */
export interface DataExportsTable {
  id: string;
  child_id: number;
  requested_by: number;
  status: Generated<'building' | 'ready' | 'failed'>;
  progress: Generated<number>;
  file: Uint8Array | null;
  size_bytes: number | null;
  created_at: Generated<Date>;
  ready_at: Date | null;
  expires_at: Date | null;
}

/** A parent's request to delete a child's account; `child_id` becomes null once the child is gone. */
export interface AccountDeletionsTable {
  id: string;
  child_id: number | null;
  requested_by: number | null;
  status: Generated<'pending' | 'done'>;
  created_at: Generated<Date>;
  finished_at: Date | null;
}

export interface Database {
  users: UsersTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  parent_links: ParentLinksTable;
  sessions: SessionsTable;
  app_secrets: AppSecretsTable;
  activities: ActivitiesTable;
  xp_events: XpEventsTable;
  events: EventsTable;
  chat_threads: ChatThreadsTable;
  chat_messages: ChatMessagesTable;
  safety_flags: SafetyFlagsTable;
  notices: NoticesTable;
  badges: BadgesTable;
  user_badges: UserBadgesTable;
  streaks: StreaksTable;
  challenge_progress: ChallengeProgressTable;
  learner_counters: LearnerCountersTable;
  job_outbox: JobOutboxTable;
  artworks: ArtworksTable;
  reading_progress: ReadingProgressTable;
  reading_days: ReadingDaysTable;
  game_results: GameResultsTable;
  quizzes: QuizzesTable;
  quiz_questions: QuizQuestionsTable;
  quiz_attempts: QuizAttemptsTable;
  text_sources: TextSourcesTable;
  texts: TextsTable;
  parsha_progress: ParshaProgressTable;
  parsha_verse_reads: ParshaVerseReadsTable;
  parsha_insights: ParshaInsightsTable;
  premium_purchases: PremiumPurchasesTable;
  payment_events: PaymentEventsTable;
  event_removals: EventRemovalsTable;
  data_exports: DataExportsTable;
  account_deletions: AccountDeletionsTable;
}
