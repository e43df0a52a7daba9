/**
 * "Whats the aron kodesh in shul", "wats a ketuba at a wedding", "who is the chazan in shul": the question
 * asks what a thing is, and the phrase after it only says where the thing is found. Read from the
 * sentence's shape: "what/who is the (or a) THING in/at/on PLACE"; "what is read on Yom Kippur" names no
 * thing (no "the" or "a" before it) and is the question it says.
 */
import { asWritten } from './as-written';

const THING_IN_PLACE = /^(?:what|wat|who)(?:s|\s+is|\s+are|\s+was|\s+were)\s+(?:a|an|the)\s+(.+?)\s+(?:in|at|on|during|inside)\s+(?:(?:a|an|the|our|my)\s+)?(.+)$/;

export interface ThingInPlace {
  thing: string;
  place: string;
}

/** The thing asked about and the place it is asked in; undefined when the question is not of that shape. */
export function thingInPlace(question: string): ThingInPlace | undefined {
  const match = THING_IN_PLACE.exec(asWritten(question));
  // "The first parsha in sefer shemos", "the last letter in the alef bet": a thing said by its place in an
  // order is counted in what follows, which is part of the question, not only where the thing is found.
  return match && !IN_AN_ORDER.test(match[1]!) ? { thing: match[1]!, place: match[2]! } : undefined;
}

const IN_AN_ORDER = /^(?:(?:very|real|really)\s+)?(?:first|last|final|next|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\b/;
