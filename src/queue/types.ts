/**
 * A lead captured while the server could not be reached, kept in IndexedDB ('crms-queue',
 * ./db.ts) until the sync machine (machines/sync.machine.ts) has sent it. Step 1 and step 2 of the
 * create wizard form one unit, keyed by a client id; each send carries the Idempotency-Key
 * `<clientId>.<part>` (./keys.ts), so a retry after a lost answer creates nothing twice.
 */
import type { DuplicateMatch } from '../../contract/duplicates';

type UnitState = 'waiting' | 'syncing' | 'needsAttention';

/** A person's visiting card chosen offline: the file itself, uploaded at sync. */
export interface QueuedCard {
  /** Index of the person in `persons.concern_person_info`. */
  person: number;
  blob: Blob;
  name: string;
}

export interface QueuedLead {
  clientId: string;
  /** The user who captured it (auth user id): only they see and send it. */
  owner: number;
  /** When it was captured (ms since the epoch, from ./clock.ts). */
  capturedAt: number;
  state: UnitState;
  /** The last failure's message, and the server's field messages of a validation answer. */
  lastError: string | null;
  fieldErrors: Record<string, string[]>;
  /** Failed sends so far and when the next automatic attempt is due (backoff, ./backoff.ts). */
  attempts: number;
  nextAttemptAt: number;
  /** The organisation name, shown in the list. */
  title: string;
  /** The server's lead id once step 1 is stored (or when step 1 was saved online). */
  leadId: number | null;
  /** Step 1's request body (POST /store-leads-initial-info); null once sent or saved online. */
  initialInfo: Record<string, unknown> | null;
  /** Step 2's body without `lead_id`; null until step 2 is submitted. */
  persons: { concern_person_info: Record<string, unknown>[] } | null;
  /** Visiting cards not uploaded yet. */
  cards: QueuedCard[];
  /**
   * What the server found this lead looks like, when it refused it as a likely duplicate; empty or
   * missing otherwise (units stored by an earlier build have neither field).
   */
  duplicates?: DuplicateMatch[];
  /** The user chose "Create anyway": step 1 is sent without asking the server to refuse a duplicate. */
  createAnyway?: boolean;
}
