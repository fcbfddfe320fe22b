import { createActor, fromPromise, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { byValue, describeEvent, type Serialize, type TransitionPath } from './transition-paths';

/**
 * What the model-based suites measure their paths against: the machine's own definition, read from
 * `machine.root` (never from the graph the paths were built from, which would cover itself). Every
 * leaf state, and every transition a leaf can take: its own and its ancestors' `on`, invoke
 * done/error and `always` candidates, a guarded candidate counting on its own. Which transitions
 * the paths take is recorded by running them on the machine and reading each microstep's
 * transitions from the inspector; `replay` (./transition-paths.ts) asserts after every step that
 * the server-backed run is in the same state, so these are the transitions the replay takes.
 */

type Definition = AnyStateNode['transitions'] extends Map<string, (infer D)[]> ? D : never;

export interface DefinitionCoverage {
  /** Every leaf state of the definition, by path (`create.step1.editing`). */
  states: string[];
  /** Every transition a leaf can take: `leaf --event [guard]--> target`. */
  transitions: string[];
  missingStates: string[];
  missingTransitions: string[];
}

const nameOf = (node: AnyStateNode) => node.path.join('.') || `(${node.machine.id})`;
const childrenOf = (node: AnyStateNode) =>
  (Object.values(node.states) as AnyStateNode[]).filter((n) => n.type !== 'history');
const leavesOf = (node: AnyStateNode): AnyStateNode[] => {
  const kids = childrenOf(node);
  return kids.length ? kids.flatMap(leavesOf) : [node];
};
const lineage = (leaf: AnyStateNode) => {
  const nodes: AnyStateNode[] = [];
  for (let n: AnyStateNode | undefined = leaf; n; n = n.parent) nodes.push(n);
  return nodes;
};
/** The leaves a state value names (several for parallel regions). */
function leavesOfValue(node: AnyStateNode, value: unknown): AnyStateNode[] {
  if (typeof value === 'string') return [node.states[value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, sub]) =>
    leavesOfValue(node.states[key], sub),
  );
}

function guardName(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return String((guard as { type?: unknown }).type);
}
function label(leaf: AnyStateNode, eventType: string, d: Definition): string {
  const guard = guardName(d.guard);
  const target = d.target?.length ? d.target.map(nameOf).join(', ') : '(stays)';
  const on = d.source === leaf ? '' : ` (on ${nameOf(d.source)})`;
  return `${nameOf(leaf)} --${eventType}${guard ? ` [${guard}]` : ''}--> ${target}${on}`;
}

/**
 * The candidates a leaf can select for one event (or `always`), nearest first, as xstate picks them:
 * an ancestor's candidates only count while every nearer one is guarded.
 */
function candidates(leaf: AnyStateNode, pick: (n: AnyStateNode) => readonly Definition[] | undefined) {
  const out: Definition[] = [];
  for (const n of lineage(leaf)) {
    const defs = pick(n) ?? [];
    out.push(...defs);
    if (defs.some((d) => !d.guard)) break;
  }
  return out;
}

/** Every transition of the definition, keyed by `leaf` and candidate, with its label. */
function definedTransitions(machine: AnyStateMachine): Map<AnyStateNode, Map<Definition, string>> {
  const byLeaf = new Map<AnyStateNode, Map<Definition, string>>();
  const labels = new Set<string>();
  for (const leaf of leavesOf(machine.root)) {
    const own = new Map<Definition, string>();
    const eventTypes = new Set(lineage(leaf).flatMap((n) => [...n.transitions.keys()]));
    const add = (eventType: string, d: Definition) => {
      const text = label(leaf, eventType, d);
      if (labels.has(text)) throw new Error(`two transitions of the definition read the same: ${text}`);
      labels.add(text);
      own.set(d, text);
    };
    const always = candidates(leaf, (n) => n.always);
    always.forEach((d) => add('always', d));
    // A leaf that always leaves at once (an unguarded `always`) is never at rest for an event.
    if (!always.some((d) => !d.guard))
      for (const type of eventTypes)
        for (const d of candidates(leaf, (n) => n.transitions.get(type))) add(type, d);
    byLeaf.set(leaf, own);
  }
  return byLeaf;
}

/**
 * Runs every path on the machine (its invoked actors stubbed so that only the path's own outcome
 * events move it) and compares the leaves reached and transitions taken with the definition.
 */
export function definitionCoverage(
  machine: AnyStateMachine,
  paths: TransitionPath[],
  options: { input?: unknown; serialize?: Serialize } = {},
): DefinitionCoverage {
  const { input, serialize = byValue } = options;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const stubs = Object.fromEntries(Object.keys(machine.implementations.actors).map((id) => [id, never]));
  const run = machine.provide({ actors: stubs });
  const defined = definedTransitions(run);
  const reached = new Set<AnyStateNode>();
  const taken = new Set<string>();

  const strays: string[] = [];
  const valueOf = (snapshot: unknown) => (snapshot as { value: unknown }).value;
  for (const path of paths) {
    // The state a microstep leaves: the one the previous microstep (or the start) reached.
    let before: unknown;
    const actor = createActor(run, {
      input,
      inspect: (e) => {
        if (e.type !== '@xstate.microstep') return;
        const from = leavesOfValue(run.root, valueOf(before ?? e.snapshot));
        for (const d of e._transitions as Definition[]) {
          const leaf = from.find((l) => lineage(l).includes(d.source));
          const text = leaf && defined.get(leaf)?.get(d);
          // Thrown after the run: an inspector's exceptions do not reach the caller.
          if (text) taken.add(text);
          else strays.push(`${path.name}: ${nameOf(d.source)} --${d.eventType}-->`);
        }
        before = e.snapshot;
        leavesOfValue(run.root, valueOf(before)).forEach((l) => reached.add(l));
      },
    });
    actor.start();
    before = actor.getSnapshot();
    leavesOfValue(run.root, valueOf(before)).forEach((l) => reached.add(l));
    path.steps.forEach((step, i) => {
      actor.send(step.event);
      const actual = serialize(actor.getSnapshot());
      if (actual !== step.state)
        throw new Error(
          `${path.name}, step ${i} (${describeEvent(step.event)}): ${actual}, not ${step.state}`,
        );
    });
    actor.stop();
  }
  if (strays.length) throw new Error(`transitions outside the definition walk:\n${strays.join('\n')}`);

  const states = leavesOf(run.root);
  const transitions = [...defined.values()].flatMap((m) => [...m.values()]);
  return {
    states: states.map(nameOf),
    transitions,
    missingStates: states.filter((s) => !reached.has(s)).map(nameOf),
    missingTransitions: transitions.filter((t) => !taken.has(t)),
  };
}

/** A coverage line for the test log: what the paths reach of the definition. */
export const coverageSummary = (name: string, c: DefinitionCoverage, paths: number) =>
  `${name}: states ${c.states.length - c.missingStates.length}/${c.states.length}, transitions ` +
  `${c.transitions.length - c.missingTransitions.length}/${c.transitions.length} of the definition (${paths} paths)`;
