import { employeeName } from './accounts';
import { BASE_MS, DAY_MS, hhmm, iso, ymd } from './dates';
import type { Lead } from './leads';
import type { Rng } from './prng';
import { ATTACHMENT_FILES, sampleFile, type FileRef } from './sample-files';

const LOG_TYPES = ['Log a Call', 'Log an E-mail', 'Log a Meeting', 'Visit Log', 'WhatsApp'] as const;
const TYPE_WEIGHTS = [
  ['log', 30],
  ['task', 20],
  ['note', 18],
  ['sms', 10],
  ['email', 14],
  ['file', 8],
] as const;
const KEY_STAGES = ['proposal', 'negotiation', 'won'];

const LOG_TEXT = [
  'Discussed stall size and location preferences for {org}.',
  'Called {person}; interested in a corner stall, asked for the floor plan.',
  'Met {person} at their office, walked through sponsorship packages.',
  'Visited the factory; {person} wants to showcase new product lines.',
  'WhatsApp follow-up with {person} about the quotation.',
  'Shared last year visitor statistics with {person}.',
];
const TASKS = [
  ['Send quotation', 'Prepare and send the stall quotation to {person}.'],
  ['Follow-up call', 'Call {person} to confirm the stall booking.'],
  ['Site visit', 'Visit {org} with the floor plan and brochure.'],
  ['Collect advance payment', 'Collect the booking advance from {org}.'],
  ['Share floor plan', 'Email the updated floor plan to {person}.'],
];
const NOTES = [
  '{org} exhibited with a competitor last year; price sensitive.',
  'Decision expected after their board meeting next week.',
  '{person} prefers communication over WhatsApp.',
  'Budget approved for an 18 sqm shell scheme.',
  'Interested in catalogue advertising as an add-on.',
];
const SMS = [
  'Dear {person}, thank you for visiting our stall. Our team will contact you soon.',
  'Reminder: early bird stall discount ends this Friday.',
  'Dear {person}, your quotation has been emailed. Please check your inbox.',
];
const EMAILS = [
  [
    'Stall booking quotation',
    'Dear {person},\n\nPlease find attached the quotation for your stall at the upcoming exhibition.\n\nBest regards,\n{sender}',
  ],
  [
    'Exhibition brochure and floor plan',
    'Dear {person},\n\nAs discussed, attached are the brochure and floor plan.\n\nRegards,\n{sender}',
  ],
  [
    'Sponsorship opportunities',
    'Dear {person},\n\nWe would like to invite {org} to sponsor our next show.\n\nThanks,\n{sender}',
  ],
];
const FILE_DESC = ['Signed booking form', 'Company profile received', 'Price list shared', 'Meeting minutes'];

const fill = (t: string, v: Record<string, string>) => t.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');
const files = (rng: Rng, min: number, max: number): FileRef[] =>
  rng.sample(ATTACHMENT_FILES, rng.int(min, max)).map(sampleFile);

export type Activity = Record<string, unknown> & { id: number; lead_id: number; created_at: string };

/** 2-8 mixed activities for a lead (ids are assigned later, in creation order). */
export function buildLeadActivities(rng: Rng, lead: Lead): Activity[] {
  const start = Date.parse(lead.created_at);
  const span = Math.max(0, Math.min(BASE_MS, start + 60 * DAY_MS) - start);
  const n = rng.int(2, 8);
  const offsets = Array.from({ length: n }, () => Math.floor(rng.next() * span)).sort((a, b) => a - b);
  const keyAccount = KEY_STAGES.includes(lead.lead_stage) && rng.chance(0.6);
  const people = lead.concern_person;
  const owners = [lead.created_by, ...lead.initial_info.exhibitions.map((e) => e.employee_id)];
  return offsets.map((off) => {
    const raw = start + off + 10 * 60_000 > BASE_MS ? start + off : start + off + 10 * 60_000;
    const createdMs = Math.max(start, Math.floor(raw / 60_000) * 60_000);
    const created_by = rng.pick(owners);
    const person = rng.pick(people);
    const v = {
      org: lead.initial_info.organization_name,
      person: person.name,
      sender: employeeName(created_by),
    };
    const type = rng.weighted(TYPE_WEIGHTS);
    const base = {
      id: 0,
      lead_id: lead.id,
      type,
      key_account: keyAccount && rng.chance(0.7) ? 'Y' : 'N',
      created_by,
      created_at: iso(createdMs),
    };
    switch (type) {
      case 'log':
        return { ...base, description: fill(rng.pick(LOG_TEXT), v), log_type: rng.pick(LOG_TYPES) };
      case 'task': {
        const [title, desc] = rng.pick(TASKS);
        const startMs = createdMs + rng.int(0, 3) * DAY_MS;
        const dueMs = startMs + rng.int(0, 7) * DAY_MS;
        const reminders = Array.from({ length: rng.int(0, 2) }, (_, i) => ({
          reminderDate: ymd(startMs + Math.floor(((dueMs - startMs) * i) / 2)),
          reminderTime: hhmm(rng.int(9, 17), rng.pick([0, 15, 30, 45])),
        }));
        return {
          ...base,
          task_title: title,
          task_description: fill(desc, v),
          task_type: rng.pick(LOG_TYPES),
          start_date: ymd(startMs),
          start_time: hhmm(rng.int(9, 12), rng.pick([0, 30])),
          due_date: ymd(dueMs),
          due_time: hhmm(rng.int(13, 18), rng.pick([0, 30])),
          priority: rng.weighted([
            ['normal', 5],
            ['high', 3],
            ['low', 2],
          ] as const),
          reminders,
          assign_to: [...new Set([created_by, ...(rng.chance(0.3) ? [rng.pick(owners)] : [])])],
          attachments: rng.chance(0.25) ? files(rng, 1, 1) : [],
        };
      }
      case 'note':
        return { ...base, note_description: fill(rng.pick(NOTES), v) };
      case 'sms':
        return { ...base, sms_description: fill(rng.pick(SMS), v) };
      case 'email': {
        const [subject, body] = rng.pick(EMAILS);
        return {
          ...base,
          subject,
          body: fill(body, v),
          sender_name: v.sender,
          to_mail: person.email.slice(0, 1),
          attachments: rng.chance(0.5) ? files(rng, 1, 2) : [],
        };
      }
      default:
        return { ...base, description: rng.pick(FILE_DESC), attachments: files(rng, 1, 2) };
    }
  });
}
