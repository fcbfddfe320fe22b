import { Badge, Card } from 'react-bootstrap';
import type { TimelineItem } from '../types';
import { ActivityIcon } from './ActivityIcon';

/** When: the item's local date and time. */
export const shownTime = (iso: string) => new Date(iso).toLocaleString();

/** A line "Label: value" when there is a value. */
function Line({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className="small">
      <span className="text-body-secondary">{label}: </span>
      <span className="text-break">{value}</span>
    </div>
  );
}

/**
 * One timeline item: icon by type, type, subject, contact person, task title and type,
 * description (collapsed to its first lines unless expanded), assigned to, created by and time.
 * Clicking it opens the Details modal.
 */
export function TimelineItemCard({
  item,
  expanded,
  onOpen,
}: {
  item: TimelineItem;
  expanded: boolean;
  onOpen(item: TimelineItem): void;
}) {
  return (
    <Card className="mb-2" data-testid="timeline-item">
      <Card.Body
        as="button"
        type="button"
        className="btn btn-link text-start text-body text-decoration-none w-100 p-3"
        // No aria-label: the button is named by what it shows (WCAG 2.5.3, the name must hold
        // the visible text), which starts with the activity type.
        onClick={() => onOpen(item)}
      >
        <div className="d-flex gap-2 align-items-start">
          <ActivityIcon type={item.type} />
          <div className="flex-grow-1 min-w-0">
            <div className="d-flex flex-wrap justify-content-between gap-1">
              <strong>{item.type_label}</strong>
              <span className="small text-body-secondary">{shownTime(item.created_at)}</span>
            </div>
            {item.key_account === 'Y' && (
              <Badge bg="info" text="dark" className="me-1">
                Key Account
              </Badge>
            )}
            <Line label="Subject" value={item.subject} />
            <Line label="Contact Person" value={item.contact_person} />
            <Line label="Task Title" value={item.title} />
            <Line label="Task Type" value={item.task_type} />
            {expanded && <Line label="Description" value={item.description} />}
            <Line label="Assigned To" value={item.assigned_to} />
            <Line label="Created By" value={item.user_name} />
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}
