import type { EmployeeRef, LeadRecord } from './records';

/** The kinds of timeline activity, in the order of the details page's tabs. */
export const ACTIVITY_TYPES = ['note', 'log', 'task', 'sms', 'email', 'file'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** A stored file with its download address. */
export interface StoredFile {
  file_name: string;
  original_name: string;
  mime: string | null;
  size: number | null;
  url: string | null;
}

/**
 * One timeline item as the details read answers it (docs/api.md, timeline layout;
 * server/lead-details/timeline.ts `presentActivity`): every field of the timeline and its Details
 * modal, null where the type has none.
 */
export interface TimelineItem {
  id: number;
  lead_id: number;
  type: ActivityType;
  type_label: string;
  key_account: 'Y' | 'N';
  subject: string | null;
  contact_person: string | null;
  title: string | null;
  task_type: string | null;
  description: string | null;
  log_type: string | null;
  start_date: string | null;
  start_time: string | null;
  due_date: string | null;
  due_time: string | null;
  priority: string | null;
  reminders: { reminderDate: string; reminderTime: string }[];
  assign_to: EmployeeRef[];
  assigned_to: string | null;
  sender_name: string | null;
  to_mail: string[];
  /** The creator's user name; `created_by` is their employee id. */
  user_name: string;
  created_by: number | null;
  created_at: string;
  attachments: StoredFile[];
  /** A task's or an email's first attachment (null for the other types). */
  task_file: StoredFile | null;
  email_file: StoredFile | null;
}

export type TimelineCounts = Record<ActivityType | 'all', number>;

/**
 * The details pages' one read: POST /get-leads-details-tab-count-and-data (Leads Details) or
 * POST /get-key-account-details-tab-count (Key Account Details), both with `{lead_id}`.
 */
export interface LeadDetails {
  /** can_edit: may the caller edit the lead (the page offers its Edit links only then). */
  lead: LeadRecord & { key_account: boolean; can_edit: boolean };
  counts: TimelineCounts;
  details: TimelineItem[];
}
