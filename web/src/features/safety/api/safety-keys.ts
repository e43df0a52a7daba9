/** Query keys of the safety data, each the URL it is read from (flags add the status they list). */
export const safetyKeys = {
  /** Every flags list: invalidate this to read them all again. */
  allFlags: ['/api/safety/flags'] as const,
  flags: (status: 'open' | 'handled' | 'all') => ['/api/safety/flags', { status }] as const,
  notices: ['/api/notices'] as const,
};

/** Only while the live connection is down do the lists poll, this often. */
export const SAFETY_POLL_MS = 5000;
