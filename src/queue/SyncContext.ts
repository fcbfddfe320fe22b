import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { boundSyncMachine } from './syncActors';

export type SyncActor = ActorRefFrom<ReturnType<typeof boundSyncMachine>>;

/** The running sync of the signed-in user's queue (null while nobody is signed in). */
export const SyncActorContext = createContext<SyncActor | null>(null);
export const useSyncActor = () => useContext(SyncActorContext);
/** Whether the queue's storage is 80% full (./storage.ts). */
export const StorageWarningContext = createContext(false);
