import { fromPromise } from 'xstate';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { syncMachine } from '../../machines/sync.machine';
import { readCounts, sendBatch } from './sendBatch';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/** The sync machine's actors for one user's queue: IndexedDB and the API (src/queue/sendBatch.ts). */
const syncActors = (dispatch: Dispatch, owner: number) => ({
  readQueue: fromPromise(({ input }: { input: { force: boolean } }) => readCounts(owner, input.force)),
  sendBatch: fromPromise(({ input }: { input: { force: boolean } }) =>
    sendBatch(dispatch, owner, input.force),
  ),
});

export const boundSyncMachine = (dispatch: Dispatch, owner: number) =>
  syncMachine.provide({ actors: syncActors(dispatch, owner) });
