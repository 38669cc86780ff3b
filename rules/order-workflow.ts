/**
 * The order workflow's rules (application.md §4, issue 22 §5), run by the server on every write and by
 * the /workflow editor as it edits: what a valid workflow is, which state an order without one is in,
 * and where an order may go. Orders carry their state by id; people read states by their names.
 */

export interface WorkflowState {
  id: string;
  name: string;
  start?: boolean | null;
  end?: boolean | null;
}
export interface WorkflowTransition {
  from: string;
  to: string;
}
export interface Workflow {
  states: WorkflowState[];
  transitions: WorkflowTransition[];
}

/** §4's order workflow, for a workspace that has none yet: Draft → Abandoned | Paid → Picked → Fulfilled. */
export const DEFAULT_ORDER_WORKFLOW = {
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
export const initialState = <S extends WorkflowState>(workflow: { states: S[] }): S => workflow.states.find((state) => state.start) ?? workflow.states[0];

/** A state by id; an id the workflow no longer has stands for itself (an order may still be in it). */
export const stateOf = (workflow: Workflow, id: string): WorkflowState => workflow.states.find((state) => state.id === id) ?? { id, name: id };

/** The state an order is in: its own, or the initial state for an order that has none. */
export const orderState = (workflow: Workflow, state: unknown): WorkflowState => (typeof state === 'string' ? stateOf(workflow, state) : initialState(workflow));

/**
 * Where an order in state `from` may go: the transitions out of it. An order in a state the workflow
 * no longer has may only go back to the initial state, so it is never stuck.
 */
export function nextStates(workflow: Workflow, from: string): WorkflowState[] {
  const initial = initialState(workflow);
  if (!workflow.states.some((state) => state.id === from)) return from === initial.id ? [] : [initial];
  const targets = new Set(workflow.transitions.filter((t) => t.from === from && t.to !== from).map((t) => t.to));
  return workflow.states.filter((state) => targets.has(state.id));
}

const folded = (name: string) => name.trim().toLowerCase();

/** Why `name` cannot name a state of the workflow (besides the state `except`, when renaming it), or null. */
export function stateNameProblem(workflow: Workflow, name: string, except?: string): string | null {
  if (!name.trim()) return 'Every state needs a name.';
  const twin = workflow.states.find((state) => state.id !== except && folded(state.name) === folded(name));
  return twin ? `Two states are named ${name.trim()}: give each state its own name.` : null;
}

/**
 * What is wrong with a workflow, in plain words, or null: each state named, names and ids unique, one
 * initial state at most, and transitions between states it has.
 */
export function workflowProblem(workflow: Workflow): { field: 'states' | 'transitions'; message: string } | null {
  const { states, transitions } = workflow;
  const states_ = (message: string) => ({ field: 'states' as const, message });
  for (const [i, state] of states.entries()) {
    const problem = stateNameProblem({ states: states.slice(0, i), transitions }, state.name);
    if (problem) return states_(problem);
  }
  const ids = states.map((state) => state.id);
  const twiceId = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twiceId) return states_(`Two states have the id ${twiceId}: each state needs its own id.`);
  const starts = states.filter((state) => state.start);
  if (starts.length > 1) return states_(`Only one state can be the initial state, not ${starts.map((s) => s.name).join(' and ')}.`);
  const known = new Set(ids);
  const stray = transitions.find((t) => !known.has(t.from) || !known.has(t.to));
  if (stray) return { field: 'transitions', message: `The transition ${stray.from} → ${stray.to} joins a state the workflow does not have: ${known.has(stray.from) ? stray.to : stray.from}.` };
  const keys = transitions.map((t) => `${t.from}\n${t.to}`);
  const twice = transitions.find((_, i) => keys.indexOf(keys[i]) !== i);
  if (twice) return { field: 'transitions', message: `The transition ${stateOf(workflow, twice.from).name} → ${stateOf(workflow, twice.to).name} is there twice.` };
  return null;
}

/** Why a workflow that orders follow cannot become `next`, or null: its initial state stays, as orders start there. */
export function initialStateProblem(previous: Workflow, next: Workflow): string | null {
  const initial = initialState(previous);
  return initialState(next).id === initial.id ? null : `The initial state ${initial.name} must stay the initial state: new orders start there.`;
}
