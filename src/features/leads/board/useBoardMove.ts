import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { useUpdateLeadStageMutation, stageWords } from '../../../api/leadStages';
import { useAppDispatch } from '../../../lib/hooks';
import { toApiFailure } from '../../../lib/apiErrors';
import type { LeadFilters } from '../types';
import { boardApi, type BoardCard } from './api';
import { moveCard } from './boardOrder';
import { moveToggleId } from './LeadCard';

/** What the board's live region last said (a move done, or refused). */
export type MoveNews = { text: string; at: number } | null;

/**
 * A card that changes column is a new element there, so the focus it held (its Move menu) falls
 * to the page. Once it is shown again, focus goes to its Move button, so keyboard users stay on the
 * card they moved (or that came back); focus the user has put elsewhere meanwhile stays.
 */
function keepFocusOnCard(id: number): void {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(moveToggleId(id))?.focus();
  }, 0);
}

/**
 * Moves a card: at once on the board, then POST /leads-stage-update (the details page's call and
 * access rule). A refusal puts the card back and says why (the server's message).
 */
export function useBoardMove(filters: LeadFilters) {
  const dispatch = useAppDispatch();
  const [update] = useUpdateLeadStageMutation();
  const [news, setNews] = useState<MoveNews>(null);

  const move = useCallback(
    async (card: BoardCard, stage: string) => {
      if (card.lead_stage === stage) return;
      const name = card.organization_name || `Lead #${card.id}`;
      const patch = dispatch(
        boardApi.util.updateQueryData('leadsBoard', filters, (draft) =>
          moveCard(draft.columns, card.id, stage),
        ),
      );
      keepFocusOnCard(card.id);
      try {
        await update({ leadId: card.id, stage }).unwrap();
        const text = `${name} moved to ${stageWords(stage)}.`;
        setNews({ text, at: Date.now() });
        toast.success(text);
      } catch (error) {
        patch.undo();
        keepFocusOnCard(card.id);
        const text = `${name} could not be moved: ${toApiFailure(error).message}`;
        setNews({ text, at: Date.now() });
        toast.error(text);
      }
    },
    [dispatch, update, filters],
  );

  return { move, news };
}
