/**
 * Places the workflow's states with dagre, the library the version graph uses: the initial state at the
 * top, each transition pointing down where it can, the states of one step side by side.
 */
import dagre from '@dagrejs/dagre';
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
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 48, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const state of workflow.states) graph.setNode(state.id, { width: STATE_WIDTH, height: STATE_HEIGHT });
  // a state's move to itself is no move (rules/order-workflow.ts): not drawn
  const drawn = workflow.transitions.filter((t) => t.from !== t.to && graph.hasNode(t.from) && graph.hasNode(t.to));
  for (const t of drawn) graph.setEdge(t.from, t.to);
  dagre.layout(graph);
  return {
    states: workflow.states.map((state) => {
      const { x, y } = graph.node(state.id);
      return { id: state.id, x: x - STATE_WIDTH / 2, y: y - STATE_HEIGHT / 2 };
    }),
    transitions: drawn.map((t) => ({ ...t, points: graph.edge(t.from, t.to).points ?? [] })),
  };
}
