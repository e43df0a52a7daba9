import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/icon';

export interface MarketingTileProps {
  icon?: IconName;
  title: string;
  /** h2 when the tiles sit right under the page title, h3 inside a section. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** One card of a public page's grid: an icon, a title and its text. */
export function MarketingTile({ icon, title, headingLevel = 3, children }: MarketingTileProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="marketing-tile">
      {icon ? (
        <span className="marketing-tile__icon">
          <Icon name={icon} />
        </span>
      ) : null}
      <Heading className="marketing-tile__title">{title}</Heading>
      {children}
    </li>
  );
}
