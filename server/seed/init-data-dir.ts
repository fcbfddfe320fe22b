import fs from 'node:fs';
import path from 'node:path';
import { writeDbAtomic } from './write-json';
import { filesDirFor } from '../files/location';

/** Where the seed's sample upload files live (copied into the files folder on first start). */
export const SAMPLE_FILES_DIR = path.join(__dirname, 'files');

const DAY_MS = 86_400_000;
/** Timestamps shifted by whole days (time of day kept unless it would be later than now). */
const TIMESTAMP_KEYS = new Set(['created_at', 'updated_at', 'acted_at']);
/** Calendar dates (yyyy-MM-dd) shifted by whole days. `dob`, `DOB`, `expires_at` are never shifted. */
const DATE_KEYS = new Set(['start_date', 'end_date', 'due_date', 'reminderDate']);
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function utcDayNumber(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Newest parseable timestamp under one of `keys` anywhere in the tree (ms since epoch), or null. */
function newestOf(db: unknown, keys: ReadonlySet<string>): number | null {
  let newest: number | null = null;
  const stack: unknown[] = [db];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (const item of node) if (item && typeof item === 'object') stack.push(item);
    } else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
        if (keys.has(key) && typeof value === 'string') {
          const ms = Date.parse(value);
          if (!Number.isNaN(ms) && (newest === null || ms > newest)) newest = ms;
        } else if (value && typeof value === 'object') {
          stack.push(value);
        }
      }
    }
  }
  return newest;
}

const CREATED_AT = new Set(['created_at']);

/** Newest parseable `created_at` anywhere in the tree (ms since epoch), or null. */
function newestCreatedAt(db: unknown): number | null {
  return newestOf(db, CREATED_AT);
}

/**
 * Timestamps of the rebased seed that would be later than `now` (its newest day is today, at the
 * seed's times of day) are moved into the part of today already past, keeping their order: the
 * demo's history then lies wholly in the past, so a record made now sorts above it.
 */
function intoThePast(latest: number | null, now: number): (ms: number) => number {
  if (latest === null || latest <= now) return (ms) => ms;
  const dayStart = utcDayNumber(now) * DAY_MS;
  const factor = (now - dayStart) / (latest - dayStart);
  return (ms) => (ms <= dayStart ? ms : dayStart + Math.floor((ms - dayStart) * factor));
}

function shiftDate(value: string, days: number): string {
  const m = DATE_ONLY.exec(value);
  if (m) {
    const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) + days * DAY_MS);
    return d.toISOString().slice(0, 10);
  }
  return shiftTimestamp(value, days);
}

function shiftTimestamp(value: string, days: number, past: (ms: number) => number = (ms) => ms): string {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return value;
  return new Date(past(ms + days * DAY_MS)).toISOString();
}

function shiftTree(node: Json, days: number, past: (ms: number) => number): Json {
  if (Array.isArray(node)) return node.map((item) => shiftTree(item, days, past));
  if (node === null || typeof node !== 'object') return node;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'string' && TIMESTAMP_KEYS.has(key)) out[key] = shiftTimestamp(value, days, past);
    else if (typeof value === 'string' && DATE_KEYS.has(key)) out[key] = shiftDate(value, days);
    else out[key] = shiftTree(value, days, past);
  }
  return out;
}

/** Whole days (UTC) to add so that the newest `created_at` of `db` falls on the UTC day of `now`. */
function rebaseOffsetDays(db: unknown, now: Date): number {
  const newest = newestCreatedAt(db);
  if (newest === null) return 0;
  return utcDayNumber(now.getTime()) - utcDayNumber(newest);
}

/**
 * Pure: returns a copy of `db` with every `created_at`/`updated_at`/`acted_at` timestamp and
 * every `start_date`/`end_date`/`due_date`/`reminderDate` (at any depth) shifted by the same whole
 * number of days, so the newest `created_at` lands on today's (UTC) date. Time of day is kept,
 * except that timestamps which would be later than `now` are fitted into the part of today already
 * past, in their order (docs/decisions.md "Demo data"); `dob`, `DOB` and `expires_at` are left
 * untouched.
 */
export function rebaseDates<T>(db: T, now: Date): T {
  const days = rebaseOffsetDays(db, now);
  const latest = newestOf(db, TIMESTAMP_KEYS);
  const past = intoThePast(latest === null ? null : latest + days * DAY_MS, now.getTime());
  return shiftTree(db as unknown as Json, days, past) as unknown as T;
}

/** Creates DATA_DIR, DATA_DIR/outbox and the files folder (default DATA_DIR/uploads) when missing. */
export function ensureDataDirs(dataDir: string, uploads: string = filesDirFor(dataDir)): void {
  for (const dir of [dataDir, uploads, path.join(dataDir, 'outbox')]) {
    fs.mkdirSync(dir, { recursive: true });
  }
}

/**
 * Copies the seed's sample upload files into the files folder (existing files are kept), without
 * info beside them: they download under their own names (server/files/store.ts StoredFile).
 */
export function copySampleFiles(uploads: string, samplesDir: string = SAMPLE_FILES_DIR): string[] {
  fs.mkdirSync(uploads, { recursive: true });
  if (!fs.existsSync(samplesDir)) return [];
  const copied: string[] = [];
  for (const name of fs.readdirSync(samplesDir).sort()) {
    const src = path.join(samplesDir, name);
    const dest = path.join(uploads, name);
    if (!fs.statSync(src).isFile() || fs.existsSync(dest)) continue;
    fs.copyFileSync(src, dest);
    copied.push(name);
  }
  return copied;
}

/**
 * Ensures the working data folder exists and holds a live database. When DATA_DIR/db.json is
 * missing it is created from `seedFile` with its dates rebased to `now` (written atomically) and
 * the sample upload files are copied into `uploads`. An existing db.json is never touched.
 * Returns its path.
 */
export function initDataDir(
  dataDir: string,
  seedFile: string,
  now: Date = new Date(),
  uploads: string = filesDirFor(dataDir),
): string {
  ensureDataDirs(dataDir, uploads);
  const dbPath = path.join(dataDir, 'db.json');
  if (!fs.existsSync(dbPath)) {
    const seed = JSON.parse(fs.readFileSync(seedFile, 'utf8')) as Record<string, unknown>;
    copySampleFiles(uploads);
    writeDbAtomic(dbPath, rebaseDates(seed, now));
  }
  return dbPath;
}
