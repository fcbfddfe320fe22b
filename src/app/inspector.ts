import type { InspectionEvent } from 'xstate';

/**
 * The XState inspector (Stately's browser inspector), only when built with XSTATE_INSPECT=true
 * outside production. Machines pass `inspect` to `useMachine(machine, { inspect })` or
 * `createActor(machine, { inspect })`; it is a no-op until the inspector has loaded.
 */
type Observer = { next?: (event: InspectionEvent) => void };

let observer: Observer | null = null;
let started: Promise<void> | null = null;

export const inspectorEnabled: boolean =
  process.env.XSTATE_INSPECT === 'true' && process.env.NODE_ENV !== 'production';

export function startInspector(): Promise<void> {
  if (!inspectorEnabled) return Promise.resolve();
  if (!started) {
    started = import('@statelyai/inspect')
      .then(({ createBrowserInspector }) => {
        observer = createBrowserInspector().inspect as Observer;
      })
      .catch((error: unknown) => console.warn('XState inspector failed to start', error));
  }
  return started;
}

export function inspect(event: InspectionEvent): void {
  observer?.next?.(event);
}
