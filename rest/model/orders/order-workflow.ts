/**
 * The order workflow's rules (application.md §4, issue 22 §5), free of storage: what a valid workflow is,
 * which state an order without one is in, and which transitions an order may take. Order documents
 * carry their workflow state by id (`state`); messages name states by their names.
 */
import type { Static } from '@sinclair/typebox';
import { badRequest, conflict } from '../errors.ts';
import type { workflowKind } from '../kinds/workflow.kind.ts';

export type WorkflowDocument = Static<typeof workflowKind.schema>;
export type WorkflowState = WorkflowDocument['states'][number];

/** §4's order workflow, for a workspace that has none yet: Draft → Abandoned | Paid → Picked → Fulfilled. */
export const DEFAULT_ORDER_WORKFLOW: WorkflowDocument = {
  name: 'Order workflow',
  states: [
    { id: 'draft', name: 'Draft', start: true },
    { id: 'abandoned', name: 'Abandoned', end: true },
    { id: 'paid', name: 'Paid' },
    { id: 'picked', name: 'Picked' },
    { id: 'fulfilled', name: 'Fulfilled', end: true },
  ],
  transitions: [
    { from: 'draft', to: 'abandoned' },
    { from: 'draft', to: 'paid' },
    { from: 'paid', to: 'picked' },
    { from: 'picked', to: 'fulfilled' },
  ],
};

/** The state new orders start in: the one marked `start`, else the first. */
export const initialState = (workflow: WorkflowDocument): WorkflowState => workflow.states.find((state) => state.start) ?? workflow.states[0];

/** A state by id; an id the workflow no longer has stands for itself (an order may still be in it). */
export const stateOf = (workflow: WorkflowDocument, id: string): WorkflowState => workflow.states.find((state) => state.id === id) ?? { id, name: id };

/** The state an order is in: its own, or the initial state for an order that has none. */
export const orderState = (workflow: WorkflowDocument, state: unknown): WorkflowState =>
  typeof state === 'string' ? stateOf(workflow, state) : initialState(workflow);

/**
 * Where an order in state `from` may go: the transitions out of it. An order in a state the workflow
 * no longer has may only go back to the initial state, so it is never stuck.
 */
export function nextStates(workflow: WorkflowDocument, from: string): WorkflowState[] {
  if (!workflow.states.some((state) => state.id === from)) return from === initialState(workflow).id ? [] : [initialState(workflow)];
  const targets = new Set(workflow.transitions.filter((t) => t.from === from && t.to !== from).map((t) => t.to));
  return workflow.states.filter((state) => targets.has(state.id));
}

/** Refuses a state the workflow does not have (a 400 naming the field): a new order may start in any state it has. */
export function assertKnownState(workflow: WorkflowDocument, state: string): void {
  if (workflow.states.some((known) => known.id === state)) return;
  const known = workflow.states.map((s) => s.id).join(', ');
  throw badRequest(`state must be one of the order workflow's states (${known}), not ${state}`, { field: 'state' });
}

/**
 * Refuses an order's move from one state to another that the workflow does not have: a 400 naming the
 * field for a state it does not know, a 409 naming the transition for one it does not allow.
 */
export function assertTransition(workflow: WorkflowDocument, from: unknown, to: unknown): void {
  const before = orderState(workflow, from);
  const after = orderState(workflow, to);
  if (before.id === after.id) return;
  assertKnownState(workflow, after.id);
  if (!nextStates(workflow, before.id).some((state) => state.id === after.id)) {
    throw conflict(`The order workflow does not allow ${before.name} → ${after.name}.`, { from: before.id, to: after.id });
  }
}

const folded = (name: string) => name.trim().toLowerCase();

/**
 * What is wrong with a workflow, in plain words, or null: each state named, names and ids unique, one
 * initial state at most, and transitions between states it has.
 */
export function workflowProblem(workflow: WorkflowDocument): string | null {
  const { states, transitions } = workflow;
  if (states.some((state) => !state.name.trim())) return 'Every state needs a name.';
  const names = states.map((state) => folded(state.name));
  const twiceNamed = states.find((_, i) => names.indexOf(names[i]) !== i);
  if (twiceNamed) return `Two states are named ${twiceNamed.name.trim()}: give each state its own name.`;
  const ids = states.map((state) => state.id);
  const twiceId = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twiceId) return `Two states have the id ${twiceId}: each state needs its own id.`;
  const starts = states.filter((state) => state.start);
  if (starts.length > 1) return `Only one state can be the initial state, not ${starts.map((s) => s.name).join(' and ')}.`;
  const known = new Set(ids);
  const stray = transitions.find((t) => !known.has(t.from) || !known.has(t.to));
  if (stray) return `The transition ${stray.from} → ${stray.to} joins a state the workflow does not have: ${known.has(stray.from) ? stray.to : stray.from}.`;
  return null;
}

/**
 * Refuses a workflow with a problem (400, about its states or transitions); for the workflow orders
 * follow, also one that drops its initial state, where orders start and orders without a state are.
 */
export function assertWorkflow(next: WorkflowDocument, previous: WorkflowDocument | null): void {
  const problem = workflowProblem(next);
  if (problem) throw badRequest(problem, { field: problem.startsWith('The transition') ? 'transitions' : 'states' });
  if (!previous) return;
  const initial = initialState(previous);
  if (initialState(next).id !== initial.id) {
    throw badRequest(`The initial state ${initial.name} must stay the initial state: new orders start there.`, { field: 'states' });
  }
}
