/**
 * Moderators for the tutor. The local screen runs on every student message whatever else is configured;
 * a remote moderator (the model's screen, OpenAI's moderation) can only add to it, and its failure
 * never lets a message through unscreened.
 */
import { screenConversation } from '@morah/safety';
import type { ModerationOptions, ModerationResult, Moderator } from './tutor-model';

export function createLocalModerator(): Moderator {
  return {
    async check(latest: string, earlier: readonly string[], options?: ModerationOptions): Promise<ModerationResult> {
      const { flagged, categories } = screenConversation(earlier, latest, options?.heardAlone ? { heardAlone: options.heardAlone } : {});
      return { flagged, categories };
    },
  };
}

/**
 * Flagged when any moderator flags; categories are the union in first-seen order. A moderator that throws
 * is skipped quietly (the local one still decides); only when every one of them fails does this throw.
 */
export function combineModerators(...moderators: Moderator[]): Moderator {
  return {
    async check(latest: string, earlier: readonly string[], options?: ModerationOptions): Promise<ModerationResult> {
      const settled = await Promise.allSettled(moderators.map((m) => m.check(latest, earlier, options)));
      const results = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      if (results.length === 0) {
        const first = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
        throw first?.reason ?? new Error('no moderator configured');
      }
      const categories = [...new Set(results.flatMap((r) => r.categories))];
      return { flagged: results.some((r) => r.flagged), categories };
    },
  };
}
