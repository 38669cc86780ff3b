import type { TSchema } from '@sinclair/typebox';
import { badRequest, notFound } from '../errors.ts';
import type { SubresourceDef } from '../kinds/kind-def.ts';

/** One step of a sub-resource path: a field of an object, or a pick from the list or map before it. */
export type Step = { field: string } | { param: string; by: 'id' | 'key' | 'index' };

export interface ParsedPath {
  steps: Step[];
  /** the path as the URL has it: `providers/{providersId}` */
  url: string;
  params: { name: string; by: 'id' | 'key' | 'index' }[];
}

const parsed = new Map<string, ParsedPath>();

/** `connectors/{connectorsId}/source/image` → steps; `{x:key}` and `{x:index}` pick by map key and by position. */
export function parsePath(path: string): ParsedPath {
  let found = parsed.get(path);
  if (found) return found;
  const steps: Step[] = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const match = /^\{([A-Za-z0-9]+)(?::(key|index))?\}$/.exec(segment);
      return match ? { param: match[1], by: (match[2] ?? 'id') as 'id' | 'key' | 'index' } : { field: segment };
    });
  found = {
    steps,
    url: path.replace(/\{([A-Za-z0-9]+):(?:key|index)\}/g, '{$1}'),
    params: steps.filter((s): s is Extract<Step, { param: string }> => 'param' in s).map((s) => ({ name: s.param, by: s.by })),
  };
  parsed.set(path, found);
  return found;
}

/** Where a sub-resource's value is read: its own path, or the place its view selects from. */
export const placeOf = (def: SubresourceDef) => parsePath(def.view ? def.view.at : def.path);

/** The concrete path, params filled in: `connectors/top/source/image`. */
export function concretePath(steps: Step[], params: Record<string, unknown>): string {
  return steps.map((s) => ('field' in s ? s.field : String(params[s.param]))).join('/');
}

function pick(container: unknown, step: Extract<Step, { param: string }>, value: unknown): { index: number | string } | undefined {
  if (step.by === 'key') {
    return container && typeof container === 'object' && !Array.isArray(container) && Object.hasOwn(container, String(value)) ? { index: String(value) } : undefined;
  }
  if (!Array.isArray(container)) return undefined;
  if (step.by === 'index') {
    const index = Number(value);
    return Number.isInteger(index) && index >= 0 && index < container.length ? { index } : undefined;
  }
  const index = container.findIndex((item) => item && typeof item === 'object' && item.id === value);
  return index >= 0 ? { index } : undefined;
}

/** The value at the steps, or how far the document goes (`missing`: the concrete path of the first step not there). */
export function locate(document: unknown, steps: Step[], params: Record<string, unknown>): { value: unknown } | { missing: string } {
  let value: any = document;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    if ('field' in step) {
      if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, step.field)) return { missing: concretePath(steps.slice(0, i + 1), params) };
      value = value[step.field];
    } else {
      const found = pick(value, step, params[step.param]);
      if (!found) return { missing: concretePath(steps.slice(0, i + 1), params) };
      value = value[found.index as any];
    }
  }
  return { value };
}

export const REMOVE = Symbol('remove');

/**
 * A copy of the document with the value at the steps replaced by `change(current)` (REMOVE takes it
 * out: a field is deleted, a list element or map entry removed). Missing objects on the way are
 * created; a missing list element (an id or position that is not there) is a 404 naming it, and so
 * is removing what is not there.
 */
export function changeAt(
  document: Record<string, unknown>,
  steps: Step[],
  params: Record<string, unknown>,
  change: (current: unknown) => unknown,
  describe: (missing: string) => string,
): Record<string, unknown> {
  const walk = (value: any, i: number): any => {
    const step = steps[i];
    const last = i === steps.length - 1;
    if ('field' in step) {
      const holder = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
      const exists = Object.hasOwn(holder, step.field);
      const next = last ? change(exists ? holder[step.field] : undefined) : walk(exists ? holder[step.field] : undefined, i + 1);
      if (next === REMOVE) {
        if (!exists) throw notFound(describe(concretePath(steps.slice(0, i + 1), params)));
        const { [step.field]: _gone, ...rest } = holder;
        return rest;
      }
      return { ...holder, [step.field]: next };
    }
    const key = params[step.param];
    const found = pick(value, step, key);
    if (!found) {
      // a map entry may be made by writing it; list elements are made by writing their list
      if (step.by !== 'key' || !last) throw notFound(describe(concretePath(steps.slice(0, i + 1), params)));
      const next = change(undefined);
      if (next === REMOVE) throw notFound(describe(concretePath(steps.slice(0, i + 1), params)));
      return { ...(value ?? {}), [String(key)]: next };
    }
    const next = last ? change(value[found.index as any]) : walk(value[found.index as any], i + 1);
    if (Array.isArray(value)) {
      const copy = [...value];
      if (next === REMOVE) copy.splice(found.index as number, 1);
      else copy[found.index as number] = next;
      return copy;
    }
    if (next === REMOVE) {
      const { [found.index as string]: _gone, ...rest } = value;
      return rest;
    }
    return { ...value, [found.index as string]: next };
  };
  if (!steps.length) {
    const next = change(document);
    if (next === REMOVE || !next || typeof next !== 'object' || Array.isArray(next)) throw badRequest('the document itself cannot be removed or replaced by a non-object');
    return next as Record<string, unknown>;
  }
  return walk(document, 0);
}

/** The schema of the value at the steps, from the kind's document schema. */
export function schemaAt(schema: TSchema, steps: Step[]): TSchema {
  let at: any = schema;
  for (const step of steps) {
    if ('field' in step) at = at?.properties?.[step.field];
    else at = step.by === 'key' ? at?.additionalProperties : at?.items;
    if (!at) throw new Error(`the registry declares a sub-resource path that its kind's schema does not have: ${steps.map((s) => ('field' in s ? s.field : `{${s.param}}`)).join('/')}`);
  }
  return at;
}

/** The schema of a map's keys, where a path picks by key. */
export function keySchemaAt(schema: TSchema, steps: Step[], param: string): TSchema | undefined {
  const index = steps.findIndex((s) => 'param' in s && s.param === param);
  return (schemaAt(schema, steps.slice(0, index)) as { propertyNames?: TSchema }).propertyNames;
}

/**
 * What a DELETE removes: the value, or, when the object holding it cannot be without it (a required
 * field, like a texture map's image), that object, and so on up while that is required too. A list
 * element is never removed this way: it is removed by its own path.
 */
export function removalSteps(schema: TSchema, steps: Step[]): Step[] {
  let at = steps;
  while (at.length > 1) {
    const last = at[at.length - 1];
    const parent = at.slice(0, -1);
    const holder = parent[parent.length - 1];
    if (!('field' in last) || !('field' in holder)) break;
    const required = (schemaAt(schema, parent) as { required?: string[] }).required ?? [];
    if (!required.includes(last.field)) break;
    at = parent;
  }
  return at;
}
