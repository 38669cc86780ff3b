/**
 * A list's rows, read for all of them before they resolve: the owners, the heads (for permissions,
 * sharing, picture and the whole resource) and, for products, the progress of a running task. Each
 * is one batched model call, as through the loaders; a row's field then answers at once. Fifty rows
 * each waiting on a loader cost more than the reads themselves (bench/RESULTS.md, "GraphQL").
 *
 * A page whose rows need their heads reads only its ids from the list and makes each row from its
 * head (which the head cache keeps between requests while the store vouches for it), rather than
 * reading and parsing the rows' data once in the list and again in the heads.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { KindDef } from '../rest/model/kinds/kind-def.ts';
import type { ListQuery } from '../rest/model/kinds/kind-arguments.ts';
import { moduleKind } from '../rest/model/kinds/module.kind.ts';
import { listRow } from '../rest/model/lists/resource-lists.ts';
import type { ListPage } from '../rest/model/resources/resource-types.ts';
import type { GatewayContext } from './context.ts';
import type { LoadedHead, RowNode } from './loaders.ts';
import { fieldsBelow } from './selections.ts';

/** The row fields that answer from the row's head. */
const HEAD_FIELDS = ['permissions', 'sharing', 'picture', 'resource'];

/** A page of `kind`'s list as GraphQL resolves it: its rows with what their fields read, read for all of them. */
export async function listedRows(kind: KindDef, query: ListQuery, all: boolean, info: GraphQLResolveInfo, context: GatewayContext): Promise<ListPage & { items: RowNode[] }> {
  const { model, actor, loaders } = context;
  const fields = fieldsBelow(info, ['items']);
  if (HEAD_FIELDS.some((field) => fields.has(field))) {
    const { ids, ...counted } = await model.lists.listIds(actor, kind, query, all);
    const heads = await loaders.readHeads(kind.collection, ids, { includeDeleted: query.includeDeleted });
    // a row gone or unreadable since its page was read is the list's to show
    if (ids.every((id) => heads.get(id))) {
      const items = ids.map((id) => rowOf(kind, heads.get(id)!));
      await prefetchRows(items, fields, query, context);
      return { ...counted, items };
    }
  }
  const page = await model.lists.list(actor, kind, query, all);
  // the model's rows are this call's own: each is marked with its collection rather than copied
  const items = page.items as RowNode[];
  for (const row of items) row.collection = kind.collection;
  await prefetchRows(items, fields, query, context);
  return { ...page, items };
}

/** A row made from its head (assigned to, not spread: spreading the row made it several times dearer than the row read it replaces). */
function rowOf(kind: KindDef, read: LoadedHead): RowNode {
  const row = listRow(read.head) as RowNode;
  row.collection = kind.collection;
  row.known = { read };
  return row;
}

async function prefetchRows(rows: RowNode[], fields: Set<string>, query: ListQuery, { loaders, model, actor }: GatewayContext): Promise<void> {
  if (!rows.length) return;
  const collection = rows[0].collection;
  const ids = rows.map((row) => row.id);
  const [, heads, progress] = await Promise.all([
    fields.has('owner') ? loaders.users.loadMany([...new Set(rows.map((row) => row.owner))]) : undefined,
    HEAD_FIELDS.some((field) => fields.has(field)) && rows.some((row) => !row.known) ? loaders.readHeads(collection, ids, { includeDeleted: query.includeDeleted }) : undefined,
    collection === moduleKind.collection && fields.has('progress') ? model.cadImports.progress(actor, ids) : undefined,
  ]);
  for (const row of rows) row.known = { read: row.known?.read ?? heads?.get(row.id), progress: progress && (progress.get(row.id) ?? null) };
}
