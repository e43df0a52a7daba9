/**
 * OpenAI's moderation endpoint as a Moderator. It reads the new message alone; its category names are
 * read as the contracts' categories ("harassment/threatening" → "harm-others", "self-harm/intent" →
 * "self-harm", see `toSafetyCategory`).
 */
import { type SafetyCategory, toSafetyCategory } from '@morah/contracts';
import OpenAI from 'openai';
import type { ModerationOptions, ModerationResult, Moderator } from '../tutor-model';
import { toTutorModelError } from './errors';

export interface OpenAiModeratorOptions {
  baseURL?: string | undefined;
  apiKey: string;
  model?: string | undefined;
  timeoutMs?: number | undefined;
}

export function createOpenAiModerator(options: OpenAiModeratorOptions): Moderator {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 10_000,
  });
  const model = options.model ?? 'omni-moderation-latest';
  return {
    async check(latest: string, _earlier: readonly string[], { signal }: ModerationOptions = {}): Promise<ModerationResult> {
      try {
        const response = await client.moderations.create({ input: latest, model }, { signal });
        const categories = new Set<SafetyCategory>();
        for (const result of response.results) {
          for (const [name, flagged] of Object.entries(result.categories)) {
            if (flagged === true) categories.add(toSafetyCategory(name));
          }
        }
        return { flagged: response.results.some((r) => r.flagged), categories: [...categories] };
      } catch (error) {
        if (signal?.aborted) throw error;
        throw toTutorModelError(error, 'moderation');
      }
    },
  };
}
