import { useEffect } from 'react';
import { lookupsApi } from '../../api/lookups';
import { leadsApi } from '../../features/leads/api';
import { readListParams } from '../../features/leads/listParams';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { whenLoadedAndIdle } from '../../offline/registerWorker';
import { WIZARD_COLLECTIONS } from '../../offline/offlineReads';
import { selectUser } from '../../session/selectors';

/** A list fetched this recently (seconds) is not fetched again when the shell starts. */
const FRESH_SECONDS = 10 * 60;

/**
 * Keeps what the booth reads offline fresh while online (src/offline/offlineReads.ts): once the
 * user is known and the browser is idle, and again whenever the network comes back, the wizard's
 * lookup lists and the user's default leads list are fetched; src/offline/cachedBaseQuery.ts
 * stores the answers for that user.
 */
export function useOfflineReadsRefresh(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUser)?.id;

  useEffect(() => {
    if (userId === undefined) return undefined;
    let stopped = false;
    const refresh = (forceRefetch: boolean | number) => {
      if (stopped || !navigator.onLine) return;
      const options = { subscribe: false, forceRefetch };
      for (const collection of WIZARD_COLLECTIONS)
        void dispatch(lookupsApi.endpoints.masterList.initiate(collection, options));
      void dispatch(lookupsApi.endpoints.informationSources.initiate(undefined, options));
      void dispatch(leadsApi.endpoints.leads.initiate(readListParams(new URLSearchParams()), options));
    };
    whenLoadedAndIdle(() => refresh(FRESH_SECONDS));
    const onOnline = () => refresh(true);
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      window.removeEventListener('online', onOnline);
    };
  }, [dispatch, userId]);
}
