/**
 * The six activity save calls of the details pages (docs/api.md; log types and task priorities:
 * contract/activity-types.ts, contract/priorities.ts). Shared: the forms call them, and the booth
 * queue (src/queue/) resends a note or log saved offline.
 */
export const SAVE_PATHS = {
  log: '/store-leads-details-log-info',
  task: '/store-leads-details-task-info',
  note: '/store-leads-details-note-info',
  sms: '/store-leads-details-sms-info',
  email: '/store-leads-details-email-info',
  file: '/store-leads-details-files-info',
} as const;
