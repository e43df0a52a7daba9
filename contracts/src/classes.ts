import { BIDI_IN_NAME_MESSAGE, hasBidiControls } from './rules/bidi-controls';
import { hasVisibleText } from './rules/clean-text';
import { z } from 'zod';

export const CreateClassBody = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please give the class a name.')
    .max(80, 'Class names can have at most 80 characters.')
    .refine(hasVisibleText, 'Please give the class a name.')
    .refine((name) => !hasBidiControls(name), BIDI_IN_NAME_MESSAGE),
});
export type CreateClassBody = z.input<typeof CreateClassBody>;

/** What a teacher or parent sees of a student: never the password, never the link code. */
export const StudentSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type StudentSummary = z.infer<typeof StudentSummary>;

export const ClassInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  joinCode: z.string(),
  createdAt: z.string(),
  students: z.array(StudentSummary),
});
export type ClassInfo = z.infer<typeof ClassInfo>;

export const ClassResponse = z.object({ class: ClassInfo });
export const ClassListResponse = z.object({ classes: z.array(ClassInfo) });
export type ClassListResponse = z.infer<typeof ClassListResponse>;
