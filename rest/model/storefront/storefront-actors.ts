/**
 * Who the storefront's writes are made by. A customer is a user with the guest role in the
 * configurator's workspace (storefront-contract.md); a guest may not read the modules a configuration
 * and an order refer to, so the storefront writes them as a user of that workspace named after the
 * customer, only once it has checked and priced everything itself (decisions: s-api). The resource's
 * owner is then the customer, who reads it with their own session.
 */
import type { Actor } from '../identity/actor.ts';

/** Who orders: a signed-in customer (rest/model/storefront/customers.ts), or the address a signed-out one gives. */
export interface Customer {
  email: string;
  name?: string;
}

/** The owner of what a signed-out visitor saves: an address that can never receive mail (RFC 2606 .invalid). */
export const STOREFRONT_OWNER = 'storefront@joinery.invalid';

/** The actor of the storefront's checked writes in `workspace`, owned by `email`. */
export function storefrontActor(email: string, workspace: string, name = email): Actor {
  return { email, name, workspace, memberships: [{ workspace, roles: ['user'] }] };
}
