export const parshaKeys = {
  all: ['parsha'] as const,
  current: (israel: boolean | undefined) => ['parsha', 'current', israel ?? 'mine'] as const,
  byName: (name: string) => ['parsha', 'by-name', name] as const,
  progress: (userId: number) => ['parsha', 'progress', userId] as const,
  insight: (name: string, ref: string, english: string) => ['parsha', 'insight', name, ref, english] as const,
};
