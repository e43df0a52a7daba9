import { describe, expect, it } from 'vitest';
import { sefariaRef, versesFromSefaria } from './sefaria-response';

const range = { book: 'Genesis' as const, begin: { chapter: 2, verse: 24 }, end: { chapter: 3, verse: 1 } };

describe('versesFromSefaria', () => {
  it('flattens chapters into verses, strips cantillation for the pointed text, and names Sefaria as the source', () => {
    const rows = versesFromSefaria(
      {
        versions: [
          { language: 'he', text: [['עַל־כֵּן֙ יַֽעֲזָב־אִ֔ישׁ {פ}', 'וַיִּֽהְי֤וּ'], ['וְהַנָּחָשׁ֙']] },
          { language: 'en', text: [['Therefore shall a man&nbsp;leave', 'And they were'], ['<b>Now</b> the serpent']] },
        ],
      },
      range,
    );
    expect(rows.map((r) => `${r.chapter}:${r.verse}`)).toEqual(['2:24', '2:25', '3:1']);
    expect(rows[0]).toMatchObject({ hebrew: 'עַל־כֵּן יַעֲזָב־אִישׁ', hebrew_cantillation: 'עַל־כֵּן֙ יַֽעֲזָב־אִ֔ישׁ', english: 'Therefore shall a man leave', hebrew_source: 'sefaria-tanach-taamei-hamikra', english_source: 'sefaria-jps-1917' });
    expect(rows[2]?.english).toBe('Now the serpent');
  });

  it('refuses an answer that lacks a language or a verse', () => {
    expect(() => versesFromSefaria({ versions: [{ language: 'en', text: ['a', 'b', 'c'] }] }, range)).toThrow('both the Hebrew and the English');
    expect(() => versesFromSefaria({ versions: [{ language: 'he', text: ['a'] }, { language: 'en', text: ['a', 'b', 'c'] }] }, range)).toThrow('1 Hebrew and 3 English');
    expect(() => versesFromSefaria({ error: 'nope' }, range)).toThrow('shape');
  });

  it('writes refs as Sefaria URLs do', () => {
    expect(sefariaRef(range)).toBe('Genesis.2.24-3.1');
  });
});
