/**
 * What the search indexes: one document per answerable facet of an entry (a holiday's date, its foods,
 * its greeting...), so that retrieval itself picks what the child asked about. Static documents carry
 * their answer; dynamic ones are answered at question time from @hebcal or from the question itself.
 */
export type DocKind =
  | 'letter'
  | 'vowel'
  | 'reading'
  | 'word'
  | 'book'
  | 'parsha'
  | 'holiday'
  | 'shabbat'
  | 'person'
  | 'story'
  | 'kashrut'
  | 'synagogue'
  | 'life-cycle'
  | 'middah'
  | 'advice'
  | 'blessing'
  | 'prayer'
  | 'custom'
  | 'topic'
  | 'calendar';

export type DynamicAnswer =
  | { type: 'holiday-date'; holidayId: string }
  | { type: 'weekly-parsha' }
  | { type: 'hebrew-date' }
  | { type: 'next-holiday' }
  | { type: 'next-fast' }
  | { type: 'shabbat-times' }
  | { type: 'gematria' }
  | { type: 'letter-with-vowel' };

export interface KnowledgeDoc {
  /** `<kind>:<entry id>:<facet>`. */
  id: string;
  kind: DocKind;
  entryId: string;
  facet: string;
  /** For people and the model's context, e.g. "Chanukah: foods". */
  title: string;
  /** The entry's name and every other spelling: the strongest field. */
  names: string;
  /** Words that say which facet this is ("when date begin", "eat food"). */
  keywords: string;
  /** Searchable but not said: stories, people, foods, the things the entry is about. */
  about: string;
  /**
   * For a facet that is one thing of its entry (a holiday's gelt, its megillah): the thing's own names,
   * "|"-separated. A question that says one whole asks about the thing, not the entry it belongs to.
   */
  thing?: string;
  /** The answer, in short sentences for a child; for a dynamic document, what it will tell. */
  text: string;
  /**
   * What the index reads in place of `text`, when part of the text only illustrates: a word's example
   * sentence ("Charoset is my favorite part of the seder plate") says nothing the word is about.
   */
  searchText?: string;
  /** One guiding question back to the child. */
  question: string;
  /**
   * Where the facts come from, when not from Morah's own knowledge files: a verse or verse range in
   * Sefaria's English names ("Exodus 12:39", "Genesis 6:9-11:32"; see sources/verse-ref.ts) or @hebcal.
   * `docSources` turns it and the entry into the sources a reply cites.
   */
  source?: string;
  dynamic?: DynamicAnswer;
  /** Below 1 for a facet or a side entry, so that with equal matches the main entry answers. */
  weight?: number;
}

export function docId(kind: DocKind, entryId: string, facet: string): string {
  return `${kind}:${entryId}:${facet}`;
}

/** The entry's name plus its other spellings, as one searchable string. */
export function namesOf(name: string, spellings: readonly string[], ...more: string[]): string {
  return [name, ...more, ...spellings].join(' | ');
}
