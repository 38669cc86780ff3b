/** Subscriptions: resourceChanged and notifications, from the store's event feed (rest/model/effects/events.ts). */
import { badRequest } from '../../rest/model/errors.ts';
import type { NotificationEvent, ResourceEvent } from '../../rest/model/effects/events.ts';
import { kindOf } from '../../rest/model/kinds/registry.ts';
import { permissionsOf } from '../../rest/model/resources/permissions.ts';
import type { GatewayContext } from '../context.ts';
import { eventStream } from '../live/event-stream.ts';
import { loadUser, referencedHead } from './resource.resolvers.ts';

type NotificationChange = NotificationEvent & { at: string };
type Change = Pick<ResourceEvent, 'collection' | 'action' | 'version' | 'author'> & { id: string; at: string };

export const Subscription = {
  resourceChanged: {
    subscribe: async (_: unknown, args: { collection: string; id: string }, context: GatewayContext) => {
      const kind = kindOf(args.collection);
      if (!kind) throw badRequest(`collection ${args.collection} is not a collection of Joinery`);
      // only a resource the subscriber may read now can be followed (404 otherwise, like a read)
      await context.model.reads.head(context.actor, kind, args.id, { multiWorkspace: true });
      return eventStream(context, (event): { resourceChanged: Change } | undefined => {
        if (event.type !== 'resource' || event.collection !== args.collection || event.resource !== args.id) return undefined;
        if (!permissionsOf(context.actor, event.access).read) return undefined;
        const { collection, action, version, author, at, resource } = event;
        return { resourceChanged: { collection, id: resource, action, version, author, at } };
      });
    },
  },
  notifications: {
    subscribe: (_: unknown, __: unknown, context: GatewayContext) =>
      eventStream(context, (event): NotificationChange | undefined => (event.type === 'notification' && event.recipient === context.actor.email ? event : undefined)),
    // each change as the bell item it left (its read mark and times), the same BellItem as Query.bell answers
    resolve: (change: NotificationChange, _: unknown, { model, actor }: GatewayContext) => model.bell.itemAfter(actor, change.notification, change.at),
  },
};

export const ResourceChange = {
  author: (change: Change, _: unknown, context: GatewayContext) => loadUser(change.author, context),
  resource: (change: Change, _: unknown, context: GatewayContext) => referencedHead(change, context),
};
