import { STARTER_PROMPTS, type ChatMessage } from '@morah/contracts';
import type { RunningGateway } from '@morah/gateway';
import { importTorahFolder } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, connectSocket, waitForConnect, watchThread } from './support/socket-client';
import { until } from './support/until';
import { startFakeOpenAi, type FakeOpenAi } from './support/fake-openai';
import { registerStudent, registerTeacherWithClass, type TestClient } from './support/http-client';
import { newRedisPrefix, startGateway, startWorkers } from './support/morah-under-test';
import { TORAH_DIR } from './support/torah-data';

// The tutor answering from the knowledge base through the real job, in full-stack mode (Postgres,
// BullMQ workers in the worker code `pnpm worker` runs): first the offline tutor, then an
// OpenAI-compatible model on loopback, whose request must carry the knowledge base's notes. The text
// store holds the Torah (imported from the shared folder), so verses are found and named too.
let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
  await importTorahFolder(testDb.db, TORAH_DIR);
}, 120_000);
afterAll(async () => {
  await testDb?.drop();
});

async function stack(env: Record<string, string>) {
  const prefix = newRedisPrefix();
  const workers = await startWorkers(testDb.url, prefix, env);
  const gateway = await startGateway({ databaseUrl: testDb.url, redisPrefix: prefix, env: { CHAT_MESSAGES_PER_MINUTE: '60' } });
  const { classInfo } = await registerTeacherWithClass(gateway.url);
  const { student } = await registerStudent(gateway.url, classInfo.joinCode, 'Noa');
  return { gateway, workers, student };
}

/** Ask in a new conversation, then read the conversation until the tutor's reply is there. */
async function askFor(student: TestClient, question: string, watch?: (threadId: number) => Promise<void>): Promise<ChatMessage> {
  const thread = await student.post('/api/chat/threads', {});
  expect(thread.status).toBe(201);
  const threadId = thread.body.thread.id as number;
  await watch?.(threadId);
  const posted = await student.post(`/api/chat/threads/${threadId}/messages`, { content: question });
  expect(posted.status).toBe(201);
  return until(async () => {
    const messages = (await student.get(`/api/chat/threads/${threadId}/messages`)).body.messages as ChatMessage[];
    return messages.find((m) => m.senderType === 'ai' && m.replyTo === posted.body.message.id);
  });
}

const ask = async (student: TestClient, question: string): Promise<string> => (await askFor(student, question)).content;

describe('the offline tutor', () => {
  let s: Awaited<ReturnType<typeof stack>>;
  beforeAll(async () => {
    s = await stack({});
  }, 60_000);
  afterAll(async () => {
    await s?.gateway.close();
    await s?.workers.close();
  });

  it.each([
    ['Tell me about Shabbat', /seventh day of the week, a holy day of rest/],
    ['Who was Miriam?', /Moshe and Aharon's older sister/],
    ['What does bracha mean?', /Bracha \(בְּרָכָה\) means a blessing/],
    ['What is a kamatz?', /Kamatz \(קָמַץ\) is a vowel: a small "T" under the letter/],
    ['who was mirium', /older sister/],
    ['what is tzedaka', /justice/],
  ])('answers %j rightly, shortly and kindly, with one question back', async (question, fact) => {
    const reply = await ask(s.student, question);
    expect(reply).toMatch(fact);
    expect(reply).not.toMatch(/not sure/);
    expect(reply.length).toBeLessThan(700);
    expect(reply.trim().endsWith('?')).toBe(true);
    expect(reply.split('?').length - 1).toBe(1);
  });

  it.each(STARTER_PROMPTS.map((p) => [p]))('gives the starter prompt %j a real answer', async (prompt) => {
    const reply = await ask(s.student, prompt);
    expect(reply).not.toMatch(/not sure/);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('quotes and names a verse the child names, with its parsha', async () => {
    const reply = await ask(s.student, 'What does Genesis 22:2 say?');
    expect(reply).toContain('That is Genesis 22:2, in parashat Vayera.');
    expect(reply).toContain('even Isaac');
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('finds the verse a child describes in its own words', async () => {
    const reply = await ask(s.student, 'Which verse says to love your neighbor as yourself?');
    expect(reply).toContain('Leviticus 19:18, in parashat Kedoshim');
    expect(reply).toContain('thou shalt love thy neighbour as thyself');
  });

  it('says honestly when it does not know', async () => {
    expect(await ask(s.student, 'What is the capital of France?')).toMatch(/not sure about that one, Noa/);
  });

  it('says where an answer comes from, in the chat API and in the chat:message event: the verse first, then the knowledge entry', async () => {
    const socket = connectSocket(s.gateway.url, s.student.cookie);
    const heard = collect(socket, 'chat:message').items;
    await waitForConnect(socket);
    try {
      const reply = await askFor(s.student, 'why do we eat matzah', async (threadId) => {
        expect((await watchThread(socket, threadId)).ok).toBe(true);
      });
      expect(reply.content).toMatch(/hurry|rise/i);
      expect(reply.sources?.[0]).toEqual({ kind: 'verse', ref: expect.stringMatching(/^Exodus \d+:\d+/), label: expect.any(String) });
      expect(reply.sources).toContainEqual({ kind: 'knowledge', ref: 'holiday:pesach', label: expect.any(String) });
      const pushed = await until(() => heard.find((m) => m.id === reply.id));
      expect(pushed.sources).toEqual(reply.sources);
    } finally {
      socket.disconnect();
    }
  });

  it('cites nothing when it answered from nothing', async () => {
    expect((await askFor(s.student, 'What is the capital of France?')).sources).toEqual([]);
  });
});

/** The tutor's own request: the model's safety screen asks first, with its JSON schema. */
function tutorRequest(openai: FakeOpenAi) {
  return openai.requests.find((r) => r.path === '/v1/chat/completions' && r.body.response_format === undefined);
}

describe('a model grounded in the same retrieval', () => {
  let s: Awaited<ReturnType<typeof stack>>;
  let openai: FakeOpenAi;
  beforeAll(async () => {
    openai = await startFakeOpenAi();
    s = await stack({ OPENAI_BASE_URL: openai.baseURL, OPENAI_MODEL: 'llama3.2' });
  }, 60_000);
  afterAll(async () => {
    await s?.gateway.close();
    await s?.workers.close();
    await openai?.close();
  });

  it("sends the model the knowledge base's notes on the question, and stores the model's answer", async () => {
    openai.script.reply('Miriam was the big sister of Moshe. What do you think she sang?');
    const reply = await ask(s.student, 'Who was Miriam?');
    expect(reply).toBe('Miriam was the big sister of Moshe. What do you think she sang?');
    const sent = tutorRequest(openai);
    const system = sent?.body.messages[0] as { role: string; content: string };
    expect(system.role).toBe('system');
    expect(system.content).toContain("Notes from Morah's knowledge base");
    expect(system.content).toContain("- Miriam (Exodus 15:20-21): Miriam (מִרְיָם): Miriam was Moshe and Aharon's older sister and a prophetess.");
    expect(sent?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Who was Miriam?' });
  });

  it('cites exactly the passages the model was given', async () => {
    openai.script.reset();
    openai.script.reply('Miriam was the big sister of Moshe and Aharon. What song did she sing?');
    const reply = await askFor(s.student, 'Who was Miriam?');
    const system = tutorRequest(openai)?.body.messages[0].content as string;
    const noteLines = system.split('\n').filter((line) => line.startsWith('- '));
    expect(reply.sources?.length).toBeGreaterThan(0);
    expect(reply.sources).toContainEqual({ kind: 'knowledge', ref: 'person:miriam', label: 'Miriam' });
    // Every source is a note the model read: a knowledge entry by its title, a verse by its reference.
    for (const source of reply.sources ?? []) {
      const given = noteLines.some((line) => (source.kind === 'verse' ? line.includes(source.ref) : line.startsWith(`- ${source.label}`)));
      expect(given, JSON.stringify(source)).toBe(true);
    }
    // And every note the model read is cited.
    for (const line of noteLines) expect(reply.sources?.some((x) => line.startsWith(`- ${x.label}`)), line).toBe(true);
  });

  it('gives the model the verse a question quotes, named with its parsha', async () => {
    openai.script.reset();
    await ask(s.student, 'Where does the Torah say to love your neighbor as yourself?');
    const system = tutorRequest(openai)?.body.messages[0].content as string;
    expect(system).toContain('- Leviticus 19:18, in parashat Kedoshim (the Torah, JPS 1917 translation): "');
  });

  it('grounds a date in hebcal and a parsha in its verses', async () => {
    openai.script.reset();
    await ask(s.student, 'Which parsha has the burning bush?');
    const system = tutorRequest(openai)?.body.messages[0].content as string;
    expect(system).toContain('- Parashat Shemot (Exodus 1:1-6:1):');
  });
});
