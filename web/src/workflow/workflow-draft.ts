/**
 * The /workflow editor's changes to the workflow being edited, each a new draft (React state), and the
 * document a save writes. What makes a workflow valid is rules/order-workflow.ts, as on the server.
 */
import { initialState, type Workflow, type WorkflowState, type WorkflowTransition } from '../../../rules/order-workflow.ts';

export interface Draft extends Workflow {
  name: string;
  description?: string | null;
}

/** A new state's id: its name in lower case with dashes, numbered when another state has it. */
export function newStateId(name: string, states: readonly WorkflowState[]): string {
  const base = name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'state';
  const taken = new Set(states.map((state) => state.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export const addState = (draft: Draft, name: string): Draft => ({
  ...draft,
  states: [...draft.states, { id: newStateId(name, draft.states), name: name.trim() }],
});

export const renameState = (draft: Draft, id: string, name: string): Draft => ({
  ...draft,
  states: draft.states.map((state) => (state.id === id ? { ...state, name } : state)),
});

/** Removes a state and every transition into or out of it; the initial state stays (orders start there). */
export function removeState(draft: Draft, id: string): Draft {
  if (initialState(draft).id === id) return draft;
  return {
    ...draft,
    states: draft.states.filter((state) => state.id !== id),
    transitions: draft.transitions.filter((t) => t.from !== id && t.to !== id),
  };
}

export const hasTransition = (draft: Workflow, from: string, to: string) => draft.transitions.some((t) => t.from === from && t.to === to);

export const addTransition = (draft: Draft, from: string, to: string): Draft =>
  from === to || hasTransition(draft, from, to) ? draft : { ...draft, transitions: [...draft.transitions, { from, to }] };

export const removeTransition = (draft: Draft, { from, to }: WorkflowTransition): Draft => ({
  ...draft,
  transitions: draft.transitions.filter((t) => t.from !== from || t.to !== to),
});

/**
 * The document a save writes: names trimmed, the initial state marked `start`, and `end` on the states
 * no transition leaves (where an order's way ends), so the diagram and the document agree.
 */
export function documentOf(draft: Draft) {
  const initial = initialState(draft).id;
  const leaving = new Set(draft.transitions.map((t) => t.from));
  return {
    name: draft.name,
    ...(draft.description ? { description: draft.description } : {}),
    states: draft.states.map(({ id, name }) => ({ id, name: name.trim(), ...(id === initial && { start: true }), ...(!leaving.has(id) && { end: true }) })),
    transitions: draft.transitions.map(({ from, to }) => ({ from, to })),
  };
}
