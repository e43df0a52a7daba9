import type { SafetyCategory } from '@morah/contracts';
import { type Reading, readMessageOnce } from '../read/read-message';
import { featuresOf } from './features';
import { MODEL_CLASSES } from './model-classes';
import { BIASES, THRESHOLD, WEIGHTS } from './disclosure-weights';

const CLASSES = MODEL_CLASSES.length;
/** Weights are stored as whole thousandths. */
const SCALE = 1000;

let table: Map<number, Int16Array> | undefined;

/** The stored weights, decoded once: each bucket's weight for every class. */
function weights(): Map<number, Int16Array> {
  if (table) return table;
  const bytes = Buffer.from(WEIGHTS, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entry = 4 + 2 * CLASSES;
  table = new Map();
  for (let at = 0; at + entry <= bytes.byteLength; at += entry) {
    const row = new Int16Array(CLASSES);
    for (let c = 0; c < CLASSES; c++) row[c] = view.getInt16(at + 4 + 2 * c, true);
    table.set(view.getUint32(at, true), row);
  }
  return table;
}

/** Each class's probability for a normalised text (softmax over the classes). */
export function classProbabilities(normalised: string): number[] {
  const scores = [...BIASES];
  const table = weights();
  for (const f of featuresOf(normalised)) {
    const row = table.get(f);
    if (row) for (let c = 0; c < CLASSES; c++) scores[c]! += row[c]! / SCALE;
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/**
 * The statistical second reader: the disclosure the model hears in a normalised text, or null. It
 * speaks only when it is surer than the threshold the training chose on its held-back split, so that
 * it adds few false alarms to the rules it backs up.
 */
export function modelHears(normalised: string): SafetyCategory | null {
  const p = classProbabilities(normalised);
  if (1 - p[0]! <= THRESHOLD) return null;
  let best = 1;
  for (let c = 2; c < CLASSES; c++) if (p[c]! > p[best]!) best = c;
  return MODEL_CLASSES[best] as SafetyCategory;
}

/** What the model reads of a conversation: the child's message before, if any, then the new one, normalised. */
export function modelTextOf(earlier: readonly string[], latest: string): string {
  return modelReadingOf(earlier, latest).text;
}

/** The reading whose text the model reads (see `modelTextOf`): the screen reads the same two messages together when the model hears something. */
export function modelReadingOf(earlier: readonly string[], latest: string): Reading {
  const before = earlier.filter((m) => m.trim() !== '').slice(-1);
  // Read for this screen only: the child's two messages together are not met again.
  return readMessageOnce([...before, latest].map((m) => m.trim().replace(/[.!?]*$/, '.')).join(' '));
}
