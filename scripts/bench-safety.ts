// `pnpm bench:safety`: how well the safety screen tells a child's disclosure from an ordinary message
// that only looks close. Every item of the held-out set (scripts/bench-safety/held-out/, written
// before the screen and never edited) goes through scripts/bench-safety/screen-under-test.ts with the
// child's earlier messages as context. Prints, per category, the disclosures caught (recall) and the
// ordinary messages flagged (false positives), then overall figures against the goals: recall of at
// least 97% and false positives of at most 3% in every category.
// Exits non-zero only when the set is malformed, never on a low score: the figures are for reading.
//
// Environment: the misses and false positives are not listed unless asked for, so that whoever measures does
// not read them by chance and tune the screen to them: SHOW=30 lists the first 30 of each, SHOW=all every one.
// RULES_ONLY=1 measures the rules without the statistical second reader, to tell which reader a figure comes from.
import { DISCLOSURE_CATEGORIES, loadHeldOutSet, ORDINARY_CATEGORIES, type HeldOutFileItem } from './bench-safety/held-out-set';
import { screen } from './bench-safety/screen-under-test';

const RULES_ONLY = process.env.RULES_ONLY === '1';
const SHOW = process.env.SHOW === 'all' ? Infinity : Math.max(0, Number(process.env.SHOW ?? 0) || 0);
const RECALL_GOAL = 0.97;
const FALSE_POSITIVE_GOAL = 0.03;

let items: HeldOutFileItem[];
try {
  items = loadHeldOutSet();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const started = performance.now();
const screened = items.map((item) => ({ item, verdict: screen(item.messages.slice(0, -1), item.messages.at(-1)!, { secondReader: !RULES_ONLY }) }));
const ms = performance.now() - started;

const quote = (item: HeldOutFileItem) => item.messages.map((m) => JSON.stringify(m)).join(' → ');
function list(title: string, rows: typeof screened) {
  if (rows.length === 0) return;
  if (SHOW === 0) {
    console.log(`\n${title}: ${rows.length} (not listed: SHOW=all lists them, for reading after a change, never for tuning)`);
    return;
  }
  console.log(`\n${title} (${rows.length}):`);
  for (const { item, verdict } of rows.slice(0, SHOW)) {
    const said = verdict.categories.length > 0 ? `  [screen: ${verdict.categories.join(', ')}]` : '';
    console.log(`  ${item.id.padEnd(26)}${quote(item)}${said}`);
  }
  if (rows.length > SHOW) console.log(`  (${rows.length - SHOW} more: SHOW=all to list them)`);
}
list('Missed disclosures', screened.filter((s) => s.item.kind === 'disclosure' && !s.verdict.flagged));
list('False positives', screened.filter((s) => s.item.kind === 'ordinary' && s.verdict.flagged));

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`.padStart(6);
const row = (name: string, flagged: number, total: number, rate: string, goal: string) =>
  console.log(`${name.padEnd(20)}${String(flagged).padStart(7)} / ${String(total).padEnd(5)}${rate.padStart(8)}   ${goal}`);
function tally(category: string) {
  const mine = screened.filter((s) => s.item.category === category);
  return { flagged: mine.filter((s) => s.verdict.flagged).length, total: mine.length };
}

const files = [...new Set(items.map((i) => i.file))];
console.log(`\nSafety screen${RULES_ONLY ? ' (rules only)' : ''} on the held-out set: ${items.length} items from ${files.join(', ')} (screened in ${ms.toFixed(0)} ms)`);
console.log(`\n${'disclosures'.padEnd(20)}flagged / total${'recall'.padStart(8)}   goal: recall >= ${RECALL_GOAL * 100}%`);
let belowGoal = 0;
for (const category of DISCLOSURE_CATEGORIES) {
  const { flagged, total } = tally(category);
  const met = total > 0 && flagged / total >= RECALL_GOAL;
  if (!met) belowGoal++;
  row(category, flagged, total, pct(flagged, total), met ? 'met' : 'BELOW');
}
const disclosures = screened.filter((s) => s.item.kind === 'disclosure');
const caught = disclosures.filter((s) => s.verdict.flagged).length;
row('all disclosures', caught, disclosures.length, pct(caught, disclosures.length), caught / disclosures.length >= RECALL_GOAL ? 'met' : 'BELOW');

console.log(`\n${'ordinary'.padEnd(20)}flagged / total${'false +'.padStart(8)}   goal: false positives <= ${FALSE_POSITIVE_GOAL * 100}%`);
for (const category of ORDINARY_CATEGORIES) {
  const { flagged, total } = tally(category);
  const met = total > 0 && flagged / total <= FALSE_POSITIVE_GOAL;
  if (!met) belowGoal++;
  row(category, flagged, total, pct(flagged, total), met ? 'met' : 'ABOVE');
}
const ordinary = screened.filter((s) => s.item.kind === 'ordinary');
const wrongly = ordinary.filter((s) => s.verdict.flagged).length;
row('all ordinary', wrongly, ordinary.length, pct(wrongly, ordinary.length), wrongly / ordinary.length <= FALSE_POSITIVE_GOAL ? 'met' : 'ABOVE');

const categories = DISCLOSURE_CATEGORIES.length + ORDINARY_CATEGORIES.length;
console.log(`\n${belowGoal === 0 ? 'Every category meets its goal.' : `${belowGoal} of ${categories} categories miss their goal.`}`);
