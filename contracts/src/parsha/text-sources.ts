import type { TextSource } from './parsha-api';

/**
 * The texts Morah knows how to credit. A folder import uses the first two; a fetch from Sefaria
 * records the last two, so a verse always says where it came from.
 */
export const TEXT_SOURCES = {
  wlc: {
    id: 'wlc-oshb',
    name: 'Westminster Leningrad Codex',
    language: 'he',
    licence: 'Public domain',
    attribution: 'Hebrew text: Westminster Leningrad Codex (public domain), from the Open Scriptures Hebrew Bible, https://github.com/openscriptures/morphhb.',
    url: 'https://github.com/openscriptures/morphhb',
  },
  jps1917: {
    id: 'jps-1917',
    name: 'JPS 1917',
    language: 'en',
    licence: 'Public domain',
    attribution: 'English: The Holy Scriptures (Jewish Publication Society, 1917), public domain; digital text from the Open Siddur Project.',
    url: 'https://github.com/opensiddur/opensiddur',
  },
  sefariaHebrew: {
    id: 'sefaria-tanach-taamei-hamikra',
    name: "Tanach with Ta'amei Hamikra, via Sefaria",
    language: 'he',
    licence: 'Public domain',
    attribution: "Hebrew text: Tanach with Ta'amei Hamikra, from Sefaria (sefaria.org).",
    url: 'https://www.sefaria.org',
  },
  sefariaJps1917: {
    id: 'sefaria-jps-1917',
    name: 'JPS 1917, via Sefaria',
    language: 'en',
    licence: 'Public domain',
    attribution: 'English: The Holy Scriptures: A New Translation (Jewish Publication Society, 1917), public domain, from Sefaria (sefaria.org).',
    url: 'https://www.sefaria.org',
  },
} as const satisfies Record<string, TextSource>;

/** Cantillation marks (te'amim), meteg and paseq: what turns the cantillated text into the pointed one. */
const CANTILLATION = /[\u0591-\u05AF\u05BD\u05C0]/g;

export function withoutCantillation(hebrew: string): string {
  return hebrew.replace(CANTILLATION, '');
}
