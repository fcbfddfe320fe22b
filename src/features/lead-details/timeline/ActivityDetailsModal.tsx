import { Modal } from 'react-bootstrap';
import { FilePreview } from '../../../components/FilePreview';
import type { TimelineItem } from '../types';
import { shownTime } from './TimelineItemCard';
import { ModalCloseFooter } from '../../../components/ModalCloseFooter';

const both = (date: string | null, time: string | null) => [date, time].filter(Boolean).join(' ') || null;

/**
 * The Details modal: type, mail subject, description, log type, start and end date and time,
 * priority, assigned names, creation time and attached files (previewed, downloadable).
 */
export function ActivityDetailsModal({ item, onClose }: { item: TimelineItem | null; onClose(): void }) {
  const rows: [string, string | null][] = item
    ? [
        ['Type', item.type_label],
        ['Mail Subject', item.subject],
        ['Task Title', item.title],
        ['Description', item.description],
        ['Log Type', item.log_type ?? item.task_type],
        ['Start', both(item.start_date, item.start_time)],
        ['End', both(item.due_date, item.due_time)],
        ['Priority', item.priority],
        ['Assigned To', item.assign_to.map((a) => a.name).join(', ') || null],
        ['Recipients', item.to_mail.join(', ') || null],
        ['Created By', item.user_name],
        ['Created At', shownTime(item.created_at)],
      ]
    : [];
  return (
    <Modal show={!!item} onHide={onClose} aria-labelledby="activity-details-title">
      <Modal.Header closeButton>
        <Modal.Title id="activity-details-title">Details</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="row mb-0">
          {rows
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label} className="col-12 d-flex flex-wrap gap-2">
                <dt className="text-body-secondary">{label}</dt>
                <dd className="text-break mb-1" style={{ whiteSpace: 'pre-wrap' }}>
                  {value}
                </dd>
              </div>
            ))}
        </dl>
        {item && item.attachments.length > 0 && (
          <div className="mt-2">
            <div className="text-body-secondary">Files</div>
            {item.attachments.map((f) => (
              <div key={f.file_name} className="mt-1">
                <FilePreview storedName={f.file_name} label={f.original_name} />
              </div>
            ))}
          </div>
        )}
      </Modal.Body>
      <ModalCloseFooter onClose={onClose} />
    </Modal>
  );
}
