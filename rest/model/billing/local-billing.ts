import { badRequest } from '../errors.ts';
import type { BillingPort } from './billing-port.ts';

/** Shown where a paid provider would take the admin: plans are changed by the Joinery team here. */
export const LOCAL_BILLING_MESSAGE = 'Plans on this Joinery are set by its team. Contact us to change yours.';

/**
 * The provider without a payment service: a superadmin sets each workspace's plan
 * (PUT /api/superadmin/workspaces/{alias}/plan); the portal is the subscription page.
 */
export class LocalBilling implements BillingPort {
  readonly provider = 'local' as const;

  async checkout(): Promise<never> {
    throw badRequest(LOCAL_BILLING_MESSAGE);
  }

  async portal(): Promise<{ url: string }> {
    return { url: '/subscription' };
  }

  async paidPlan(): Promise<null> {
    return null;
  }
}
