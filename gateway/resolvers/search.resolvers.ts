/** The §9 search across kinds and the workspace's users. */
import { OPERATION_ACCESS } from '../../rest/model/identity/operation-access.ts';
import { withAccess } from '../access.ts';
import type { GatewayContext } from '../context.ts';

export const searchQueries = {
  search: (_: unknown, args: { text: string; collections?: string[] | null; limit?: number | null }, { model, actor }: GatewayContext) =>
    model.search.search(actor, args.text, { collections: args.collections ?? undefined, limit: args.limit ?? undefined }),
  // REST's listUsers: members other than guests
  users: withAccess(
    OPERATION_ACCESS.listUsers,
    async (_: unknown, args: { guests?: boolean | null; limit?: number | null; cursor?: string | null }, { model, actor }: GatewayContext) => {
      const page = await model.users.members(actor, { guests: args.guests ?? false, limit: args.limit ?? undefined, cursor: args.cursor ?? undefined });
      return { items: page.users, next: page.next };
    },
  ),
};
