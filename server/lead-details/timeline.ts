import type { AppContext } from '../context';
import type { ActivityType, LeadDetails, StoredFile, TimelineItem } from '../../contract/activities';
import { leadRelations, presentLead, uploadUrl } from '../leads/present';
import { RelatedRows, type RowRef } from '../master/related-rows';
import type { AuthContext } from '../auth/types';
import { leadPolicy } from '../policy';
import type { ActivityRow, LeadRow } from '../stored/leads';
import type { StoredFileRef } from '../stored/row-types';

/** A stored file with its download address. */
const fileOf = (f: StoredFileRef): StoredFile => ({
  file_name: f.file_name,
  original_name: f.original_name ?? f.file_name,
  mime: f.mime ?? null,
  size: f.size ?? null,
  url: uploadUrl(f.file_name),
});

const TYPE_LABELS: Record<ActivityType, string> = {
  log: 'Log Activity',
  task: 'Task',
  note: 'Note',
  sms: 'SMS',
  email: 'Email',
  file: 'File',
};

const assigneeIds = (a: ActivityRow): unknown[] => (Array.isArray(a.assign_to) ? a.assign_to : []);

/** The employees a timeline item names (its author and assignees). */
export const activityRelations = (a: ActivityRow): RowRef[] => [
  ['employees', a.created_by],
  ...assigneeIds(a).map((id): RowRef => ['employees', id]),
];

/**
 * One timeline item (the layout is in docs/api.md): every field of the timeline and its Details
 * modal, null where the type has none, names instead of employee ids and download addresses
 * next to the stored files.
 */
export function presentActivity(related: RelatedRows, a: ActivityRow): TimelineItem {
  const attachments = (Array.isArray(a.attachments) ? a.attachments : []).filter(Boolean).map(fileOf);
  const assignees = assigneeIds(a)
    .map((id) => related.employeeRef(id))
    .filter((e): e is NonNullable<typeof e> => !!e);
  const description =
    a.type === 'task'
      ? a.task_description
      : a.type === 'note'
        ? a.note_description
        : a.type === 'sms'
          ? a.sms_description
          : a.type === 'email'
            ? a.body
            : a.description;
  const toMail: string[] = Array.isArray(a.to_mail) ? a.to_mail : [];
  return {
    id: a.id,
    lead_id: a.lead_id,
    type: a.type,
    type_label: TYPE_LABELS[a.type] ?? a.type,
    key_account: a.key_account === 'Y' ? 'Y' : 'N',
    subject: a.type === 'email' ? (a.subject ?? null) : null,
    contact_person: a.type === 'email' ? toMail.join(', ') || null : null,
    title: a.type === 'task' ? (a.task_title ?? null) : null,
    task_type: a.type === 'task' ? (a.task_type ?? null) : null,
    description: description ?? null,
    log_type: a.type === 'log' ? (a.log_type ?? null) : null,
    start_date: a.start_date ?? null,
    start_time: a.start_time ?? null,
    due_date: a.due_date ?? null,
    due_time: a.due_time ?? null,
    priority: a.priority ?? null,
    reminders: Array.isArray(a.reminders) ? a.reminders : [],
    assign_to: assignees,
    assigned_to: assignees.map((e) => e.name).join(', ') || null,
    sender_name: a.type === 'email' ? (a.sender_name ?? null) : null,
    to_mail: toMail,
    user_name: related.employeeName(a.created_by),
    created_by: a.created_by ?? null,
    created_at: a.created_at,
    attachments,
    task_file: a.type === 'task' ? (attachments[0] ?? null) : null,
    email_file: a.type === 'email' ? (attachments[0] ?? null) : null,
  };
}

/**
 * The details pages' one read: the lead (with whether the caller may edit it, so the page offers
 * its Edit links only then), the tab counts and the timeline, newest first.
 */
export async function detailsContents(
  ctx: AppContext,
  auth: AuthContext,
  lead: LeadRow,
): Promise<LeadDetails> {
  const { activities } = ctx.repos;
  const timeline = await activities.timelineOf(lead.id);
  const related = await RelatedRows.load(ctx.repos, [
    ...leadRelations(lead),
    ...timeline.flatMap(activityRelations),
  ]);
  return {
    lead: {
      ...presentLead(related, lead),
      key_account: await activities.isKeyAccount(lead.id),
      can_edit: (await leadPolicy(ctx, auth)).canEdit(lead),
    },
    counts: await activities.countsOf(lead.id),
    details: timeline.map((a) => presentActivity(related, a)),
  };
}
