/**
 * Plans and their limits (application.md §4, §9). An unknown plan has FREE's limits; -1 is unlimited;
 * a count is allowed when the limit is negative or at least the count.
 */
import { PLANS, type Plan, type PlanLimits } from '../../../rules/plans.ts';

// the plans and their limits' shape are the web's too: the model's modules keep importing them from here
export { PLANS, type Plan, type PlanLimits };

export const PLAN_LIMITS: Record<Plan, PlanLimits> = {
  FREE: { canPublish: false, maxConfigurators: 1, maxUsers: 1, maxProductsPerConfigurator: 10, generativeModularDesign: false },
  SOLO: { canPublish: true, maxConfigurators: 1, maxUsers: 1, maxProductsPerConfigurator: 1, generativeModularDesign: false },
  STARTUP: { canPublish: true, maxConfigurators: 2, maxUsers: 5, maxProductsPerConfigurator: 10, generativeModularDesign: false },
  GROWTH: { canPublish: false, maxConfigurators: 5, maxUsers: 25, maxProductsPerConfigurator: 50, generativeModularDesign: true },
  ENTERPRISE: { canPublish: true, maxConfigurators: -1, maxUsers: -1, maxProductsPerConfigurator: -1, generativeModularDesign: true },
};

/** How users read a plan's name ('Your Startup plan …'). */
export const planName = (plan: unknown): string => {
  const code = planOf(plan);
  return code[0] + code.slice(1).toLowerCase();
};

/** Every plan refusal ends with this way out, and its error carries `upgrade` (where to go): the web links it. */
export const UPGRADE_PATH = '/subscription';

export function planOf(value: unknown): Plan {
  return (PLANS as readonly unknown[]).includes(value) ? (value as Plan) : 'FREE';
}

export function limitsOf(plan: unknown): PlanLimits {
  return PLAN_LIMITS[planOf(plan)];
}

/** Whether `count` fits under `limit` (§4: allowed when the limit is negative or at least the count). */
export function allows(limit: number, count: number): boolean {
  return limit < 0 || limit >= count;
}
