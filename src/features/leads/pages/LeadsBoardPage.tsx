import { useCallback, useMemo, useRef, useState } from 'react';
import { Card } from 'react-bootstrap';
import { toast } from 'react-toastify';
import { useLeadStages } from '../../../api/leadStages';
import { P } from '../../../../contract/permissions';
import { RequirePermission } from '../../../components/RequirePermission';
import { PageLoading } from '../../../components/PageLoading';
import { ListCardHeader } from '../../../components/ListCardHeader';
import { toApiFailure } from '../../../lib/apiErrors';
import { useAppDispatch } from '../../../lib/hooks';
import {
  boardApi,
  useLazyLeadsBoardColumnQuery,
  useLeadsBoardQuery,
  type BoardCard,
  type BoardColumnData,
} from '../board/api';
import { BoardColumn } from '../board/BoardColumn';
import { useBoardMove } from '../board/useBoardMove';
import { LeadFilters } from '../components/LeadFilters';
import { ListBoardToggle } from '../components/ListBoardToggle';
import { FILTER_KEYS, readListParams, writeListParams } from '../listParams';
import { useUrlListParams } from '../../../lib/useUrlListParams';
import type { LeadFilters as Filters } from '../types';
import { QueryFailedAlert } from '../../../components/LoadFailedAlert';

/** The pipeline board, behind the leads list's permission (manage leads). */
export default function LeadsBoardPage() {
  return (
    <RequirePermission permission={P.manageLeads}>
      <LeadsBoard />
    </RequirePermission>
  );
}

/** Only the filters (the board has no paging). */
function filtersOf(query: URLSearchParams): Filters {
  const params = readListParams(query);
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key]])) as unknown as Filters;
}

/**
 * Leads as cards in stage columns under the leads list's filters (same URL names). A card moves by
 * dragging it to another column or with its Move menu; each column loads its next cards itself.
 */
function LeadsBoard() {
  const { query, onFilter } = useUrlListParams(readListParams, writeListParams);
  const filters = useMemo(() => filtersOf(query), [query]);
  const board = useLeadsBoardQuery(filters, { refetchOnMountOrArgChange: true });
  const { currentData, isFetching } = board;
  const stages = useLeadStages();
  const dispatch = useAppDispatch();
  const [fetchColumn] = useLazyLeadsBoardColumnQuery();
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const { move, news } = useBoardMove(filters);
  const dragged = useRef<BoardCard | null>(null);

  const loadMore = useCallback(
    async (column: BoardColumnData) => {
      const last = column.data[column.data.length - 1];
      if (!last) return;
      setLoading((s) => new Set(s).add(column.lead_stage));
      try {
        const page = await fetchColumn({ filters, column: column.lead_stage, after: last }).unwrap();
        dispatch(
          boardApi.util.updateQueryData('leadsBoard', filters, (draft) => {
            const target = draft.columns.find((c) => c.lead_stage === page.lead_stage);
            if (!target) return;
            const have = new Set(target.data.map((c) => c.id));
            target.data.push(...page.data.filter((c) => !have.has(c.id)));
            target.has_more = page.has_more;
            target.total = page.total;
          }),
        );
      } catch (e) {
        toast.error(`More leads could not be loaded: ${toApiFailure(e).message}`);
      } finally {
        setLoading((s) => {
          const next = new Set(s);
          next.delete(column.lead_stage);
          return next;
        });
      }
    },
    [fetchColumn, dispatch, filters],
  );

  const onDragStart = useCallback((card: BoardCard | null) => {
    dragged.current = card;
  }, []);
  const isDragging = useCallback(() => dragged.current !== null, []);
  const onDropCard = useCallback(
    (stage: string) => {
      const card = dragged.current;
      dragged.current = null;
      if (card) void move(card, stage);
    },
    [move],
  );
  // A move from the menu keeps the keyboard where the card went: its Move button in the new
  // column, else (a card beyond the loaded ones) that column's list.
  const onMove = useCallback(
    (card: BoardCard, stage: string) => {
      void move(card, stage);
      requestAnimationFrame(() => {
        const button = document.getElementById(`move-lead-${card.id}`);
        const column = [...document.querySelectorAll('section[data-stage]')].find(
          (section) => section.getAttribute('data-stage') === stage,
        );
        const list = column?.querySelector<HTMLElement>('[tabindex="0"]');
        (button ?? list)?.focus();
      });
    },
    [move],
  );

  return (
    <Card className="shadow-sm">
      <ListCardHeader title="Pipeline Board">
        <ListBoardToggle current="board" />
      </ListCardHeader>
      <Card.Body>
        <LeadFilters value={filters} onChange={onFilter} />
        <p className="visually-hidden" aria-live="polite">
          {news?.text}
        </p>
        <QueryFailedAlert query={board} what="The board could not be loaded." fieldReason />
        {!currentData && isFetching && <PageLoading />}
        {currentData && (
          <div
            className="d-flex gap-2 overflow-auto pb-2 position-relative"
            tabIndex={0}
            role="region"
            aria-label="Pipeline board columns"
            style={{ maxWidth: '100%' }}
          >
            {currentData.columns.map((column) => (
              <BoardColumn
                key={column.lead_stage}
                column={column}
                stages={stages}
                loadingMore={loading.has(column.lead_stage)}
                onLoadMore={loadMore}
                onMove={onMove}
                onDragStart={onDragStart}
                onDropCard={onDropCard}
                isDragging={isDragging}
              />
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
