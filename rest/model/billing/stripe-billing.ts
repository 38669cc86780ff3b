import type Stripe from 'stripe';
import { badGateway, badRequest } from '../errors.ts';
import { planOf, type Plan } from '../identity/plans.ts';
import type { BilledWorkspace, BillingPort } from './billing-port.ts';

export interface StripeSettings {
  secretKey: string;
  /** the plans one can buy, by Stripe price id */
  prices: Partial<Record<Plan, string>>;
  /** another address for Stripe's API (a local stand-in in tests): http://127.0.0.1:12111 */
  apiUrl?: string;
}

/** The stripe package loads with the first billing call, not at every start. */
async function client(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeClient } = await import('stripe');
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new StripeClient(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(api ? { host: api.hostname, port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)), protocol: api.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
}

/** Stripe's failures are the payment service's, not the caller's: a 502 that says so. */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw badGateway(`The payment service could not ${what}: ${(error as Error).message}. Try again later.`);
  }
}

/** Stripe Checkout for buying a plan (a subscription to its price) and the Stripe customer portal. */
export class StripeBilling implements BillingPort {
  readonly provider = 'stripe' as const;
  private stripe: Promise<Stripe> | undefined;

  constructor(private readonly settings: StripeSettings) {}

  private api(): Promise<Stripe> {
    this.stripe ??= client(this.settings);
    return this.stripe;
  }

  /** The workspace's Stripe customer, made on its first visit to billing. */
  private async customer(workspace: BilledWorkspace): Promise<string> {
    if (workspace.billingCustomer) return workspace.billingCustomer;
    const stripe = await this.api();
    const made = await calling('register the workspace', () => stripe.customers.create({ name: workspace.name, metadata: { workspace: workspace.alias } }));
    return made.id;
  }

  async checkout(workspace: BilledWorkspace, plan: Plan, returnUrl: string) {
    const price = this.settings.prices[plan];
    if (!price) throw badRequest(`The ${plan[0]}${plan.slice(1).toLowerCase()} plan cannot be bought online. Contact us.`);
    const customer = await this.customer(workspace);
    const stripe = await this.api();
    const session = await calling('start the payment', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: workspace.alias,
        line_items: [{ price, quantity: 1 }],
        metadata: { workspace: workspace.alias, plan },
        success_url: returnUrl.replace('{CHECKOUT_ID}', '{CHECKOUT_SESSION_ID}'),
        cancel_url: returnUrl.replace(/[?&]checkout=\{CHECKOUT_ID\}/, ''),
      }),
    );
    if (!session.url) throw badGateway('The payment service did not give a payment page. Try again later.');
    return { url: session.url, customer };
  }

  async portal(workspace: BilledWorkspace, returnUrl: string) {
    const customer = await this.customer(workspace);
    const stripe = await this.api();
    const session = await calling('open the billing portal', () => stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }));
    return { url: session.url, customer };
  }

  async paidPlan(workspace: BilledWorkspace, checkoutId: string): Promise<Plan | null> {
    const stripe = await this.api();
    const session = await calling('confirm the payment', () => stripe.checkout.sessions.retrieve(checkoutId));
    // a checkout of another workspace never changes this one
    if (session.metadata?.workspace !== workspace.alias || session.client_reference_id !== workspace.alias) return null;
    if (session.status !== 'complete' || session.payment_status === 'unpaid') return null;
    return planOf(session.metadata?.plan);
  }
}
