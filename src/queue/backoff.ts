/** Retry delay after `attempts` failed sends: 30 s, doubling, at most 10 min. Never given up. */
const FIRST_MS = 30_000;
const MAX_MS = 10 * 60_000;

export const retryDelayMs = (attempts: number) => Math.min(FIRST_MS * 2 ** Math.max(attempts - 1, 0), MAX_MS);
