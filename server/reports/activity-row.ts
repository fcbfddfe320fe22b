import { leadPriorityOf, type LeadPriority } from '../../contract/priorities';
import type { ActivityType } from '../../contract/activities';
import type { ActivityCard, ReportLead } from '../../contract/reports';
import type { LeadPolicy } from '../policy/lead-policy';
import type { Repos } from '../repositories';
import { employeeName, uploadUrl } from '../leads/present';
import type { ActivityRow, LeadRow } from '../stored/leads';
import type { Assignment } from './repository';

/** The report's priority: one of the four (matching ignores case), else N/A. */
const reportPriority = (value: unknown): LeadPriority | 'N/A' => leadPriorityOf(value) ?? 'N/A';

type TextKey = Exclude<keyof ReportLead, 'lead_id' | 'organization_name' | 'priority' | 'restricted'>;

/** What each activity type contributes to its line of the report. */
const LINES: Record<ActivityType, [key: TextKey, text: (a: ActivityRow) => unknown]> = {
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
function leadLine(repos: Repos, policy: LeadPolicy, lead: LeadRow, employeeId: number): ReportLead {
  const texts = Object.fromEntries(Object.values(LINES).map(([k]) => [k, [] as string[]])) as Record<
    TextKey,
    string[]
  >;
  const readable = policy.canReadInFull(lead);
  if (readable)
    for (const activity of repos.activities.ofLead(lead.id)) {
      const line = LINES[activity.type];
      const text = line && activity.created_by === employeeId ? String(line[1](activity) ?? '').trim() : '';
      if (text) texts[line[0]].push(text);
    }
  const joined = (key: TextKey) => texts[key].join(', ');
  return {
    lead_id: lead.id,
    organization_name: String(lead.initial_info?.organization_name ?? ''),
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

/**
 * One card of the report: the employee, the exhibition and the leads assigned to them there,
 * newest first; with `limit`, only that many (`leads_total` counts them all).
 */
export function activityRow(repos: Repos, policy: LeadPolicy, a: Assignment, limit = Infinity): ActivityCard {
  const employee = repos.of('employees').get(a.employeeId);
  const designation = employee ? repos.of('designations').get(employee.designation_id) : undefined;
  const exhibition = repos.of('exhibitions').get(a.exhibitionId);
  const leads = [...a.leadIds]
    .map((id) => repos.leads.get(id))
    .filter((lead): lead is LeadRow => !!lead)
    .sort((x, y) => (x.created_at === y.created_at ? y.id - x.id : x.created_at < y.created_at ? 1 : -1));
  return {
    id: `${a.employeeId}-${a.exhibitionId}`,
    employee_id: a.employeeId,
    employee_name: employeeName(repos, a.employeeId),
    profile_picture: employee?.profile_picture ? uploadUrl(employee.profile_picture) : null,
    designation: designation ? String(designation.name ?? '') : '',
    exhibition: exhibition ? { id: exhibition.id, name: String(exhibition.name ?? '') } : null,
    leads_total: leads.length,
    leads: leads.slice(0, limit).map((lead) => leadLine(repos, policy, lead, a.employeeId)),
  };
}
