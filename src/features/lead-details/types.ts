import type { Lead } from '../../../contract/records';

export type ActivityType = 'note' | 'log' | 'task' | 'sms' | 'email' | 'file';

interface StoredFile {
  file_name: string;
  original_name: string;
  mime: string | null;
  size: number | null;
  url: string | null;
}

/** One timeline item as the details read answers it (docs/api.md, timeline layout). */
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
  assign_to: { id: number; name: string; email: string }[];
  assigned_to: string | null;
  sender_name: string | null;
  to_mail: string[];
  user_name: string;
  created_at: string;
  attachments: StoredFile[];
}

export type TimelineCounts = Record<ActivityType | 'all', number>;

export interface LeadDetails {
  /** can_edit: may the caller edit the lead (the page offers its Edit links only then). */
  lead: Lead & { key_account: boolean; can_edit: boolean };
  counts: TimelineCounts;
  details: TimelineItem[];
}

/** Which page: a lead's details, or a key account's (no stage dropdown, saves carry key_account Y). */
export type DetailsVariant = 'lead' | 'key-account';

export interface KeyAccountListParams {
  page: number;
  per_page: number;
  search: string;
}
