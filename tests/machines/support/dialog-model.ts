import type { EventObject } from 'xstate';
import { dialogMachine, type DialogRecord } from '../../../machines/dialog.machine';
import { coverageSummary, definitionCoverage } from './definition-coverage';
import { transitionPaths, type TransitionPath } from './transition-paths';

/**
 * The events the dialog machine's graph is walked with: every user event and every outcome of its
 * save and remove actors. `placeholder` stands for the record a real step fills in.
 */
export function dialogEvents(placeholder: DialogRecord): EventObject[] {
  return [
    { type: 'OPEN' },
    { type: 'OPEN', record: placeholder } as EventObject,
    { type: 'SUBMIT', values: {} } as EventObject,
    { type: 'CANCEL' },
    { type: 'REQUEST_DELETE', record: placeholder } as EventObject,
    { type: 'CONFIRM' },
    { type: 'xstate.done.actor.save', output: {} } as EventObject,
    { type: 'xstate.error.actor.save', error: { status: 422 } } as EventObject,
    { type: 'xstate.error.actor.save', error: { status: 413 } } as EventObject,
    { type: 'xstate.done.actor.remove', output: {} } as EventObject,
    { type: 'xstate.error.actor.remove', error: { status: 404 } } as EventObject,
  ];
}

/**
 * Registers the model-based tests of one use of the dialog machine: the paths reach every leaf
 * state and take every transition of the machine's definition, and each path is replayed against
 * the real server by `play`.
 */
export function describeDialogPaths(
  label: string,
  events: EventObject[],
  play: (path: TransitionPath) => Promise<void>,
): void {
  const paths = transitionPaths(dialogMachine, events);
  test(`${label}: the paths cover every state and transition of the dialog machine`, () => {
    const result = definitionCoverage(dialogMachine, paths);
    console.log(coverageSummary(`dialog machine (${label})`, result, paths.length));
    expect(result.missingStates).toEqual([]);
    expect(result.missingTransitions).toEqual([]);
  });
  describe.each(paths.map((p) => [p.name, p] as const))(`${label}: %s`, (_name, path) => {
    test('replays against the server', () => play(path), 30_000);
  });
}
