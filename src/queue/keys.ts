/**
 * The Idempotency-Key of each request a queued lead makes (server/idempotency/): the same key on
 * every retry, so an answer lost after the server committed is answered again, not stored twice.
 */
export const idempotencyKeys = {
  initialInfo: (clientId: string) => `${clientId}.initial-info`,
  /** One per visiting card: a lead's persons may carry several (by person index). */
  card: (clientId: string, person: number) => `${clientId}.card.${person}`,
  persons: (clientId: string) => `${clientId}.persons`,
  /** A note or log activity: one save per unit. */
  activity: (clientId: string) => `${clientId}.activity`,
};
