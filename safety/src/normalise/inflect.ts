const VOWEL = /[aeiou]/;

/** The irregular past forms of the acts the screen listens for: "mommy bit me", "he threw", "she shook me". */
const IRREGULAR_PAST: Readonly<Record<string, readonly string[]>> = {
  bite: ['bit', 'bitten'], beat: ['beaten'], throw: ['threw', 'thrown'], shake: ['shook', 'shaken'], hold: ['held'], strike: ['struck'],
  fight: ['fought'], sting: ['stung'], tear: ['tore', 'torn'], break: ['broke', 'broken'], steal: ['stole', 'stolen'], spit: ['spat'],
  hang: ['hung'], swing: ['swung'], fling: ['flung'],
};

/** The regular forms of an English verb or noun: "hit" → hits, hitting, hitted (harmless), "bully" → bullies, bullied, bullying. */
export function inflect(lemma: string): string[] {
  if (lemma.includes(' ')) return [lemma];
  const forms = new Set([lemma]);
  const last = lemma.slice(-1);
  const beforeLast = lemma.slice(-2, -1);
  if (last === 'e') {
    forms.add(`${lemma}s`).add(`${lemma}d`).add(`${lemma.slice(0, -1)}ing`);
  } else if (last === 'y' && !VOWEL.test(beforeLast)) {
    forms.add(`${lemma.slice(0, -1)}ies`).add(`${lemma.slice(0, -1)}ied`).add(`${lemma}ing`);
  } else {
    const sibilant = /(s|sh|ch|x|z)$/.test(lemma);
    forms.add(sibilant ? `${lemma}es` : `${lemma}s`);
    // One syllable ending consonant-vowel-consonant doubles: hit → hitting, stab → stabbed.
    const doubles = lemma.length <= 4 && /[^aeiou][aeiou][^aeiouwxy]$/.test(lemma);
    const stem = doubles ? `${lemma}${last}` : lemma;
    forms.add(`${stem}ed`).add(`${stem}ing`);
    // The older past in -t: burn → burnt, learn → learnt, spill → spilt ("kill" has none: a kilt is a skirt).
    if (/rn$/.test(lemma)) forms.add(`${lemma}t`);
    if (/^(spill|spell|smell)$/.test(lemma)) forms.add(`${lemma.slice(0, -1)}t`);
  }
  for (const past of IRREGULAR_PAST[lemma] ?? []) forms.add(past);
  return [...forms];
}
