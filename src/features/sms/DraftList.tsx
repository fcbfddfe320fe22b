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
      {drafts.map((d) => {
        const name = d.values.campaign_name || 'Untitled';
        const actions = [
          { verb: 'Open', variant: 'outline-primary', run: onOpen },
          { verb: 'Delete', variant: 'outline-danger', run: onDelete },
        ];
        return (
          <ListGroup.Item
            as="li"
            key={d.id}
            className="d-flex flex-wrap gap-2 align-items-center justify-content-between"
          >
            <span className="text-break">
              <span className="fw-semibold">{name}</span>
              <span className="small text-body-secondary ms-2">{new Date(d.saved_at).toLocaleString()}</span>
            </span>
            <span className="d-flex gap-2">
              {actions.map(({ verb, variant, run }) => (
                <Button
                  key={verb}
                  size="sm"
                  variant={variant}
                  onClick={() => run(d)}
                  aria-label={`${verb} draft ${name}`}
                >
                  {verb}
                </Button>
              ))}
            </span>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
}
