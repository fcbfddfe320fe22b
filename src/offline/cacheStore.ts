import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * IndexedDB database 'crms-cache': the API answers the booth reads offline
 * (src/offline/cachedBaseQuery.ts says which). One record per owner and request; the owner is
 * part of the key, so another user signed in on the same browser never reads them.
 */
interface CachedAnswer {
  /** `${owner}|${request}` */
  key: string;
  owner: string;
  data: unknown;
  savedAt: number;
}

interface CacheSchema extends DBSchema {
  answers: { key: string; value: CachedAnswer };
}

const DB_NAME = 'crms-cache';
let db: Promise<IDBPDatabase<CacheSchema>> | null = null;

function open(): Promise<IDBPDatabase<CacheSchema>> {
  db ??= openDB<CacheSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('answers', { keyPath: 'key' });
    },
  });
  return db;
}

/** IndexedDB can be missing or refused (private windows, some test environments): no cache then. */
const available = () => typeof indexedDB !== 'undefined';

export async function saveAnswer(owner: string, request: string, data: unknown, now: number): Promise<void> {
  if (!available()) return;
  await (await open()).put('answers', { key: `${owner}|${request}`, owner, data, savedAt: now });
}

/** The stored answer if younger than `maxAgeMs`; an older one is deleted. */
export async function readAnswer(
  owner: string,
  request: string,
  maxAgeMs: number,
  now: number,
): Promise<unknown> {
  if (!available()) return undefined;
  const database = await open();
  const key = `${owner}|${request}`;
  const found = await database.get('answers', key);
  if (!found) return undefined;
  if (now - found.savedAt > maxAgeMs) {
    await database.delete('answers', key);
    return undefined;
  }
  return found.data;
}
