import MiniSearch, { type SearchOptions } from 'minisearch';
import { describe, expect, it } from 'vitest';
import { keepTermScores } from './term-scores';

const docs = [
  { id: 'menorah', names: 'menorah', text: 'The menorah has seven branches and stood in the Mishkan.', weight: 1.5 },
  { id: 'chanukiah', names: 'chanukiah', text: 'The chanukiah has eight branches and a shamash; we light it on Chanukah.', weight: 1 },
  { id: 'mishkan', names: 'mishkan', text: 'The Mishkan was the tent where the menorah and the aron stood.', weight: 1 },
  { id: 'shamash', names: 'shamash', text: 'The shamash lights the other candles of the chanukiah.', weight: 1 },
  { id: 'dreidel', names: 'dreidel', text: 'A dreidel has four letters: nun, gimel, hei and shin.', weight: 1 },
];
const build = () => {
  const search = new MiniSearch<(typeof docs)[number]>({ fields: ['names', 'text'], storeFields: [] });
  search.addAll(docs);
  return search;
};
const weights = new Map(docs.map((d) => [d.id, d.weight]));
const options: SearchOptions = {
  boost: { names: 3, text: 0.5 },
  fuzzy: (term) => (term.length >= 5 ? 1 : 0),
  prefix: (term) => term.length >= 4,
  combineWith: 'OR',
  boostDocument: (id) => weights.get(String(id)) ?? 1,
};

describe('keeping each word\'s scores', () => {
  it('ranks every question as MiniSearch alone does, however often its words were met before', () => {
    const plain = build();
    const kept = keepTermScores(build());
    // Misspellings, prefixes and the same words again in other questions and orders.
    const questions = ['how many branches does the menora have', 'what is a chanukia', 'the menorah in the mishkan', 'branches of the menorah', 'mishkan menorah branches', 'shamash chanukiah candles', 'what letters are on a dreidl', 'menorah menorah'];
    for (const round of [1, 2]) {
      for (const question of questions) expect(kept.search(question, options), `${question} (round ${round})`).toEqual(plain.search(question, options));
    }
  });

  it('keeps one question\'s sums out of the next', () => {
    const kept = keepTermScores(build());
    const alone = kept.search('branches', options);
    kept.search('menorah branches chanukiah', options);
    expect(kept.search('branches', options)).toEqual(alone);
  });

  it('ranks with other weights as those weights say', () => {
    const plain = build();
    const kept = keepTermScores(build());
    const other: SearchOptions = { ...options, boost: { names: 1, text: 2 } };
    kept.search('menorah branches', options);
    expect(kept.search('menorah branches', other)).toEqual(plain.search('menorah branches', other));
  });
});
