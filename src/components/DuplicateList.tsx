import { ListGroup } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { DuplicateMatch } from '../../contract/duplicates';

const REASONS: Record<DuplicateMatch['reasons'][number], string> = {
  organization_name: 'same organization name',
  phone: 'same phone',
  email: 'same email',
};
const linkOf = (m: DuplicateMatch) =>
  m.kind === 'lead' ? `/leads-organization/${m.id}/leads-details` : `/prospect-update/${m.id}`;

/**
 * Existing leads or prospects that look like a new one, each linked and with why: the wizard's
 * duplicate warning and a queued lead the server refused (src/features/waiting-to-sync/).
 */
export function DuplicateList({ matches }: { matches: DuplicateMatch[] }) {
  return (
    <ListGroup>
      {matches.map((m) => (
        <ListGroup.Item key={`${m.kind}-${m.id}`}>
          <Link to={linkOf(m)} target="_blank" rel="noreferrer">
            {m.kind === 'lead' ? 'Lead' : 'Prospect'} #{m.id}: {m.organization_name}
          </Link>{' '}
          <span className="text-body-secondary small">({m.reasons.map((r) => REASONS[r]).join(', ')})</span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
