/**
 * Morah's written curriculum: what a Jewish child of 6 to 14 is taught, area by area, each entry with the
 * question a child would ask and where its answer comes from. The tutor is measured against it: every
 * entry's question must be answered from its source.
 */
import { ALEF_BET } from './areas/alef-bet';
import { GENESIS_EXODUS_PEOPLE } from './areas/genesis-exodus-people';
import { HEBREW_WORDS } from './areas/hebrew-words';
import { HOLIDAYS_AREA } from './areas/holidays';
import { KASHRUT_AREA } from './areas/kashrut';
import { LIFE_CYCLE_AREA } from './areas/life-cycle';
import { MIDDOT_AREA } from './areas/middot';
import { numbersIn } from './areas/numbers';
import { PARSHIYOT_AREA } from './areas/parshiyot';
import { PRAYERS_AREA } from './areas/prayers';
import { PROPHETS_WRITINGS } from './areas/prophets-writings';
import { SHABBAT_AREA } from './areas/shabbat';
import { SYNAGOGUE_AREA } from './areas/synagogue';
import { TORAH_BOOKS } from './areas/torah-books';
import { buildCurriculum } from './build-curriculum';
import type { CurriculumArea, CurriculumEntry, CurriculumItem } from './curriculum-entry';

/** Each area's items, with the numbers a child meets in it (see areas/numbers.ts). */
const withNumbers = (area: CurriculumArea, items: readonly CurriculumItem[]): readonly CurriculumItem[] => [...items, ...numbersIn(area)];

export const CURRICULUM_ITEMS: Readonly<Record<CurriculumArea, readonly CurriculumItem[]>> = {
  'alef-bet': withNumbers('alef-bet', ALEF_BET),
  'hebrew-words': withNumbers('hebrew-words', HEBREW_WORDS),
  'torah-books': withNumbers('torah-books', TORAH_BOOKS),
  parshiyot: withNumbers('parshiyot', PARSHIYOT_AREA),
  'genesis-exodus-people': withNumbers('genesis-exodus-people', GENESIS_EXODUS_PEOPLE),
  'prophets-writings': withNumbers('prophets-writings', PROPHETS_WRITINGS),
  holidays: withNumbers('holidays', HOLIDAYS_AREA),
  shabbat: withNumbers('shabbat', SHABBAT_AREA),
  kashrut: withNumbers('kashrut', KASHRUT_AREA),
  prayers: withNumbers('prayers', PRAYERS_AREA),
  synagogue: withNumbers('synagogue', SYNAGOGUE_AREA),
  'life-cycle': withNumbers('life-cycle', LIFE_CYCLE_AREA),
  middot: withNumbers('middot', MIDDOT_AREA),
};

let built: CurriculumEntry[] | undefined;

/** Every curriculum entry, built on first use. */
export function curriculum(): readonly CurriculumEntry[] {
  built ??= buildCurriculum(CURRICULUM_ITEMS);
  return built;
}
