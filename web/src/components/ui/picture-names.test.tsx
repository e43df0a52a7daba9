import { KOSHER_FOODS } from '@morah/contracts/games/kosher-foods';
import { SHABBAT_SCENES } from '@morah/contracts/games/shabbat-scenes';
import { describe, expect, it } from 'vitest';
import { ACADEMY_TILES } from '@/features/torah-academy/utils/academy-tiles';
import { asIconName } from './icon';

/** The library's book files, as the gateway reads them. */
const BOOK_FILES = import.meta.glob<{ id: string; coverImage: string }>('../../../../content/src/books/library/*.json', { eager: true, import: 'default' });

/** Every picture the data names: puzzle pieces, kosher foods, book covers and the academy's word tiles. */
const NAMED = [
  ...SHABBAT_SCENES.flatMap((scene) => scene.pieces.map((piece) => ({ where: `puzzle piece ${piece.id}`, name: piece.picture }))),
  ...KOSHER_FOODS.map((food) => ({ where: `kosher food ${food.id}`, name: food.picture })),
  ...Object.values(BOOK_FILES).map((book) => ({ where: `cover of ${book.id}`, name: book.coverImage })),
  ...ACADEMY_TILES.map((tile) => ({ where: `academy tile ${tile.id}`, name: tile.picture })),
];

describe('our pictures', () => {
  it('draws every picture the data names, none of them an emoji', () => {
    expect(Object.keys(BOOK_FILES).length).toBeGreaterThan(10);
    const emoji = /\p{Extended_Pictographic}/u;
    for (const { where, name } of NAMED) {
      expect(emoji.test(name), where).toBe(false);
      expect(asIconName(name, 'close'), where).toBe(name);
    }
  });

});
