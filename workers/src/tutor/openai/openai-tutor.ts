/**
 * The tutor backed by any OpenAI-compatible chat endpoint (OpenAI itself, Ollama, vLLM). The client never
 * retries: retrying is the job runner's decision, made from TutorModelError.retryable.
 */
import { knowledgeNotes } from '@morah/content';
import OpenAI from 'openai';
import type { TutorModel, TutorRequest } from '../tutor-model';
import { toTutorModelError } from './errors';
import { citesOf, groundingNotes, toChatMessages } from './messages';

export interface OpenAiTutorOptions {
  baseURL?: string | undefined;
  apiKey: string;
  model: string;
  /** Until the response starts; a streaming body is then read as it comes. */
  timeoutMs?: number | undefined;
}

export function createOpenAiTutor(options: OpenAiTutorOptions): TutorModel {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 30_000,
  });
  return {
    name: options.model,
    async notesFor(question, now) {
      return knowledgeNotes(question, now);
    },
    async *stream(request: TutorRequest): AsyncGenerator<string> {
      // The passages the model is given are the ones the reply cites.
      const notes = groundingNotes(request);
      const cites = citesOf(notes);
      if (cites.length > 0) request.onSources?.(cites);
      try {
        const stream = await client.chat.completions.create(
          { model: options.model, messages: toChatMessages(request, notes), stream: true },
          { signal: request.signal },
        );
        for await (const chunk of stream) {
          const piece = chunk.choices[0]?.delta?.content;
          if (piece) yield piece;
        }
        // The client ends a stream quietly when aborted; a cut-off reply must not pass for a finished one.
        request.signal?.throwIfAborted();
      } catch (error) {
        // The caller cancelled: hand back its own abort rather than dressing it up as a model failure.
        if (request.signal?.aborted) throw error;
        throw toTutorModelError(error, 'tutor reply');
      }
    },
  };
}
