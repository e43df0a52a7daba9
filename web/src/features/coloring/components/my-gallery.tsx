import { COLORING_LETTERS, GALLERY_SIZE } from '@morah/contracts';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { useGallery } from '../api/get-gallery';
import { svgImageSource } from '../utils/artwork-svg';

const letterName = (id: string) => COLORING_LETTERS.find((l) => l.id === id)?.name ?? id;
const when = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/** 'My Gallery': the 9 newest saved drawings, each shown as the picture that was saved. */
export function MyGallery({ userId }: { userId: number | null }) {
  const gallery = useGallery(userId);
  return (
    <Card title="My Gallery" className="coloring-gallery">
      {userId === null ? (
        <p className="empty-state">
          <Link to="/login">Log in</Link> to save your drawings and see them here.
        </p>
      ) : gallery.isPending ? (
        <PageLoader label="Loading your drawings..." />
      ) : gallery.isError ? (
        <LoadError error={gallery.error} onRetry={() => void gallery.refetch()} />
      ) : gallery.data.artwork.length === 0 ? (
        <p className="empty-state">No drawings yet. Color a letter and press Save to keep it here!</p>
      ) : (
        <ul className="coloring-gallery__grid">
          {gallery.data.artwork.slice(0, GALLERY_SIZE).map((art) => (
            <li key={art.id} className="coloring-gallery__item">
              <img src={svgImageSource(art.svgData)} alt={`${letterName(art.letter)}, colored on ${when(art.createdAt)}`} width={96} height={96} />
              <span>{letterName(art.letter)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
