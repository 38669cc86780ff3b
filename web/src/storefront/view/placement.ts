/**
 * Where the 3D view puts each chosen module: connected modules by their connectors (the target's
 * connector on the source's, when both connectors have a position; otherwise the target right beside
 * the source), and each group of connected modules side by side with the next, along x.
 * Pure arithmetic over sizes, so it is tested without a browser.
 */
export type Vec3 = [number, number, number];

export interface PlacedItem {
  /** 'id:version#instance' */
  key: string;
  /** the object's bounding box size, in scene units */
  size: Vec3;
  /** the object's bounding box centre in its own frame (models are rarely centred on their origin) */
  centre: Vec3;
  /** connector id → its position in the object's own frame, in scene units */
  connectors: Record<string, Vec3 | undefined>;
}

export interface PlacedConnection {
  source: string;
  sourceConnector: string;
  target: string;
  targetConnector: string;
}

export const itemKey = (module: string, instance: number) => `${module}#${instance}`;

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** Each item's origin (the position its object is drawn at), by key. */
export function placeItems(items: PlacedItem[], connections: PlacedConnection[]): Map<string, Vec3> {
  const byKey = new Map(items.map((item) => [item.key, item]));
  const edges = connections.filter((c) => byKey.has(c.source) && byKey.has(c.target) && c.source !== c.target);
  const placed = new Map<string, Vec3>();
  const gap = Math.max(0.05, ...items.map((i) => Math.max(...i.size) * 0.1));
  let nextX = 0;

  for (const root of items) {
    if (placed.has(root.key)) continue;
    // a group of connected items, placed from its first one
    const group = new Map<string, Vec3>([[root.key, sub([0, 0, 0], root.centre)]]);
    const queue = [root.key];
    while (queue.length) {
      const key = queue.shift()!;
      for (const edge of edges) {
        const forward = edge.source === key;
        if (!forward && edge.target !== key) continue;
        const other = forward ? edge.target : edge.source;
        if (group.has(other)) continue;
        group.set(other, joined(byKey.get(key)!, group.get(key)!, byKey.get(other)!, forward ? edge.sourceConnector : edge.targetConnector, forward ? edge.targetConnector : edge.sourceConnector));
        queue.push(other);
      }
    }
    // the group's extent along x, so the next group starts beyond it
    let minX = Infinity;
    let maxX = -Infinity;
    for (const [key, origin] of group) {
      const item = byKey.get(key)!;
      const centreX = origin[0] + item.centre[0];
      minX = Math.min(minX, centreX - item.size[0] / 2);
      maxX = Math.max(maxX, centreX + item.size[0] / 2);
    }
    const shift = nextX - minX;
    for (const [key, origin] of group) placed.set(key, [origin[0] + shift, origin[1], origin[2]]);
    nextX += maxX - minX + gap;
  }
  return placed;
}

/** The origin of `item` joined to `anchor` (drawn at `anchorOrigin`) by their connectors. */
function joined(anchor: PlacedItem, anchorOrigin: Vec3, item: PlacedItem, anchorConnector: string, itemConnector: string): Vec3 {
  const from = anchor.connectors[anchorConnector];
  const to = item.connectors[itemConnector];
  if (from && to) return sub(add(anchorOrigin, from), to);
  // no positions: right beside the anchor, their centres level
  const anchorCentre = add(anchorOrigin, anchor.centre);
  const centre: Vec3 = [anchorCentre[0] + anchor.size[0] / 2 + item.size[0] / 2, anchorCentre[1], anchorCentre[2]];
  return sub(centre, item.centre);
}
