export const gamesKeys = {
  progress: ['/api/games/progress'] as const,
};
