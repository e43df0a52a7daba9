import type { Artwork, ColoringLetterId } from '@morah/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ArtworksTable, Database } from '../schema';

export function toArtwork(row: Selectable<ArtworksTable>): Artwork {
  return {
    id: row.id,
    letter: row.letter as ColoringLetterId,
    svgData: row.svg_data,
    colors: (row.colors ?? {}) as Record<string, string>,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Keep one (already sanitized) drawing, inside the caller's transaction. */
export async function insertArtwork(
  trx: Transaction<Database> | Kysely<Database>,
  input: { userId: number; letter: ColoringLetterId; svgData: string; colors: Record<string, string> },
): Promise<Artwork> {
  const row = await trx
    .insertInto('artworks')
    .values({ user_id: input.userId, letter: input.letter, svg_data: input.svgData, colors: JSON.stringify(input.colors) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toArtwork(row);
}

/** A learner's newest drawings first. */
export async function listArtwork(db: Kysely<Database>, userId: number, limit: number): Promise<Artwork[]> {
  const rows = await db.selectFrom('artworks').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map(toArtwork);
}
