/**
 * The resolvers of every kind, made from the registry like its SDL (schema/kind-sdl.ts): the object
 * type and list row (composed fields from resource.resolvers.ts), the queries `module` / `modules`, and
 * the mutations. Each calls the model with the request's actor and nothing else.
 */
import type { WorkspaceRow } from '../../rest/model/directory.ts';
import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import type { WriteFlags } from '../../rest/model/kind-arguments.ts';
import type { Envelope } from '../../rest/model/resource-types.ts';
import type { GatewayContext } from '../context.ts';
import { camel } from '../kind-names.ts';
import { listQuery, type ListArgs } from '../list-arguments.ts';
import type { ResourceNode, RowNode } from '../loaders.ts';
import { attempt, type FieldNames } from '../payloads.ts';
import { resourceFields } from './resource.resolvers.ts';

interface WriteArgs {
  id: string;
  expectedHead?: number | null;
  onVersion?: number | null;
  options?: Omit<WriteFlags, 'expectedHead'> | null;
}

const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The write's options and its expected head, passed as they came (GraphQL's nulls left out). */
function writeFlags(args: WriteArgs): WriteFlags {
  const flags: WriteFlags = {};
  for (const [name, value] of Object.entries(args.options ?? {})) if (typeof value === 'boolean') (flags as Record<string, boolean>)[name] = value;
  return { ...flags, expectedHead: present(args.expectedHead) };
}

const nodeOf = (kind: KindDef) => (envelope: Envelope): ResourceNode => ({ ...envelope, collection: kind.collection });

/** `module(id, version)` and `modules(filter, page, all)`. */
function kindQueries(kind: KindDef) {
  const node = nodeOf(kind);
  return {
    [camel(kind.one)]: async (_: unknown, args: { id: string; version?: number | null; multiWorkspace?: boolean | null }, { model, actor }: GatewayContext) => {
      const options = { multiWorkspace: args.multiWorkspace ?? false };
      const read = args.version === undefined || args.version === null
        ? await model.reads.head(actor, kind, args.id, options)
        : await model.reads.version(actor, kind, args.id, args.version, options);
      return node(read);
    },
    [camel(kind.many)]: async (_: unknown, args: ListArgs, { model, actor }: GatewayContext) => {
      const page = await model.lists.list(actor, kind, listQuery(kind.collection, args), args.all ?? false);
      return { ...page, items: page.items.map((row): RowNode => ({ ...row, collection: kind.collection })) };
    },
  };
}

/** The writes of the staff app: each answers `{ <kind>, errors }` (or the deleted, version or sharing payload). */
function kindMutations(kind: KindDef) {
  const { one } = kind;
  const single = camel(one);
  const node = nodeOf(kind);
  const ids = { [kind.idParam]: 'id', versionId: 'version' };
  const payload = async (work: () => Promise<Envelope>, names: FieldNames) => {
    const result = await attempt(work, { ...names, params: { ...ids, ...names.params } });
    return result.error ? { [single]: null, errors: result.errors } : { [single]: node(result.value), errors: [] };
  };
  const deleted = async (work: () => Promise<void>) => {
    const result = await attempt(work, { params: ids });
    if (!result.error) return { deleted: true, usedBy: [], errors: [] };
    const usedBy = (result.error.details?.usedBy as { collection: string; id: string; name: string | null }[] | undefined) ?? [];
    return { deleted: false, usedBy, errors: result.errors };
  };
  const edit = { precondition: 'expectedHead', params: { versionId: 'onVersion' } };
  return {
    [`create${one}`]: (_: unknown, args: { document: Record<string, unknown> }, { model, actor }: GatewayContext) =>
      payload(() => model.writes.create(actor, kind, args.document), { body: 'document' }),
    [`update${one}`]: (_: unknown, args: WriteArgs & { document: Record<string, unknown> }, { model, actor }: GatewayContext) =>
      payload(() => model.writes.write(actor, kind, args.id, present(args.onVersion), { replace: args.document }, writeFlags(args)), { ...edit, body: 'document' }),
    [`patch${one}`]: (_: unknown, args: WriteArgs & { patch: Record<string, unknown> }, { model, actor }: GatewayContext) =>
      payload(() => model.writes.write(actor, kind, args.id, present(args.onVersion), { patch: args.patch }, writeFlags(args)), { ...edit, body: 'patch' }),
    [`duplicate${one}`]: (_: unknown, args: { id: string; version?: number | null }, { model, actor }: GatewayContext) =>
      payload(() => model.duplicates.duplicate(actor, kind, args.id, present(args.version)), {}),
    [`delete${one}`]: (_: unknown, args: { id: string; archive?: boolean; failIfUsed?: boolean; updateUsed?: boolean }, { model, actor }: GatewayContext) =>
      deleted(() => model.writes.delete(actor, kind, args.id, { archive: args.archive, failIfUsed: args.failIfUsed, updateUsed: args.updateUsed, multiWorkspace: true })),
    [`delete${one}Version`]: (_: unknown, args: { id: string; version: number; updateUsed?: boolean }, { model, actor }: GatewayContext) =>
      deleted(() => model.writes.deleteVersion(actor, kind, args.id, args.version, { updateUsed: args.updateUsed, multiWorkspace: true })),
    [`copy${one}Version`]: (_: unknown, args: { id: string; head: number; from: number }, { model, actor }: GatewayContext) =>
      payload(() => model.writes.copyOrMerge(actor, kind, args.id, args.head, [args.from], { multiWorkspace: true }), { precondition: 'head' }),
    [`merge${one}Versions`]: (_: unknown, args: { id: string; head: number; a: number; b: number }, { model, actor }: GatewayContext) =>
      payload(() => model.writes.copyOrMerge(actor, kind, args.id, args.head, [args.a, args.b], { multiWorkspace: true }), { precondition: 'head' }),
    [`tag${one}Version`]: async (_: unknown, args: { id: string; version: number; tag?: string | null; summary?: string | null }, { model, actor }: GatewayContext) => {
      const body: Record<string, unknown> = {};
      if (args.tag !== undefined) body.tag = args.tag;
      if (args.summary !== undefined) body.summary = args.summary;
      const result = await attempt(() => model.writes.setLogEntry(actor, kind, args.id, args.version, body, { multiWorkspace: true }), { body: '', params: ids });
      return result.error ? { version: null, errors: result.errors } : { version: result.value, errors: [] };
    },
    [`share${one}`]: async (_: unknown, args: { id: string; sharing: unknown }, { model, actor }: GatewayContext) => {
      const result = await attempt(() => model.writes.setSharing(actor, kind, args.id, args.sharing, { multiWorkspace: true }), { body: 'sharing', params: ids });
      return result.error ? { sharing: null, errors: result.errors } : { sharing: result.value, errors: [] };
    },
  };
}

/** The kind's type and its list row: the composed fields, and what each has of its own. */
function kindTypes(kind: KindDef) {
  return {
    [kind.one]: {
      ...resourceFields,
      workspace: async (resource: ResourceNode, _: unknown, { loaders }: GatewayContext): Promise<WorkspaceRow> =>
        (await loaders.workspaces.load(resource.workspace)) ?? { id: resource.workspace, alias: resource.workspace, name: resource.workspace, color: '#000000', plan: 'FREE', created: resource.created },
    },
    [`${kind.one}Row`]: {
      ...resourceFields,
      resource: async (row: RowNode, _: unknown, { loaders, model, actor }: GatewayContext): Promise<ResourceNode> => {
        const head = await loaders.heads(kind.collection).load(row.id);
        // gone since the list was read: the model says so (NOT_FOUND)
        return head ? head.node : nodeOf(kind)(await model.reads.head(actor, kind, row.id, { multiWorkspace: true }));
      },
    },
  };
}

/** Query, Mutation and type resolvers of all kinds, and the Resource interface's type resolution. */
export function kindsResolvers(kinds: readonly KindDef[] = KINDS) {
  const byCollection = new Map(kinds.map((k) => [k.collection, k.one]));
  return {
    Query: Object.assign({}, ...kinds.map(kindQueries)),
    Mutation: Object.assign({}, ...kinds.map(kindMutations)),
    types: Object.assign({}, ...kinds.map(kindTypes)),
    Resource: {
      __resolveType: (node: ResourceNode | RowNode) => `${byCollection.get(node.collection)}${'data' in node ? 'Row' : ''}`,
    },
  };
}
