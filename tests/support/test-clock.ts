/**
 * A clock a test hands to the server it starts (`startTestServer({ now })`, tests/e2e/run.ts):
 * real time plus an offset the test moves forward, so the server's jobs and limits see time pass.
 */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += Math.max(0, ms);
    },
  };
}
