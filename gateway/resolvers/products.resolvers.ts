/**
 * The products page beyond the kinds: label lists and their batch tools (rest/model/products/label-tools.ts), the
 * row's progress, and the workspace's sync targets (rest/model/workspace-settings/external-sync.ts).
 */
import type { WorkspaceRow } from '../../rest/model/identity/directory.ts';
import { moduleKind } from '../../rest/model/kinds/module.kind.ts';
import type { Envelope } from '../../rest/model/resources/resource-types.ts';
import type { GatewayContext } from '../context.ts';
import type { LoadedHead, ResourceNode, RowNode } from '../loaders.ts';
import { attempt } from '../payloads.ts';
import { membersOnly } from './identity.resolvers.ts';

type LabelList = 'categories' | 'functions';

const NAMES = { params: { name: 'name', newName: 'newName', ids: 'ids' } };

async function labelPayload(work: () => Promise<Envelope[]>) {
  const result = await attempt(work, NAMES);
  if (result.error) return { changed: [], errors: result.errors };
  return { changed: result.value.map((envelope): ResourceNode => ({ ...envelope, collection: moduleKind.collection })), errors: [] };
}

export const productsQueries = {
  labels: async (_: unknown, args: { list: LabelList; limit?: number | null; cursor?: string | null }, { model, actor }: GatewayContext) => {
    const page = await model.labels.valuesPage(actor, moduleKind, args.list, { limit: args.limit ?? undefined, cursor: args.cursor ?? undefined });
    return { items: page.values, next: page.next };
  },
};

export const productsMutations = {
  addLabel: (_: unknown, args: { list: LabelList; name: string; ids: string[] }, { model, actor }: GatewayContext) =>
    labelPayload(() => model.labels.add(actor, moduleKind, args.list, args.name, args.ids)),
  renameLabel: (_: unknown, args: { list: LabelList; name: string; newName: string }, { model, actor }: GatewayContext) =>
    labelPayload(() => model.labels.rename(actor, moduleKind, args.list, args.name, args.newName)),
  deleteLabel: (_: unknown, args: { list: LabelList; name: string }, { model, actor }: GatewayContext) =>
    labelPayload(() => model.labels.remove(actor, moduleKind, args.list, args.name)),
};

/** A row's progress while a task (a CAD import) runs on it: the table shows '% Completed' (application.md §2.4). */
export const moduleRowFields = {
  progress: (row: RowNode, _: unknown, { loaders }: GatewayContext): number | null | Promise<number | null> =>
    row.known?.progress !== undefined ? row.known.progress : loaders.moduleProgress.load(row.id),
  picture: (row: RowNode, _: unknown, { loaders }: GatewayContext): string | null | Promise<string | null> => {
    const known = row.known?.read;
    return known !== undefined ? pictureOf(known) : loaders.heads(moduleKind.collection).load(row.id).then(pictureOf);
  },
};

/** The address of a product's picture at its head: its source image, else its render; null when it has neither (or cannot be read). */
function pictureOf(head: LoadedHead | null): string | null {
  const source = (head?.node.document as { source?: { image?: { hashString?: string }; render?: { hashString?: string } } } | undefined)?.source;
  if (!head || !(source?.image?.hashString || source?.render?.hashString)) return null;
  return `/api/image/modules/${head.node.id}/v/${head.node.version}/source/image.png`;
}

export const workspaceSyncFields = {
  syncPoints: membersOnly('sync targets', (row: WorkspaceRow, { model }: GatewayContext) => model.externalSync.points(row.alias)),
};
