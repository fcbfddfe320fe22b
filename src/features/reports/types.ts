/** One lead of a report card (docs/api.md, Employee activity report). */
interface ReportLead {
  lead_id: number;
  organization_name: string;
  log_activity: string;
  task_details: string;
  notes: string;
  sms_description: string;
  email_subject: string;
  file_description: string;
  priority: string;
  restricted?: boolean;
}

export interface ActivityCard {
  id: string;
  employee_id: number;
  employee_name: string;
  profile_picture: string | null;
  designation: string;
  exhibition: { id: number; name: string } | null;
  /** How many leads the card holds; a list of cards carries only the newest few of them. */
  leads_total: number;
  leads: ReportLead[];
}

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
