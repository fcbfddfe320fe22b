/**
 * Birthdays are calendar days where the team works: Asia/Dhaka (UTC+6, no daylight saving).
 * "Today" for the list and the daily mail is that zone's date of `ctx.now()` (docs/decisions.md).
 */
export const BUSINESS_UTC_OFFSET_MINUTES = 6 * 60;

/** yyyy-MM-dd of `now` in the business zone. */
export function businessDate(now: Date): string {
  return new Date(now.getTime() + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Month-days whose birthday falls on `date`: 29 Feb birthdays are kept on 28 Feb in other years. */
export function birthdayKeysOn(date: string): string[] {
  const md = date.slice(5);
  return md === '02-28' && !isLeap(Number(date.slice(0, 4))) ? ['02-28', '02-29'] : [md];
}
