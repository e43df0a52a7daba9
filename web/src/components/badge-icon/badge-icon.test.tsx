import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BADGE_DISPLAY_NAMES, BADGE_ICON_TYPES, BadgeIcon, FALLBACK_BADGE_NAME, isBadgeIconType } from './badge-icon';

/** The drawing of a badge without its instance-specific ids, so two drawings can be compared. */
function artMarkup(svg: Element): string {
  const art = svg.querySelector('[data-part="art"]');
  expect(art).not.toBeNull();
  return art!.innerHTML.replace(/badge[^"#)\s]*?-/g, 'ID-');
}

describe('BadgeIcon', () => {
  it('lists the 14 visual types in the spec order, each with a display name', () => {
    expect(BADGE_ICON_TYPES).toEqual([
      'menorah',
      'star-of-david',
      'challah',
      'hamsa',
      'shalom',
      'kiddush-cup',
      'torah-scroll',
      'yarmulke',
      'synagogue',
      'chai',
      'shofar',
      'dreidel',
      'sufganiyah',
      'candles',
    ]);
    expect(BADGE_DISPLAY_NAMES.menorah).toBe('Menorah Master');
    expect(BADGE_DISPLAY_NAMES['star-of-david']).toBe('Star Scholar');
    expect(BADGE_DISPLAY_NAMES['torah-scroll']).toBe('Torah Scholar');
    for (const type of BADGE_ICON_TYPES) expect(BADGE_DISPLAY_NAMES[type]).toMatch(/\S/);
    expect(new Set(Object.values(BADGE_DISPLAY_NAMES)).size).toBe(14);
  });

  it('draws a different picture for every one of the 14 types', () => {
    const drawings = BADGE_ICON_TYPES.map((type) => {
      const { container, unmount } = render(<BadgeIcon type={type} size="lg" earned />);
      const svg = container.querySelector('svg');
      expect(svg).not.toBeNull();
      expect(svg).toHaveAttribute('data-badge-type', type);
      expect(svg).toHaveAttribute('viewBox', '0 0 100 100');
      const markup = artMarkup(svg!);
      expect(markup.length).toBeGreaterThan(200);
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(BADGE_ICON_TYPES.length);
  });

  it.each([
    ['sm', '32'],
    ['md', '64'],
    ['lg', '112'],
  ] as const)('renders size %s at %spx', (size, pixels) => {
    render(<BadgeIcon type="dreidel" size={size} earned />);
    const svg = screen.getByRole('img', { name: 'Dreidel Spinner' });
    expect(svg).toHaveAttribute('width', pixels);
    expect(svg).toHaveAttribute('height', pixels);
  });

  it('defaults to the medium size', () => {
    render(<BadgeIcon type="chai" earned />);
    expect(screen.getByRole('img', { name: BADGE_DISPLAY_NAMES.chai })).toHaveAttribute('width', '64');
  });

  it('labels an earned badge with its title, with a gleam and no lock', () => {
    render(<BadgeIcon type="menorah" earned title="Festival of Lights" />);
    const svg = screen.getByRole('img', { name: 'Festival of Lights' });
    expect(svg).toHaveAttribute('data-earned', 'true');
    expect(svg).toHaveClass('badge-icon--earned');
    expect(svg.querySelector('[data-part="lock"]')).toBeNull();
    expect(svg.querySelector('.badge-icon__shine')).not.toBeNull();
    expect(svg.querySelector('filter')).not.toBeNull();
    expect(svg.querySelector('[filter]')).toBeNull();
  });

  it('labels an unearned badge as not earned yet, greys it out and shows a lock', () => {
    render(<BadgeIcon type="menorah" earned={false} title="Festival of Lights" />);
    const svg = screen.getByRole('img', { name: 'Festival of Lights (not earned yet)' });
    expect(svg).toHaveAttribute('data-earned', 'false');
    expect(svg).toHaveClass('badge-icon--locked');
    expect(svg.querySelector('[data-part="lock"]')).not.toBeNull();
    expect(svg.querySelector('.badge-icon__shine')).toBeNull();
    const faded = svg.querySelector('g[filter]');
    expect(faded?.getAttribute('filter')).toMatch(/^url\(#.+\)$/);
    expect(faded?.querySelector('[data-part="art"]')).not.toBeNull();
  });

  it('is unearned unless told otherwise', () => {
    render(<BadgeIcon type="hamsa" />);
    expect(screen.getByRole('img', { name: 'High Five Hamsa (not earned yet)' })).toBeInTheDocument();
  });

  it('uses the display name of the type when no title is given', () => {
    render(
      <>
        <BadgeIcon type="torah-scroll" earned />
        <BadgeIcon type="star-of-david" />
        <BadgeIcon type="shofar" earned title="   " />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Torah Scholar' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Star Scholar (not earned yet)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: BADGE_DISPLAY_NAMES.shofar })).toBeInTheDocument();
  });

  it('writes shalom in Hebrew with its vowel points, right to left, and leaves it out at the smallest size', () => {
    const { container, unmount } = render(<BadgeIcon type="shalom" size="lg" earned />);
    const word = container.querySelector('text');
    expect(word?.textContent).toBe('שָׁלוֹם');
    expect(word).toHaveAttribute('direction', 'rtl');
    expect(word).toHaveAttribute('lang', 'he');
    unmount();
    const small = render(<BadgeIcon type="shalom" size="sm" earned />);
    expect(small.container.querySelector('text')).toBeNull();
  });

  it('falls back to a plain star medallion for an unknown type', () => {
    const { container } = render(<BadgeIcon type="unicorn" size="lg" earned />);
    const svg = screen.getByRole('img', { name: FALLBACK_BADGE_NAME });
    expect(svg).toHaveAttribute('data-badge-type', 'unknown');
    expect(svg).toHaveAttribute('width', '112');
    const fallback = artMarkup(svg);
    for (const type of BADGE_ICON_TYPES) {
      const other = render(<BadgeIcon type={type} size="lg" earned />);
      expect(artMarkup(other.container.querySelector('svg')!)).not.toBe(fallback);
      other.unmount();
    }
    expect(container.querySelector('[data-part="art"] path')).not.toBeNull();
  });

  it('survives odd input without crashing', () => {
    render(
      <>
        <BadgeIcon type={'' as never} title="Mystery" earned />
        <BadgeIcon type={undefined as never} />
        <BadgeIcon type="challah" size={'xl' as never} earned />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Mystery' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${FALLBACK_BADGE_NAME} (not earned yet)` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: BADGE_DISPLAY_NAMES.challah })).toHaveAttribute('width', '64');
  });

  it('gives every badge on a page its own gradient ids', () => {
    const { container } = render(
      <>
        <BadgeIcon type="candles" earned />
        <BadgeIcon type="candles" earned />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('recognises the known types only', () => {
    expect(isBadgeIconType('sufganiyah')).toBe(true);
    expect(isBadgeIconType('Sufganiyah')).toBe(false);
    expect(isBadgeIconType(42)).toBe(false);
  });
});
