import { toListQuery } from '../../schema/filter-inputs.ts';
import type { ListPage, ListQuery } from '../../rest/model/resource-types.ts';
import type { GatewayContext } from '../context.ts';

export interface PageInput {
  limit?: number | null;
  cursor?: string | null;
  sort?: string | null;
}

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  page?: PageInput | null;
}

/** A list field's arguments as the model's ListQuery: the filter through the registry mapping, then paging. */
export function listQuery(collection: string, args: ListArgs): ListQuery {
  const query = toListQuery(collection, args.filter);
  const page = args.page ?? {};
  if (page.limit !== undefined && page.limit !== null) query.limit = page.limit;
  if (page.cursor !== undefined && page.cursor !== null) query.cursor = page.cursor;
  if (page.sort !== undefined && page.sort !== null) query.sort = page.sort;
  return query;
}

export const Query = {
  modules: (_: unknown, args: ListArgs, { model, actor }: GatewayContext): Promise<ListPage> =>
    model.resources.list(actor, 'modules', listQuery('modules', args)),
};
