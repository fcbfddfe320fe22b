import type { EditRequest } from '../../session/types';
import type { AssignedNotification } from './api';

type LeadRef =
  | { id?: number; initial_info?: { organization_name?: string } | null; organization_name?: string }
  | null
  | undefined;

function organization(lead: LeadRef): string {
  return lead?.initial_info?.organization_name ?? lead?.organization_name ?? '';
}

function employeeName(employee: EditRequest['employee']): string {
  if (!employee) return 'An employee';
  if (typeof employee === 'string') return employee;
  return employee.user?.name ?? employee.name ?? 'An employee';
}

export function editRequestText(request: EditRequest): string {
  const org = organization(request.lead);
  const what = request.permission_type === 'Details' ? 'details access' : 'edit access';
  return `${employeeName(request.employee)} requested ${what} to lead #${request.lead_id}${org ? ` (${org})` : ''}`;
}

export function assignedText(notification: AssignedNotification): string {
  const org = organization(notification.lead);
  const leadId = notification.lead?.id ?? notification.lead_id;
  if (notification.assigned_type === 'task_reminder')
    return `Task reminder: ${notification.task_title ?? ''} (lead #${leadId ?? ''}${org ? `, ${org}` : ''})`;
  const as =
    notification.assigned_type === 'additional_employee' ? 'an additional employee' : 'the assigned employee';
  const where = notification.exhibition?.name ? ` at ${notification.exhibition.name}` : '';
  return `You were added as ${as} to lead #${leadId ?? ''}${org ? ` (${org})` : ''}${where}`;
}
