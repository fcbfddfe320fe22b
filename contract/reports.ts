/**
 * The employee activity report (docs/api.md, Employee activity report;
 * server/reports/activity-row.ts): one card per employee and exhibition.
 */

/** One lead of a report card: the employee's own activity texts on it, each type's joined. */
export interface ReportLead {
  lead_id: number;
  organization_name: string;
  log_activity: string;
  task_details: string;
  notes: string;
  sms_description: string;
  email_subject: string;
  file_description: string;
  priority: string;
  /** The caller may not read the lead in full: its name and priority only, no texts. */
  restricted: boolean;
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
