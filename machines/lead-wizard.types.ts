/**
 * Types of the lead create/edit wizard machine (machines/lead-wizard.machine.ts). The form values
 * are opaque records here: the app maps them to and from the API (src/features/lead-wizard).
 */
import type { ApiFailure } from '../contract/envelope';
import type { DuplicateMatch } from '../contract/duplicates';

export type FormValues = Record<string, unknown>;
/** Final-form submission errors, as `toApiFailure` (src/lib/apiErrors.ts) makes them. */
type FieldErrors = ApiFailure['fieldErrors'];

/** What the actors reject with: an `ApiFailure` (contract/envelope.ts). */
export type WizardFailure = Partial<ApiFailure>;

/** A lead or prospect that looks like the one being created (POST /lead-duplicates-check). */
export type { DuplicateMatch };

/** A prospect chosen in step 1; its persons prefill step 2 (the `selectedProspect` query). */
export type SelectedProspect = FormValues & { concern_person_info?: unknown[] };

/** The tags the app reads instead of state names (machines/lead-wizard.machine.ts). */
export type WizardTag = 'step1' | 'step2' | 'editing' | 'confirming' | 'busy';

export interface WizardContext {
  leadId: number | null;
  /**
   * Set when a step could not reach the server and was queued on this device instead
   * (src/queue/): the queued lead's client id, which a later step refers to while `leadId` is null.
   */
  clientId: string | null;
  /** Where an edit starts: the initial-info route (1) or the concern-person route (2). */
  startStep: 1 | 2;
  initialInfo: FormValues | null;
  persons: FormValues | null;
  prospect: SelectedProspect | null;
  fieldErrors: FieldErrors;
  errorMessage: string | null;
  duplicates: DuplicateMatch[];
  lastMessage: string | null;
}

export type WizardEvent =
  /** `prospect`: a create link that already names a prospect (`?selectedProspect=`). */
  | { type: 'START_CREATE'; prospect?: SelectedProspect | null }
  /**
   * A create step-2 link naming the lead step 1 already saved (`?lead=`, a reload): continue that
   * lead at step 2 if it is the caller's own and still has no persons, else start a clean create.
   */
  | { type: 'RESUME_CREATE'; leadId: number; prospect?: SelectedProspect | null }
  /**
   * A create whose step 1 waits on this device without its persons (the Waiting to sync screen's
   * Continue, `?queued=`): step 2 of that queued lead, whose saved persons join it.
   */
  | { type: 'CONTINUE_QUEUED'; clientId: string; initialInfo: FormValues; prospect?: SelectedProspect | null }
  | { type: 'START_EDIT'; leadId: number; step: 1 | 2 }
  | { type: 'SUBMIT'; values: FormValues; prospect?: SelectedProspect | null }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  | { type: 'BACK'; values?: FormValues }
  | { type: 'RETRY' };

export interface LoadedLead {
  initialInfo: FormValues;
  persons: FormValues;
}
export interface SaveStep1Input {
  leadId: number | null;
  clientId: string | null;
  values: FormValues;
  /** The prospect step 1 was started from: a queued step 1 keeps it for step 2's persons. */
  prospect: SelectedProspect | null;
}
export interface SaveStep2Input {
  mode: 'create' | 'edit';
  /** Null when step 1 was queued (then `clientId` names it). */
  leadId: number | null;
  clientId: string | null;
  /** Step 1's values, so persons queued for a lead saved online can name it in the queue. */
  initialInfo: FormValues | null;
  values: FormValues;
}
export interface DuplicatesInput {
  step: 1 | 2;
  leadId: number | null;
  values: FormValues;
}
/** A saved step: the server's lead id and message, or (queued on this device) its client id. */
export interface SavedStep {
  id: number | null;
  message?: string;
  clientId?: string;
}
