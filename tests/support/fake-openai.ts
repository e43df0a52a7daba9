/**
 * A loopback server that speaks enough of the OpenAI wire format for the real `openai` client: streamed
 * chat completions (server-sent events), moderations, and chat completions asked for a JSON verdict
 * (`response_format` with the `safety_screen` JSON schema, the model's safety screen; other JSON-schema
 * requests, such as a quiz, are scripted like any chat completion). Tests script it: what to
 * reply, in how many pieces, which failures to serve first, which texts moderation flags, and which
 * the screen's verdict flags.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface FakeRequest {
  path: string;
  // The parsed JSON body, whatever the client sent.
  body: any;
  /** performance.now() when the body had arrived. */
  receivedAt: number;
}

export interface ReplyOptions {
  /** How many chunks the text is cut into (default: one per word). */
  pieces?: number;
  /** Pause before each chunk. */
  pieceDelayMs?: number;
}

export interface FakeOpenAiScript {
  /**
   * The next chat completion answers with exactly this text. Replies queue up in order. A streamed
   * request that repeats the messages of one already answered from the script (a tutor job run
   * again, say after its lock lapsed on a busy machine) gets the same reply again, as a model would.
   */
  reply(text: string, opts?: ReplyOptions): void;
  /** The next `times` requests to `endpoint` (chat completions by default) fail with this status and an OpenAI-shaped error body. */
  fail(status: number, times?: number, endpoint?: 'chat' | 'moderation' | 'screen'): void;
  /**
   * A JSON-schema chat completion (the model's safety screen) answers `{ categories, severity }`:
   * these categories when the predicate holds for the request's last user message, none otherwise.
   */
  screenWhen(predicate: (prompt: string) => boolean, categories: string[], severity?: string | null): void;
  /** JSON-schema chat completions answer nothing until the returned function is called (or `reset`). */
  holdScreen(): () => void;
  /** Moderation flags an input when the predicate holds, with these OpenAI categories. */
  flagWhen(predicate: (text: string) => boolean, categories?: string[]): void;
  /** How every reply without options of its own streams (e.g. slowly, so a test can act mid-reply). */
  pace(opts: ReplyOptions): void;
  /** Moderation answers nothing until the returned function is called (or `reset`). */
  holdModeration(): () => void;
  /** Forget scripted replies, failures, the flag rule, the pace, recorded requests and chunk times. */
  reset(): void;
}

export interface FakeOpenAi {
  /** e.g. http://127.0.0.1:PORT/v1 */
  baseURL: string;
  requests: FakeRequest[];
  script: FakeOpenAiScript;
  /** performance.now() of each streamed response's first written chunk, for benchmarks. */
  firstChunkAt: number[];
  close(): Promise<void>;
}

const MODERATION_CATEGORIES = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/instructions',
  'self-harm/intent',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
];

const ERROR_TYPES: Record<number, { type: string; code: string | null }> = {
  400: { type: 'invalid_request_error', code: null },
  401: { type: 'invalid_request_error', code: 'invalid_api_key' },
  404: { type: 'invalid_request_error', code: 'model_not_found' },
  429: { type: 'requests', code: 'rate_limit_exceeded' },
};

/** Cuts text into `count` consecutive pieces at word boundaries where possible; joined they equal the text. */
export function cutIntoPieces(text: string, count?: number): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  if (words.length === 0) return [];
  const n = Math.max(1, Math.min(count ?? words.length, words.length));
  const pieces: string[] = [];
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * words.length) / n);
    const to = Math.floor(((i + 1) * words.length) / n);
    pieces.push(words.slice(from, to).join(''));
  }
  return pieces;
}

function lastUserText(body: any): string {
  const messages: any[] = Array.isArray(body?.messages) ? body.messages : [];
  const last = [...messages].reverse().find((m) => m?.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
}

function moderationInputs(body: any): string[] {
  const input = body?.input;
  if (typeof input === 'string') return [input];
  if (Array.isArray(input)) return input.map((i) => (typeof i === 'string' ? i : typeof i?.text === 'string' ? i.text : ''));
  return [];
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, status: number): void {
  const shape = ERROR_TYPES[status] ?? { type: status >= 500 ? 'server_error' : 'invalid_request_error', code: null };
  sendJson(res, status, { error: { message: `Scripted failure with status ${status}`, type: shape.type, param: null, code: shape.code } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Held {
  until: Promise<void>;
  release: () => void;
}

/** Holds an endpoint's answers (through `set`) until the returned function is called. */
function hold(current: () => Held | undefined, set: (held: Held | undefined) => void): () => void {
  let release = () => {};
  const held: Held = { until: new Promise<void>((resolve) => (release = resolve)), release: () => release() };
  set(held);
  return () => {
    if (current() === held) set(undefined);
    held.release();
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  const firstChunkAt: number[] = [];
  const replies: Array<{ text: string; opts: ReplyOptions | undefined }> = [];
  const answeredStreams = new Map<string, { text: string; opts: ReplyOptions | undefined }>();
  const failures: Array<{ status: number; endpoint: 'chat' | 'moderation' | 'screen' }> = [];
  let screenRule: { predicate: (prompt: string) => boolean; categories: string[]; severity: string | null } | undefined;
  let screenHeld: Held | undefined;
  let flagRule: { predicate: (text: string) => boolean; categories: string[] } | undefined;
  let pace: ReplyOptions = {};
  let sequence = 0;
  let moderationHeld: Held | undefined;

  async function streamChat(res: ServerResponse, model: string, text: string, opts: ReplyOptions): Promise<void> {
    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: object, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    let first = true;
    for (const [i, piece] of cutIntoPieces(text, opts.pieces).entries()) {
      if (opts.pieceDelayMs) await sleep(opts.pieceDelayMs);
      if (closed) return;
      res.write(chunk(i === 0 ? { role: 'assistant', content: piece } : { content: piece }, null));
      if (first) {
        firstChunkAt.push(performance.now());
        first = false;
      }
    }
    if (closed) return;
    res.write(chunk({}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    let body: any = undefined;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, body, receivedAt: performance.now() });

    const known = req.method === 'POST' && (path === '/v1/chat/completions' || path === '/v1/moderations');
    if (!known) return sendError(res, 404);
    const asksVerdict = path === '/v1/chat/completions' && body?.response_format?.json_schema?.name === 'safety_screen';
    const endpoint = path === '/v1/moderations' ? 'moderation' : asksVerdict ? 'screen' : 'chat';
    const failureAt = failures.findIndex((f) => f.endpoint === endpoint);
    if (failureAt >= 0) return sendError(res, failures.splice(failureAt, 1)[0]!.status);

    if (path === '/v1/moderations') {
      if (moderationHeld) await moderationHeld.until;
      const results = moderationInputs(body).map((text) => {
        const flagged = flagRule?.predicate(text) ?? false;
        const marked = new Set(flagged ? flagRule?.categories : []);
        const categories = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, marked.has(c)]));
        const scores = Object.fromEntries(MODERATION_CATEGORIES.map((c) => [c, marked.has(c) ? 0.9 : 0.001]));
        return { flagged, categories, category_scores: scores, category_applied_input_types: {} };
      });
      return sendJson(res, 200, { id: `modr-fake-${++sequence}`, model: body?.model ?? 'omni-moderation-latest', results });
    }

    const model = typeof body?.model === 'string' ? body.model : 'fake-model';
    if (asksVerdict) {
      if (screenHeld) await screenHeld.until;
      const prompt = lastUserText(body);
      const flagged = screenRule?.predicate(prompt) ?? false;
      const verdict = { categories: flagged ? screenRule!.categories : [], severity: flagged ? screenRule!.severity : null };
      return sendJson(res, 200, {
        id: `chatcmpl-fake-${++sequence}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(verdict), refusal: null }, finish_reason: 'stop' }],
      });
    }
    const asked = body?.stream === true ? JSON.stringify(body?.messages ?? null) : undefined;
    const scripted = (asked !== undefined ? answeredStreams.get(asked) : undefined) ?? replies.shift();
    if (asked !== undefined && scripted) answeredStreams.set(asked, scripted);
    const text = scripted?.text ?? `You asked: "${lastUserText(body).slice(0, 40)}". Let's think about it together. What do you already know?`;
    if (body?.stream === true) return streamChat(res, model, text, scripted?.opts ?? pace);
    return sendJson(res, 200, {
      id: `chatcmpl-fake-${++sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendError(res, 500);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    firstChunkAt,
    script: {
      reply(text, opts) {
        replies.push({ text, opts });
      },
      fail(status, times = 1, endpoint = 'chat') {
        for (let i = 0; i < times; i++) failures.push({ status, endpoint });
      },
      flagWhen(predicate, categories = ['self-harm', 'self-harm/intent']) {
        flagRule = { predicate, categories };
      },
      screenWhen(predicate, categories, severity = 'urgent') {
        screenRule = { predicate, categories, severity };
      },
      holdScreen() {
        return hold(() => screenHeld, (held) => (screenHeld = held));
      },
      pace(opts) {
        pace = opts;
      },
      holdModeration() {
        return hold(() => moderationHeld, (held) => (moderationHeld = held));
      },
      reset() {
        moderationHeld?.release();
        moderationHeld = undefined;
        screenHeld?.release();
        screenHeld = undefined;
        screenRule = undefined;
        replies.length = 0;
        answeredStreams.clear();
        failures.length = 0;
        flagRule = undefined;
        pace = {};
        requests.length = 0;
        firstChunkAt.length = 0;
      },
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
