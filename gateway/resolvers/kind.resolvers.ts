/**
 * The resolvers of every kind, made from the registry like its SDL (schema/kind-sdl.ts): the object
 * type and list row (composed fields from resource.resolvers.ts), the queries `module` / `modules`, and
 * the mutations. Each calls the model with the request's actor and nothing else.
 *
 * As the SDL is one template written for every kind, these are one implementation made for every
 * kind, typed by the template kind of the generated resolver types (schema/server-view.cjs: `Kind`,
 * `kind`, `createKind` …) and put under each kind's own names.
 */
import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import type { OperationKey } from '../../rest/model/kinds/operation-names.ts';
import { kindOperationAccess } from '../../rest/model/identity/operation-access.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import type { WriteFlags } from '../../rest/model/kinds/kind-arguments.ts';
import type { Envelope } from '../../rest/model/resources/resource-types.ts';
import type { KindResolvers, KindRowResolvers, MutationResolvers, MutationUpdateKindArgs, QueryResolvers, ResolversTypes } from '../generated/resolvers-types.ts';
import { withAccess } from '../access.ts';
import { camel } from '../kind-names.ts';
import { listQuery } from '../list-arguments.ts';
import { listedRows } from '../row-prefetch.ts';
import type { ResourceNode, RowNode } from '../loaders.ts';
import { attempt, type FieldNames } from '../payloads.ts';
import { queriedHead } from './queried-head.ts';
import { resourceFields } from './resource.resolvers.ts';

/** The function form of a generated resolver type. */
type Fn<R> = Extract<NonNullable<R>, (...args: never[]) => unknown>;
type Query = { [F in 'kind' | 'kinds']: Fn<QueryResolvers[F]> };
type Mutation = {
  [F in 'createKind' | 'updateKind' | 'patchKind' | 'duplicateKind' | 'deleteKind' | 'deleteKindVersion' | 'copyKindVersion' | 'mergeKindVersions' | 'tagKindVersion' | 'shareKind']: Fn<MutationResolvers[F]>;
};

/**
 * The catalogue operation each query and mutation is (rest/model/kinds/operation-names.ts), whose
 * declared access (rest/model/operation-access.ts) it enforces like the REST route.
 */
const OPERATION_OF: Record<keyof Query | keyof Mutation, OperationKey> = {
  kind: 'get',
  kinds: 'list',
  createKind: 'create',
  updateKind: 'replace',
  patchKind: 'patch',
  duplicateKind: 'create',
  deleteKind: 'delete',
  deleteKindVersion: 'deleteVersion',
  copyKindVersion: 'replaceVersion',
  mergeKindVersions: 'replaceVersion',
  tagKindVersion: 'setLogEntry',
  shareKind: 'setSharing',
};

/** The template's resolvers under the kind's own names (module, modules, createModule …), each enforcing its operation's access. */
function named<R extends Query | Mutation>(kind: KindDef, resolvers: R): Record<string, R[keyof R]> {
  const nameOf = (field: string) => (field === 'kind' ? camel(kind.one) : field === 'kinds' ? camel(kind.many) : field.replace('Kind', kind.one));
  return Object.fromEntries(
    Object.entries(resolvers).map(([field, resolver]) => [nameOf(field), withAccess(kindOperationAccess(kind.collection, OPERATION_OF[field as keyof typeof OPERATION_OF]), resolver)]),
  );
}

type WriteArgs = Pick<MutationUpdateKindArgs, 'expectedHead' | 'options'>;

const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);

/** The write's options and its expected head, passed as they came (GraphQL's nulls left out). */
function writeFlags(args: WriteArgs): WriteFlags {
  const flags: WriteFlags = {};
  for (const [name, value] of Object.entries(args.options ?? {})) if (typeof value === 'boolean') (flags as Record<string, boolean>)[name] = value;
  return { ...flags, expectedHead: present(args.expectedHead) };
}

const nodeOf = (kind: KindDef) => (envelope: Envelope): ResourceNode => ({ ...envelope, collection: kind.collection });

/** `module(id, version)` and `modules(filter, page, all)`. */
function kindQueries(kind: KindDef): Record<string, Query[keyof Query]> {
  const node = nodeOf(kind);
  const one: Query['kind'] = async (_, args, context) => {
    const multiWorkspace = args.multiWorkspace ?? false;
    if (args.version === undefined || args.version === null) return queriedHead(kind, args.id, multiWorkspace, context);
    return node(await context.model.reads.version(context.actor, kind, args.id, args.version, { multiWorkspace }));
  };
  const many: Query['kinds'] = (_, args, context, info) => listedRows(kind, listQuery(kind.collection, args), args.all ?? false, info, context);
  return named(kind, { kind: one, kinds: many });
}

/** The writes of the staff app: each answers `{ <kind>, errors }` (or the deleted, version or sharing payload). */
function kindMutations(kind: KindDef): Record<string, Mutation[keyof Mutation]> {
  const { one } = kind;
  const node = nodeOf(kind);
  const ids = { [kind.idParam]: 'id', versionId: 'version' };
  /** the template's payload `{ kind, errors }`, its resource under the kind's own name (`module`) */
  const payload = async (work: () => Promise<Envelope>, names: FieldNames): Promise<ResolversTypes['KindPayload']> => {
    const result = await attempt(work, { ...names, params: { ...ids, ...names.params } });
    const answer: ResolversTypes['KindPayload'] = result.error ? { kind: null, errors: result.errors } : { kind: node(result.value), errors: [] };
    const { kind: resource, ...rest } = answer;
    return { ...rest, [camel(one)]: resource };
  };
  const deleted = async (work: () => Promise<void>): Promise<ResolversTypes['DeletePayload']> => {
    const result = await attempt(work, { params: ids });
    if (!result.error) return { deleted: true, usedBy: [], errors: [] };
    const usedBy = (result.error.details?.usedBy as { collection: string; id: string; name: string | null }[] | undefined) ?? [];
    return { deleted: false, usedBy, errors: result.errors };
  };
  const edit = { precondition: 'expectedHead', params: { versionId: 'onVersion' } };
  const mutations: Mutation = {
    createKind: (_, args, { model, actor }) => payload(() => model.writes.create(actor, kind, args.document), { body: 'document' }),
    updateKind: (_, args, { model, actor }) =>
      payload(() => model.writes.write(actor, kind, args.id, present(args.onVersion), { replace: args.document }, writeFlags(args)), { ...edit, body: 'document' }),
    patchKind: (_, args, { model, actor }) =>
      payload(() => model.writes.write(actor, kind, args.id, present(args.onVersion), { patch: args.patch }, writeFlags(args)), { ...edit, body: 'patch' }),
    duplicateKind: (_, args, { model, actor }) => payload(() => model.duplicates.duplicate(actor, kind, args.id, present(args.version)), {}),
    deleteKind: (_, args, { model, actor }) =>
      deleted(() => model.deletion.delete(actor, kind, args.id, { archive: args.archive, failIfUsed: args.failIfUsed, updateUsed: args.updateUsed, multiWorkspace: true })),
    deleteKindVersion: (_, args, { model, actor }) =>
      deleted(() => model.deletion.deleteVersion(actor, kind, args.id, args.version, { updateUsed: args.updateUsed, multiWorkspace: true })),
    copyKindVersion: (_, args, { model, actor }) =>
      payload(() => model.writes.copyOrMerge(actor, kind, args.id, args.head, [args.from], { multiWorkspace: true }), { precondition: 'head' }),
    mergeKindVersions: (_, args, { model, actor }) =>
      payload(() => model.writes.copyOrMerge(actor, kind, args.id, args.head, [args.a, args.b], { multiWorkspace: true }), { precondition: 'head' }),
    tagKindVersion: async (_, args, { model, actor }) => {
      const body: Record<string, unknown> = {};
      if (args.tag !== undefined) body.tag = args.tag;
      if (args.summary !== undefined) body.summary = args.summary;
      const result = await attempt(() => model.metadata.setLogEntry(actor, kind, args.id, args.version, body, { multiWorkspace: true }), { body: '', params: ids });
      return result.error ? { version: null, errors: result.errors } : { version: result.value, errors: [] };
    },
    shareKind: async (_, args, { model, actor }) => {
      const result = await attempt(() => model.metadata.setSharing(actor, kind, args.id, args.sharing, { multiWorkspace: true }), { body: 'sharing', params: ids });
      return result.error ? { sharing: null, errors: result.errors } : { sharing: result.value, errors: [] };
    },
  };
  return named(kind, mutations);
}

/** The kind's type and its list row: the composed fields, and what each has of its own. */
function kindTypes(kind: KindDef): Record<string, KindResolvers | KindRowResolvers> {
  const resource: KindResolvers = {
    ...resourceFields,
    workspace: async (node, _, { loaders }) =>
      (await loaders.workspaces.load(node.workspace)) ?? { id: node.workspace, alias: node.workspace, name: node.workspace, color: '#000000', plan: 'FREE', created: node.created },
  };
  const row: KindRowResolvers = {
    ...resourceFields,
    resource: async (listed, _, { loaders, model, actor }) => {
      const head = listed.known?.read ?? (await loaders.heads(kind.collection).load(listed.id));
      // gone since the list was read: the model says so (NOT_FOUND)
      return head ? head.node : nodeOf(kind)(await model.reads.head(actor, kind, listed.id, { multiWorkspace: true }));
    },
  };
  return { [kind.one]: resource, [`${kind.one}Row`]: row };
}

/** Query, Mutation and type resolvers of all kinds, and the Resource interface's type resolution. */
export function kindsResolvers(kinds: readonly KindDef[] = KINDS) {
  const byCollection = new Map(kinds.map((k) => [k.collection, k.one]));
  return {
    Query: Object.assign({}, ...kinds.map(kindQueries)) as Record<string, Query[keyof Query]>,
    Mutation: Object.assign({}, ...kinds.map(kindMutations)) as Record<string, Mutation[keyof Mutation]>,
    types: Object.assign({}, ...kinds.map(kindTypes)) as Record<string, KindResolvers | KindRowResolvers>,
    Resource: {
      // the kind's own type name; the generated types name only the template (Kind, KindRow)
      __resolveType: (node: ResourceNode | RowNode) => `${byCollection.get(node.collection)}${'data' in node ? 'Row' : ''}` as 'Kind' | 'KindRow',
    },
  };
}
