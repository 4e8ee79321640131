const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "November 24, 2026", in UTC, as `Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' })`
 * writes it. Not Intl itself: making that formatter loads locale data, a long task on a slow phone
 * at the start of every doc page, for one date.
 */
export function longDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
