import type { AccessKind, ConcernPerson, LeadSocialNetwork } from '../../contract/records';
import type { ActivityType } from '../../contract/activities';
import type { NotificationKind } from '../../contract/notifications';
import type { Stored, StoredFileRef } from './row-types';

/** One exhibition block of a lead: the exhibition and the employees assigned to it there. */
export interface StoredLeadExhibition {
  exhibition_id: number | null;
  employee_id: number | null;
  additionalEmployeeID: number | null;
}

/** The wizard's step 1 as stored (docs/data-model.md); the ids point at master data. */
export interface StoredLeadInfo {
  organization_name: string;
  organization_logo: string | null;
  industry_id: number | null;
  information_source_id: number | null;
  phone: string;
  /** Optional in the wizard: null when left blank, as in the seed. */
  address: string | null;
  country_id: number | null;
  division_id: number | null;
  district_id: number | null;
  zone_id: number | null;
  website_link: string | null;
  exhibitions: StoredLeadExhibition[];
  social_networks: LeadSocialNetwork[];
}

/** A lead (collection leads): `created_by` is the creator's employee id. */
export type LeadRow = Stored<{
  initial_info: StoredLeadInfo;
  concern_person: ConcernPerson[];
  lead_priority: string | null;
  lead_stage: string | null;
  status: string | null;
  is_disabled: 0 | 1;
  created_by: number | null;
  created_at: string;
  updated_at?: string;
}>;

/**
 * A timeline activity (collection lead-activities). The fields after `created_at` belong to one
 * type each (log: description, log_type; task: task_*; note, sms, email, file).
 */
export type ActivityRow = Stored<{
  lead_id: number;
  type: ActivityType;
  key_account: 'Y' | 'N';
  created_by: number | null;
  created_at: string;
  attachments?: StoredFileRef[];
  description?: string;
  log_type?: string;
  task_title?: string;
  task_description?: string;
  task_type?: string;
  start_date?: string;
  start_time?: string;
  due_date?: string;
  due_time?: string;
  priority?: string;
  reminders?: { reminderDate: string; reminderTime: string }[];
  assign_to?: number[];
  sms_description?: string;
  note_description?: string;
  subject?: string;
  body?: string;
  sender_name?: string;
  to_mail?: string[];
}>;

/** The text fields an activity's report line reads (server/reports/activity-row.ts `LINES`). */
export const ACTIVITY_TEXT_FIELDS = [
  'description',
  'task_title',
  'note_description',
  'sms_description',
  'subject',
] as const;

/** An activity as the report reads it: its lead, type, author and texts (absent ones null). */
export type ActivityTexts = Pick<ActivityRow, 'id' | 'lead_id' | 'type' | 'created_by'> &
  Record<(typeof ACTIVITY_TEXT_FIELDS)[number], string | null>;

/** An Edit/Details request (collection lead-permissions); `expires_at` only once approved. */
export type AccessRequestRow = Stored<{
  lead_id: number;
  employee_id: number;
  permission_type: AccessKind;
  /** 'expired' is never stored: an approved grant past its end reads so (access-requests/grant.ts). */
  status: 'pending' | 'approved' | 'reject';
  created_at: string;
  acted_by: number | null;
  acted_at: string | null;
  expires_at?: string | null;
}>;

/** A bell notification (collection notifications); task reminders carry their task. */
export type NotificationRow = Stored<{
  employee_id: number;
  lead_id: number;
  exhibition_id: number | null;
  assigned_type: NotificationKind;
  is_read: 0 | 1;
  created_at: string;
  activity_id?: number | null;
  task_title?: string;
  reminder_at?: string | null;
}>;

/** One reminder of a saved task (collection task-reminders, server/task-reminders/repository.ts). */
export type TaskReminderRow = Stored<{
  lead_id: number;
  activity_id: number;
  task_title: string;
  due_at: string;
  employee_ids: number[];
  fired_at: string | null;
  created_at: string;
}>;

/** A prospect or stakeholder (collections prospects, stackholders); exhibitions are ids. */
export type OrganizationRow = Stored<{
  organization_name: string;
  industry_id: number | null;
  phone: string;
  address: string;
  website_link: string;
  exhibitions: number[];
  social_networks: LeadSocialNetwork[];
  concern_person_info: ConcernPerson[];
  created_by: number | null;
  created_at: string;
  updated_at: string;
}>;
