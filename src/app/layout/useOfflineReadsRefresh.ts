import { useEffect } from 'react';
import { lookupsApi } from '../../api/lookups';
import { leadsApi } from '../../features/leads/api';
import { duplicateIndexApi } from '../../features/lead-wizard/duplicateIndexApi';
import { readListParams } from '../../features/leads/listParams';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { offlineStorageAvailable } from '../../offline/cacheStore';
import { whenLoadedAndIdle } from '../../offline/registerWorker';
import { WIZARD_COLLECTIONS } from '../../offline/offlineReads';
import { selectUser } from '../../session/selectors';

/**
 * Keeps what the booth reads offline fresh while online (src/offline/offlineReads.ts): once the
 * user is known and the browser is idle, and again whenever the network comes back, the wizard's
 * lookup lists, the user's default leads list and the index of the leads the user may see (the
 * wizard's offline duplicate warning) are fetched; src/offline/cachedBaseQuery.ts
 * stores the answers for that user.
 */
export function useOfflineReadsRefresh(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;

  useEffect(() => {
    // Without IndexedDB there is nowhere to keep them: no calls beyond the screen's own.
    if (userId === undefined || !offlineStorageAvailable()) return undefined;
    let stopped = false;
    // Fetched again even when the screen has just read them: an answer that arrived before the
    // user was known (a reload, user from GET /get-role-permissions) could not be stored for them.
    const refresh = () => {
      if (stopped || !navigator.onLine) return;
      const options = { subscribe: false, forceRefetch: true };
      for (const collection of WIZARD_COLLECTIONS)
        void dispatch(lookupsApi.endpoints.masterList.initiate(collection, options));
      void dispatch(lookupsApi.endpoints.informationSources.initiate(undefined, options));
      void dispatch(leadsApi.endpoints.leads.initiate(readListParams(new URLSearchParams()), options));
      void dispatch(duplicateIndexApi.endpoints.leadDuplicateIndex.initiate(undefined, options));
    };
    whenLoadedAndIdle(refresh);
    window.addEventListener('online', refresh);
    return () => {
      stopped = true;
      window.removeEventListener('online', refresh);
    };
  }, [dispatch, userId]);
}
