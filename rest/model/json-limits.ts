import { badRequest } from './errors.ts';

/** Deeper than any document of ours; bounds the recursion of merge patches and diffs. */
export const MAX_JSON_DEPTH = 64;

/**
 * What JSON.parse accepts but a document must not hold: nesting deep enough to exhaust the stack
 * later, and numbers too large to be finite (1e400 parses to Infinity, which JSON cannot store).
 * Walks without recursion, so the check itself cannot overflow.
 */
export function jsonBodyProblem(value: unknown, root = 'body'): string | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'number' && !Number.isFinite(current)) return `${path} must be a finite number`;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) return `${path} is nested deeper than ${MAX_JSON_DEPTH} levels`;
    for (const [key, child] of Object.entries(current)) stack.push({ value: child, path: `${path}/${key}`, depth: depth + 1 });
  }
  return undefined;
}

/** Throws a 400 naming the place when a body breaks the limits above. */
export function assertJsonBody(value: unknown, root = 'body'): void {
  const problem = jsonBodyProblem(value, root);
  if (problem) throw badRequest(problem);
}
