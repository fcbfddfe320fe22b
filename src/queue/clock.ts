/** The queue's clock: captured-at times and retry times. Tests replace `now`. */
export const queueClock = { now: (): number => Date.now() };
