import type { ParshaVerse } from './parsha-api';
import { TEXT_SOURCES } from './text-sources';

/**
 * The spec's three local verses (Genesis 1:1-3): what the reader shows when the text store is empty
 * and Sefaria cannot be reached, so a child never meets a blank page. Hebrew from the Westminster
 * Leningrad Codex, English from JPS 1917, both public domain.
 */
export const FALLBACK_PARSHA = 'Bereshit';
export const FALLBACK_VERSES: readonly ParshaVerse[] = [
  {
    ref: 'Genesis 1:1',
    book: 'Genesis',
    chapter: 1,
    verse: 1,
    hebrew: "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃",
    hebrewCantillation: "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃",
    english: "In the beginning God created the heaven and the earth.",
    hebrewSource: TEXT_SOURCES.wlc.id,
    englishSource: TEXT_SOURCES.jps1917.id,
  },
  {
    ref: 'Genesis 1:2',
    book: 'Genesis',
    chapter: 1,
    verse: 2,
    hebrew: "וְהָאָרֶץ הָיְתָה תֹהוּ וָבֹהוּ וְחֹשֶׁךְ עַל־פְּנֵי תְהוֹם וְרוּחַ אֱלֹהִים מְרַחֶפֶת עַל־פְּנֵי הַמָּיִם׃",
    hebrewCantillation: "וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֨הוּ֙ וָבֹ֔הוּ וְחֹ֖שֶׁךְ עַל־פְּנֵ֣י תְה֑וֹם וְר֣וּחַ אֱלֹהִ֔ים מְרַחֶ֖פֶת עַל־פְּנֵ֥י הַמָּֽיִם׃",
    english: "Now the earth was unformed and void, and darkness was upon the face of the deep; and the spirit of God hovered over the face of the waters.",
    hebrewSource: TEXT_SOURCES.wlc.id,
    englishSource: TEXT_SOURCES.jps1917.id,
  },
  {
    ref: 'Genesis 1:3',
    book: 'Genesis',
    chapter: 1,
    verse: 3,
    hebrew: "וַיֹּאמֶר אֱלֹהִים יְהִי אוֹר וַיְהִי־אוֹר׃",
    hebrewCantillation: "וַיֹּ֥אמֶר אֱלֹהִ֖ים יְהִ֣י א֑וֹר וַֽיְהִי־אֽוֹר׃",
    english: "And God said: ‘Let there be light.’ And there was light.",
    hebrewSource: TEXT_SOURCES.wlc.id,
    englishSource: TEXT_SOURCES.jps1917.id,
  },
];
export const FALLBACK_SOURCES = [TEXT_SOURCES.wlc, TEXT_SOURCES.jps1917];
