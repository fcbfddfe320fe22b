import type { DataCoding } from './smsCounter';

/** The compose form, as kept in a draft. */
export interface SmsValues {
  campaign_name: string;
  sender_id: string;
  contacts: string;
  add_country_code: boolean;
  remove_duplicates: boolean;
  data_coding: DataCoding;
  message: string;
  schedule: string;
}

export interface SmsDraft {
  id: string;
  saved_at: string;
  values: SmsValues;
}

const DRAFTS_KEY = 'smsDrafts';
const SENT_LOG_KEY = 'smsSentLog';
const MAX_KEPT = 50;

function readList<T>(key: string): T[] {
  try {
    const list = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(list) ? (list as T[]) : [];
  } catch {
    return [];
  }
}

export const readDrafts = (): SmsDraft[] => readList<SmsDraft>(DRAFTS_KEY);

/** Saves (or replaces, by id) a draft, newest first; returns the list. */
export function saveDraft(
  values: SmsValues,
  id: string | null,
  now = new Date(),
): { drafts: SmsDraft[]; id: string } {
  const draftId = id ?? `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rest = readDrafts().filter((d) => d.id !== draftId);
  const drafts = [{ id: draftId, saved_at: now.toISOString(), values }, ...rest].slice(0, MAX_KEPT);
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  return { drafts, id: draftId };
}

export function deleteDraft(id: string): SmsDraft[] {
  const drafts = readDrafts().filter((d) => d.id !== id);
  localStorage.setItem(DRAFTS_KEY, JSON.stringify(drafts));
  return drafts;
}

/** "Send" has no gateway behind it: the message is logged locally (console and storage). */
export function logSent(entry: { values: SmsValues; numbers: string[]; segments: number }, now = new Date()) {
  const log = [{ ...entry, sent_at: now.toISOString() }, ...readList(SENT_LOG_KEY)].slice(0, MAX_KEPT);
  localStorage.setItem(SENT_LOG_KEY, JSON.stringify(log));
  console.info('[sms] send (logged locally, no gateway):', entry);
}
