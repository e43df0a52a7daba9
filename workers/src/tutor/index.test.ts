import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/support/fake-openai';
import { createTutor, type TutorRequest } from './index';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.script.reset());

const request: TutorRequest = {
  turns: [{ role: 'student', content: 'What sound does bet make?' }],
  studentFirstName: 'Dina',
  now: new Date(2026, 10, 22, 12),
  flagged: false,
};

async function text(stream: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const piece of stream) out += piece;
  return out;
}

describe('createTutor', () => {
  it('is offline with the local screen when nothing is configured', async () => {
    const tutor = createTutor({ TUTOR_PIECE_DELAY_MS: '0' });
    expect(tutor.mode).toBe('offline');
    expect(tutor.model.name).toBe('offline');
    expect(await text(tutor.model.stream(request))).toContain('Bet');
    expect(await tutor.moderator.check('I want to die', [])).toEqual({ flagged: true, categories: ['self-harm'] });
  });

  it('treats blank settings as not set', () => {
    expect(createTutor({ OPENAI_API_KEY: ' ', OPENAI_BASE_URL: '' }).mode).toBe('offline');
  });

  it('talks to a base URL without a key (Ollama, vLLM), screening locally and with the model, without a moderation endpoint', async () => {
    const tutor = createTutor({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'llama3.2' });
    expect(tutor.mode).toBe('openai');
    expect(tutor.model.name).toBe('llama3.2');
    fake.script.reply('Bet says b. Can you say it?');
    expect(await text(tutor.model.stream(request))).toBe('Bet says b. Can you say it?');
    expect(await tutor.moderator.check('kill myself', [])).toEqual({ flagged: true, categories: ['self-harm'] });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(fake.requests[1]?.body.response_format.type).toBe('json_schema');
  });

  it('flags what only the model’s screen hears, and adds its categories to the local screen’s', async () => {
    const tutor = createTutor({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'llama3.2' });
    fake.script.screenWhen((prompt) => prompt.includes('the thing with the matches'), ['harm-others'], 'high');
    expect(await tutor.moderator.check('i am going to do the thing with the matches tonight', [])).toEqual({ flagged: true, categories: ['harm-others'] });
    expect(await tutor.moderator.check('What sound does bet make?', [])).toEqual({ flagged: false, categories: [] });
  });

  it('still screens locally when the model’s screen fails', async () => {
    const tutor = createTutor({ OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'llama3.2' });
    fake.script.fail(500, 2, 'screen');
    expect(await tutor.moderator.check('he hits me', [])).toEqual({ flagged: true, categories: ['hurt'] });
  });

  it('with an API key, adds OpenAI moderation to the local screen and defaults the model', async () => {
    const tutor = createTutor({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-test' });
    expect(tutor.model.name).toBe('gpt-4o-mini');
    fake.script.flagWhen((t) => t.includes('secret plan'), ['violence']);
    expect(await tutor.moderator.check('my secret plan', [])).toEqual({ flagged: true, categories: ['harm-others'] });
    expect(await tutor.moderator.check('I want to die', [])).toEqual({ flagged: true, categories: ['self-harm'] });
    expect(fake.requests.filter((r) => r.path === '/v1/moderations')).toHaveLength(2);
  });

  it('still screens locally when OpenAI moderation fails', async () => {
    const tutor = createTutor({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-test' });
    fake.script.fail(500, 1, 'moderation');
    expect(await tutor.moderator.check('he hits me', [])).toEqual({ flagged: true, categories: ['hurt'] });
  });
});
