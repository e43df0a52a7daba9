import { type RefObject, useEffect } from 'react';

/** Keep a sticky element just under the app's own sticky header, whatever height that header has now. */
export function useBelowSiteHeader(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const siteHeader = document.querySelector<HTMLElement>('.site-header');
    const element = ref.current;
    if (!siteHeader || !element || typeof ResizeObserver === 'undefined') return;
    const place = () => {
      element.style.top = `${siteHeader.getBoundingClientRect().height}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(siteHeader);
    return () => observer.disconnect();
  }, [ref]);
}
