import { knowledgeDocs } from '../knowledge/docs/knowledge-docs';
import type { KnowledgeDoc } from '../knowledge/docs/knowledge-doc';
import { docSources } from '../knowledge/sources/doc-sources';
import type { CurriculumArea, CurriculumEntry, CurriculumItem } from './curriculum-entry';

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The curriculum's entries from each area's items: the id from the area and title, the source from the
 * knowledge document that answers it. An item whose answer is missing keeps the answer's entry as its
 * source, so the curriculum test names it rather than the import failing.
 */
export function buildCurriculum(areas: Readonly<Record<CurriculumArea, readonly CurriculumItem[]>>, docs: readonly KnowledgeDoc[] = knowledgeDocs()): CurriculumEntry[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return (Object.entries(areas) as Array<[CurriculumArea, readonly CurriculumItem[]]>).flatMap(([area, items]) =>
    items.map((item) => {
      const doc = byId.get(item.answer);
      const source = doc ? docSources(doc)[0]! : { kind: 'knowledge' as const, ref: item.answer.split(':').slice(0, 2).join(':'), label: item.title };
      return { id: `${area}:${slug(item.title)}`, area, title: item.title, childQuestion: item.childQuestion, asks: item.asks ?? 'fact', answer: item.answer, source };
    }),
  );
}
