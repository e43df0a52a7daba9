/** @morah/content/curriculum: what a child is taught, each entry with a child's question and its source. */
export { CURRICULUM_AREAS, type CurriculumArea, type CurriculumAsks, type CurriculumEntry, type CurriculumItem } from './curriculum-entry';
export { CURRICULUM_ITEMS, curriculum } from './curriculum';
export { buildCurriculum } from './build-curriculum';
