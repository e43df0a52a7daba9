export const quizKeys = {
  list: ['/api/quizzes'] as const,
  one: (id: number) => [`/api/quizzes/${id}`] as const,
  latestAttempt: (id: number) => [`/api/quizzes/${id}/attempts/latest`] as const,
};
