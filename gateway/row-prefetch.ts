/**
 * A list's rows, read for all of them before they resolve: the owners, the heads (for permissions,
 * sharing, picture and the whole resource) and, for products, the progress of a running task. Each
 * is one batched model call, as through the loaders; a row's field then answers at once. Fifty rows
 * each waiting on a loader cost more than the reads themselves (bench/RESULTS.md, "GraphQL").
 */
import type { GraphQLResolveInfo } from 'graphql';
import { moduleKind } from '../rest/model/kinds/module.kind.ts';
import type { GatewayContext } from './context.ts';
import type { RowNode } from './loaders.ts';
import { fieldsBelow } from './selections.ts';

/** The row fields that answer from the row's head. */
const HEAD_FIELDS = ['permissions', 'sharing', 'picture', 'resource'];

export async function prefetchRows(rows: RowNode[], info: GraphQLResolveInfo, { loaders, model, actor }: GatewayContext): Promise<void> {
  if (!rows.length) return;
  const fields = fieldsBelow(info, ['items']);
  const collection = rows[0].collection;
  const ids = rows.map((row) => row.id);
  const [, heads, progress] = await Promise.all([
    fields.has('owner') ? loaders.users.loadMany([...new Set(rows.map((row) => row.owner))]) : undefined,
    HEAD_FIELDS.some((field) => fields.has(field)) ? loaders.readHeads(collection, ids) : undefined,
    collection === moduleKind.collection && fields.has('progress') ? model.cadImports.progress(actor, ids) : undefined,
  ]);
  for (const row of rows) row.known = { read: heads?.get(row.id), progress: progress && (progress.get(row.id) ?? null) };
}
