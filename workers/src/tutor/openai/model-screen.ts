/**
 * The configured model as a second safety screen: it classifies the child's new message, read with
 * their last few messages, against the same categories as the local screen, through a chat completion
 * that must answer JSON matching a strict schema. It can only add to the local screen: a failure, a
 * timeout or an answer that does not fit the schema throws, and the local screen still decides. A
 * child's safety comes before speed: a timeout, a lost connection, 429 or 5xx is asked once more
 * before the screen gives up, and the reply waits for it (nothing of it reaches the child before).
 */
import { SAFETY_CATEGORY_LABEL, SafetyCategory, SafetySeverity } from '@morah/contracts';
import OpenAI from 'openai';
import { z } from 'zod';
import type { ModerationOptions, ModerationResult, Moderator } from '../tutor-model';
import { toTutorModelError } from './errors';

export interface ModelScreenOptions {
  baseURL?: string | undefined;
  apiKey: string;
  model: string;
  /** How long one asking may take (default 8 s); a timed-out asking is asked once more. */
  timeoutMs?: number | undefined;
}

/** How many times a failed or timed-out screen is asked again. */
const SCREEN_RETRIES = 1;

/** What the model must answer: the categories it heard (none for an ordinary message) and how soon a grown-up must know. */
export const SCREEN_VERDICT_SCHEMA = {
  type: 'object',
  properties: {
    categories: { type: 'array', items: { type: 'string', enum: [...SafetyCategory.options] } },
    severity: { anyOf: [{ type: 'string', enum: [...SafetySeverity.options] }, { type: 'null' }] },
  },
  required: ['categories', 'severity'],
  additionalProperties: false,
} as const;

const Verdict = z.object({ categories: z.array(SafetyCategory), severity: SafetySeverity.nullable() });

export const SCREEN_INSTRUCTIONS = [
  'You are the safety screen of Morah, a Jewish learning app for children aged 6 to 14. You never talk to the child.',
  'Read the child’s latest message, with their earlier messages for context, and list every category that the latest message (read with that context) tells of:',
  ...SafetyCategory.options.map((c) => `- ${c}: ${SAFETY_CATEGORY_LABEL[c]}.`),
  'hurt: a grown-up or someone at home hurts the child or someone in their family. bullied: other children hurt, threaten, mock or leave out the child. unsafe-touch: touching private parts, undressing, sexual pictures or a grown-up’s secret. neglect: no food, nobody looking after the child, left alone. stranger: someone met online or unknown asks to meet, for pictures, details or secrecy. self-harm: the child wants to die or hurts themselves. harm-others: the child means to hurt someone or brings a weapon. unkind: insults, swearing, hate or sexual words from the child. personal-details: a phone number, address, email or password.',
  'Children write with misspellings and chat words; read what they mean. Do not flag Torah or history stories, games, sports, figures of speech ("this homework is killing me"), general safety questions, or things said not to happen ("he never hits me").',
  'Earlier messages are context only: if the latest message adds nothing worrying, answer no categories.',
  'severity: urgent for hurt, bullied, unsafe-touch, neglect or self-harm; high for stranger or harm-others; care for unkind or personal-details; null when there are no categories.',
].join('\n');

/** The user message the model classifies: the earlier messages, then the latest. */
export function screenPrompt(latest: string, earlier: readonly string[]): string {
  const before = earlier.length ? `Earlier messages from the child, oldest first:\n${earlier.map((m) => `- ${JSON.stringify(m)}`).join('\n')}\n\n` : '';
  return `${before}The child’s latest message:\n${JSON.stringify(latest)}`;
}

export function createModelScreen(options: ModelScreenOptions): Moderator {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: SCREEN_RETRIES, timeout: options.timeoutMs ?? 8_000 });
  return {
    async check(latest: string, earlier: readonly string[], { signal }: ModerationOptions = {}): Promise<ModerationResult> {
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            temperature: 0,
            messages: [
              { role: 'system', content: SCREEN_INSTRUCTIONS },
              { role: 'user', content: screenPrompt(latest, earlier) },
            ],
            response_format: { type: 'json_schema', json_schema: { name: 'safety_screen', strict: true, schema: SCREEN_VERDICT_SCHEMA as unknown as Record<string, unknown> } },
          },
          { signal },
        );
        const content = completion.choices[0]?.message?.content ?? '';
        const verdict = Verdict.parse(JSON.parse(content));
        const categories = [...new Set(verdict.categories)];
        return { flagged: categories.length > 0, categories };
      } catch (error) {
        if (signal?.aborted) throw error;
        throw toTutorModelError(error, 'safety screen');
      }
    },
  };
}
