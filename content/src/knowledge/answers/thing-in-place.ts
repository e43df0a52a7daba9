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
  return match ? { thing: match[1]!, place: match[2]! } : undefined;
}
