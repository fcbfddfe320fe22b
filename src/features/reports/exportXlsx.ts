import type { ActivityCard } from './types';

const REPORT_FILE = 'LeadsActivityReport.xlsx';
export const REPORT_SHEET = 'Leads Report';

const REPORT_COLUMNS = [
  'Organization Name',
  'Log',
  'Task',
  'Note',
  'SMS',
  'Email',
  'File',
  'Priority',
] as const;

/** A cell starting with = + - @ would run as a formula in a spreadsheet: a leading ' keeps it text. */
const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The sheet's rows: a header, then one row per lead of the card. */
export function reportRows(card: ActivityCard): string[][] {
  return [
    [...REPORT_COLUMNS],
    ...card.leads.map((lead) =>
      [
        lead.organization_name,
        lead.log_activity,
        lead.task_details,
        lead.notes,
        lead.sms_description,
        lead.email_subject,
        lead.file_description,
        lead.priority,
      ].map(safeCell),
    ),
  ];
}

/** Builds LeadsActivityReport.xlsx (sheet 'Leads Report'); the spreadsheet library loads only now. */
export async function downloadReport(card: ActivityCard): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(reportRows(card)), REPORT_SHEET);
  XLSX.writeFile(book, REPORT_FILE, { compression: true });
}
