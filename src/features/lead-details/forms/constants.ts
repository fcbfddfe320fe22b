/** The six save calls live in src/api/activitySaves.ts (the booth queue resends two of them). */
export { SAVE_PATHS } from '../../../api/activitySaves';

/** Props every activity form takes from the page. */
export interface FormPlace {
  leadId: number;
  /** 'Y' on a key account's page. */
  keyAccount: 'Y' | 'N';
  /** The lead's organisation name (a queued note or log names its lead by it). */
  leadTitle?: string;
}

export const required = (label: string) => `The ${label} field is required.`;

/** Minutes east of UTC of this browser: reminder times are the user's local times. */
export const utcOffset = () => String(-new Date().getTimezoneOffset());

export const toOptions = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));
