import type { ColumnType, Generated } from 'kysely';

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
  flagged: Generated<boolean>;
  reply_state: 'requested' | 'answered' | 'failed' | null;
  reply_failed_version: number | null;
  created_at: Timestamp;
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
  updated_at: Timestamp;
}

export interface ChallengeProgressTable {
  user_id: number;
  day: string;
  challenge_type: string;
  current_progress: number;
  completed_at: Timestamp | null;
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
  badges: BadgesTable;
  user_badges: UserBadgesTable;
  streaks: StreaksTable;
  challenge_progress: ChallengeProgressTable;
}
