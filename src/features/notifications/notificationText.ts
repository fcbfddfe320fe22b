import type { AccessRequest } from '../../../contract/access-requests';
import type { BellNotification } from '../../../contract/notifications';

const named = (organization: string) => (organization ? ` (${organization})` : '');

export function editRequestText(request: AccessRequest): string {
  const what = request.permission_type === 'Details' ? 'details access' : 'edit access';
  const who = request.employee || 'An employee';
  return `${who} requested ${what} to lead #${request.lead_id}${named(request.lead.organization_name)}`;
}

export function assignedText(notification: BellNotification): string {
  const org = notification.lead.organization_name;
  const leadId = notification.lead.id;
  if (notification.assigned_type === 'task_reminder')
    return `Task reminder: ${notification.task_title ?? ''} (lead #${leadId}${org ? `, ${org}` : ''})`;
  const as =
    notification.assigned_type === 'additional_employee' ? 'an additional employee' : 'the assigned employee';
  const where = notification.exhibition?.name ? ` at ${notification.exhibition.name}` : '';
  return `You were added as ${as} to lead #${leadId}${named(org)}${where}`;
}
