/**
 * Places boxes of one size and the arrows between them with dagre: the one layout step the version
 * graph and the order workflow diagram share. Positions are top-left corners in the drawing's units.
 */
import dagre from '@dagrejs/dagre';

export interface Placement {
  /** each box's top-left corner, by its id */
  at(id: string): { x: number; y: number };
  /** the route dagre chose around the other boxes for the arrow `from` → `to` */
  route(from: string, to: string): { x: number; y: number }[];
  /** the drawing's size, margins included */
  width: number;
  height: number;
}

export function placeWithDagre(
  spacing: { rankdir: 'TB' | 'BT'; nodesep: number; ranksep: number },
  box: { width: number; height: number },
  ids: Iterable<string>,
  arrows: Iterable<readonly [from: string, to: string]>,
): Placement {
  const graph = new dagre.graphlib.Graph();
  graph.setGraph({ ...spacing, marginx: 12, marginy: 12 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of ids) graph.setNode(id, { ...box });
  for (const [from, to] of arrows) graph.setEdge(from, to);
  dagre.layout(graph);
  const { width = 0, height = 0 } = graph.graph();
  return {
    at: (id) => {
      const { x, y } = graph.node(id);
      return { x: x - box.width / 2, y: y - box.height / 2 };
    },
    route: (from, to) => graph.edge(from, to).points ?? [],
    width,
    height,
  };
}
