import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { createActor, waitFor, type AnyActorRef, type AnyStateMachine, type EventObject } from 'xstate';

/**
 * Model-based testing for machines that invoke the server. `createTestModel` refuses machines
 * with `invoke`, so we walk the real machine's graph ourselves: for every edge (state --event-->
 * next) we take the shortest path to `state` and append that edge. Replaying all of them covers
 * every reachable state and every transition. Actor outcomes appear in the graph as the
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events listed by the test; on replay they
 * are not sent but awaited, because the real actor produces them against the real server.
 */

export interface GraphStep {
  event: EventObject;
  /** Serialized state reached after the event (its value, unless the test serializes more). */
  state: string;
}

/**
 * How a snapshot becomes a graph vertex. By default its value; a test may add the context that
 * decides where the machine goes next, so those differences are vertices of their own.
 */
export type Serialize = (snapshot: { value: unknown; context?: unknown }) => string;

export interface TransitionPath {
  name: string;
  steps: GraphStep[];
}

const byValue: Serialize = (snapshot) => JSON.stringify(snapshot.value);
const describeEvent = (event: EventObject) => {
  const extra = event as { error?: { status?: unknown }; record?: unknown };
  if (extra.error) return `${event.type}(${String(extra.error.status)})`;
  if (event.type === 'OPEN') return extra.record ? 'OPEN(edit)' : 'OPEN(create)';
  return event.type;
};

export function transitionPaths(
  machine: AnyStateMachine,
  events: EventObject[],
  serialize: Serialize = byValue,
  /** The machine's input, for machines that read one (e.g. the import machine's fields). */
  input?: unknown,
): TransitionPath[] {
  const options = { events, serializeState: serialize, input };
  const shortest = new Map<string, GraphStep[]>();
  for (const path of getShortestPaths(machine, options)) {
    // Step 0 is the initial state (xstate.init); drop it, replay starts there anyway.
    const steps = path.steps.slice(1).map((s) => ({ event: s.event, state: serialize(s.state) }));
    shortest.set(serialize(path.state), steps);
  }
  const adjacency = getAdjacencyMap(machine, options);
  const paths: TransitionPath[] = [];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const prefix = shortest.get(key) ?? [];
    const edges = Object.values(vertex.transitions) as { event: EventObject; state: { value: unknown } }[];
    for (const { event, state } of edges) {
      const next = serialize(state);
      // An actor outcome can only happen in the state that invoked the actor.
      if (next === key && event.type.startsWith('xstate.')) continue;
      const steps = [...prefix, { event, state: next }];
      paths.push({ name: `${key} --${describeEvent(event)}--> ${next}`, steps });
    }
  }
  return paths;
}

export function coverage(
  machine: AnyStateMachine,
  events: EventObject[],
  paths: TransitionPath[],
  serialize: Serialize = byValue,
  input?: unknown,
) {
  const adjacency = getAdjacencyMap(machine, { events, serializeState: serialize, input });
  const allStates = new Set(Object.keys(adjacency));
  const allEdges = new Set(paths.map((p) => p.name));
  const seenStates = new Set(paths.flatMap((p) => p.steps.map((s) => s.state)));
  seenStates.add(serialize(createActor(machine, { input }).getSnapshot()));
  return {
    states: `${[...allStates].filter((s) => seenStates.has(s)).length}/${allStates.size}`,
    transitions: `${allEdges.size}`,
    missingStates: [...allStates].filter((s) => !seenStates.has(s)),
  };
}

/**
 * Replays a path on a running actor. `materialize` turns a graph event into the real one to
 * send (choosing values that make the next actor outcome happen on the server); `check` runs
 * after every step.
 */
export async function replay(
  actor: AnyActorRef,
  path: TransitionPath,
  materialize: (event: EventObject, next: GraphStep | undefined) => Promise<EventObject>,
  check: (step: GraphStep, index: number) => Promise<void> = async () => {},
  serialize: Serialize = byValue,
): Promise<void> {
  for (let i = 0; i < path.steps.length; i++) {
    const step = path.steps[i];
    if (
      step.event.type.startsWith('xstate.done.actor.') ||
      step.event.type.startsWith('xstate.error.actor.')
    ) {
      await waitFor(actor, (s) => serialize(s) === step.state, { timeout: 10_000 });
    } else {
      actor.send(await materialize(step.event, path.steps[i + 1]));
    }
    const actual = serialize(actor.getSnapshot());
    if (actual !== step.state) {
      throw new Error(`step ${i} (${describeEvent(step.event)}): expected ${step.state}, got ${actual}`);
    }
    await check(step, i);
  }
}
