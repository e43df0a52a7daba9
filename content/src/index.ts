/**
 * @morah/content: the written body of Morah (knowledge of letters, vowels, words, parshiyot,
 * holidays, people and blessings; the library's books) as data files, and the retrieval over them.
 * Pure data and functions: no I/O beyond reading its own files. Gateway and workers both use it.
 */
export * from './knowledge';
export * from './curriculum';
