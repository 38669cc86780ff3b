/** Graph questions over a resource's versions (each lists its parents). */
export interface GraphNode {
  version: number;
  parents: number[];
}

export function ancestors(nodes: Map<number, GraphNode>, start: number): Map<number, number> {
  // version → distance from start, breadth first, so nearer ancestors are found first
  const seen = new Map<number, number>([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const version = queue.shift()!;
    for (const parent of nodes.get(version)?.parents ?? []) {
      if (!seen.has(parent)) {
        seen.set(parent, seen.get(version)! + 1);
        queue.push(parent);
      }
    }
  }
  return seen;
}

/** The nearest common ancestor of two versions (the merge base), or undefined when they share none. */
export function mergeBase(nodes: Map<number, GraphNode>, a: number, b: number): number | undefined {
  const fromA = ancestors(nodes, a);
  const fromB = ancestors(nodes, b);
  let best: number | undefined;
  let bestDistance = Infinity;
  for (const [version, distance] of fromA) {
    const other = fromB.get(version);
    if (other === undefined) continue;
    const total = distance + other;
    if (total < bestDistance || (total === bestDistance && version > best!)) {
      best = version;
      bestDistance = total;
    }
  }
  return best;
}
