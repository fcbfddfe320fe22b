import fs from 'node:fs';
import { Collection } from './collection';
import { deepFreeze, type Row } from './row';
import { META_KEY, type SnapshotMeta } from './snapshot';
import { readLineShapedJson } from './snapshot-reader';

export interface Loaded {
  collections: Map<string, Collection>;
  extras: Array<[string, unknown]>;
  /** Last journal record applied (from the snapshot or the replay). */
  lastSeq: number;
  /** Bytes of the journal that hold complete records (a torn tail is cut off). */
  journalSize: number;
}

/** A database file or journal that cannot be read: start-up stops with this message, nothing is reset. */
export class StorageDamaged extends Error {}

/**
 * Loads the snapshot (db.json) and replays the journal records written after it. A torn last
 * journal line (the process died mid-append) was never acknowledged: it is dropped with a log
 * line. Damage anywhere else stops start-up: silently dropping acknowledged data is never right.
 */
export function loadDatabase(
  file: string,
  journalFile: string,
  log: (msg: string) => void,
  { readOnly = false } = {},
): Loaded {
  const { collections, extras, meta } = collectionsOf(parseSnapshot(file), file);
  const collectionOf = (name: string) => {
    let c = collections.get(name);
    if (!c) collections.set(name, (c = new Collection(name)));
    c.seq = Math.max(c.seq, Number(meta.sequences?.[name] ?? 0));
    return c;
  };
  const { lastSeq, journalSize } = replayJournal(journalFile, meta.journal_seq, collectionOf, log, readOnly);
  return { collections, extras, lastSeq: Math.max(lastSeq, meta.journal_seq), journalSize };
}

/**
 * The collections and extras of a parsed db.json (also the seed a new PostgreSQL database is
 * loaded from, server/db/postgres/first-start.ts), rows frozen, sequences from its meta.
 */
export function collectionsOf(data: Record<string, unknown>, file: string) {
  const meta: SnapshotMeta = (data[META_KEY] as SnapshotMeta | undefined) ?? {
    journal_seq: 0,
    sequences: {},
  };
  const collections = new Map<string, Collection>();
  const extras: Array<[string, unknown]> = [];
  for (const [name, value] of Object.entries(data)) {
    if (name === META_KEY) continue;
    if (!Array.isArray(value)) {
      extras.push([name, deepFreeze(value)]);
      continue;
    }
    const collection = new Collection(name);
    for (const row of value as Row[]) {
      if (!row || typeof row !== 'object' || !Number.isInteger(row.id))
        throw new StorageDamaged(`${file}: a row of "${name}" has no numeric id; fix or restore the file.`);
      collection.put(deepFreeze(row));
    }
    collection.seq = Math.max(collection.seq, Number(meta.sequences?.[name] ?? 0));
    collections.set(name, collection);
  }
  return { collections, extras, meta };
}

function parseSnapshot(file: string): Record<string, unknown> {
  let text: string;
  try {
    const lineShaped = readLineShapedJson(file);
    if (lineShaped) return lineShaped;
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new StorageDamaged(`${file} cannot be read (${(err as Error).message}).`);
  }
  try {
    const data = JSON.parse(text) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error('not a JSON object');
    return data as Record<string, unknown>;
  } catch (err) {
    throw new StorageDamaged(
      `${file} is not valid JSON (${(err as Error).message}). It was left untouched: restore it from a backup, or delete it to start again from the seed.`,
    );
  }
}

interface JournalOp {
  c: string;
  op: 'put' | 'del';
  id: number;
  doc?: Row;
}

function replayJournal(
  journalFile: string,
  afterSeq: number,
  collectionOf: (name: string) => Collection,
  log: (msg: string) => void,
  readOnly: boolean,
): { lastSeq: number; journalSize: number } {
  if (!fs.existsSync(journalFile)) return { lastSeq: afterSeq, journalSize: 0 };
  const buf = fs.readFileSync(journalFile);
  let lastSeq = afterSeq;
  let offset = 0;
  let lineNo = 0;
  while (offset < buf.length) {
    const end = buf.indexOf(0x0a, offset);
    const lineEnd = end < 0 ? buf.length : end;
    lineNo++;
    const record = parseRecord(buf.toString('utf8', offset, lineEnd));
    const isLast = end < 0 || end === buf.length - 1;
    if (!record || end < 0) {
      if (isLast) {
        // A reader beside the running server must not cut a line that is being written.
        if (readOnly) return { lastSeq, journalSize: offset };
        log(
          `crms: ${journalFile}: dropped an incomplete last record (line ${lineNo}); it was never acknowledged.`,
        );
        fs.truncateSync(journalFile, offset);
        return { lastSeq, journalSize: offset };
      }
      throw new StorageDamaged(
        `${journalFile} is damaged at line ${lineNo} (not a complete record). Nothing was changed: restore the data folder from a backup, or move the journal away to start from db.json alone (losing the changes it holds).`,
      );
    }
    if (record.seq > afterSeq) {
      for (const op of record.ops) {
        const collection = collectionOf(op.c);
        if (op.op === 'put' && op.doc) collection.put(deepFreeze(op.doc));
        else collection.delete(op.id);
        if (op.id > collection.seq) collection.seq = op.id;
      }
      lastSeq = Math.max(lastSeq, record.seq);
    }
    offset = lineEnd + 1;
  }
  return { lastSeq, journalSize: buf.length };
}

function parseRecord(line: string): { seq: number; ops: JournalOp[] } | null {
  try {
    const record = JSON.parse(line) as { seq?: unknown; ops?: unknown };
    if (!Number.isInteger(record.seq) || !Array.isArray(record.ops)) return null;
    return record as { seq: number; ops: JournalOp[] };
  } catch {
    return null;
  }
}
