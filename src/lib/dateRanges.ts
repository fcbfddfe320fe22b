/** Date range presets of the leads list. Dates are local yyyy-MM-dd. */
import { localDay } from '../../contract/days';

export interface DateRange {
  start_date: string;
  end_date: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-MM-dd of a Date, in the user's zone. */
export const isoDay = localDay;
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** yyyy-MM-dd → DD-MM-YYYY (how the list shows dates); '' for anything else. */
export function displayDay(value: string | null | undefined): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : (() => {
        const d = new Date(value);
        return Number.isNaN(d.getTime()) ? '' : isoDay(d);
      })();
  if (!day) return '';
  const [y, m, dd] = day.split('-');
  return `${dd}-${m}-${y}`;
}

/** An instant as DD-MM-YYYY HH:mm in local time (grant ends, audit entries); '' when malformed. */
export function displayDayTime(value: string | null | undefined): string {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return '';
  return `${displayDay(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** yyyy-MM-dd → local Date at midnight (null when malformed). */
export function parseDay(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(d.getTime()) ? null : d;
}

export const PRESET_LABELS = [
  'Today',
  'Yesterday',
  'Last 7 Days',
  'Last 30 Days',
  'This Month',
  'Last Month',
  'All Time',
] as const;
export type PresetLabel = (typeof PRESET_LABELS)[number];

export function presetRange(label: PresetLabel, now: Date = new Date()): DateRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const range = (a: Date, b: Date): DateRange => ({ start_date: isoDay(a), end_date: isoDay(b) });
  switch (label) {
    case 'Today':
      return range(today, today);
    case 'Yesterday':
      return range(addDays(today, -1), addDays(today, -1));
    case 'Last 7 Days':
      return range(addDays(today, -6), today);
    case 'Last 30 Days':
      return range(addDays(today, -29), today);
    case 'This Month':
      return range(
        new Date(today.getFullYear(), today.getMonth(), 1),
        new Date(today.getFullYear(), today.getMonth() + 1, 0),
      );
    case 'Last Month':
      return range(
        new Date(today.getFullYear(), today.getMonth() - 1, 1),
        new Date(today.getFullYear(), today.getMonth(), 0),
      );
    case 'All Time':
      return range(new Date(1970, 0, 1), today);
  }
}

/** The preset a range equals (for the picker's label), if any. */
export function presetOf(range: DateRange, now: Date = new Date()): PresetLabel | null {
  return (
    PRESET_LABELS.find((label) => {
      const p = presetRange(label, now);
      return p.start_date === range.start_date && p.end_date === range.end_date;
    }) ?? null
  );
}
