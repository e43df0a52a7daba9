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
import { PARSHIYOT_AREA } from './areas/parshiyot';
import { PRAYERS_AREA } from './areas/prayers';
import { PROPHETS_WRITINGS } from './areas/prophets-writings';
import { SHABBAT_AREA } from './areas/shabbat';
import { SYNAGOGUE_AREA } from './areas/synagogue';
import { TORAH_BOOKS } from './areas/torah-books';
import { buildCurriculum } from './build-curriculum';
import type { CurriculumArea, CurriculumEntry, CurriculumItem } from './curriculum-entry';

export const CURRICULUM_ITEMS: Readonly<Record<CurriculumArea, readonly CurriculumItem[]>> = {
  'alef-bet': ALEF_BET,
  'hebrew-words': HEBREW_WORDS,
  'torah-books': TORAH_BOOKS,
  parshiyot: PARSHIYOT_AREA,
  'genesis-exodus-people': GENESIS_EXODUS_PEOPLE,
  'prophets-writings': PROPHETS_WRITINGS,
  holidays: HOLIDAYS_AREA,
  shabbat: SHABBAT_AREA,
  kashrut: KASHRUT_AREA,
  prayers: PRAYERS_AREA,
  synagogue: SYNAGOGUE_AREA,
  'life-cycle': LIFE_CYCLE_AREA,
  middot: MIDDOT_AREA,
};

let built: CurriculumEntry[] | undefined;

/** Every curriculum entry, built on first use. */
export function curriculum(): readonly CurriculumEntry[] {
  built ??= buildCurriculum(CURRICULUM_ITEMS);
  return built;
}
