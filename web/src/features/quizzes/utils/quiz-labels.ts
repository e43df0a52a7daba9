import type { QuizCategory, QuizDifficulty } from '@morah/contracts';
import type { IconName } from '@/components/ui/icon';

/** Each topic's picture: one of our drawings, or for Hebrew its first letter, written. */
export const CATEGORY_CARDS: Record<QuizCategory, { label: string; icon: IconName | 'א'; blurb: string }> = {
  torah: { label: 'Torah', icon: 'scroll', blurb: 'The parshiyot and their books' },
  holidays: { label: 'Holidays', icon: 'menorah', blurb: 'This year\u2019s holidays and dates' },
  traditions: { label: 'Traditions', icon: 'candles', blurb: 'Customs through the year' },
  hebrew: { label: 'Hebrew', icon: 'א', blurb: 'Letters, order and gematria' },
  history: { label: 'History', icon: 'columns', blurb: 'Days that remember our past' },
};

export const DIFFICULTY_CARDS: Record<QuizDifficulty, { label: string; ages: string }> = {
  beginner: { label: 'Beginner', ages: 'Ages 6-10' },
  intermediate: { label: 'Intermediate', ages: 'Ages 11-14' },
  advanced: { label: 'Advanced', ages: 'Ages 15+' },
};
