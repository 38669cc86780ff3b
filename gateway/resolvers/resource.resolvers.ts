/**
 * The composed fields every kind has (interface Resource), on whole resources and on list rows alike:
 * each reads through the request's DataLoaders, so a page of rows costs one round trip per lookup.
 */
import type { UserRow } from '../../rest/model/identity/directory.ts';
import { notFound } from '../../rest/model/errors.ts';
import { requireKind } from '../../rest/model/kinds/registry.ts';
import { findRefs } from '../../rest/model/resources/references.ts';
import { HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from '../../rest/model/resources/resource-types.ts';
import { pageLimit } from '../../rest/model/lists/paging.ts';
import type { GatewayContext } from '../context.ts';
import type { KindResolvers, KindRowResolvers, Resolvers } from '../generated/resolvers-types.ts';
import type { LoadedHead, ResourceNode, RowNode } from '../loaders.ts';
import { versionFields } from './versions.resolvers.ts';

export type AnyNode = ResourceNode | RowNode;

const isRow = (node: AnyNode): node is RowNode => 'data' in node;

/** A user row for an e-mail address; an address without an account still shows (named by itself). */
export const userOrAddress = (row: UserRow | null, email: string): Pick<UserRow, 'email' | 'name' | 'memberships'> =>
  row ?? { email, name: email, memberships: [] };

export const loadUser = (email: string, { loaders }: GatewayContext) => {
  const read = loaders.userRead(email);
  return read === undefined ? loaders.users.load(email).then((row) => userOrAddress(row, email)) : userOrAddress(read, email);
};

async function readable(node: AnyNode, { loaders }: GatewayContext) {
  const head = await loaders.heads(node.collection).load(node.id);
  if (!head) throw notFound(`${requireKind(node.collection).label} ${node.id} was not found`);
  return head;
}

/** What `pick` takes from the node's readable head: at once when its list read the head already (gateway/row-prefetch.ts). */
function fromHead<T>(node: AnyNode, context: GatewayContext, pick: (head: LoadedHead) => T): T | Promise<T> {
  const known = isRow(node) ? node.known?.read : undefined;
  return known ? pick(known) : readable(node, context).then(pick);
}

/** The document of the version a node shows (a row shows the head, whose document the row leaves out). */
async function documentOf(node: AnyNode, context: GatewayContext): Promise<Record<string, unknown>> {
  return isRow(node) ? (await readable(node, context)).envelope.document : node.document;
}

export async function versionNode(collection: string, id: string, version: number, { loaders }: GatewayContext): Promise<ResourceNode> {
  const node = await loaders.versions(collection).load(`${id}:${version}`);
  if (!node) throw notFound(`${requireKind(collection).label} ${id} has no version ${version}`);
  return node;
}

export const resourceFields = {
  owner: (node: AnyNode, _: unknown, context: GatewayContext) => loadUser(node.owner, context),
  name: (node: AnyNode) => {
    const source = isRow(node) ? node.data : node.document;
    const title = source[requireKind(node.collection).titleField];
    return typeof title === 'string' ? title : null;
  },
  history: async (node: AnyNode, args: { limit?: number | null; cursor?: string | null }, { loaders, model, actor }: GatewayContext) => {
    const kind = requireKind(node.collection);
    // a later page is one resource's: the history read itself (which checks the cursor and limit)
    if (args.cursor) return model.reads.history(actor, kind, node.id, { limit: args.limit ?? undefined, cursor: args.cursor, multiWorkspace: true });
    const history = await loaders.histories(`${node.collection}:${pageLimit(args.limit ?? undefined, HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX)}`).load(node.id);
    if (!history) throw notFound(`${kind.label} ${node.id} was not found`);
    return history;
  },
  diff: async (node: AnyNode, args: { from: number; to: number }, { model, actor }: GatewayContext) => {
    const kind = requireKind(node.collection);
    const diff = await model.reads.diff(actor, kind, { id: node.id, version: args.from }, { id: node.id, version: args.to }, { multiWorkspace: true });
    return { from: args.from, to: args.to, changes: diff.changes };
  },
  permissions: (node: AnyNode, _: unknown, context: GatewayContext) => fromHead(node, context, (head) => head.permissions),
  sharing: (node: AnyNode, _: unknown, context: GatewayContext) => fromHead(node, context, (head) => head.sharing),
  usages: async (node: AnyNode, args: { version?: number | null; limit?: number | null; cursor?: string | null }, { loaders, model, actor }: GatewayContext) => {
    const version = args.version ?? undefined;
    const limit = pageLimit(args.limit ?? undefined, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX);
    const page = args.cursor
      ? await model.reads.usages(actor, requireKind(node.collection), node.id, version, { limit, cursor: args.cursor, multiWorkspace: true })
      : await loaders.usages(`${node.collection}:${limit}`).load(`${node.id}:${version ?? ''}`);
    return { items: page.usages, next: page.next };
  },
  uses: async (node: AnyNode, _: unknown, context: GatewayContext) =>
    findRefs(requireKind(node.collection), await documentOf(node, context)).map((ref) => ({ ...ref })),
  shortCode: async (node: AnyNode, args: { mode: string }, { model, actor }: GatewayContext) => {
    const code = await model.shortCodes.codeFor(actor, requireKind(node.collection), node.id, args.mode, { multiWorkspace: true });
    return { code: code.code, mode: code.mode, url: `/s/${code.code}`, target: code.target };
  },
  atVersion: (node: AnyNode, args: { n: number }, context: GatewayContext) => versionNode(node.collection, node.id, args.n, context),
  ...versionFields,
  // every kind's type and row have these fields alike: Module and ModuleRow stand for all of them
} satisfies Omit<KindResolvers & KindRowResolvers, 'workspace' | 'document' | 'data' | 'resource' | 'progress'>;

/** A reference's `resource`: the version it names, or null when that is gone or unreadable. */
export const referencedVersion = (collection: string | undefined, ref: { id?: unknown; version?: unknown }, { loaders }: GatewayContext) =>
  collection && typeof ref.id === 'string' && typeof ref.version === 'number' ? loaders.versions(collection).load(`${ref.id}:${ref.version}`) : null;

/** A resource named by collection and id, at its head; null when the caller may not read it. */
export const referencedHead = async (mention: { collection: string; id: string }, { loaders }: GatewayContext) =>
  (await loaders.heads(mention.collection).load(mention.id))?.node ?? null;

/** The types beside Resource whose fields resolve to users or resources. */
export const composedTypes: Pick<Resolvers, 'VersionInfo' | 'VersionOrigin' | 'SharingGrant' | 'Usage' | 'Use' | 'ResourceMention'> = {
  VersionInfo: { author: (info: { author: string }, _: unknown, context: GatewayContext) => loadUser(info.author, context) },
  VersionOrigin: { resource: (origin: { collection: string; id: string; version: number }, _: unknown, context: GatewayContext) => referencedVersion(origin.collection, origin, context) },
  SharingGrant: { user: async (grant: { email: string }, _: unknown, { loaders }: GatewayContext) => loaders.users.load(grant.email) },
  Usage: { resource: (usage: { collection: string; id: string }, _: unknown, context: GatewayContext) => referencedHead(usage, context) },
  Use: { resource: (use: { collection: string; id: string; version: number }, _: unknown, context: GatewayContext) => referencedVersion(use.collection, use, context) },
  ResourceMention: { resource: (mention: { collection: string; id: string }, _: unknown, context: GatewayContext) => referencedHead(mention, context) },
};
