import { EventEmitter } from 'node:events';
import type { ChatMessage, ClientToServerEvents, MessagesResponse, ServerToClientEvents, TutorDelta, TutorFailure } from '@morah/contracts';
import { io, type Socket } from 'socket.io-client';
import { TestClient } from './http-client';

/**
 * A student's chat as the web app keeps it, against one or more gateways behind a load balancer:
 * sends over the open socket (over REST while it is down), merges live events and catch-up reads by
 * message id, and when its gateway goes away reconnects to the next one that answers, watches the
 * thread again and reads `?after=` the version it holds. It remembers what it was told, so a test
 * can compare what the child saw with what was stored.
 */

export type SendOutcome =
  | { kind: 'acknowledged'; via: 'socket' | 'rest'; message: ChatMessage }
  /** The server answered no (503 while the database is down, 429...): nothing was promised. */
  | { kind: 'refused'; via: 'socket' | 'rest'; code: string; status?: number; retryAfter?: string | null }
  /** No answer at all (the gateway died mid-send): the message may or may not be stored. */
  | { kind: 'unanswered'; via: 'socket' | 'rest'; error: string };

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_TIMEOUT_MS = 5000;
const SEND_TIMEOUT_MS = 15_000;
/** A browser's pause between reconnection rounds (socket.io-client's own starts at 1 s). */
const RECONNECT_PAUSE_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface LiveStudentOptions {
  cookie: string;
  threadId: number;
  /** Every gateway's URL, as the load balancer knows them now. */
  gateways: () => readonly string[];
  /** Which of them this client reaches first. */
  home?: number;
}

export class LiveStudent {
  /** What the child sees: every message once, by id, in stream order. */
  readonly view = new Map<string, ChatMessage>();
  /** Replies that failed, by the message they answer (the latest failure of each). */
  readonly failures = new Map<string, TutorFailure>();
  /** Failures already answered with Try again (message id -> failure version). */
  readonly retried = new Map<string, number>();
  /** How often each message arrived live (`chat:message`). */
  readonly heard = new Map<string, number>();
  /** Messages whose send was acknowledged. */
  readonly acknowledged: ChatMessage[] = [];
  /** Sends that got no answer (what they said). */
  readonly unanswered: string[] = [];
  /** How long each lost connection took to be back and caught up, in ms. */
  readonly reconnections: number[] = [];
  /** How often the server asked this client to catch up (`sync:catch-up`). */
  catchUpsAsked = 0;
  /** The version every event up to which is held (moved only by catch-up reads). */
  cursor = 0;
  /** The gateway the socket is on (or REST goes to while it is down). */
  url: string;

  private socket: ClientSocket | undefined;
  private closed = false;
  private reconnecting: Promise<void> | undefined;
  private readonly events = new EventEmitter();

  constructor(private readonly options: LiveStudentOptions) {
    this.events.setMaxListeners(0);
    const gateways = options.gateways();
    this.url = gateways[(options.home ?? 0) % gateways.length]!;
  }

  get threadId(): number {
    return this.options.threadId;
  }

  get connected(): boolean {
    return this.socket?.connected ?? false;
  }

  /** Connect (to the home gateway first), watch the thread and catch up. */
  async start(): Promise<void> {
    const gateways = this.options.gateways();
    const home = gateways.indexOf(this.url);
    if (!(await this.connectToOneOf([...gateways.slice(home), ...gateways.slice(0, home)]))) throw new Error('no gateway answered');
  }

  /** Messages in the order the child sees them. */
  messages(): ChatMessage[] {
    return [...this.view.values()].sort((a, b) => a.version - b.version);
  }

  replyTo(messageId: string): ChatMessage | undefined {
    return [...this.view.values()].find((m) => m.senderType === 'ai' && m.replyTo === messageId);
  }

  /** A failure the child sees now, with Try again: not answered since and not asked again. */
  openFailure(messageId: string): TutorFailure | undefined {
    const failure = this.failures.get(messageId);
    if (!failure || this.replyTo(messageId) || (this.retried.get(messageId) ?? -1) >= failure.version) return undefined;
    return failure;
  }

  /** Resolve with the first streamed piece of the reply to `messageId` (one already heard counts). */
  firstDelta(messageId: string, timeoutMs = 180_000): Promise<TutorDelta> {
    const heard = this.deltas.get(messageId);
    if (heard) return Promise.resolve(heard);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no streamed reply to ${messageId} within ${timeoutMs} ms`)), timeoutMs);
      this.events.once(`delta:${messageId}`, (delta: TutorDelta) => {
        clearTimeout(timer);
        resolve(delta);
      });
    });
  }

  /** Resolve with the reply to `messageId` once the child sees it. */
  reply(messageId: string, timeoutMs = 180_000): Promise<ChatMessage> {
    const held = this.replyTo(messageId);
    if (held) return Promise.resolve(held);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${messageId} within ${timeoutMs} ms`)), timeoutMs);
      this.events.once(`reply:${messageId}`, (message: ChatMessage) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  }

  private readonly deltas = new Map<string, TutorDelta>();

  /** Send a message as the web app does: over the socket when it is up, otherwise over REST. */
  async send(content: string): Promise<SendOutcome> {
    const outcome = this.socket?.connected ? await this.sendOverSocket(content) : await this.sendOverRest(content);
    if (outcome.kind === 'acknowledged') {
      this.acknowledged.push(outcome.message);
      this.merge([outcome.message]);
    } else if (outcome.kind === 'unanswered') {
      this.unanswered.push(content);
    }
    return outcome;
  }

  /** Press Try again on a failed reply; resolves with the HTTP status. */
  async tryAgain(messageId: string): Promise<number> {
    const failure = this.failures.get(messageId);
    const res = await this.http().post(`/api/chat/threads/${this.threadId}/messages/${messageId}/retry`).catch(() => ({ status: 0 }));
    if (res.status === 202 && failure) this.retried.set(messageId, failure.version);
    return res.status;
  }

  /**
   * Read what came after the version held, as on every (re)connect, asking again while the server
   * says it is away (503) or cannot be reached. Resolves false if it never answered.
   */
  async catchUp(giveUpAfterMs = 30_000): Promise<boolean> {
    const started = Date.now();
    while (!this.closed && Date.now() - started < giveUpAfterMs) {
      const res = await this.http()
        .get(`/api/chat/threads/${this.threadId}/messages?after=${this.cursor}`)
        .catch(() => undefined);
      if (res?.status === 200) {
        const body = res.body as MessagesResponse;
        this.merge(body.messages);
        for (const failure of body.failures) this.fail(failure);
        this.cursor = Math.max(this.cursor, body.version);
        return true;
      }
      await pause(250);
    }
    return false;
  }

  close(): void {
    this.closed = true;
    this.socket?.disconnect();
  }

  /** A REST client on the gateway this child reaches now, signed in as the child. */
  http(): TestClient {
    const client = new TestClient(this.url);
    client.cookie = this.options.cookie;
    return client;
  }

  private merge(messages: readonly ChatMessage[]): void {
    for (const message of messages) {
      this.view.set(message.id, message);
      if (message.senderType === 'ai' && message.replyTo) this.events.emit(`reply:${message.replyTo}`, message);
    }
  }

  private fail(failure: TutorFailure): void {
    const known = this.failures.get(failure.replyTo);
    if (!known || failure.version >= known.version) this.failures.set(failure.replyTo, failure);
  }

  private async sendOverSocket(content: string): Promise<SendOutcome> {
    const socket = this.socket!;
    try {
      const ack = await socket.timeout(SEND_TIMEOUT_MS).emitWithAck('chat:send', { threadId: this.threadId, content });
      if (ack.ok) return { kind: 'acknowledged', via: 'socket', message: ack.data.message };
      return { kind: 'refused', via: 'socket', code: ack.error.code };
    } catch (error) {
      return { kind: 'unanswered', via: 'socket', error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async sendOverRest(content: string): Promise<SendOutcome> {
    try {
      const res = await this.http().post(`/api/chat/threads/${this.threadId}/messages`, { content });
      if (res.status === 201) return { kind: 'acknowledged', via: 'rest', message: res.body.message };
      return { kind: 'refused', via: 'rest', code: res.body?.error?.code ?? 'unknown', status: res.status, retryAfter: res.headers.get('retry-after') };
    } catch (error) {
      // The gateway is gone: the load balancer sends the next request elsewhere.
      this.moveOn();
      return { kind: 'unanswered', via: 'rest', error: error instanceof Error ? error.message : String(error) };
    }
  }

  private moveOn(): void {
    const gateways = this.options.gateways();
    this.url = gateways[(gateways.indexOf(this.url) + 1) % gateways.length]!;
  }

  /** Try each gateway once, in order; on the first that accepts, watch and catch up. */
  private async connectToOneOf(urls: readonly string[]): Promise<boolean> {
    for (const url of urls) {
      if (this.closed) return false;
      const socket = await this.open(url);
      if (!socket) continue;
      this.url = url;
      this.socket = socket;
      const watched = await socket
        .timeout(CONNECT_TIMEOUT_MS)
        .emitWithAck('chat:watch', { threadId: this.threadId })
        .catch(() => undefined);
      if (!watched?.ok || !(await this.catchUp())) {
        socket.disconnect();
        continue;
      }
      // Listening for drops only now: a socket lost while joining was handled above.
      socket.on('disconnect', (reason) => {
        if (reason !== 'io client disconnect') void this.reconnect();
      });
      if (!socket.connected) void this.reconnect();
      return true;
    }
    return false;
  }

  private open(url: string): Promise<ClientSocket | undefined> {
    const socket: ClientSocket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: CONNECT_TIMEOUT_MS,
      extraHeaders: { cookie: this.options.cookie, origin: url },
    });
    socket.on('chat:message', (message) => {
      if (message.threadId !== this.threadId) return;
      this.heard.set(message.id, (this.heard.get(message.id) ?? 0) + 1);
      this.merge([message]);
    });
    socket.on('chat:tutor-failed', (failure) => {
      if (failure.threadId === this.threadId) this.fail(failure);
    });
    // The gateway's Redis subscriber was away: what was published meanwhile is read instead.
    socket.on('sync:catch-up', () => {
      this.catchUpsAsked++;
      void this.catchUp();
    });
    socket.on('chat:tutor-delta', (delta) => {
      if (delta.threadId !== this.threadId || this.deltas.has(delta.replyTo)) return;
      this.deltas.set(delta.replyTo, delta);
      this.events.emit(`delta:${delta.replyTo}`, delta);
    });
    return new Promise((resolve) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', () => {
        socket.disconnect();
        resolve(undefined);
      });
    });
  }

  /** The connection dropped: the other gateways first, then the lost one (it may have restarted). */
  private reconnect(): Promise<void> {
    this.reconnecting ??= (async () => {
      const lostAt = Date.now();
      const lost = this.url;
      const gateways = this.options.gateways();
      const at = Math.max(0, gateways.indexOf(lost));
      const order = [...gateways.slice(at + 1), ...gateways.slice(0, at + 1)];
      while (!this.closed && !(await this.connectToOneOf(order))) await pause(RECONNECT_PAUSE_MS);
      if (!this.closed) this.reconnections.push(Date.now() - lostAt);
    })().finally(() => {
      this.reconnecting = undefined;
      // Lost again while this round was finishing: start another.
      if (!this.closed && !this.connected) void this.reconnect();
    });
    return this.reconnecting;
  }
}
