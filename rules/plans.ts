/**
 * The plans and what the REST answers say of them (application.md §4, §9): the server's limits and
 * billing (rest/model/identity/plans.ts, rest/model/billing) and the screens that show them read
 * these same types. -1 is unlimited.
 */
export const PLANS = ['FREE', 'SOLO', 'STARTUP', 'GROWTH', 'ENTERPRISE'] as const;
export type Plan = (typeof PLANS)[number];

export interface PlanLimits {
  canPublish: boolean;
  maxConfigurators: number;
  maxUsers: number;
  maxProductsPerConfigurator: number;
  generativeModularDesign: boolean;
}

/** How much of each limit a workspace uses: configurators (drafts too), staff, and the largest product. */
export interface WorkspaceUsage {
  configurators: number;
  users: number;
  productsPerConfigurator: number;
}

/** What the Billing screen shows (GET /api/billing): the plan, its limits, and the usage. */
export interface BillingOverview {
  /** Stripe, or the local provider where a superadmin sets the plan */
  provider: 'stripe' | 'local';
  plan: Plan;
  planName: string;
  limits: PlanLimits;
  usage: WorkspaceUsage;
}
