import type { SourceRef } from '../knowledge/types';

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

/** What the question wants: a fact, the reason for something, or what to do. */
export type CurriculumAsks = 'fact' | 'why' | 'advice';

/** One thing a child is taught, with the question a child would ask and where the answer comes from. */
export interface CurriculumEntry {
  /** `<area>:<slug of the title>`, unique. */
  id: string;
  area: CurriculumArea;
  title: string;
  /** How a child would ask it, in a child's words. */
  childQuestion: string;
  asks: CurriculumAsks;
  /** The knowledge document whose text answers it: `<kind>:<entry id>:<facet>`. */
  answer: string;
  /** Where the answer comes from: the answer's verse when it has one, else its knowledge entry. */
  source: SourceRef;
}

/** A curriculum entry as an area file writes it; the id and source are filled in from the answer. */
export interface CurriculumItem {
  title: string;
  childQuestion: string;
  answer: string;
  asks?: CurriculumAsks;
}
