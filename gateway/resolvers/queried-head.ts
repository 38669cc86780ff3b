import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import { needsMultiWorkspace } from '../../rest/model/resources/permissions.ts';
import type { GatewayContext } from '../context.ts';
import type { ResourceNode } from '../loaders.ts';

/**
 * The head a query names (`module(id)`, `resource(collection, id)`), through the request's loader of
 * heads, so that its composed fields read it no more. What that finds nothing for, or finds only in
 * another workspace without multiWorkspace, the model's own head read answers: its error says why.
 */
export async function queriedHead(kind: KindDef, id: string, multiWorkspace: boolean, { loaders, model, actor }: GatewayContext): Promise<ResourceNode> {
  const found = await loaders.heads(kind.collection).load(id);
  if (found && (multiWorkspace || !needsMultiWorkspace(actor, found.head))) return found.node;
  return { ...(await model.reads.head(actor, kind, id, { multiWorkspace })), collection: kind.collection };
}
