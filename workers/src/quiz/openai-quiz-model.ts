/**
 * Quizzes from any OpenAI-compatible chat endpoint, asked for as structured output (a JSON schema),
 * so the model answers with the quiz itself. What it writes is still checked by the job.
 */
import { QUIZ_OPTION_COUNT } from '@morah/contracts';
import OpenAI from 'openai';
import { toTutorModelError } from '../tutor/openai/errors';
import { TutorModelError } from '../tutor/tutor-model';
import type { QuizModel, QuizModelRequest } from './quiz-model';

const AGES = { beginner: '6 to 10', intermediate: '11 to 14', advanced: '15 and up' } as const;

const QUIZ_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'questions'],
  properties: {
    title: { type: 'string' },
    description: { type: 'string' },
    questions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['question', 'options', 'correctAnswer', 'explanation'],
        properties: {
          question: { type: 'string' },
          options: { type: 'array', items: { type: 'string' }, minItems: QUIZ_OPTION_COUNT, maxItems: QUIZ_OPTION_COUNT },
          correctAnswer: { type: 'integer', minimum: 0, maximum: QUIZ_OPTION_COUNT - 1 },
          explanation: { type: 'string' },
        },
      },
    },
  },
} as const;

export function quizPrompt(request: QuizModelRequest): { system: string; user: string } {
  const system = [
    'You are Morah AI, a warm Jewish studies teacher writing a multiple-choice quiz for children.',
    `The quiz is for ages ${AGES[request.difficulty]} (${request.difficulty}). Use short, clear sentences.`,
    `Write exactly ${request.questionCount} questions about ${request.category}. Each has exactly ${QUIZ_OPTION_COUNT} different options, exactly one of them correct (correctAnswer is its index, from 0), plausible wrong options, and a one or two sentence explanation.`,
    'Only ask about facts that are certain and shared by every Jewish community; where customs differ, say so or choose another question. Respect every community. No trick questions.',
    `Today is ${request.now.toDateString()}; dates of holidays must be for the coming year.`,
    'Answer with the quiz as JSON only.',
  ].join(' ');
  const lines = [`Please write a ${request.difficulty} quiz of ${request.questionCount} questions about ${request.category}.`];
  if (request.avoidQuestions?.length) lines.push(`Do not repeat this previous quiz:\n- ${request.avoidQuestions.join('\n- ')}`);
  if (request.problems?.length) lines.push(`Your last answer could not be used. Please fix: ${request.problems.join('; ')}`);
  return { system, user: lines.join('\n\n') };
}

export function createOpenAiQuizModel(options: { baseURL?: string | undefined; apiKey: string; model: string; timeoutMs?: number }): QuizModel {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0, timeout: options.timeoutMs ?? 60_000 });
  return {
    async write(request, signal) {
      const { system, user } = quizPrompt(request);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: 'morah_quiz', strict: true, schema: QUIZ_SCHEMA as unknown as Record<string, unknown> } },
          },
          { signal },
        );
        content = completion.choices[0]?.message?.content;
      } catch (error) {
        throw toTutorModelError(error, 'quiz');
      }
      if (!content) throw new TutorModelError('quiz: the model answered with nothing', false);
      try {
        return JSON.parse(content) as unknown;
      } catch {
        throw new TutorModelError('quiz: the model did not answer with JSON', false);
      }
    },
  };
}
