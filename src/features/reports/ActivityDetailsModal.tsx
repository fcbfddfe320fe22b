import { Fragment, useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { PriorityBadge } from '../../components/PriorityBadge';
import { useEmployeeActivityCardQuery } from './api';
import { downloadReport } from './exportXlsx';
import type { ActivityCard } from './types';

const LINES: [label: string, key: keyof ActivityCard['leads'][number]][] = [
  ['Log', 'log_activity'],
  ['Task', 'task_details'],
  ['Note', 'notes'],
  ['SMS', 'sms_description'],
  ['Email', 'email_subject'],
  ['File', 'file_description'],
];

/** 'Leads Activity Details': per lead its name, activity lines and priority badge; Download exports it. */
export function ActivityDetailsModal({
  card: listed,
  onClose,
}: {
  card: ActivityCard | null;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  // A card in the grid carries only its newest leads: the modal loads the card with all of them.
  const partial = !!listed && listed.leads.length < listed.leads_total;
  const { currentData: whole, isFetching } = useEmployeeActivityCardQuery(
    { employee_id: listed?.employee_id ?? 0, exhibition_id: listed?.exhibition?.id ?? 0 },
    { skip: !partial },
  );
  const card = partial ? (whole ?? listed) : listed;
  const loading = partial && (isFetching || !whole);
  const download = async () => {
    if (!card || busy) return;
    setBusy(true);
    try {
      await downloadReport(card);
      toast.success('File downloaded successfully.');
    } catch {
      toast.error('Failed to download file.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      show={card !== null}
      onHide={onClose}
      size="lg"
      aria-labelledby="activity-details-title"
      scrollable
    >
      <Modal.Header closeButton>
        <Modal.Title id="activity-details-title">Leads Activity Details</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="small text-body-secondary">
          {[card?.employee_name, card?.exhibition?.name].filter(Boolean).join(' · ')}
        </p>
        {card?.leads.length === 0 && <p>No results found</p>}
        {loading && <p className="small text-body-secondary">Loading...</p>}
        {card?.leads.map((lead) => (
          <section key={lead.lead_id} className="border-bottom pb-2 mb-2" aria-label={lead.organization_name}>
            <div className="d-flex justify-content-between align-items-start gap-2">
              <h3 className="h6 mb-1 text-break">{lead.organization_name}</h3>
              <PriorityBadge priority={lead.priority} />
            </div>
            {lead.restricted ? (
              <p className="small text-body-secondary mb-0">The details of this lead are restricted.</p>
            ) : (
              <dl className="row small mb-0">
                {LINES.map(([label, key]) => (
                  <Fragment key={label}>
                    <dt className="col-3 col-sm-2">{label}</dt>
                    <dd className="col-9 col-sm-10 text-break mb-1">{String(lead[key] || '—')}</dd>
                  </Fragment>
                ))}
              </dl>
            )}
          </section>
        ))}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => void download()} disabled={busy || loading || !card?.leads.length}>
          {busy && <Spinner as="span" animation="border" size="sm" className="me-2" aria-label="Loading" />}
          Download
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
