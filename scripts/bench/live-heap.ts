import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * The heap still in use after a full collection, for the RSS row of `npm run bench:api`: RSS also
 * holds heap V8 grew into under a burst of writes and keeps for a while, so it alone cannot tell
 * live data from garbage not yet returned. `--expose-gc` is switched on at run time so the bench
 * needs no node flag (a function obtained this way runs a real full GC).
 */
let collect: (() => void) | null = null;

export function afterFullGc(): NodeJS.MemoryUsage {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  collect();
  collect();
  return process.memoryUsage();
}
