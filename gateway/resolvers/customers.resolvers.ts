/** The customers page and the activity timeline (rest/model/customers-staff), as GET /api/customers and /api/workspace/activity answer them. */
import { OPERATION_ACCESS } from '../../rest/model/identity/operation-access.ts';
import { withAccess } from '../access.ts';
import type { GatewayContext } from '../context.ts';
import { attempt } from '../payloads.ts';

interface CustomersArgs {
  search?: string | null;
  since?: string | null;
  page?: { limit?: number | null; cursor?: string | null } | null;
}

/** GraphQL's absent and null arguments as the model's absent ones. */
const given = <T extends Record<string, unknown>>(args: T) => Object.fromEntries(Object.entries(args).filter(([, value]) => value != null)) as { [K in keyof T]?: NonNullable<T[K]> };

export const customerQueries = {
  customers: withAccess(OPERATION_ACCESS.listCustomers, (_: unknown, args: CustomersArgs, { model, actor }: GatewayContext) =>
    model.people.customers.list(actor, given({ search: args.search, since: args.since, ...given(args.page ?? {}) })),
  ),
  customer: withAccess(OPERATION_ACCESS.getCustomerRecord, async (_: unknown, args: { email: string }, { model, actor }: GatewayContext) => {
    const record = await model.people.customers.one(actor, args.email);
    return { ...record, sessions: record.user.sessions };
  }),
  customerInvites: withAccess(OPERATION_ACCESS.listCustomers, (_: unknown, __: unknown, { model, actor }: GatewayContext) => model.people.invites.options(actor)),
  invitedAlready: withAccess(OPERATION_ACCESS.listCustomers, (_: unknown, args: { emails: string[] }, { model, actor }: GatewayContext) =>
    model.people.invites.invitedAlready(actor, args.emails),
  ),
  workspaceActivity: withAccess(OPERATION_ACCESS.getWorkspaceActivity, (_: unknown, args: { page?: CustomersArgs['page'] }, { model, actor }: GatewayContext) =>
    model.people.activity.list(actor, given(args.page ?? {})),
  ),
};

export const customerMutations = {
  inviteCustomers: withAccess(OPERATION_ACCESS.inviteCustomers, async (_: unknown, args: { emails: string[]; domain: string }, { model, actor }: GatewayContext) => {
    const result = await attempt(() => model.people.invites.invite(actor, args), { params: { emails: 'emails', domain: 'domain' } });
    return result.error ? { invited: [], errors: result.errors } : { invited: result.value.map((u) => u.email), errors: [] };
  }),
};
