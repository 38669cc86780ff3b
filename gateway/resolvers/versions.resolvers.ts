/**
 * schema/versions.graphql: `resource(collection, id)` for screens that work on any kind (the version-history
 * popover), and the Resource fields `versionGraph` and `mergePreview`. Each is one model call with the
 * request's actor.
 */
import { badRequest } from '../../rest/model/errors.ts';
import { KINDS, kindOf } from '../../rest/model/kinds/registry.ts';
import type { GatewayContext } from '../context.ts';
import { queriedHead } from './queried-head.ts';
import type { ResourceNode, RowNode } from '../loaders.ts';

type AnyNode = ResourceNode | RowNode;

function kindNamed(collection: string) {
  const kind = kindOf(collection);
  if (!kind) throw badRequest(`collection must be one of ${KINDS.map((k) => k.collection).join(', ')}`);
  return kind;
}

export const versionQueries = {
  resource: async (
    _: unknown,
    args: { collection: string; id: string; version?: number | null; multiWorkspace?: boolean | null },
    context: GatewayContext,
  ): Promise<ResourceNode> => {
    const kind = kindNamed(args.collection);
    const multiWorkspace = args.multiWorkspace ?? false;
    if (args.version === undefined || args.version === null) return queriedHead(kind, args.id, multiWorkspace, context);
    return { ...(await context.model.reads.version(context.actor, kind, args.id, args.version, { multiWorkspace })), collection: kind.collection };
  },
};

/** Fields of every kind's type and row (resource.resolvers.ts spreads them into the composed fields). */
export const versionFields = {
  versionGraph: (node: AnyNode, args: { before?: number | null; limit?: number | null }, { model, actor }: GatewayContext) =>
    model.versions.graph(
      actor,
      kindNamed(node.collection),
      node.id,
      args.before === undefined || args.before === null ? { around: node.version } : { before: args.before, limit: args.limit ?? undefined },
      { multiWorkspace: true },
    ),
  mergePreview: (node: AnyNode, args: { a: number; b: number }, { model, actor }: GatewayContext) =>
    model.versions.mergePreview(actor, kindNamed(node.collection), node.id, args.a, args.b, { multiWorkspace: true }),
};
