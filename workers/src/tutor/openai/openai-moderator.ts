/**
 * OpenAI's moderation endpoint as a Moderator. Its category names are folded into the short names the
 * local screen uses ("harassment/threatening" → "bullying", "self-harm/intent" → "self-harm").
 */
import OpenAI from 'openai';
import type { ModerationResult, Moderator } from '../tutor-model';
import { toTutorModelError } from './errors';

export interface OpenAiModeratorOptions {
  baseURL?: string | undefined;
  apiKey: string;
  model?: string | undefined;
  timeoutMs?: number | undefined;
}

const SHORT_NAMES: Readonly<Record<string, string>> = {
  harassment: 'bullying',
  hate: 'hate',
  illicit: 'illicit',
  'self-harm': 'self-harm',
  sexual: 'sexual',
  violence: 'violence',
};

export function shortCategoryName(openAiCategory: string): string {
  const family = openAiCategory.split('/')[0] ?? openAiCategory;
  return SHORT_NAMES[family] ?? family;
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
    async check(text: string, signal?: AbortSignal): Promise<ModerationResult> {
      try {
        const response = await client.moderations.create({ input: text, model }, { signal });
        const categories = new Set<string>();
        for (const result of response.results) {
          for (const [name, flagged] of Object.entries(result.categories)) {
            if (flagged === true) categories.add(shortCategoryName(name));
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
