import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai';
import { TutorModelError } from '../tutor-model';
import { createModelScreen, SCREEN_VERDICT_SCHEMA } from './model-screen';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.script.reset());

const screen = () => createModelScreen({ baseURL: fake.baseURL, apiKey: 'test-key', model: 'gpt-4o-mini' });

describe('createModelScreen against a loopback OpenAI, with the real client', () => {
  it('given the model hears a disclosure, then the message is flagged with its categories', async () => {
    fake.script.screenWhen((prompt) => prompt.includes('he said it is our game'), ['unsafe-touch'], 'urgent');
    expect(await screen().check('he said it is our game', ['my uncle comes to my room'])).toEqual({ flagged: true, categories: ['unsafe-touch'] });
  });

  it('asks for a strict JSON verdict over the contracts’ categories, with the earlier messages as context', async () => {
    await screen().check('what is a dreidel', ['i played roblox today']);
    const body = fake.requests[0]?.body;
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(body.response_format).toEqual({ type: 'json_schema', json_schema: { name: 'safety_screen', strict: true, schema: SCREEN_VERDICT_SCHEMA } });
    expect(body.response_format.json_schema.schema.properties.categories.items.enum).toContain('self-harm');
    expect(body.stream).toBeUndefined();
    const prompt = body.messages.at(-1).content as string;
    expect(prompt).toContain('i played roblox today');
    expect(prompt.indexOf('roblox')).toBeLessThan(prompt.indexOf('dreidel'));
  });

  it('given an ordinary message, then nothing is flagged', async () => {
    fake.script.screenWhen((prompt) => prompt.includes('die'), ['self-harm']);
    expect(await screen().check('What sound does bet make?', [])).toEqual({ flagged: false, categories: [] });
  });

  it('given the model fails once, then it is asked again and its verdict counts', async () => {
    fake.script.fail(503, 1, 'screen');
    fake.script.screenWhen((prompt) => prompt.includes('the special game'), ['unsafe-touch']);
    expect(await screen().check('we play the special game', [])).toEqual({ flagged: true, categories: ['unsafe-touch'] });
    expect(fake.requests.filter((r) => r.body?.response_format?.json_schema?.name === 'safety_screen')).toHaveLength(2);
  });

  it('given the model fails twice, then it throws a TutorModelError (the local screen still decides)', async () => {
    fake.script.fail(503, 2, 'screen');
    await expect(screen().check('hello', [])).rejects.toBeInstanceOf(TutorModelError);
  });

  it('given the model is too slow, then it gives up instead of holding the reply', async () => {
    const release = fake.script.holdScreen();
    const slow = createModelScreen({ baseURL: fake.baseURL, apiKey: 'test-key', model: 'm', timeoutMs: 50 });
    await expect(slow.check('hello', [])).rejects.toBeInstanceOf(TutorModelError);
    release();
  });
});
