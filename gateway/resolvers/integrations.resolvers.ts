/**
 * The workspace's installed integrations, paged (the dashboard's tiles, issue 20 §2), and the lifecycle
 * events webhooks deliver, live (issue 21 §4), from the store's event feed.
 */
import { assertIntegrationAccess } from '../../rest/model/integrations/integrations.ts';
import type { LifecycleEvent } from '../../rest/model/effects/events.ts';
import type { GatewayContext } from '../context.ts';
import { eventStream } from '../live/event-stream.ts';

export const integrationQueries = {
  integrations: (_: unknown, args: { limit?: number | null; cursor?: string | null }, { model, actor }: GatewayContext) =>
    model.integrations.installed.page(actor, actor.workspace, { limit: args.limit ?? undefined, cursor: args.cursor ?? undefined }),
};

export const integrationSubscriptions = {
  lifecycleEvents: {
    subscribe: (_: unknown, args: { types?: string[] | null }, context: GatewayContext) => {
      const workspace = context.actor.workspace;
      assertIntegrationAccess(context.actor, workspace, false);
      const wanted = args.types?.length ? new Set(args.types) : undefined;
      return eventStream(context, (event): { lifecycleEvents: LifecycleEvent['event'] } | undefined =>
        event.type === 'lifecycle' && event.workspace === workspace && (!wanted || wanted.has(event.event.type)) ? { lifecycleEvents: event.event } : undefined,
      );
    },
  },
};
