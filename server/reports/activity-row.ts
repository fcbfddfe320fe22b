import { leadPriorityOf, type LeadPriority } from '../../contract/priorities';
import type { ActivityType } from '../../contract/activities';
import type { ActivityCard, ReportLead } from '../../contract/reports';
import type { LeadPolicy } from '../policy/lead-policy';
import type { Repos } from '../repositories';
import { uploadUrl } from '../leads/present';
import { RelatedRows } from '../master/related-rows';
import type { ActivityTexts } from '../stored/leads';
import type { Assignment, ReportLeadRow } from './repository';

/** The report's priority: one of the four (matching ignores case), else N/A. */
const reportPriority = (value: unknown): LeadPriority | 'N/A' => leadPriorityOf(value) ?? 'N/A';

type TextKey = Exclude<keyof ReportLead, 'lead_id' | 'organization_name' | 'priority' | 'restricted'>;

/** What each activity type contributes to its line of the report. */
const LINES: Record<ActivityType, [key: TextKey, text: (a: ActivityTexts) => unknown]> = {
  log: ['log_activity', (a) => a.description],
  task: ['task_details', (a) => a.task_title],
  note: ['notes', (a) => a.note_description],
  sms: ['sms_description', (a) => a.sms_description],
  email: ['email_subject', (a) => a.subject],
  file: ['file_description', (a) => a.description],
};

/**
 * One lead of a report row: the employee's own activities on it, each type's texts joined by
 * commas. A restricted lead the caller may not read in full shows its name and priority only.
 */
function leadLine(
  activities: readonly ActivityTexts[],
  policy: LeadPolicy,
  lead: ReportLeadRow,
  employeeId: number,
): ReportLead {
  const texts = Object.fromEntries(Object.values(LINES).map(([k]) => [k, [] as string[]])) as Record<
    TextKey,
    string[]
  >;
  const readable = policy.canReadInFull(lead);
  if (readable)
    for (const activity of activities) {
      const line = LINES[activity.type];
      const text = line && activity.created_by === employeeId ? String(line[1](activity) ?? '').trim() : '';
      if (text) texts[line[0]].push(text);
    }
  const joined = (key: TextKey) => texts[key].join(', ');
  return {
    lead_id: lead.id,
    organization_name: lead.organization_name,
    log_activity: joined('log_activity'),
    task_details: joined('task_details'),
    notes: joined('notes'),
    sms_description: joined('sms_description'),
    email_subject: joined('email_subject'),
    file_description: joined('file_description'),
    priority: reportPriority(lead.lead_priority),
    restricted: !readable,
  };
}

/** The employees and exhibitions of these assignments (and the employees' users), read once. */
export const assignmentRows = (repos: Repos, assignments: readonly Assignment[]): Promise<RelatedRows> =>
  RelatedRows.load(
    repos,
    assignments.flatMap((a) => [
      ['employees', a.employeeId] as const,
      ['exhibitions', a.exhibitionId] as const,
    ]),
  );

/**
 * The cards of one report page: for each, the employee, the exhibition and the leads assigned
 * to them there, newest first; with `limit`, only that many (`leads_total` counts them all).
 * `named`: assignmentRows of (at least) these assignments. All cards' shown leads are one call;
 * their activities and the employees' designations one call each for the whole page.
 */
export async function activityCards(
  repos: Repos,
  policy: LeadPolicy,
  assignments: readonly Assignment[],
  named: RelatedRows,
  limit = Infinity,
): Promise<ActivityCard[]> {
  const cards = (await repos.reports.leadsOf(assignments, limit)).map(({ total, leads: shown }, i) => {
    const a = assignments[i];
    return { a, employee: named.row('employees', a.employeeId), total, shown };
  });
  const readable = cards.flatMap((c) =>
    c.shown.filter((lead) => policy.canReadInFull(lead)).map((l) => l.id),
  );
  const [activities, designations] = await Promise.all([
    repos.activities.textsOf(
      [...new Set(readable)],
      assignments.map((a) => a.employeeId),
    ),
    repos.table('designations').getMany(cards.map((c) => c.employee?.designation_id)),
  ]);
  return cards.map(({ a, employee, total, shown }) => {
    const designation = employee ? designations.get(employee.designation_id as number) : undefined;
    const exhibition = named.row('exhibitions', a.exhibitionId);
    return {
      id: `${a.employeeId}-${a.exhibitionId}`,
      employee_id: a.employeeId,
      employee_name: named.employeeName(a.employeeId),
      profile_picture: employee?.profile_picture ? uploadUrl(employee.profile_picture) : null,
      designation: designation ? String(designation.name ?? '') : '',
      exhibition: exhibition ? { id: exhibition.id, name: String(exhibition.name ?? '') } : null,
      leads_total: total,
      leads: shown.map((lead) => leadLine(activities.get(lead.id) ?? [], policy, lead, a.employeeId)),
    };
  });
}
