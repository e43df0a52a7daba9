export * from './verse-ref';
export * from './parsha-api';
export * from './parsha-progress';
// The calendar (which parsha for a date, its aliyot) needs @hebcal: it has its own entry,
// '@morah/contracts/parsha-calendar', so the web and start-up do not load it.
export * from './text-sources';
export * from './fallback-verses';
