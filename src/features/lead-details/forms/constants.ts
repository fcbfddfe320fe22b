/** The six save calls (log types and task priorities: contract/activity-types.ts, contract/priorities.ts). */

export const SAVE_PATHS = {
  log: '/store-leads-details-log-info',
  task: '/store-leads-details-task-info',
  note: '/store-leads-details-note-info',
  sms: '/store-leads-details-sms-info',
  email: '/store-leads-details-email-info',
  file: '/store-leads-details-files-info',
} as const;

/** Props every activity form takes from the page. */
export interface FormPlace {
  leadId: number;
  /** 'Y' on a key account's page. */
  keyAccount: 'Y' | 'N';
}

export const required = (label: string) => `The ${label} field is required.`;

/** Minutes east of UTC of this browser: reminder times are the user's local times. */
export const utcOffset = () => String(-new Date().getTimezoneOffset());

export const toOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
