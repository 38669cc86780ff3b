// What a sample document holds at each sub-resource of the registry: the values of its path's item
// picks (the first element's id, the first map key, position 0) and the value there. Tests walk every
// sub-resource with these, so a sub-resource added to the registry is tested without new test code.
import type { KindDef, SubresourceDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { locate, parsePath, placeOf } from '../../rest/model/subresources/subresource-paths.ts';

/** The item picks of a sub-resource's path, as the sample document has them. */
export function sampleParams(def: SubresourceDef, document: unknown): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  let value: any = document;
  for (const step of parsePath(def.path).steps) {
    if ('field' in step) {
      value = value?.[step.field];
      continue;
    }
    if (step.by === 'index') params[step.param] = 0;
    else if (step.by === 'key') params[step.param] = Object.keys(value ?? {})[0];
    else params[step.param] = value?.[0]?.id;
    if (params[step.param] === undefined) throw new Error(`the sample has nothing at ${def.path}: fill it in tests/support/samples.ts`);
    value = step.by === 'key' ? value[params[step.param]] : value[0];
  }
  return params;
}

/** The sub-resource's value in the sample document. */
export function sampleValue(def: SubresourceDef, document: unknown): unknown {
  const params = sampleParams(def, document);
  const found = locate(document, placeOf(def).steps, params);
  if (!('value' in found)) throw new Error(`the sample has no ${found.missing}: fill it in tests/support/samples.ts`);
  return def.view ? def.view.select(found.value) : found.value;
}

/** `connectors/{connectorsId}/source/image` with the picks filled in. */
export function samplePath(def: SubresourceDef, document: unknown, url = parsePath(def.path).url): string {
  const params = sampleParams(def, document);
  return url.replace(/\{([A-Za-z0-9]+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])));
}

export interface SubresourceRoute {
  kind: KindDef;
  def: SubresourceDef;
  versioned: boolean;
  /** the log, the binary content or the sub-resource itself */
  part: 'value' | 'log' | 'content';
}

/** The sub-resource an OpenAPI path template belongs to, if any. */
export function subresourceRoute(template: string): SubresourceRoute | undefined {
  for (const kind of KINDS) {
    const one = `/api/${kind.collection}/{${kind.idParam}}`;
    if (!template.startsWith(`${one}/`)) continue;
    let rest = template.slice(one.length + 1);
    const versioned = rest.startsWith('v/{versionId}/');
    if (versioned) rest = rest.slice('v/{versionId}/'.length);
    for (const def of kind.subresources) {
      const url = parsePath(def.path).url;
      if (rest === url) return { kind, def, versioned, part: 'value' };
      if (rest === `${url}/log`) return { kind, def, versioned, part: 'log' };
      if (def.content && rest === `${def.content.path ?? url}.{extension}`) return { kind, def, versioned, part: 'content' };
    }
  }
  return undefined;
}
