import { memo, useState } from 'react';
import { Badge, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { stageWords, type LeadStageRow } from '../../../api/leadStages';
import { displayDay } from '../../../lib/dateRanges';
import { PriorityBadge } from '../../../components/PriorityBadge';
import type { BoardCard } from './api';

/** The id of a card's Move button (useBoardMove puts focus back on it). */
export const moveToggleId = (leadId: number) => `move-lead-${leadId}`;

/** The drag payload type: only board cards are accepted by the columns. */
const CARD_MIME = 'application/x-crms-lead';

/**
 * One lead on the board: name (a link to its details when the caller may open them), first
 * contact, priority and creation day. It drags with the mouse; its 'Move' menu does the same from
 * the keyboard or a touch screen. A card whose details the caller may not open offers neither: the
 * server refuses its stage change (server/leads/board-routes.ts).
 */
export const LeadCard = memo(function LeadCard({
  card,
  stages,
  onMove,
  onDragStart,
}: {
  card: BoardCard;
  stages: LeadStageRow[];
  onMove: (card: BoardCard, stage: string) => void;
  onDragStart: (card: BoardCard | null) => void;
}) {
  const name = card.organization_name || `Lead #${card.id}`;
  const person = card.contact_name;
  const movable = card.can_view_details;
  // The Move menu mounts (hidden) once its button is pointed at or focused, before it opens: a menu
  // mounted only on open was placed before it had a size, at the window's top right. Mounting every
  // card's menu up front cost a Popper, with scroll and resize listeners, per card.
  const [armed, setArmed] = useState(false);
  const arm = () => setArmed(true);
  return (
    <article
      className="card shadow-sm"
      draggable={movable}
      data-lead-id={card.id}
      aria-label={name}
      onDragEnd={() => onDragStart(null)}
      onDragStart={(e) => {
        e.dataTransfer.setData(CARD_MIME, String(card.id));
        e.dataTransfer.effectAllowed = 'move';
        onDragStart(card);
      }}
      style={movable ? { cursor: 'grab' } : undefined}
    >
      <div className="card-body p-2">
        <div className="d-flex justify-content-between align-items-start gap-1">
          <div className="fw-semibold small text-break">
            {card.can_view_details ? (
              <Link to={`/leads-organization/${card.id}/leads-details`} draggable={false}>
                {name}
              </Link>
            ) : (
              name
            )}
          </div>
          {movable && (
            <Dropdown align="end">
              <Dropdown.Toggle
                size="sm"
                variant="outline-secondary"
                className="py-0 px-1"
                id={moveToggleId(card.id)}
                aria-label={`Move ${name} to stage`}
                onPointerEnter={arm}
                onFocus={arm}
              >
                Move
              </Dropdown.Toggle>
              {/* Fixed, so the column's scroll box does not clip it. */}
              <Dropdown.Menu popperConfig={{ strategy: 'fixed' }} renderOnMount={armed}>
                <Dropdown.Header aria-level={2}>Move to stage</Dropdown.Header>
                {stages
                  .filter((s) => s.lead_stage !== card.lead_stage)
                  .map((s) => (
                    <Dropdown.Item
                      as="button"
                      type="button"
                      key={s.id}
                      onClick={() => onMove(card, s.lead_stage)}
                    >
                      {stageWords(s.lead_stage)}
                    </Dropdown.Item>
                  ))}
              </Dropdown.Menu>
            </Dropdown>
          )}
        </div>
        {person && <div className="small text-body-secondary text-break">{person}</div>}
        <div className="d-flex flex-wrap align-items-center gap-1 mt-1">
          {card.lead_priority && <PriorityBadge priority={card.lead_priority} />}
          {card.restricted && (
            <Badge bg="secondary" title="Details are restricted">
              Restricted
            </Badge>
          )}
          <span className="small text-body-secondary ms-auto">{displayDay(card.created_at)}</span>
        </div>
      </div>
    </article>
  );
});
