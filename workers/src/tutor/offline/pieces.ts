/**
 * Streams a finished answer a few words at a time, so the offline tutor reads like typing and exercises
 * the same delta path in the UI as a real model.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Pieces of `wordsPerPiece` words, each keeping its trailing whitespace, so joined they equal the text. */
export function splitIntoPieces(text: string, wordsPerPiece = 3): string[] {
  const leading = /^\s*/.exec(text)?.[0] ?? '';
  const words = text.slice(leading.length).match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  if (leading && pieces.length > 0) pieces[0] = leading + pieces[0];
  return pieces;
}

export async function* streamPieces(text: string, delayMs: number, signal?: AbortSignal): AsyncGenerator<string> {
  for (const piece of splitIntoPieces(text)) {
    signal?.throwIfAborted();
    if (delayMs > 0) await sleep(delayMs, undefined, signal ? { signal } : undefined);
    yield piece;
  }
}
