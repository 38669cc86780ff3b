/**
 * Places the loaded versions with dagre: newest at the top, each version above its parents, branches
 * side by side. Positions are in the graph's own units, in which a node is NODE_WIDTH × NODE_HEIGHT.
 */
import { placeWithDagre } from '../shared/dagre-placement.ts';
import type { VersionNode } from './version-graph.ts';

export const NODE_WIDTH = 156;
export const NODE_HEIGHT = 76;

export interface PlacedVersion {
  version: VersionNode;
  /** top-left corner */
  x: number;
  y: number;
}

export interface GraphEdge {
  id: string;
  parent: number;
  child: number;
  /** a second (or third) parent: where a copy or a merge came from */
  merged: boolean;
  /** the route dagre chose around the other versions, from the parent to the child */
  points: { x: number; y: number }[];
}

export interface GraphLayout {
  /** newest first: the order a keyboard walks them */
  placed: PlacedVersion[];
  edges: GraphEdge[];
  /** the drawing's size, margins included; its bottom is below the oldest version */
  width: number;
  bottom: number;
}

/**
 * An SVG path through a route's points, its corners rounded (each bend a quadratic curve through the
 * midpoints), from `start` to `end` (the handles the edge joins).
 */
export function routePath(start: { x: number; y: number }, route: { x: number; y: number }[], end: { x: number; y: number }): string {
  const points = [start, ...route.slice(1, -1), end];
  if (points.length < 3) return `M ${start.x},${start.y} L ${end.x},${end.y}`;
  let path = `M ${points[0].x},${points[0].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const next = points[i + 1];
    const mid = i === points.length - 2 ? next : { x: (points[i].x + next.x) / 2, y: (points[i].y + next.y) / 2 };
    path += ` Q ${points[i].x},${points[i].y} ${mid.x},${mid.y}`;
  }
  return path;
}

export function layoutVersions(versions: Iterable<VersionNode>): GraphLayout {
  const list = [...versions].sort((a, b) => b.version - a.version);
  const known = new Set(list.map((v) => v.version));
  const links: Omit<GraphEdge, 'points'>[] = list.flatMap((v) =>
    v.parents.flatMap((parent, index) => (known.has(parent) ? [{ id: `${parent}-${v.version}`, parent, child: v.version, merged: index > 0 }] : [])),
  );
  const placement = placeWithDagre(
    { rankdir: 'BT', nodesep: 20, ranksep: 32 },
    { width: NODE_WIDTH, height: NODE_HEIGHT },
    list.map((v) => String(v.version)),
    links.map((link) => [String(link.parent), String(link.child)] as const),
  );
  return {
    placed: list.map((version) => ({ version, ...placement.at(String(version.version)) })),
    edges: links.map((link) => ({ ...link, points: placement.route(String(link.parent), String(link.child)) })),
    width: placement.width,
    bottom: placement.height,
  };
}

/*
 * Zoom (application.md §2.13: "the version graph starts at zoom 40"): a zoom control from 0 to 100 that
 * starts at 40, where the graph is drawn at its natural size (scale 1); 0 shows it at a fifth of that
 * size, 100 at twice it. See docs/decisions.md.
 */
export const START_ZOOM = 40;
export const MIN_SCALE = 0.2;
export const MAX_SCALE = 2;

/** The drawing's scale for a zoom control value (0–100). */
export function scaleOfZoom(zoom: number): number {
  const z = Math.min(100, Math.max(0, zoom));
  return z <= START_ZOOM ? MIN_SCALE ** ((START_ZOOM - z) / START_ZOOM) : MAX_SCALE ** ((z - START_ZOOM) / (100 - START_ZOOM));
}

/** The zoom control value (0–100, whole) for a drawing scale. */
export function zoomOfScale(scale: number): number {
  const s = Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
  const zoom = s <= 1 ? START_ZOOM - (Math.log(s) / Math.log(MIN_SCALE)) * START_ZOOM : START_ZOOM + (Math.log(s) / Math.log(MAX_SCALE)) * (100 - START_ZOOM);
  return Math.round(zoom);
}
