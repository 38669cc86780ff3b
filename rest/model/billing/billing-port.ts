import type { Plan } from '../identity/plans.ts';

/** The workspace a billing provider bills: its alias, name, and the provider's customer id once it has one. */
export interface BilledWorkspace {
  alias: string;
  name: string;
  billingCustomer?: string;
}

/**
 * Where plans are paid for (issue 22 §1 Billing). Stripe when its key is set (stripe-billing.ts);
 * otherwise the local provider, where plans are set by a superadmin and nothing is paid here.
 */
export interface BillingPort {
  readonly provider: 'stripe' | 'local';
  /** A page where the workspace's admin pays for `plan`; it returns to `returnUrl` with `{CHECKOUT_ID}` filled in. */
  checkout(workspace: BilledWorkspace, plan: Plan, returnUrl: string): Promise<{ url: string; customer?: string }>;
  /** The provider's page where the admin manages payment and invoices. */
  portal(workspace: BilledWorkspace, returnUrl: string): Promise<{ url: string; customer?: string }>;
  /** The plan a finished checkout of this workspace paid for; null while it is not paid. */
  paidPlan(workspace: BilledWorkspace, checkoutId: string): Promise<Plan | null>;
}
