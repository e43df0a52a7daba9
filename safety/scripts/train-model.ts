// Trains the safety screen's statistical second reader (src/model/) on the development set and writes
// its weights to src/model/disclosure-weights.ts, which is committed: the screen never trains at run time.
// The model is a softmax regression over hashed words, word pairs and words one apart of the normalised
// text (the message before, then the new one), with eight classes: ordinary and the seven disclosures.
// The threshold is chosen on batches the model has not seen: each batch that was written blind (the
// seventh on) is held out whole in turn, the model trained on every other batch scores it, and the
// lowest threshold whose false alarms over all of them stay at or under 0.5% is chosen (so the model adds
// about one false alarm in two hundred ordinary messages to the rules' own). A batch held out
// whole is a fairer test than items drawn from every batch, whose twins in phrasing it would have been
// trained on. Then the model is trained on every item with that threshold. Deterministic (seeded).
// Run: pnpm safety:train
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { batches, JOINED, partsOf } from '../src/dev-set/index';
import { asConversation } from '../src/dev-set/score-dev-set';
import { BUCKETS, featuresOf } from '../src/model/features';
import { MODEL_CLASSES } from '../src/model/model-classes';
import { modelTextOf } from '../src/model/disclosure-model';

const CLASSES = MODEL_CLASSES.length;
const EPOCHS = 30;
const RATE = 0.2;
const L2 = 1e-3;
const THRESHOLDS = [0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99];
const MOST_FALSE_ALARMS = 0.005;
const SCALE = 1000;
/** The batches written before the screen was changed for them, each held out whole to choose the threshold. */
const BLIND = JOINED.slice(JOINED.indexOf('seventh'));

interface Example {
  features: number[];
  label: number;
}

function examplesOf(names: readonly string[]): Example[] {
  return names.flatMap((name) => partsOf(batches[name]!)).flatMap((part) => {
    const label = (MODEL_CLASSES as readonly string[]).indexOf(part.category);
    const toExample = (item: (typeof part.disclosures)[number], y: number): Example => {
      const { earlier, latest } = asConversation(item);
      return { features: featuresOf(modelTextOf(earlier, latest)), label: y };
    };
    // The care categories (unkind words, personal details) have rules of their own: only their ordinary messages are used.
    return [...(label > 0 ? part.disclosures.map((i) => toExample(i, label)) : []), ...part.ordinary.map((i) => toExample(i, 0))];
  });
}

const examples = examplesOf(JOINED);

function train(set: readonly Example[]): { weights: Float32Array; biases: Float64Array } {
  const weights = new Float32Array(BUCKETS * CLASSES);
  const biases = new Float64Array(CLASSES);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const order = set.map((_, i) => i);
  const p = new Float64Array(CLASSES);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const n of order) {
      const { features, label } = set[n]!;
      for (let c = 0; c < CLASSES; c++) {
        let z = biases[c]!;
        for (const f of features) z += weights[f * CLASSES + c]!;
        p[c] = z;
      }
      const top = Math.max(...p);
      let sum = 0;
      for (let c = 0; c < CLASSES; c++) sum += p[c] = Math.exp(p[c]! - top);
      for (let c = 0; c < CLASSES; c++) {
        const g = p[c]! / sum - (c === label ? 1 : 0);
        biases[c]! -= RATE * g;
        for (const f of features) weights[f * CLASSES + c] = weights[f * CLASSES + c]! - RATE * (g + L2 * weights[f * CLASSES + c]!);
      }
    }
  }
  return { weights, biases };
}

/** The chance a trained model gives that an example is not ordinary. */
function notOrdinary(model: ReturnType<typeof train>, features: number[]): number {
  const z = Array.from({ length: CLASSES }, (_, c) => features.reduce((s, f) => s + model.weights[f * CLASSES + c]!, model.biases[c]!));
  const top = Math.max(...z);
  const exp = z.map((v) => Math.exp(v - top));
  return 1 - exp[0]! / exp.reduce((a, b) => a + b, 0);
}

// Each blind batch scored by a model trained on every other batch.
const scored = BLIND.flatMap((name) => {
  const trial = train(examplesOf(JOINED.filter((n) => n !== name)));
  return examplesOf([name]).map((e) => ({ disclosure: e.label > 0, chance: notOrdinary(trial, e.features) }));
});
const disclosures = scored.filter((e) => e.disclosure);
const ordinary = scored.filter((e) => !e.disclosure);
const rows = THRESHOLDS.map((threshold) => ({
  threshold,
  heard: disclosures.filter((e) => e.chance > threshold).length,
  alarms: ordinary.filter((e) => e.chance > threshold).length,
}));
const chosen = rows.find((r) => r.alarms <= MOST_FALSE_ALARMS * ordinary.length) ?? rows[rows.length - 1]!;
const report = rows.map((r) => `threshold ${r.threshold}: heard ${r.heard} of ${disclosures.length}, false alarms ${r.alarms} of ${ordinary.length}${r === chosen ? ' (chosen)' : ''}`);
const heldOutWhole = `each of the ${BLIND.length} blind batches (${BLIND[0]} to ${BLIND[BLIND.length - 1]}) held out whole`;
console.log(`The model alone, ${heldOutWhole} and scored by a model trained on the others:\n  ${report.join('\n  ')}`);

const model = train(examples);
// The batches measured blind and not yet joined to the development set: the final model never saw them.
const unseen = Object.keys(batches).filter((name) => !JOINED.includes(name));
const unseenScored = examplesOf(unseen).map((e) => ({ disclosure: e.label > 0, chance: notOrdinary(model, e.features) }));
const unseenDisclosures = unseenScored.filter((e) => e.disclosure);
const unseenOrdinary = unseenScored.filter((e) => !e.disclosure);
const unseenReport = unseen.length
  ? `The final model alone on the ${unseen.length} batches it was not trained on (${unseen.join(', ')}), at threshold ${chosen.threshold}: heard ${unseenDisclosures.filter((e) => e.chance > chosen.threshold).length} of ${unseenDisclosures.length}, false alarms ${unseenOrdinary.filter((e) => e.chance > chosen.threshold).length} of ${unseenOrdinary.length}`
  : '';
if (unseenReport) {
  console.log(unseenReport);
  for (const t of THRESHOLDS) console.log(`  at threshold ${t}: heard ${unseenDisclosures.filter((e) => e.chance > t).length}, false alarms ${unseenOrdinary.filter((e) => e.chance > t).length}`);
}
// Only buckets with a weight of at least a hundredth for some class are kept (the rest change no verdict).
const entries: Array<[number, number[]]> = [];
for (let f = 0; f < BUCKETS; f++) {
  const row = Array.from({ length: CLASSES }, (_, c) => Math.max(-32768, Math.min(32767, Math.round(model.weights[f * CLASSES + c]! * SCALE))));
  if (row.some((w) => Math.abs(w) >= 10)) entries.push([f, row]);
}
const bytes = Buffer.alloc(entries.length * (4 + 2 * CLASSES));
entries.forEach(([f, row], n) => {
  const at = n * (4 + 2 * CLASSES);
  bytes.writeUInt32LE(f, at);
  row.forEach((w, c) => bytes.writeInt16LE(w, at + 4 + 2 * c));
});
const out = fileURLToPath(new URL('../src/model/disclosure-weights.ts', import.meta.url));
writeFileSync(
  out,
  `// Generated by safety/scripts/train-model.ts from the development set (${examples.length} items). Do not edit by hand:\n` +
    `// run pnpm safety:train. The model alone, ${heldOutWhole} and scored by a model trained on the others:\n` +
    report.map((r) => `//   ${r}\n`).join('') +
    `\n/** Each class's bias, in the order of MODEL_CLASSES. */\nexport const BIASES: readonly number[] = ${JSON.stringify([...model.biases].map((b) => Math.round(b * SCALE) / SCALE))};\n` +
    `\n/** The model speaks when it gives more than this chance that a message is not ordinary. */\nexport const THRESHOLD = ${chosen.threshold};\n` +
    `\n/** ${entries.length} buckets, each a little-endian uint32 bucket and ${CLASSES} int16 weights in thousandths, base64. */\nexport const WEIGHTS =\n  '${bytes.toString('base64')}';\n`,
);
console.log(`Wrote ${entries.length} buckets (${bytes.length} bytes) to src/model/disclosure-weights.ts with threshold ${chosen.threshold}`);
