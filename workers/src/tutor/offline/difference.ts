/**
 * "Whats the difference between a menorah and a chanukiah", "how is boker tov different from laila tov": a
 * question that compares two things asks about each of them. One entry that tells of both (Shin and Sin, bar
 * and bat mitzvah) answers it whole; otherwise each thing is asked about in turn, so the child hears both
 * sides and can see what differs.
 */
import { termsOf } from '@morah/content';

/** "difference between A and B", "diffrence of A and B", "how is A different from B". */
const DIFFERENCE_BETWEEN = /\b(?:difference|diffrence|difrence|diffrance|difrance|diference|diff)\s+(?:between|betwen|beetween|btwn|of)\s+(.+?)\s+(?:and|&|n)\s+(.+?)\W*$/i;
const DIFFERENT_FROM = /\b(?:how|what)\s+(?:is|are|s)\s+(.+?)\s+(?:different|diffrent|difrent)\s+(?:from|than|to)\s+(.+?)\W*$/i;

/** The two things a comparison names, or undefined when the question compares nothing. */
export function comparedIn(question: string): [string, string] | undefined {
  const found = DIFFERENCE_BETWEEN.exec(question) ?? DIFFERENT_FROM.exec(question);
  return found ? [found[1]!.trim(), found[2]!.trim()] : undefined;
}

/** The questions a comparison asks, one about each thing: "what is a menorah", "what is a chanukiah". */
export function eachOf(compared: readonly [string, string]): [string, string] {
  return [`what is ${compared[0]}`, `what is ${compared[1]}`];
}

/** Whether an answer tells of both things compared: it holds every word that names each of them. */
export function tellsOfBoth(answer: string, compared: readonly [string, string]): boolean {
  const told = new Set(termsOf(answer));
  const names = (thing: string) => termsOf(thing.replace(/^(?:a|an|the)\s+/i, ''));
  return compared.every((thing) => names(thing).length > 0 && names(thing).every((t) => told.has(t)));
}
