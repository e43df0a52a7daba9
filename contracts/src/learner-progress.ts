/**
 * GET /api/learners/{id}/progress: one learner's progress for whoever may see them (the learner, their
 * teachers, their parents), as the showcase's analytics, learning paths and executive dashboard read it.
 */
import { z } from 'zod';
import { ParentChildDashboard } from './parent-dashboard';

export const Trend = z.enum(['up', 'down', 'stable']);
export type Trend = z.infer<typeof Trend>;

export const QuizSubject = z.object({ category: z.string(), averageScore: z.number().int(), attempts: z.number().int(), trend: Trend });
export type QuizSubject = z.infer<typeof QuizSubject>;

export const LearnerProgressResponse = z.object({
  progress: ParentChildDashboard,
  quizzes: z.object({ attempts: z.number().int(), averageScore: z.number().int().nullable(), subjects: z.array(QuizSubject) }),
});
export type LearnerProgressResponse = z.infer<typeof LearnerProgressResponse>;

/**
 * Up when the latest score is 5 points or more above the earlier ones' average, down when 5 or more
 * below, stable otherwise (and with a single attempt). Scores in order, oldest first.
 */
export function trendOf(scores: readonly number[]): Trend {
  if (scores.length < 2) return 'stable';
  const latest = scores[scores.length - 1]!;
  const earlier = scores.slice(0, -1);
  const average = earlier.reduce((a, b) => a + b, 0) / earlier.length;
  if (latest - average >= 5) return 'up';
  if (average - latest >= 5) return 'down';
  return 'stable';
}
