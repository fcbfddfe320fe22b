/**
 * What was captured while the server could not be reached, kept in IndexedDB ('crms-queue',
 * ./db.ts) until the sync machine (machines/sync.machine.ts) has sent it: a lead (step 1 and step 2
 * of the create wizard form one unit) or a note or log activity on a lead. Each unit is keyed by a
 * client id; each send carries the Idempotency-Key `<clientId>.<part>` (./keys.ts), so a retry
 * after a lost answer creates nothing twice.
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

/** What every unit has: who captured it, when, and how its sending goes. */
interface UnitBase {
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
  /** The organisation name (of the lead, for an activity), shown in the list. */
  title: string;
}

export interface QueuedLead extends UnitBase {
  /** Missing on units stored before activities were queued: those are all leads. */
  kind?: 'lead';
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
  /**
   * The prospect step 1 was started from (its persons prefill step 2 when the lead is continued
   * from Waiting to sync); null or missing otherwise. Never sent: the server has no link to it.
   */
  prospect?: Record<string, unknown> | null;
}

/** The activity forms whose saves are queued (the others need the server: files, mail, SMS). */
export type QueuedActivityType = 'note' | 'log';

/**
 * A note or log activity saved on a lead whose page was open when the network went. Only leads the
 * server holds have a details page, so the lead is always known by its server id.
 */
export interface QueuedActivity extends UnitBase {
  kind: 'activity';
  activity: QueuedActivityType;
  leadId: number;
  /** The save's JSON body (lead_id included), as the form would have sent it. */
  body: Record<string, unknown>;
}

export type QueuedUnit = QueuedLead | QueuedActivity;

export const isActivityUnit = (unit: QueuedUnit): unit is QueuedActivity => unit.kind === 'activity';
