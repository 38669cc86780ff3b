import diffObjects from 'microdiff';

/** JSON documents: the values stored in versions. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Doc = Record<string, unknown>;

export type ChangeOperation = 'Added' | 'Removed' | 'Changed';

export interface Change {
  operation: ChangeOperation;
  /** JSON Pointer (RFC 6901) of the changed value */
  path: string;
  from?: unknown;
  to?: unknown;
}

const OPERATION = { CREATE: 'Added', REMOVE: 'Removed', CHANGE: 'Changed' } as const;

export const pointer = (steps: (string | number)[]) =>
  steps.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');

/** The changes that turn `from` into `to`, each with its JSON Pointer. */
export function diff(from: Doc, to: Doc): Change[] {
  return diffObjects(from, to, { cyclesFix: false }).map((d) => ({
    operation: OPERATION[d.type],
    path: pointer(d.path),
    ...(d.type !== 'CREATE' ? { from: d.oldValue } : {}),
    ...(d.type !== 'REMOVE' ? { to: d.value } : {}),
  }));
}

/** RFC 7396 JSON merge patch: objects merge, null removes, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const result: Record<string, unknown> =
    target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Doc) } : {};
  for (const [key, value] of Object.entries(patch as Doc)) {
    if (value === null) delete result[key];
    else result[key] = mergePatch(result[key], value);
  }
  return result;
}

function get(document: unknown, steps: string[]): unknown {
  let value: any = document;
  for (const step of steps) {
    if (value === null || typeof value !== 'object') return undefined;
    value = value[step];
  }
  return value;
}

function set(document: Doc, steps: string[], value: unknown): void {
  let holder: any = document;
  for (const step of steps.slice(0, -1)) {
    if (holder[step] === null || typeof holder[step] !== 'object') holder[step] = {};
    holder = holder[step];
  }
  const last = steps[steps.length - 1];
  if (value === undefined) delete holder[last];
  else holder[last] = value;
}

/**
 * The paths a change touched, with lists taken whole: merging two edits of one list element by
 * element would silently interleave them, so a list changed on both sides is a conflict instead.
 */
function touchedPaths(base: Doc, changed: Doc): string[][] {
  const paths = new Map<string, string[]>();
  for (const d of diffObjects(base, changed)) {
    const steps: string[] = [];
    for (const step of d.path) {
      if (typeof step === 'number') break;
      steps.push(step);
      if (Array.isArray(get(base, steps)) || Array.isArray(get(changed, steps))) break;
    }
    paths.set(JSON.stringify(steps), steps);
  }
  return [...paths.values()];
}

const isPrefix = (a: string[], b: string[]) => a.length <= b.length && a.every((s, i) => s === b[i]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface MergeResult {
  document: Doc;
  conflicts: string[];
}

/**
 * Three-way merge: the changes from `base` to `theirs` are applied to `ours`. Where both sides
 * changed the same value (or one changed a value inside the other's) differently, the path is a conflict.
 */
export function merge3(base: Doc, ours: Doc, theirs: Doc): MergeResult {
  const ourPaths = touchedPaths(base, ours);
  const theirPaths = touchedPaths(base, theirs);
  const result = structuredClone(ours) as Doc;
  const conflicts = new Set<string>();
  for (const theirsPath of theirPaths) {
    const overlapping = ourPaths.filter((p) => isPrefix(p, theirsPath) || isPrefix(theirsPath, p));
    const clash = overlapping.some((p) => {
      const shorter = p.length < theirsPath.length ? p : theirsPath;
      return !same(get(ours, shorter), get(theirs, shorter));
    });
    if (clash) conflicts.add(pointer(theirsPath));
    else set(result, theirsPath, structuredClone(get(theirs, theirsPath) as Json));
  }
  return { document: result, conflicts: [...conflicts].sort() };
}
