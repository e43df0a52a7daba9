export * from './badge-catalogue';
export * from './criteria';
export * from './streak';
export * from './check-in-zone';
// The rest-day rule needs the calendar library: it has its own entry, '@morah/contracts/rest-day',
// so everything else that reads contracts (the web, start-up) does not load it.
export * from './daily-challenges';
export * from './requests';
export * from './leaderboard';
// Only the calendar helpers a caller needs; the day arithmetic stays private to these rules.
export { isCalendarDay, isValidTimeZone, localDay, resolveTimeZone } from './calendar-day';
export * from './api';
export * from './counted';
export * from './challenge-totals';
