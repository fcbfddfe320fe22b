import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AccessKind } from '../../contract/records';
import type { RootState } from '../lib/state';
import type { ApiExtra } from './baseApi';
import { baseApi } from './baseApi';

interface RowWithRequests {
  id: number;
  pending_requests: AccessKind[];
}

const isRow = (value: unknown, leadId: number): value is RowWithRequests =>
  typeof value === 'object' &&
  value !== null &&
  (value as { id?: unknown }).id === leadId &&
  Array.isArray((value as { pending_requests?: unknown }).pending_requests);

/** Adds `kind` to the lead's pending requests in one cached answer: a lead, or a page of rows. */
function addPending(draft: unknown, leadId: number, kind: AccessKind) {
  const rows = (draft as { data?: unknown } | null)?.data;
  for (const row of Array.isArray(rows) ? rows : [draft]) {
    if (isRow(row, leadId) && !row.pending_requests.includes(kind)) row.pending_requests.push(kind);
  }
}

// The endpoints holding leads are injected by several features, so they are reached through the
// cache's tags rather than by name: this file may not import a feature (scripts/eslint-import-zones.mjs).
type UpdateAny = (
  endpointName: string,
  args: unknown,
  recipe: (draft: unknown) => void,
) => ThunkAction<unknown, RootState, ApiExtra, UnknownAction>;
const updateAny = baseApi.util.updateQueryData as unknown as UpdateAny;

/**
 * The caller's access request for a lead was accepted: every cached row of that lead (the leads
 * list, the key-account list, the lead itself) shows it pending at once, so its menu stops offering
 * the request before the invalidated lists are read again.
 */
export const markLeadRequested =
  (leadId: number, kind: AccessKind): ThunkAction<void, RootState, ApiExtra, UnknownAction> =>
  (dispatch, getState) => {
    const tags = [
      { type: 'Lead' as const, id: leadId },
      { type: 'KeyAccount' as const, id: leadId },
    ];
    for (const entry of baseApi.util.selectInvalidatedBy(getState(), tags)) {
      dispatch(updateAny(entry.endpointName, entry.originalArgs, (draft) => addPending(draft, leadId, kind)));
    }
  };
