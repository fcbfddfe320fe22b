import { IDEMPOTENCY_HEADER } from '../../contract/idempotency';

/** The answers of the Idempotency-Key checks (docs/api.md, "Idempotency-Key"). */
export const BAD_KEY = `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible ASCII characters (a UUID fits).`;
export const KEY_RUNNING = `A request with this ${IDEMPOTENCY_HEADER} is still running. Try again shortly.`;
export const KEY_COMMITTED = `A request with this ${IDEMPOTENCY_HEADER} was already completed. Send it again to get its answer.`;
export const KEY_REUSED = `This ${IDEMPOTENCY_HEADER} was already used for a different request.`;

/** How long a committed key is kept (at least; the purge runs daily). */
export const KEEP_DAYS = 30;
