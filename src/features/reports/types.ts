import type { ActivityCard } from '../../../contract/reports';

export type { ActivityCard } from '../../../contract/reports';

export interface ReportFilters {
  employee_id: string;
  exhibition_id: string;
}

export interface ReportPage {
  data: ActivityCard[];
  total: number;
  current_page: number;
  per_page: number;
}
