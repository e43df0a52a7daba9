// `pnpm safety:dev-set [batch...]`: the safety screen on its own development set, or on named batches
// of it (first, second, ... fifth), per category: disclosures heard (recall) and ordinary look-alikes
// flagged (false alarms), then every miss and false alarm. A batch is measured here once before the
// screen is changed for it: that first figure is the honest estimate of how the screen generalises.
// RULES_ONLY=1 measures the rules without the statistical second reader (which was trained on this set).
import { screenConversation } from '@morah/safety';
import { batches, devSet, partsOf } from '../safety/src/dev-set/index';
import { percent, scoreDevSet } from '../safety/src/dev-set/score-dev-set';

const names = process.argv.slice(2);
const parts = names.length === 0 ? devSet : names.flatMap((name) => {
  const batch = batches[name];
  if (!batch) throw new Error(`No batch "${name}": ${Object.keys(batches).join(', ')}`);
  return partsOf(batch);
});
// Batches of the same category are scored as one.
const merged = [...new Set(parts.map((p) => p.category))].map((category) => ({
  category,
  disclosures: parts.filter((p) => p.category === category).flatMap((p) => p.disclosures),
  ordinary: parts.filter((p) => p.category === category).flatMap((p) => p.ordinary),
}));

const rulesOnly = process.env.RULES_ONLY === '1';
const scores = scoreDevSet(merged, (earlier, latest) => screenConversation(earlier, latest, { secondReader: !rulesOnly }));
console.log(`Safety screen${rulesOnly ? ' (rules only)' : ''} on ${names.length ? names.join(' + ') : 'the whole development set'}\n`);
console.log(`${'category'.padEnd(18)}${'heard'.padStart(12)}${'recall'.padStart(8)}${'alarms'.padStart(12)}${'false +'.padStart(9)}`);
for (const s of scores) {
  console.log(`${s.category.padEnd(18)}${`${s.heard} / ${s.disclosures}`.padStart(12)}${`${percent(s.heard, s.disclosures)}%`.padStart(8)}${`${s.falseAlarms} / ${s.ordinary}`.padStart(12)}${`${percent(s.falseAlarms, s.ordinary)}%`.padStart(9)}`);
}
const sum = (f: (s: (typeof scores)[number]) => number) => scores.reduce((n, s) => n + f(s), 0);
console.log(`${'all'.padEnd(18)}${`${sum((s) => s.heard)} / ${sum((s) => s.disclosures)}`.padStart(12)}${`${percent(sum((s) => s.heard), sum((s) => s.disclosures))}%`.padStart(8)}${`${sum((s) => s.falseAlarms)} / ${sum((s) => s.ordinary)}`.padStart(12)}${`${percent(sum((s) => s.falseAlarms), sum((s) => s.ordinary))}%`.padStart(9)}`);
for (const s of scores) {
  for (const m of s.missed) console.log(`  missed   ${s.category.padEnd(16)} ${m}`);
  for (const m of s.alarmed) console.log(`  alarm    ${s.category.padEnd(16)} ${m}`);
}
