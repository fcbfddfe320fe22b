import { Button, ListGroup } from 'react-bootstrap';
import type { SmsDraft } from './drafts';

/** Drafts kept in this browser, newest first, each reopenable or removable. */
export function DraftList({
  drafts,
  onOpen,
  onDelete,
}: {
  drafts: SmsDraft[];
  onOpen: (draft: SmsDraft) => void;
  onDelete: (draft: SmsDraft) => void;
}) {
  if (drafts.length === 0) return <p className="small text-body-secondary mb-0">No drafts yet.</p>;
  return (
    <ListGroup as="ul" aria-label="Drafts">
      {drafts.map((d) => (
        <ListGroup.Item
          as="li"
          key={d.id}
          className="d-flex flex-wrap gap-2 align-items-center justify-content-between"
        >
          <span className="text-break">
            <span className="fw-semibold">{d.values.campaign_name || 'Untitled'}</span>
            <span className="small text-body-secondary ms-2">{new Date(d.saved_at).toLocaleString()}</span>
          </span>
          <span className="d-flex gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => onOpen(d)}
              aria-label={`Open draft ${d.values.campaign_name || 'Untitled'}`}
            >
              Open
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => onDelete(d)}
              aria-label={`Delete draft ${d.values.campaign_name || 'Untitled'}`}
            >
              Delete
            </Button>
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
