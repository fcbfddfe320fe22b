/**
 * The coverage check of the model-based suites (./support/definition-coverage.ts) can fail: a
 * model that leaves events out must come out short of the machine's definition. The dialog model
 * (./support/dialog-model.ts) without its delete events never reaches the delete states.
 */
import { createMachine } from 'xstate';
import { dialogMachine } from '../../machines/dialog.machine';
import { definitionCoverage } from './support/definition-coverage';
import { dialogEvents } from './support/dialog-model';
import { transitionPaths } from './support/transition-paths';

const events = dialogEvents({ id: -1 });
const DELETE_EVENTS = ['REQUEST_DELETE', 'CONFIRM', 'xstate.done.actor.remove', 'xstate.error.actor.remove'];

test('the full dialog model covers the whole definition', () => {
  const result = definitionCoverage(dialogMachine, transitionPaths(dialogMachine, events));
  expect(result.states).toHaveLength(7);
  expect(result.transitions).toHaveLength(15);
  expect(result.missingStates).toEqual([]);
  expect(result.missingTransitions).toEqual([]);
});

test('without the delete events, the delete states and their transitions are reported missing', () => {
  const withoutDelete = events.filter((e) => !DELETE_EVENTS.includes(e.type));
  const result = definitionCoverage(dialogMachine, transitionPaths(dialogMachine, withoutDelete));
  expect(result.missingStates).toEqual(['confirmingDelete', 'deleting']);
  expect(result.missingTransitions).toEqual([
    'closed --REQUEST_DELETE--> confirmingDelete',
    'confirmingDelete --CONFIRM--> deleting',
    'confirmingDelete --CANCEL--> closed',
    'deleting --xstate.done.actor.remove--> closed',
    'deleting --xstate.error.actor.remove--> closed',
  ]);
});

test('without the 422 outcome, the guarded failure candidate is reported missing on its own', () => {
  const without422 = events.filter((e) => (e as { error?: { status?: number } }).error?.status !== 422);
  const result = definitionCoverage(dialogMachine, transitionPaths(dialogMachine, without422));
  expect(result.missingStates).toEqual(['editing.invalid']);
  expect(result.missingTransitions).toEqual([
    'editing.invalid --SUBMIT--> submitting (on editing)',
    'editing.invalid --CANCEL--> closed (on editing)',
    'submitting --xstate.error.actor.save [isValidationError]--> editing.invalid',
  ]);
});

test('a path that does not follow the machine is refused, not counted', () => {
  const [path] = transitionPaths(dialogMachine, events);
  const wrong = { ...path, steps: [{ event: { type: 'OPEN' }, state: '"deleting"' }] };
  expect(() => definitionCoverage(dialogMachine, [wrong])).toThrow(/not "deleting"/);
});

test('the definition counts what a leaf can take: nearer handlers first, none in a passing state', () => {
  const never = () => false;
  const machine = createMachine({
    id: 'm',
    initial: 'a',
    on: { PING: '.b', STOP: '.c' },
    states: {
      a: { on: { PING: { guard: never, target: 'c' } } },
      // Shadows the root's PING for good; always left at once, so the root's STOP never applies.
      b: { on: { PING: 'a' } },
      c: { always: 'a' },
    },
  });
  const { transitions } = definitionCoverage(machine, []);
  expect(transitions).toEqual([
    'a --PING [never]--> c',
    'a --PING--> b (on (m))',
    'a --STOP--> c (on (m))',
    'b --PING--> a',
    'b --STOP--> c (on (m))',
    'c --always--> a',
  ]);
});
