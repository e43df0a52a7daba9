import { CURRICULUM_AREAS } from '@morah/content/curriculum';
import { z } from 'zod';

/**
 * The areas of the held-out set, in the order the bench prints them: the curriculum's own areas, then the
 * three kinds of asking that cut across them.
 */
export const HELD_OUT_AREAS = [...CURRICULUM_AREAS, 'why', 'two-at-once', 'follow-ups'] as const;
export const HeldOutArea = z.enum(HELD_OUT_AREAS);
export type HeldOutArea = z.infer<typeof HeldOutArea>;

/**
 * One question of the held-out set (scripts/bench-tutor/held-out/README.md): the child's turns, what the
 * reply to the last turn must contain, what kind of question it is, and its group when it is one of three
 * phrasings of the same question.
 */
export const HeldOutItem = z.strictObject({
  id: z.string().regex(/^[a-z0-9.-]+$/),
  area: HeldOutArea,
  kind: z.enum(['fact', 'why', 'advice']),
  turns: z.array(z.string().trim().min(1)).min(1).max(3),
  must: z.array(z.string().min(1)).min(1),
  group: z.string().min(1).optional(),
});
export type HeldOutItem = z.infer<typeof HeldOutItem>;
