/**
 * The coloring book (spec content 2, 3, 5 and 9): its 12 letters, its palette, and the wire of
 * `POST /api/coloring` and `GET /api/coloring/{userId}`.
 */
import { z } from 'zod';

/** Spec content 3: the coloring book's 12 letters (id, letter, name), in alphabet order. */
export const COLORING_LETTERS = [
  { id: 'alef', letter: '\u05D0', name: 'Alef' },
  { id: 'bet', letter: '\u05D1', name: 'Bet' },
  { id: 'gimel', letter: '\u05D2', name: 'Gimel' },
  { id: 'dalet', letter: '\u05D3', name: 'Dalet' },
  { id: 'hey', letter: '\u05D4', name: 'Hey' },
  { id: 'vav', letter: '\u05D5', name: 'Vav' },
  { id: 'zayin', letter: '\u05D6', name: 'Zayin' },
  { id: 'chet', letter: '\u05D7', name: 'Chet' },
  { id: 'tet', letter: '\u05D8', name: 'Tet' },
  { id: 'yud', letter: '\u05D9', name: 'Yud' },
  { id: 'kaf', letter: '\u05DB', name: 'Kaf' },
  { id: 'lamed', letter: '\u05DC', name: 'Lamed' },
] as const;

export type ColoringLetter = (typeof COLORING_LETTERS)[number];
export const ColoringLetterId = z.enum(COLORING_LETTERS.map((l) => l.id) as [ColoringLetter['id'], ...ColoringLetter['id'][]], {
  error: 'Pick one of the 12 letters of the coloring book.',
});
export type ColoringLetterId = z.infer<typeof ColoringLetterId>;

/** Spec content 9: a palette of 10 colours, each with a name a child (and a screen reader) can say. */
export const COLORING_PALETTE = [
  { name: 'Red', hex: '#e53935' },
  { name: 'Orange', hex: '#fb8c00' },
  { name: 'Yellow', hex: '#fdd835' },
  { name: 'Green', hex: '#43a047' },
  { name: 'Sky Blue', hex: '#29b6f6' },
  { name: 'Blue', hex: '#1e56c8' },
  { name: 'Purple', hex: '#8e24aa' },
  { name: 'Pink', hex: '#f06292' },
  { name: 'Brown', hex: '#8d6e63' },
  { name: 'Black', hex: '#212121' },
] as const;

/** Spec content 5: the brush size slider runs 1 to 20 in steps of 1. */
export const BRUSH_SIZE = { min: 1, max: 20, step: 1, initial: 8 } as const;

/** Spec content 9: the gallery shows the 9 newest drawings. */
export const GALLERY_SIZE = 9;

/** The largest drawing a child can save: 200 KB of markup. */
export const MAX_SVG_BYTES = 200 * 1024;

/** XP is paid for this many saved pages a day; later pages are kept in the gallery without XP. */
export const COLORING_XP_PAGES_PER_DAY = 10;

export const HexColor = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'A colour is written like #ff8800.');

const byteLength = (text: string) => new TextEncoder().encode(text).length;

export const SaveArtworkBody = z.object({
  letter: ColoringLetterId,
  svgData: z
    .string({ error: 'Send the drawing as SVG markup.' })
    .min(1, 'The drawing is empty.')
    .refine((svg) => byteLength(svg) <= MAX_SVG_BYTES, 'That drawing is too big to save (200 KB at most).'),
  /** Which colour each part of the letter was filled with (part id to hex colour). */
  colors: z
    .record(z.string().regex(/^[a-z0-9-]{1,40}$/, 'A part name uses small letters, digits and dashes.'), HexColor)
    .refine((map) => Object.keys(map).length <= 40, 'Too many colours for one letter.')
    .default({}),
});
export type SaveArtworkBody = z.input<typeof SaveArtworkBody>;

export const Artwork = z.object({
  id: z.number().int(),
  letter: ColoringLetterId,
  /** Sanitized SVG markup of the drawing: no scripts, no event handlers, no outside references. */
  svgData: z.string(),
  colors: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Artwork = z.infer<typeof Artwork>;

export const SaveArtworkResponse = z.object({ artwork: Artwork, xpAwarded: z.number().int(), xp: z.number().int(), level: z.number().int() });
export type SaveArtworkResponse = z.infer<typeof SaveArtworkResponse>;

export const ArtworkList = z.object({ artwork: z.array(Artwork) });
export type ArtworkList = z.infer<typeof ArtworkList>;

export const ArtworkListParams = z.object({ userId: z.coerce.number().int('That is not a learner id.').positive('That is not a learner id.') });
export const ArtworkListQuery = z.object({ limit: z.coerce.number().int().min(1).max(30).default(GALLERY_SIZE) });
