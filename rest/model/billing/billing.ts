import { Type } from '@sinclair/typebox';
import { w, type Store } from '../../store/port.ts';
import { notFound } from '../errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { Directory, WorkspaceRow } from '../identity/directory.ts';
import type { BillingOverview, WorkspaceUsage } from '../../../rules/plans.ts';
import { limitsOf, planName, planOf, PLANS, type Plan } from '../identity/plans.ts';
import { Obj } from '../kinds/common.schema.ts';
import type { Runtime } from '../runtime.ts';
import { assertValid } from '../validation.ts';
import type { BillingPort } from './billing-port.ts';

export const CheckoutBody = Obj({ plan: Type.Unsafe<Plan>({ type: 'string', enum: PLANS.filter((p) => p !== 'FREE') }) }, { examples: [{ plan: 'GROWTH' }] });

/** How much of each plan limit a workspace uses: configurators (drafts too), staff, and the largest product. */
export async function workspaceUsage(rt: Runtime, directory: Directory, alias: string): Promise<WorkspaceUsage> {
  const live = w.and(w.eq('workspace', alias), w.eq('deleted', false));
  const products = await rt.store.find('products', { where: live, omit: ['document', 'filter', 'sort', 'sortName'] });
  return {
    configurators: await rt.store.count('publishedconfigurators', live),
    users: await directory.countStaff(alias),
    productsPerConfigurator: Math.max(0, ...products.map((p) => Number((p.data as { nModules?: number } | undefined)?.nModules ?? 0))),
  };
}

/** Where the provider sends the admin back: the Billing screen, which confirms a finished checkout. */
const BILLING_PATH = '/admin-space/billing';

/**
 * Billing of the current workspace (its admins): the plan and usage, the provider's portal and
 * checkout, and the plan change a paid checkout makes. A plan's limits are read from the plan at
 * every check (plan-limits.ts), so a change moves them at once.
 */
export class Billing {
  constructor(
    private readonly rt: Runtime,
    private readonly directory: Directory,
    private readonly port: BillingPort,
    private readonly publicUrl: string,
  ) {}

  private async workspace(alias: string): Promise<WorkspaceRow> {
    const row = await this.directory.workspace(alias);
    if (!row) throw notFound('Your workspace was not found: switch to another one');
    return row;
  }

  async overview(actor: Actor): Promise<BillingOverview> {
    const row = await this.workspace(actor.workspace);
    return {
      provider: this.port.provider,
      plan: planOf(row.plan),
      planName: planName(row.plan),
      limits: limitsOf(row.plan),
      usage: await workspaceUsage(this.rt, this.directory, row.alias),
    };
  }

  /**
   * Puts a workspace on a plan: a paid checkout, or a superadmin (the local provider's way, and an
   * override beside Stripe: the plans one cannot buy online). Limits are read from the plan at every
   * check, so the next write is held to the new ones.
   */
  async setPlan(alias: string, plan: Plan, store: Store = this.rt.store): Promise<void> {
    await store.update('workspaces', w.eq('id', alias), { set: { plan } });
  }

  private async remember(row: WorkspaceRow, customer: string | undefined): Promise<void> {
    if (customer && customer !== row.billingCustomer) await this.rt.store.update('workspaces', w.eq('id', row.alias), { set: { billingCustomer: customer } });
  }

  async portal(actor: Actor): Promise<{ url: string }> {
    const row = await this.workspace(actor.workspace);
    const { url, customer } = await this.port.portal(row, `${this.publicUrl}${BILLING_PATH}`);
    await this.remember(row, customer);
    return { url };
  }

  async checkout(actor: Actor, body: unknown): Promise<{ url: string }> {
    assertValid(CheckoutBody, body, 'body');
    const row = await this.workspace(actor.workspace);
    const { url, customer } = await this.port.checkout(row, (body as { plan: Plan }).plan, `${this.publicUrl}${BILLING_PATH}?checkout={CHECKOUT_ID}`);
    await this.remember(row, customer);
    return { url };
  }

  /** The provider returned from a checkout: when it is paid, the workspace is on its plan from now on. */
  async completeCheckout(actor: Actor, checkoutId: string): Promise<BillingOverview> {
    const row = await this.workspace(actor.workspace);
    const plan = await this.port.paidPlan(row, checkoutId);
    if (plan && plan !== row.plan) await this.setPlan(row.alias, plan);
    return this.overview(actor);
  }
}
