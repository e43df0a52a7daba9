import { type QuizSubject, trendOf } from '@morah/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A learner's quiz scores: how many, their average, and per subject the average and its trend. */
export async function quizSummary(db: Kysely<Database>, userId: number): Promise<{ attempts: number; averageScore: number | null; subjects: QuizSubject[] }> {
  const rows = await db
    .selectFrom('quiz_attempts as a')
    .innerJoin('quizzes as q', 'q.id', 'a.quiz_id')
    .select(['q.category', 'a.score'])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  const byCategory = new Map<string, number[]>();
  for (const row of rows) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row.score]);
  const average = (scores: readonly number[]) => Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  return {
    attempts: rows.length,
    averageScore: rows.length ? average(rows.map((r) => r.score)) : null,
    subjects: [...byCategory].map(([category, scores]) => ({ category, averageScore: average(scores), attempts: scores.length, trend: trendOf(scores) })),
  };
}
