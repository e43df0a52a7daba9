// The curriculum's areas alone, so that the knowledge base's types can name an area without importing
// the curriculum's entries (which name the knowledge base's sources).
/** The areas of the curriculum, in the order a child meets them. */
export const CURRICULUM_AREAS = [
  'alef-bet',
  'hebrew-words',
  'torah-books',
  'parshiyot',
  'genesis-exodus-people',
  'prophets-writings',
  'holidays',
  'shabbat',
  'kashrut',
  'prayers',
  'synagogue',
  'life-cycle',
  'middot',
] as const;

export type CurriculumArea = (typeof CURRICULUM_AREAS)[number];
