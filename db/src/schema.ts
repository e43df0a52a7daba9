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

export interface Database {
  users: UsersTable;
  classes: ClassesTable;
  class_members: ClassMembersTable;
  parent_links: ParentLinksTable;
  sessions: SessionsTable;
  app_secrets: AppSecretsTable;
  activities: ActivitiesTable;
  xp_events: XpEventsTable;
}
