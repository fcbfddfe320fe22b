/**
 * The `Idempotency-Key` header of the create and store calls the offline queue repeats (issue 29):
 * the server answers a repeat of a committed request with the first answer instead of running it
 * again. The app and the server share the header's name and what a key may look like.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (no spaces): a UUID fits. */
export const IDEMPOTENCY_KEY_RE = /^[\x21-\x7e]{1,255}$/;

/** Set (to "true") on an answer the server repeated from a committed earlier request. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
