// `pnpm safety:verdicts`: the safety screen's verdict on every item of its development set (every
// batch, joined or not, and the conversations), checked against the verdicts recorded in
// safety/src/dev-set/verdicts.json. Each item is screened three ways: screenMessage on the latest
// message, screenConversation with the rules alone, and screenConversation with the second reader;
// each verdict is its categories and severity. A change meant only to make the screen faster must
// leave every verdict as it was: this exits non-zero and lists the items whose verdict changed.
// `pnpm safety:verdicts --write` records the verdicts again, after a change meant to change what is heard.
// Items not yet recorded (a new batch) are counted, not failed.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type SafetyScreen, screenConversation, screenMessage } from '@morah/safety';
import { batches, conversations, type DevItem } from '../safety/src/dev-set/index';
import { asConversation, quoteItem } from '../safety/src/dev-set/score-dev-set';

const SNAPSHOT = fileURLToPath(new URL('../safety/src/dev-set/verdicts.json', import.meta.url));
const write = process.argv.includes('--write');

const items = new Map<string, { earlier: readonly string[]; latest: string }>();
const add = (item: DevItem) => items.set(quoteItem(item), asConversation(item));
for (const batch of Object.values(batches)) {
  for (const part of Object.values(batch)) for (const item of [...part.disclosures, ...part.ordinary]) add(item);
}
for (const c of conversations) add([...c.earlier, c.latest]);

const said = (s: SafetyScreen) => (s.flagged ? `${s.categories.join(',')}:${s.severity}` : '-');
const keyOf = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);

const started = process.cpuUsage();
const verdicts = new Map<string, { text: string; verdict: string }>();
for (const [text, { earlier, latest }] of items) {
  const verdict = [screenMessage(latest), screenConversation(earlier, latest, { secondReader: false }), screenConversation(earlier, latest)].map(said).join(' | ');
  verdicts.set(keyOf(text), { text, verdict });
}
const cpu = process.cpuUsage(started);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(`${items.size} items screened three ways in ${cpuMs.toFixed(0)} ms of CPU`);

if (write) {
  const sorted = [...verdicts].sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(SNAPSHOT, `{\n${sorted.map(([key, v]) => `  ${JSON.stringify(key)}: ${JSON.stringify(v.verdict)}`).join(',\n')}\n}\n`);
  console.log(`recorded ${sorted.length} verdicts`);
} else {
  const recorded = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, string>;
  let changed = 0;
  let unrecorded = 0;
  for (const [key, { text, verdict }] of verdicts) {
    const before = recorded[key];
    if (before === undefined) unrecorded += 1;
    else if (before !== verdict) {
      changed += 1;
      console.log(`  changed  ${text}\n           was ${before}\n           now ${verdict}`);
    }
  }
  console.log(`${verdicts.size - changed - unrecorded} verdicts as recorded, ${changed} changed, ${unrecorded} not yet recorded`);
  if (changed > 0) process.exit(1);
}
