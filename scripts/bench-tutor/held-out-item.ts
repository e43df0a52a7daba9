import { z } from 'zod';

/** The curriculum areas of the held-out set, in the order the bench prints them. */
export const HELD_OUT_AREAS = [
  'alef-bet',
  'hebrew-words',
  'parshiyot',
  'torah-books',
  'genesis-exodus-people',
  'prophets-writings',
  'holidays',
  'shabbat',
  'kashrut',
  'prayers',
  'synagogue',
  'life-cycle',
  'middot',
  'why',
  'two-at-once',
  'follow-ups',
] as const;
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
