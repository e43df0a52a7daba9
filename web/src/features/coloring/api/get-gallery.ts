import type { ArtworkList } from '@morah/contracts';
import { useQuery } from '@tanstack/react-query';
import { coloringKeys } from './coloring-keys';

/** GET /api/coloring/{userId}: the learner's newest drawings (spec content 7, field `artwork`). */
export function useGallery(userId: number | null) {
  return useQuery<ArtworkList>({ queryKey: coloringKeys.gallery(userId ?? 0), enabled: userId !== null });
}
