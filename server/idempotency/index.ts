/** Exactly-once create and store calls under an `Idempotency-Key` header (issue 29). */
export { once } from './middleware';
export { keepAnswer, guardKeptAnswers } from './pending';
export { embeddedIdempotencyStore } from './embedded-store';
export { startKeyPurge, purgeOldKeys } from './purge';
