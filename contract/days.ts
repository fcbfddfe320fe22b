const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day (yyyy-MM-dd) of a Date in the local time zone (not the UTC day of toISOString). */
export const localDay = (d: Date): string =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
