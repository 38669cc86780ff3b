/**
 * Places the workflow's states with dagre, the library the version graph uses: the initial state at the
 * top, each transition pointing down where it can, the states of one step side by side.
 */
import { placeWithDagre } from '../shared/dagre-placement.ts';
import type { Workflow } from '../../../rules/order-workflow.ts';

export const STATE_WIDTH = 140;
export const STATE_HEIGHT = 48;

export interface PlacedState {
  id: string;
  /** top-left corner */
  x: number;
  y: number;
}

export interface PlacedTransition {
  from: string;
  to: string;
  /** dagre's route around the other states, from the state left to the state reached */
  points: { x: number; y: number }[];
}

export function layoutWorkflow(workflow: Workflow): { states: PlacedState[]; transitions: PlacedTransition[] } {
  const known = new Set(workflow.states.map((state) => state.id));
  // a state's move to itself is no move (rules/order-workflow.ts): not drawn
  const drawn = workflow.transitions.filter((t) => t.from !== t.to && known.has(t.from) && known.has(t.to));
  const placement = placeWithDagre(
    { rankdir: 'TB', nodesep: 24, ranksep: 48 },
    { width: STATE_WIDTH, height: STATE_HEIGHT },
    known,
    drawn.map((t) => [t.from, t.to] as const),
  );
  return {
    states: workflow.states.map((state) => ({ id: state.id, ...placement.at(state.id) })),
    transitions: drawn.map((t) => ({ ...t, points: placement.route(t.from, t.to) })),
  };
}
