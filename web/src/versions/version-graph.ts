/**
 * The version graph as the popover holds it: the parts read so far merged by version number (version
 * records are immutable, so a part read later never contradicts one read before), and the questions
 * the popover's actions ask of it.
 */
import type { VersionGraphQuery } from '../../gql/graphql.ts';

type GraphResource = NonNullable<VersionGraphQuery['resource']>;
export type VersionNode = GraphResource['versionGraph']['versions'][number];

export interface LoadedGraph {
  head: number;
  /** by version number */
  versions: Map<number, VersionNode>;
  /** where the older versions continue (pass as `before`); null when every older version is loaded */
  older: number | null;
  canWrite: boolean;
}

/**
 * Adds a part read from the gateway. A window (the newest versions) brings the current head; an older
 * page leaves `older` where it continues. Where the earlier read reached further back, it stays.
 */
export function mergePart(
  loaded: LoadedGraph | null,
  part: { head: number; older: number | null; versions: VersionNode[] },
  canWrite: boolean,
  kind: 'window' | 'older',
): LoadedGraph {
  const versions = new Map(loaded?.versions ?? []);
  for (const version of part.versions) versions.set(version.version, version);
  let older = part.older;
  if (loaded && kind === 'window') older = loaded.older === null ? null : Math.min(loaded.older, part.older ?? Infinity);
  if (older !== null && !Number.isFinite(older)) older = null;
  return { head: part.head, versions, older, canWrite };
}

/**
 * Whether `candidate` is `of` or one of its ancestors: true, false, or undefined when the answer lies in
 * versions not loaded yet. A parent always has a smaller number than its child, so only unloaded
 * versions numbered above the candidate could lead to it.
 */
export function isAncestor(versions: Map<number, VersionNode>, of: number, candidate: number): boolean | undefined {
  if (of === candidate) return true;
  let unknown = false;
  const seen = new Set<number>([of]);
  const queue = [of];
  while (queue.length) {
    const node = versions.get(queue.shift()!);
    for (const parent of node?.parents ?? []) {
      if (parent === candidate) return true;
      if (seen.has(parent) || parent < candidate) continue;
      seen.add(parent);
      if (versions.has(parent)) queue.push(parent);
      else unknown = true;
    }
  }
  return unknown ? undefined : false;
}

export interface VersionChoices {
  /** the version on screen is not the head */
  goToLatest: boolean;
  /** …and the user may write: copy it to become the head */
  copy: boolean;
  /** …and it is not part of the head's history (another branch, or not known to be part of it): merge it */
  merge: boolean;
}

/** The actions of §2.13 for the version viewed. */
export function choicesFor(graph: LoadedGraph, viewed: number): VersionChoices {
  const historic = viewed !== graph.head;
  return {
    goToLatest: historic,
    copy: historic && graph.canWrite,
    merge: historic && graph.canWrite && isAncestor(graph.versions, graph.head, viewed) !== true,
  };
}
