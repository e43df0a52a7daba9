import { ACTIVITY_XP } from '../rules/xp';

/** XP for reading a parsha: the spec's 15, once per parsha per day. */
export const PARSHA_READING_XP = ACTIVITY_XP.parsha;
/** Finishing every verse of a parsha: once per parsha per Jewish year. */
export const PARSHA_COMPLETION_BONUS = 50;

export interface ParshaProgressState {
  /** Verses in the parsha. */
  totalVerses: number;
  /** True when this parsha already paid its reading XP today. */
  paidToday: boolean;
  /** Distinct verses of the parsha read this year, counting the one being recorded. */
  versesRead: number;
  /** True when the completion bonus was already paid this year. */
  bonusPaid: boolean;
}

export interface ParshaProgressDecision {
  readingXp: number;
  completionBonus: number;
  completed: boolean;
}

/**
 * What one step forward in the reader earns. The server, not the client, says whether the parsha
 * is complete: every verse must have been read, whatever `completed` the client sent.
 */
export function decideParshaProgress(state: ParshaProgressState): ParshaProgressDecision {
  const completed = state.versesRead >= state.totalVerses;
  return {
    readingXp: state.paidToday ? 0 : PARSHA_READING_XP,
    completionBonus: completed && !state.bonusPaid ? PARSHA_COMPLETION_BONUS : 0,
    completed,
  };
}
