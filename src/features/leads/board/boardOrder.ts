import type { BoardColumnData, BoardCard } from './api';

/** Newest first: created_at, then id (the server's order). */
const newestFirst = (a: BoardCard, b: BoardCard): number =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;

/**
 * The board after a card moved to `stage`: out of its column, into the target column at its place
 * in the newest-first order when that place is among the loaded cards (otherwise it is counted and
 * comes with a later page). Mutates a draft (RTK Query's updateQueryData).
 */
export function moveCard(columns: BoardColumnData[], cardId: number, stage: string): void {
  const from = columns.find((c) => c.data.some((card) => card.id === cardId));
  const to = columns.find((c) => c.lead_stage === stage);
  if (!from || !to || from === to) return;
  const at = from.data.findIndex((card) => card.id === cardId);
  const [card] = from.data.splice(at, 1);
  from.total -= 1;
  const moved = { ...card, lead_stage: stage };
  to.total += 1;
  const place = to.data.findIndex((other) => newestFirst(moved, other) < 0);
  if (place >= 0) to.data.splice(place, 0, moved);
  else if (!to.has_more) to.data.push(moved);
}
