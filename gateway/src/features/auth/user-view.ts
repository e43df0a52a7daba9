import type { StudentSummary, User } from '@morah/contracts';
import { avatarFieldsOf, type UserRow } from '@morah/db';

/** The signed-in user as the API shows it; stored avatar values outside the sets fall back to defaults. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    xp: row.xp,
    level: row.level,
    ...avatarFieldsOf(row),
    isPremium: row.is_premium,
    linkCode: row.role === 'student' ? row.link_code : null,
    readingSchedule: row.reading_schedule,
  };
}

/** What a teacher or parent sees of a student. */
export function toStudentSummary(row: Pick<UserRow, 'id' | 'username' | 'first_name' | 'last_name' | 'xp' | 'level'>): StudentSummary {
  return { id: row.id, username: row.username, firstName: row.first_name, lastName: row.last_name, xp: row.xp, level: row.level };
}
