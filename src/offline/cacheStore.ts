import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { MAX_AGE } from './offlineReads';

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

/** IndexedDB can be missing (some browsers' private windows, jsdom): nothing is kept then. */
export const offlineStorageAvailable = () => typeof indexedDB !== 'undefined';
const available = offlineStorageAvailable;

/** Older than any answer is served: removed once per page. */
const PRUNE_AFTER_MS = Math.max(...Object.values(MAX_AGE));
let pruned = false;

/** Answers nobody read again (a search typed once, a user who left) do not pile up. */
async function pruneOnce(database: IDBPDatabase<CacheSchema>, now: number): Promise<void> {
  if (pruned) return;
  pruned = true;
  let cursor = await database.transaction('answers', 'readwrite').store.openCursor();
  while (cursor) {
    if (now - cursor.value.savedAt > PRUNE_AFTER_MS) await cursor.delete();
    cursor = await cursor.continue();
  }
}

/**
 * The answers this page last read or saved, newest last, so a read it repeats skips IndexedDB: the
 * booth's offline save reads the duplicate index every time, about 60 ms at 4x CPU. Another tab's
 * later save is not seen here until a reload; these answers are only served while offline.
 */
const recent = new Map<string, CachedAnswer>();
const RECENT_MAX = 50;

function remember(answer: CachedAnswer): void {
  recent.delete(answer.key);
  recent.set(answer.key, answer);
  if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value as string);
}

export async function saveAnswer(owner: string, request: string, data: unknown, now: number): Promise<void> {
  if (!available()) return;
  const database = await open();
  await pruneOnce(database, now);
  const answer = { key: `${owner}|${request}`, owner, data, savedAt: now };
  await database.put('answers', answer);
  remember(answer);
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
  const found = recent.get(key) ?? (await database.get('answers', key));
  if (!found) return undefined;
  if (now - found.savedAt > maxAgeMs) {
    recent.delete(key);
    await database.delete('answers', key);
    return undefined;
  }
  remember(found);
  return found.data;
}
