import { z } from 'zod';
import { User } from './auth';
import { StudentSummary } from './classes';

/** A user's number in a path (`/api/users/{id}`). */
export const UserParams = z.object({ id: z.coerce.number().int('That is not a user id.').positive('That is not a user id.') });

/** GET /api/users/{id}: the whole account for its owner, the summary a teacher or parent sees for anyone else. */
export const LearnerResponse = z.object({ user: z.union([User, StudentSummary]) });
export type LearnerResponse = z.infer<typeof LearnerResponse>;
