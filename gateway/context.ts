import type { Actor } from '../rest/model/actor.ts';
import type { Model } from '../rest/model/model.ts';

/** Built once per GraphQL request: the resource model and the acting user every model call takes. */
export interface GatewayContext {
  actor: Actor;
  model: Model;
}
