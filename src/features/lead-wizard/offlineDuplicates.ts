import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { DuplicateIndexEntry, DuplicateMatch } from '../../../contract/duplicates';
import { identityKeys, MAX_DUPLICATE_MATCHES, sharedReasons } from '../../../contract/identity-keys';
import type { Envelope } from '../../api/envelope';
import { storedAnswer } from '../../offline/cachedBaseQuery';
import { DUPLICATE_INDEX_PATH, duplicateIndexApi } from './duplicateIndexApi';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/** The duplicate check's body (POST /lead-duplicates-check), as the wizard's actor builds it. */
export interface DuplicateCheckBody {
  organization_name?: unknown;
  phones?: unknown[];
  emails?: unknown[];
  exclude_lead_id?: number | null;
}

const INDEX_ENDPOINT = duplicateIndexApi.endpoints.leadDuplicateIndex.name;

/**
 * The server's check (server/leads/wizard/duplicate-matches.ts) over the stored index: the same
 * keys (contract/identity-keys.ts), the same order (oldest first) and limit. Leads only: the index
 * holds no prospects.
 */
export function duplicatesInIndex(
  index: readonly DuplicateIndexEntry[],
  body: DuplicateCheckBody,
): DuplicateMatch[] {
  const wanted = new Set(
    identityKeys({ name: body.organization_name, phones: body.phones ?? [], emails: body.emails ?? [] }),
  );
  if (!wanted.size) return [];
  return index
    .filter((entry) => entry.id !== body.exclude_lead_id)
    .map((entry) => ({ entry, reasons: sharedReasons(wanted, entry.keys) }))
    .filter(({ reasons }) => reasons.length > 0)
    .sort((a, b) => a.entry.id - b.entry.id)
    .slice(0, MAX_DUPLICATE_MATCHES)
    .map(({ entry, reasons }) => ({
      kind: 'lead' as const,
      id: entry.id,
      organization_name: entry.organization_name,
      reasons,
    }));
}

/**
 * The warning without a network: the index as last fetched online for this user (kept by
 * src/offline/cachedBaseQuery.ts), read directly: the check just got no answer, so the index would
 * not get one either. Rejects when none is stored (the wizard then saves without a warning).
 */
export async function offlineDuplicates(
  dispatch: Dispatch,
  body: DuplicateCheckBody,
): Promise<DuplicateMatch[]> {
  const getState = dispatch((_d: unknown, get: () => unknown) => get) as () => unknown;
  const stored = (await storedAnswer(getState, INDEX_ENDPOINT, DUPLICATE_INDEX_PATH)) as
    Envelope<DuplicateIndexEntry[]> | undefined;
  if (!Array.isArray(stored?.contents)) throw new Error('No duplicate index is stored for this user.');
  return duplicatesInIndex(stored.contents, body);
}
