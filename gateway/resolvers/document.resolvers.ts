/** References inside documents resolve to the resources they name (a product's modules, a batch's orders, …). */
import { documentTypes } from '../document-types.ts';
import type { GatewayContext } from '../context.ts';
import { referencedVersion } from './resource.resolvers.ts';

type Holder = Record<string, unknown> & { id?: unknown; version?: unknown };

export function documentResolvers() {
  const resolvers: Record<string, { resource: (holder: Holder, _: unknown, context: GatewayContext) => unknown }> = {};
  for (const spec of documentTypes().objects.values()) {
    const ref = spec.ref;
    if (!ref) continue;
    resolvers[spec.name] = {
      resource: (holder, _, context) => referencedVersion('collection' in ref ? ref.collection : ref.of(holder), holder, context),
    };
  }
  return resolvers;
}
