import { useState } from 'react';
import { Badge, Button, Dropdown } from 'react-bootstrap';
import { useAppNavigate } from '../../lib/appNavigate';
import { usePendingEditRequests } from '../../session/api';
import { useMyGrants } from '../../session/accessApi';
import { selectUser } from '../../session/selectors';
import { useAppSelector } from '../../lib/hooks';
import { MyGrants } from './MyGrants';
import { useAssignedEmployeeNotificationsQuery, useMarkNotificationReadMutation } from './api';
import type { BellNotification } from '../../../contract/notifications';
import { BellIcon } from '../../components/icons';
import { DecisionButtons } from '../../session/DecisionButtons';
import { useRequestDecision } from '../../session/useRequestDecision';
import { assignedText, editRequestText } from './notificationText';

const NONE: BellNotification[] = [];

/**
 * Pending lead edit/details requests (supervisors) and assigned-employee notifications. Either
 * call may fail: failures leave the list empty.
 * Clear all hides the assigned notifications locally only.
 */
export function NotificationBell() {
  const requests = usePendingEditRequests();
  const pending = requests.pending;
  const notifications = useAssignedEmployeeNotificationsQuery();
  const assigned = notifications.data ?? NONE;
  const [markRead] = useMarkNotificationReadMutation();
  const { decide, busy: deciding } = useRequestDecision();
  const [cleared, setCleared] = useState<ReadonlySet<number>>(new Set());
  const navigate = useAppNavigate();
  const employeeId = useAppSelector(selectUser)?.employee_id ?? null;
  const grants = useMyGrants(employeeId);
  const myGrants = grants.grants;

  const visibleAssigned = assigned.filter((n) => !cleared.has(n.id));
  const unread = visibleAssigned.filter((n) => !n.is_read).length;
  const count = pending.length + unread;

  return (
    <Dropdown
      align="end"
      onToggle={(open) => {
        // Opening the bell asks the server again: requests made since the page loaded show up.
        if (open) {
          void requests.refetch();
          void notifications.refetch();
          if (employeeId !== null) void grants.refetch();
        }
      }}
    >
      <Dropdown.Toggle variant="outline-secondary" size="sm" id="notification-bell">
        {/* Named by its content, count included (WCAG 2.5.3 label in name): "Notifications 3". */}
        <span className="visually-hidden">Notifications</span>
        <BellIcon />
        {count > 0 && (
          <Badge bg="danger" pill className="ms-1">
            {count}
          </Badge>
        )}
      </Dropdown.Toggle>
      <Dropdown.Menu className="notification-menu">
        <Dropdown.Header className="d-flex justify-content-between align-items-center" aria-level={2}>
          <span>Notifications</span>
          {visibleAssigned.length > 0 && (
            <Button
              variant="link"
              size="sm"
              className="p-0"
              onClick={() => setCleared(new Set(assigned.map((n) => n.id)))}
            >
              Clear all
            </Button>
          )}
        </Dropdown.Header>
        {count === 0 && visibleAssigned.length === 0 && myGrants.length === 0 && (
          <Dropdown.ItemText className="text-body-secondary">No new notifications</Dropdown.ItemText>
        )}
        {pending.map((request) => (
          <div key={`request-${request.id}`} className="dropdown-item-text d-flex flex-column gap-1">
            <Button
              variant="link"
              size="sm"
              className="p-0 text-start text-body text-decoration-none"
              onClick={() => navigate('/leads-organization/leads-edit-requests')}
            >
              {editRequestText(request)}
            </Button>
            <DecisionButtons busy={deciding} onDecide={(action) => void decide(request, action)} />
          </div>
        ))}
        {visibleAssigned.map((notification) => (
          <Dropdown.Item
            key={`assigned-${notification.id}`}
            as="button"
            type="button"
            className={notification.is_read ? 'text-body-secondary' : 'fw-semibold'}
            onClick={() => {
              if (!notification.is_read)
                void markRead(notification.id)
                  .unwrap()
                  .catch(() => undefined);
            }}
          >
            {assignedText(notification)}
          </Dropdown.Item>
        ))}
        <MyGrants grants={myGrants} />
      </Dropdown.Menu>
    </Dropdown>
  );
}
