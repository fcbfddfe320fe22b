import type { Store } from './db/store';
import type { Throttle } from './auth/throttle';

/** What every route module needs, passed explicitly instead of module-level singletons. */
export interface AppContext {
  store: Store;
  dataDir: string;
  tokenTtlMinutes: number;
  now: () => Date;
  log: (msg: string) => void;
  loginThrottle: Throttle;
  resetThrottle: Throttle;
}
