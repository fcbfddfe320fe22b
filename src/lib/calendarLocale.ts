import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * English as react-datepicker's default, but a day reads "Choose 2 November 2026, Monday" to a
 * screen reader instead of "Choose Monday, November 2nd, 2026": the visible "2" must appear as a
 * word in the day's name (WCAG 2.5.3, label in name; "2nd" does not count), and day-month order
 * is how the product's users write dates. Only the full date format changes.
 */
const formatLong = enUS.formatLong!;
export const calendarLocale: Locale = {
  ...enUS,
  code: 'en-US-crms',
  formatLong: {
    ...formatLong,
    date: (options) => (options?.width === 'full' ? 'd MMMM yyyy, EEEE' : formatLong.date(options)),
  },
};
