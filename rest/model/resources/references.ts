import type { KindDef, RefDef } from '../kinds/kind-def.ts';
import type { Ref } from './resource-types.ts';

export interface FoundRef extends Ref {
  collection: string;
  /** where in the document, as in validation messages: categoryModules/0/modules/1 */
  path: string;
}

/**
 * Visits every ref a RefDef path reaches. The visitor may return a replacement ref, or null to
 * remove the ref (from its list, or the field holding it), or undefined to leave it.
 */
function walk(
  value: any,
  steps: string[],
  def: RefDef,
  holder: any,
  visit: (ref: Ref, collection: string, path: string) => Ref | null | undefined,
  trail: string[] = [],
): any {
  if (steps.length === 0) {
    const collection = typeof def.target === 'function' ? def.target(holder ?? value) : def.target;
    if (!collection || !value || typeof value.id !== 'string' || typeof value.version !== 'number') return value;
    const replaced = visit(value, collection, trail.join('/'));
    return replaced === undefined ? value : replaced === null ? REMOVE : { ...value, ...replaced };
  }
  const [step, ...rest] = steps;
  const isList = step.endsWith('[]');
  const key = isList ? step.slice(0, -2) : step;
  if (!value || typeof value !== 'object' || !(key in value)) return value;
  const child = value[key];
  let next: any;
  if (isList) {
    if (!Array.isArray(child)) return value;
    next = child.map((item, i) => walk(item, rest, def, item, visit, [...trail, key, String(i)])).filter((item) => item !== REMOVE);
    if (next.length === child.length && next.every((item: any, i: number) => item === child[i])) return value;
  } else {
    next = walk(child, rest, def, child, visit, [...trail, key]);
    if (next === child) return value;
  }
  if (next === REMOVE) {
    const { [key]: _removed, ...others } = value;
    return others;
  }
  return { ...value, [key]: next };
}

const REMOVE = Symbol('remove');

/** Every ref one RefDef reaches in a document, with the collection it points into. */
export function findRefsOf(def: RefDef, document: unknown): FoundRef[] {
  const found: FoundRef[] = [];
  walk(document, def.path.split('.'), def, undefined, (ref, collection, path) => {
    found.push({ collection, id: ref.id, version: ref.version, path });
    return undefined;
  });
  return found;
}

/** Every ref in a document, with the collection it points into. */
export function findRefs(kind: KindDef, document: unknown): FoundRef[] {
  return kind.refs.flatMap((def) => findRefsOf(def, document));
}

/** A copy of the document with refs replaced or removed by `visit`; the same object when nothing changed. */
export function rewriteRefs(
  kind: KindDef,
  document: Record<string, unknown>,
  visit: (ref: Ref, collection: string) => Ref | null | undefined,
): Record<string, unknown> {
  let result: any = document;
  for (const def of kind.refs) result = walk(result, def.path.split('.'), def, undefined, visit);
  return result;
}
