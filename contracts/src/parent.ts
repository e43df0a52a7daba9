import { z } from 'zod';
import { Password, PersonName, ShareCode, Username } from './auth';
import { StudentSummary } from './classes';

export const CreateChildBody = z.object({
  username: Username,
  password: Password,
  firstName: PersonName,
  lastName: PersonName,
});
export type CreateChildBody = z.input<typeof CreateChildBody>;

export const LinkChildBody = z.object({ linkCode: ShareCode });
export type LinkChildBody = z.input<typeof LinkChildBody>;

export const ChildResponse = z.object({ child: StudentSummary });
export const ChildrenResponse = z.object({ children: z.array(StudentSummary) });
export type ChildrenResponse = z.infer<typeof ChildrenResponse>;
