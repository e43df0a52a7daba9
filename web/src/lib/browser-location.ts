/** A full page navigation (leaves the single-page app), e.g. to the server's /api/logout. */
export function goTo(url: string): void {
  window.location.assign(url);
}
