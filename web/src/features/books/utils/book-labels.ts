import type { BookCategory, BookDifficulty, BookLanguage } from '@morah/contracts';

export const CATEGORY_LABELS: Record<BookCategory, string> = {
  torah: 'Torah',
  stories: 'Stories',
  hebrew: 'Hebrew',
  history: 'History',
  prayers: 'Prayers',
};

export const DIFFICULTY_LABELS: Record<BookDifficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const LANGUAGE_LABELS: Record<BookLanguage, string> = {
  english: 'English',
  hebrew: 'Hebrew',
  bilingual: 'Bilingual',
};
