import type { SourceRef } from '../knowledge/types';
import type { CurriculumArea } from './curriculum-areas';

export { CURRICULUM_AREAS, type CurriculumArea } from './curriculum-areas';

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
