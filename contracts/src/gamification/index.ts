export * from './badge-catalogue';
export * from './criteria';
export * from './streak';
export * from './rest-day';
export * from './daily-challenges';
export * from './requests';
export * from './leaderboard';
// Only the calendar helpers a caller needs; the day arithmetic stays private to these rules.
export { isCalendarDay, isValidTimeZone, localDay, resolveTimeZone } from './calendar-day';
