import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import { stageWords, type LeadStageRow } from '../../../api/leadStages';
import type { BoardCard, BoardColumnData } from './api';
import { LeadCard } from './LeadCard';

const COLUMN_WIDTH = 272;
const EMPTY_COLUMN_TEXT = 'No leads in this stage.';

/**
 * One stage column: a header with the stage's colour and count, and its cards in a virtualised
 * list (only the cards in view are in the page, so thousands stay smooth). Cards dropped on it
 * move to its stage; its next cards load with the button or when the list is scrolled to its end.
 */
export const BoardColumn = memo(function BoardColumn({
  column,
  stages,
  loadingMore,
  onLoadMore,
  onMove,
  onDragStart,
  onDropCard,
  isDragging,
}: {
  column: BoardColumnData;
  stages: LeadStageRow[];
  loadingMore: boolean;
  onLoadMore: (column: BoardColumnData) => void;
  onMove: (card: BoardCard, stage: string) => void;
  onDragStart: (card: BoardCard | null) => void;
  onDropCard: (stage: string) => void;
  /** True while a board card is being dragged (other drags are not accepted). */
  isDragging: () => boolean;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [over, setOver] = useState(false);
  const cards = column.data;
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 104,
    overscan: 5,
    getItemKey: (i) => cards[i].id,
    gap: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.length ? items[items.length - 1].index : -1;
  const nearEnd = cards.length > 0 && lastShown >= cards.length - 3;
  useEffect(() => {
    if (nearEnd && column.has_more && !loadingMore) onLoadMore(column);
  }, [nearEnd, column, loadingMore, onLoadMore]);

  const title = stageWords(column.lead_stage);
  const headingId = `board-col-${column.lead_stage.replace(/[^a-z0-9_-]/gi, '-')}`;
  return (
    <section
      aria-labelledby={headingId}
      data-stage={column.lead_stage}
      className={`position-relative d-flex flex-column rounded border bg-body-tertiary flex-shrink-0 ${over ? 'border-primary border-2' : ''}`}
      style={{ width: COLUMN_WIDTH, borderTop: `4px solid ${column.color ?? 'var(--bs-secondary)'}` }}
      onDragOver={(e) => {
        if (!isDragging()) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        setOver(false);
        if (!isDragging()) return;
        e.preventDefault();
        onDropCard(column.lead_stage);
      }}
    >
      <h2 id={headingId} className="h6 d-flex justify-content-between align-items-center p-2 mb-0">
        <span>{title}</span>
        <Badge bg="secondary" pill>
          <span className="visually-hidden">Leads: </span>
          {column.total.toLocaleString()}
        </Badge>
      </h2>
      <div
        ref={scrollRef}
        tabIndex={0}
        aria-label={`${title} leads`}
        className="px-2 overflow-auto"
        style={{ height: 'min(65vh, 640px)', minHeight: 240 }}
      >
        {cards.length === 0 ? (
          <p className="small text-body-secondary text-center my-4">{EMPTY_COLUMN_TEXT}</p>
        ) : (
          <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => (
              <div
                key={item.key}
                role="listitem"
                aria-setsize={column.total}
                aria-posinset={item.index + 1}
                data-index={item.index}
                ref={virtualizer.measureElement}
                // top, not a transform: a transform would trap the Move menu's fixed position.
                style={{ position: 'absolute', top: item.start, left: 0, right: 0 }}
              >
                <LeadCard
                  card={cards[item.index]}
                  stages={stages}
                  onMove={onMove}
                  onDragStart={onDragStart}
                />
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="p-2 small text-body-secondary d-flex justify-content-between align-items-center">
        <span>{`${cards.length.toLocaleString()} of ${column.total.toLocaleString()}`}</span>
        {column.has_more && (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={loadingMore}
            onClick={() => onLoadMore(column)}
          >
            {loadingMore ? <Spinner size="sm" aria-label="Loading" /> : `Load more ${title}`}
          </Button>
        )}
      </div>
    </section>
  );
});
