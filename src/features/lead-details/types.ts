export type { ActivityType, LeadDetails, TimelineCounts, TimelineItem } from '../../../contract/activities';

/** Which page: a lead's details, or a key account's (no stage dropdown, saves carry key_account Y). */
export type DetailsVariant = 'lead' | 'key-account';

export interface KeyAccountListParams {
  page: number;
  per_page: number;
  search: string;
}
