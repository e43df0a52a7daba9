import type { KnowledgeDoc } from '../docs/knowledge-doc';
import type { SourceRef } from '../types';
import { isVerseRef } from './verse-ref';

/**
 * The knowledge entry a document belongs to, as a source names it: its id without the facet,
 * `<kind>:<entry id>`, e.g. "holiday:pesach" for "holiday:pesach:why".
 */
export function knowledgeRef(doc: Pick<KnowledgeDoc, 'id'>): string {
  return doc.id.split(':').slice(0, 2).join(':');
}

/**
 * Where a document's answer comes from: its verse first when it has one (the place a child can open in
 * the reader), then the knowledge entry it belongs to. A calendar answer names its entry only.
 */
export function docSources(doc: KnowledgeDoc): SourceRef[] {
  const sources: SourceRef[] = [];
  if (doc.source !== undefined && isVerseRef(doc.source)) sources.push({ kind: 'verse', ref: doc.source, label: doc.source });
  sources.push({ kind: 'knowledge', ref: knowledgeRef(doc), label: doc.title });
  return sources;
}
