/**
 * The tutor's seams. `tutor.reply` asks a TutorModel for a streamed answer and a Moderator whether a
 * student's message needs a grown-up. Two models exist: the OpenAI-compatible one (any base URL) and
 * the offline tutor, which answers from built-in knowledge.
 */

import type { FoundVerse, KnowledgeNote } from '@morah/content';
import type { ChatSource, SafetyCategory } from '@morah/contracts';

/** One turn of the conversation as the tutor sees it, oldest first. */
export interface TutorTurn {
  role: 'student' | 'tutor' | 'teacher';
  content: string;
}

/** A verse the child asked about in the parsha reader: what the answer is grounded in. */
export interface VerseFocus {
  /** e.g. `Genesis 1:1`. */
  ref: string;
  parsha: string;
  /** The one or two parshiyot of the reading, as hebcal names them (for the knowledge base). */
  parts: string[];
  parshaHebrew: string;
  /** The verse's words; null when the text store does not hold it. */
  hebrew: string | null;
  english: string | null;
  aliyah: { n: number; range: string } | null;
  /** What happens in the parsha, in a child's words; null when unknown. */
  summary: string | null;
}

/** A verse of the text store that the child's message names or quotes. */
export interface TutorVerse extends FoundVerse {
  /** The message named this verse ("Genesis 22:2"); otherwise it was found by the words it quotes. */
  named: boolean;
}

export interface TutorRequest {
  turns: TutorTurn[];
  /** For a warm greeting only; the tutor never asks for more. */
  studentFirstName: string;
  /** "Today" for the calendar: this week's parsha, the next holidays. */
  now: Date;
  /** The student's message was flagged by the safety screen: answer with care, bring in a grown-up. */
  flagged: boolean;
  /** The id of the message being answered: a caring reply's wording is chosen by it. */
  messageId?: string;
  /** Set when the child pressed 'Ask Morah AI about this verse'. */
  verse?: VerseFocus;
  /** Verses of the text store the child's last message names or quotes, best first. */
  verses?: TutorVerse[];
  /** The knowledge base's notes on the child's last message, when the caller found them already (`notesFor`). */
  notes?: KnowledgeNote[];
  /**
   * Told, before the reply's pieces, where the reply's answer comes from: the documents and verses it
   * was built from (offline) or that the model was given as notes. Not called for a reply that cites nothing.
   */
  onSources?: (sources: ChatSource[]) => void;
  signal?: AbortSignal;
}

export interface TutorModel {
  /** For logs: `offline` or the model's name. */
  readonly name: string;
  /** The reply, piece by piece. Throws TutorModelError when the model cannot answer. */
  stream(request: TutorRequest): AsyncIterable<string>;
  /**
   * The knowledge base's notes on a question, for `TutorRequest.notes`: a model that grounds its
   * prompt in them offers this, so a caller can look them up while its reads are on their way.
   */
  notesFor?(question: string, now: Date): Promise<KnowledgeNote[] | undefined>;
}

export interface ModerationResult {
  flagged: boolean;
  /** What was heard, in the contracts' categories (`self-harm`, `hurt`, `personal-details`...). */
  categories: SafetyCategory[];
}

export interface ModerationOptions {
  signal?: AbortSignal | undefined;
  /**
   * What Morah's own screen heard in the new message read on its own, when that is known already:
   * the gateway screens every student message as it is sent, and the job answers an unflagged one
   * (nothing heard). The local screen then reads it only with the earlier messages.
   */
  heardAlone?: readonly SafetyCategory[] | undefined;
}

export interface Moderator {
  /**
   * Screens the child's new message, read with their earlier messages in the thread (oldest first,
   * the last few): a disclosure told across two messages is heard, and only what the new message
   * adds raises a flag.
   */
  check(latest: string, earlier: readonly string[], options?: ModerationOptions): Promise<ModerationResult>;
}

/** A model call that failed. `retryable` for network errors, 429 and 5xx; not for a 4xx that will not change. */
export class TutorModelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TutorModelError';
  }
}
