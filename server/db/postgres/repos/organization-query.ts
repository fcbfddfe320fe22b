import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { dateWindow } from '../../../leads/query';
import type { OrganizationFilters } from '../../../prospects/list-query';
import type { TableName } from '../schema';
import { inWindow } from './window';

/** The tables of prospects or stakeholders and the column their child rows point back with. */
export interface OrganizationTables {
  table: 'prospects' | 'stakeholders';
  exhibitions: TableName;
  persons: TableName;
  parent: 'prospect_id' | 'stakeholder_id';
}

export const organizationTablesOf = (collection: 'prospects' | 'stackholders'): OrganizationTables =>
  collection === 'prospects'
    ? {
        table: 'prospects',
        exhibitions: 'prospects_exhibitions',
        persons: 'prospects_concern_persons',
        parent: 'prospect_id',
      }
    : {
        table: 'stakeholders',
        exhibitions: 'stakeholders_exhibitions',
        persons: 'stakeholders_concern_persons',
        parent: 'stakeholder_id',
      };

/** LIKE's own characters in a search term, escaped: the term is matched as typed. */
const likeContaining = (term: string): string => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * "The name's textKey contains `term`" as the embedded joined-name search answers it (the term as
 * given: routes lower-case it), through the trigram index on organization_key, the name trimmed
 * and lower-cased as JavaScript does it, whatever the database's locale (migrations 0012, 0022).
 */
export const nameContains = (term: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`organization_key like ${likeContaining(term)}`;

/**
 * The list filters of GET /prospects (server/prospects/list-query.ts) as one condition: the date
 * range on created_at (the newest-first index), industry, any of the exhibitions (its child
 * table's index), any of the creators, and the name search (trigram index).
 */
export function organizationFilter(t: OrganizationTables, f: OrganizationFilters): Expression<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  const window = dateWindow(f);
  if (window) parts.push(inWindow(`${t.table}.created_at`, window));
  if (f.industryId !== undefined) parts.push(sql`${sql.ref(`${t.table}.industry_id`)} = ${f.industryId}`);
  if (f.exhibitionIds.length)
    parts.push(
      sql`exists (select 1 from ${sql.table(t.exhibitions)} e where e.${sql.ref(t.parent)} = ${sql.ref(`${t.table}.id`)} and e.exhibition_id = any(${f.exhibitionIds}::bigint[]))`,
    );
  if (f.employeeIds.length)
    parts.push(sql`${sql.ref(`${t.table}.created_by`)} = any(${f.employeeIds}::bigint[])`);
  if (f.search) parts.push(nameContains(f.search));
  return parts.length ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
}
