import type { Doc } from '../../../../server/db/row';

/** A concern person as the wizard and the prospect routes store it (contract ConcernPerson). */
export const personDoc = (
  name: string,
  phone: string[] = [],
  email: string[] = [],
  attachment: string | null = null,
) => ({
  name,
  phone,
  email,
  dob: null,
  designation: null,
  role: null,
  department: null,
  gender: null,
  attachment,
  social_networks: [],
});

/** [exhibition, employee, additional employee] of one exhibition block of a lead. */
export type Block = [number | null, number | null, number | null];

/** A lead as the wizard stores it (server/stored/leads.ts LeadRow), with its exhibition blocks. */
export const leadDoc = (name: string, at: string, stage: string | null, blocks: Block[] = []): Doc => ({
  initial_info: {
    organization_name: name,
    organization_logo: null,
    industry_id: null,
    information_source_id: null,
    phone: '01711000000',
    address: 'Road 2',
    country_id: null,
    division_id: null,
    district_id: null,
    zone_id: null,
    website_link: null,
    exhibitions: blocks.map(([exhibition_id, employee_id, additionalEmployeeID]) => ({
      exhibition_id,
      employee_id,
      additionalEmployeeID,
    })),
    social_networks: [],
  },
  concern_person: [],
  lead_priority: 'High',
  lead_stage: stage,
  status: null,
  is_disabled: 0,
  created_by: null,
  created_at: at,
});

/** Each activity type's own fields as server/lead-details/activity-input.ts and task-input.ts write them. */
const OWN: Record<string, Doc> = {
  note: { note_description: 'Called back' },
  log: { description: 'Met at the booth', log_type: 'meeting' },
  sms: { sms_description: 'Reminder sent' },
  email: { subject: 'Offer', body: '<p>Hi</p>', sender_name: 'Sales', to_mail: ['buyer@example.com'] },
  file: {
    description: 'Brochure',
    attachments: [{ file_name: 'brochure-1.pdf', original_name: 'brochure.pdf' }],
  },
  task: {
    task_title: 'Visit',
    task_description: null,
    task_type: 'call',
    start_date: '2026-03-10',
    start_time: '10:00',
    due_date: '2026-03-11',
    due_time: '12:00',
    priority: 'High',
    reminders: [{ reminderDate: '2026-03-10', reminderTime: '09:00' }],
  },
};

/** An activity of `type` on a lead as the timeline routes store it (a task with its assignees). */
export const activityDoc = (
  leadId: number,
  type: string,
  at: string,
  keyAccount: 'Y' | 'N' = 'N',
  assignees: number[] = [],
  author: number | null = null,
): Doc => ({
  lead_id: leadId,
  type,
  key_account: keyAccount,
  created_by: author,
  created_at: at,
  ...OWN[type],
  ...(type === 'task' ? { assign_to: assignees } : {}),
});
