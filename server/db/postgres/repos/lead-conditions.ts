import { type RawBuilder, sql } from 'kysely';
import { dateWindow, type LeadFilters, type RowVisibility } from '../../../leads/query';
import { KEY_ACCOUNT_TEXTS_FIT, KEY_ACCOUNT_TEXTS_LONG } from '../tables/leads';

type Condition = RawBuilder<unknown>;

/** What a list selects by, beside its filters (the key accounts, one board column). */
interface LeadScope {
  /** Only the leads any activity marks a key account (their flag, migration 0019). */
  keyAccounts?: boolean;
  /** Only this stage, exactly as stored ('' holds the leads without one: a board column's key). */
  stage?: string;
}

/** A term inside LIKE '%…%' (lower-cased already, as the kept search texts are). */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Whether the caller reads the lead in full, as SQL, or null when they read every lead
 * (server/policy/lead-policy.ts: not restricted, or an approved Details grant).
 */
function readInFull(viewer?: RowVisibility): Condition | null {
  if (!viewer || viewer.readsEveryLead()) return null;
  return sql`(l.is_disabled <> 1 OR l.id = ANY(${viewer.detailsGrantIds()}::bigint[]))`;
}

/** `full ? whole : listed`; with no limit on what the caller reads, `whole`. */
const asSeen = (full: Condition | null, whole: Condition, listed: Condition): Condition =>
  full ? sql`((${full} AND ${whole}) OR (NOT ${full} AND ${listed}))` : whole;

/**
 * The date filter's bounds (server/leads/query.ts `dateWindow`) on the lead's creation time `at`;
 * a bound before year 1 excludes nothing.
 */
function dateConditions(filters: LeadFilters, at: Condition = sql`l.created_at`): Condition[] {
  const window = dateWindow(filters);
  if (!window) return [];
  const out: Condition[] = [];
  if (window.fromIso >= '0001') out.push(sql`${at} >= ${window.fromIso}::timestamptz`);
  if (window.toIso < '0001') out.push(sql`false`);
  else if (window.toIso < '9999') out.push(sql`${at} < ${window.toIso}::timestamptz`);
  return out;
}

const all = (conditions: Condition[]): Condition =>
  conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;

/** A caller limited to a restricted lead's row finds it by that row only (leads/query.ts). */
function searchCondition(term: string, viewer?: RowVisibility): Condition {
  const like = containing(term);
  return asSeen(readInFull(viewer), sql`l.search_text LIKE ${like}`, sql`l.listed_search_text LIKE ${like}`);
}

/**
 * The WHERE of a lead list over `leads l`, the SQL twin of server/leads/query.ts `filterLeads`:
 * each filter an indexed column (lower-cased stage and priority, migration 0007), exhibitions and
 * assigned employees through lead_exhibitions, the search through the trigram indexes. For a
 * lead the caller sees as its row only, the hidden fields never match: no exhibition, the creator
 * as its only employee, the row's texts for the search.
 */
export function leadConditions(
  filters: LeadFilters,
  viewer?: RowVisibility,
  scope: LeadScope = {},
): Condition {
  const full = readInFull(viewer);
  const out: Condition[] = dateConditions(filters);
  if (scope.keyAccounts) out.push(sql`l.is_key_account`);
  if (scope.stage) out.push(sql`l.lead_stage = ${scope.stage}`);
  else if (scope.stage === '') out.push(sql`(l.lead_stage IS NULL OR l.lead_stage = '')`);
  if (filters.stage) out.push(sql`lower(l.lead_stage) = ${filters.stage}`);
  if (filters.priority) out.push(sql`lower(l.lead_priority) = ${filters.priority}`);
  if (filters.industryId !== undefined) out.push(sql`l.industry_id = ${filters.industryId}`);
  if (filters.exhibitionId !== undefined) {
    out.push(
      sql`l.id IN (SELECT e.lead_id FROM lead_exhibitions e WHERE e.exhibition_id = ${filters.exhibitionId})`,
    );
    if (full) out.push(full);
  }
  const employee = filters.employeeId;
  if (employee !== undefined) {
    // The creator, or one hashed id list from the assignment indexes: a page walks the newest
    // first index and stops at its last row (25 ms at 100k leads), where driving the query from
    // the union of ids fetched and sorted every one of an employee's 20,000 leads (620 ms).
    out.push(sql`(l.created_by = ${employee} OR l.id IN (
      SELECT e.lead_id FROM lead_exhibitions e WHERE e.employee_id = ${employee}
      UNION ALL SELECT e.lead_id FROM lead_exhibitions e WHERE e.additional_employee_id = ${employee}))`);
    // Seen as its row only, a lead's one employee is its creator.
    if (full) out.push(sql`(l.created_by = ${employee} OR ${full})`);
  }
  if (filters.search) out.push(searchCondition(filters.search, viewer));
  return all(out);
}

/**
 * The count of `leadConditions({employeeId, dates}, viewer)` without filtering every lead: the
 * employee's leads in the window are the union of three index-only range scans (the creator's
 * index, and the two assignment indexes, which hold the lead's created_at), less those the
 * viewer sees as a row only, where the employee is not the creator (a few restricted leads, from
 * leads_disabled_idx, migration 0021).
 */
export function employeeCount(employee: number, filters: LeadFilters, viewer?: RowVisibility): Condition {
  const inWindow = (at: Condition) => all(dateConditions(filters, at));
  const involved = sql`SELECT l.id FROM leads l WHERE l.created_by = ${employee} AND ${inWindow(sql`l.created_at`)}
    UNION SELECT e.lead_id FROM lead_exhibitions e
     WHERE e.employee_id = ${employee} AND ${inWindow(sql`e.lead_created_at`)}
    UNION SELECT e.lead_id FROM lead_exhibitions e
     WHERE e.additional_employee_id = ${employee} AND ${inWindow(sql`e.lead_created_at`)}`;
  const counted = sql`(SELECT count(*) FROM (${involved}) u)`;
  const full = readInFull(viewer);
  if (!full) return sql`SELECT ${counted} AS matched`;
  // A join, not IN: the planner then hashes the few restricted leads and streams the assignments
  // past them (8 ms), where IN made it probe the index once per assignment (38 ms).
  const rowOnly = sql`(SELECT count(DISTINCT l.id) FROM leads l
      JOIN (SELECT e.lead_id FROM lead_exhibitions e WHERE e.employee_id = ${employee}
            UNION ALL SELECT e.lead_id FROM lead_exhibitions e WHERE e.additional_employee_id = ${employee}) a
        ON a.lead_id = l.id
     WHERE NOT ${full} AND l.created_by IS DISTINCT FROM ${employee} AND ${inWindow(sql`l.created_at`)})`;
  return sql`SELECT ${counted} - ${rowOnly} AS matched`;
}

/**
 * The count of key accounts matching `where` (a search among its conditions) as two counts: the
 * leads whose texts fit in leads_key_account_texts_idx, from that index alone, and the few whose
 * texts do not, from their rows (migration 0023: 10 ms where reading every key account's row
 * took 42, at 100k leads). Each part states its index's rule as written there, literally, so that
 * the planner may use the partial index.
 */
export function keyAccountSearchCount(where: Condition): Condition {
  const part = (rule: string) => sql`(SELECT count(*) FROM leads l WHERE ${sql.raw(rule)} AND ${where})`;
  return sql`SELECT ${part(KEY_ACCOUNT_TEXTS_FIT)} + ${part(KEY_ACCOUNT_TEXTS_LONG)} AS matched`;
}
