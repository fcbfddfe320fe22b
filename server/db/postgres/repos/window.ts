import { type RawBuilder, sql } from 'kysely';
import type { DateWindow } from '../../../leads/query';

/**
 * A window's bound as a timestamptz. The embedded store compares ISO strings, and server/leads/query.ts
 * clamps a bound outside years 0000-9999 to '0000-01-01…' or '99999' (server/dashboards/kpis.ts uses
 * them for All Time): PostgreSQL has no year 0 and no '99999', so they are its -infinity and infinity.
 */
export const bound = (iso: string): string =>
  iso.startsWith('0000-') ? '-infinity' : /^\d{4}-/.test(iso) ? iso : 'infinity';

/** `column` inside [fromIso, toIso), as the embedded binary searches count (server/leads/query.ts firstOlderThan). */
export const inWindow = (column: string, window: DateWindow): RawBuilder<boolean> =>
  sql<boolean>`(${sql.ref(column)} >= ${bound(window.fromIso)}::timestamptz and ${sql.ref(column)} < ${bound(window.toIso)}::timestamptz)`;
