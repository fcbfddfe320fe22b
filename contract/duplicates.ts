/**
 * Likely duplicates of a lead being created: what POST /lead-duplicates-check answers, and what a
 * create sent with `REFUSE_DUPLICATE_HEADER` answers (409) instead of creating (issue 29, "No
 * silent duplicates"). Names compare case- and space-insensitively, phones by digits, e-mails
 * case-insensitively (contract/identity-keys.ts).
 */
export interface DuplicateMatch {
  kind: 'lead' | 'prospect';
  id: number;
  organization_name: string;
  reasons: ('organization_name' | 'phone' | 'email')[];
}

/**
 * Sent ("true") by the offline queue's sync on POST /store-leads-initial-info: a likely duplicate
 * is refused, not created. Left out once the user chose "Create anyway". Not part of the
 * request's Idempotency-Key fingerprint, so the same key may be sent again without it.
 */
export const REFUSE_DUPLICATE_HEADER = 'Refuse-Duplicate';

export const LIKELY_DUPLICATE = 'Possible duplicate: these records look like this lead.';

/** The 409 body of a refused create. */
export interface DuplicateRefusal {
  message: string;
  duplicates: DuplicateMatch[];
}

export const isDuplicateRefusal = (body: unknown): body is DuplicateRefusal =>
  Array.isArray((body as Partial<DuplicateRefusal> | null)?.duplicates);

/**
 * One lead of GET /lead-duplicates-index: what the wizard's offline warning compares
 * (contract/identity-keys.ts `identityKeys` of the lead as the caller may see it) and shows.
 */
export interface DuplicateIndexEntry {
  id: number;
  organization_name: string;
  /** `n:`/`p:`/`e:` keys of its name, phones (step 1's and the persons') and e-mails. */
  keys: string[];
}
