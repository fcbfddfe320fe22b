import { Card, Col, Row } from 'react-bootstrap';
import { useStoredThumbnail } from '../../components/FilePreview';
import type { ActivityCard } from './types';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** The profile picture (an upload, fetched with the token), else the initials. */
function Avatar({ name, picture }: { name: string; picture: string | null }) {
  const stored = picture ? decodeURIComponent(picture.split('/').pop() ?? '') : null;
  const url = useStoredThumbnail(stored);
  return url ? (
    <img src={url} alt="" width={56} height={56} className="rounded-circle object-fit-cover flex-shrink-0" />
  ) : (
    <span
      aria-hidden="true"
      className="rounded-circle bg-secondary-subtle text-body d-inline-flex align-items-center justify-content-center fw-bold flex-shrink-0"
      style={{ width: 56, height: 56 }}
    >
      {initials(name)}
    </span>
  );
}

/** The card grid: picture (or initials), name, designation, exhibition; a card opens its details. */
export function ActivityCardGrid({
  cards,
  onOpen,
}: {
  cards: ActivityCard[];
  onOpen(card: ActivityCard): void;
}) {
  return (
    <Row xs={1} sm={2} lg={3} xl={4} className="g-3">
      {cards.map((card) => (
        <Col key={card.id}>
          <Card className="h-100">
            <Card.Body
              as="button"
              type="button"
              className="btn btn-link text-start text-decoration-none text-body d-flex gap-3 align-items-center w-100 h-100"
              onClick={() => onOpen(card)}
            >
              <Avatar name={card.employee_name} picture={card.profile_picture} />
              <span className="d-flex flex-column text-break">
                <span className="fw-semibold">{card.employee_name}</span>
                <span className="small text-body-secondary">{card.designation}</span>
                <span className="small">{card.exhibition?.name}</span>
              </span>
              <span className="visually-hidden">: activity details</span>
            </Card.Body>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
