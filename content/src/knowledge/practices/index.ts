/** Everyday Jewish life with its reasons: Shabbat and havdalah, kashrut, the synagogue, the life cycle. */
import type { Practice } from '../types';
import { KASHRUT_PRACTICES } from './kashrut';
import { LIFE_CYCLE_PRACTICES } from './life-cycle';
import { SHABBAT_PRACTICES } from './shabbat';
import { SYNAGOGUE_PRACTICES } from './synagogue';

export { KASHRUT_PRACTICES, LIFE_CYCLE_PRACTICES, SHABBAT_PRACTICES, SYNAGOGUE_PRACTICES };

export const PRACTICES: readonly Practice[] = [...SHABBAT_PRACTICES, ...KASHRUT_PRACTICES, ...SYNAGOGUE_PRACTICES, ...LIFE_CYCLE_PRACTICES];
