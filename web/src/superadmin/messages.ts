import type { Notice } from '../shared/messages.ts';

/** What the superadmin space says after an action, in plain words. */
export const superadminMessages = {
  planChanged: (workspace: string, plan: string): Notice => ({ type: 'success', title: 'Plan changed', description: `${workspace} is on the ${plan} plan` }),
  suspended: (workspace: string): Notice => ({ type: 'success', title: 'Workspace suspended', description: `${workspace} is suspended: its work is read-only and its storefronts unavailable` }),
  resumed: (workspace: string): Notice => ({ type: 'success', title: 'Workspace resumed', description: `${workspace} is running again` }),
  refused: (reason: string): Notice => ({ type: 'error', title: 'Not changed', description: reason }),
};
