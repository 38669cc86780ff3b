import type { Actor } from '../rest/model/actor.ts';
import type { ListPage, ListQuery } from '../rest/model/resource-types.ts';

/**
 * What the gateway needs of the resource model. Structural, so the gateway depends only on the calls
 * it makes; the model object built in rest/model satisfies it.
 */
export interface GatewayModel {
  resources: {
    list(actor: Actor, collection: string, query: ListQuery): Promise<ListPage>;
  };
}

/** Built once per GraphQL request. */
export interface GatewayContext {
  actor: Actor;
  model: GatewayModel;
}
