import type { InspectionEvent } from 'xstate';

/**
 * The XState inspector (Stately's browser inspector), only when built with XSTATE_INSPECT=true
 * outside production. Machine hosts pass `inspect` to `useMachine(machine, { inspect })`,
 * `useActorRef(machine, { inspect })` or `createActor(machine, { inspect })`. Events that arrive
 * before the inspector has loaded are held (so actors started early still show up); when the
 * inspector is off, `inspect` does nothing.
 *
 * The `import()` sits inside an `if` on the literal `process.env` test so webpack's DefinePlugin
 * turns it into `if (false)` in production and never emits a @statelyai/inspect chunk.
 */
type Observer = { next?: (event: InspectionEvent) => void };

const MAX_EARLY_EVENTS = 500;

let observer: Observer | null = null;
let early: InspectionEvent[] = [];
let started: Promise<void> | null = null;

const inspectorEnabled: boolean =
  process.env.XSTATE_INSPECT === 'true' && process.env.NODE_ENV !== 'production';

export function startInspector(): Promise<void> {
  if (process.env.XSTATE_INSPECT === 'true' && process.env.NODE_ENV !== 'production') {
    started ??= import('@statelyai/inspect')
      .then(({ createBrowserInspector }) => {
        const ready = createBrowserInspector().inspect as Observer;
        observer = ready;
        early.forEach((event) => ready.next?.(event));
      })
      .catch((error: unknown) => {
        observer = {}; // stop holding events
        console.warn('XState inspector failed to start', error);
      })
      .finally(() => {
        early = [];
      });
    return started;
  }
  return Promise.resolve();
}

export function inspect(event: InspectionEvent): void {
  if (!inspectorEnabled) return;
  if (observer) observer.next?.(event);
  else if (early.length < MAX_EARLY_EVENTS) early.push(event);
}
