/** The `statistics` field (rest/model/statistics): the same figures as REST's statistics paths. */
import { OPERATION_ACCESS } from '../../rest/model/identity/operation-access.ts';
import type { ProductRanking, SeriesQuery } from '../../rest/model/statistics/statistics.ts';
import { sessionMetric } from '../../rest/model/statistics/statistics.ts';
import { withAccess } from '../access.ts';
import type { GatewayContext } from '../context.ts';
import type { StatisticsResolvers } from '../generated/resolvers-types.ts';

const lower = <T extends string>(value: string | null | undefined) => (value ?? undefined)?.toLowerCase() as T | undefined;
const window = (args: { unit?: string | null; n?: number | null }): SeriesQuery => ({ unit: lower(args.unit), n: args.n ?? undefined });
/** SessionMetric's names (UTM_SOURCE) as the model's (utm.source) */
const metricOf = (metric: string) => sessionMetric(metric.toLowerCase().replace('_', '.'));

export const statisticsQueries = {
  statistics: withAccess(OPERATION_ACCESS.statistics, (_: unknown, __: unknown, { actor }: GatewayContext) => ({ actor })),
};

export const Statistics: StatisticsResolvers = {
  configurations: ({ actor }, args, { model }) => model.statistics.configurations(actor, window(args)),
  orders: ({ actor }, args, { model }) => model.statistics.orders(actor, { ...window(args), created: args.created ?? true }),
  orderItems: ({ actor }, args, { model }) => model.statistics.orderItems(actor, { ...window(args), created: args.created ?? true }),
  sessions: ({ actor }, args, { model }) => model.statistics.sessions(actor, { ...window(args), new: args.new ?? false }),
  top: ({ actor }, args, { model }) => model.statistics.top(actor, metricOf(args.metric), { since: args.since, n: args.n, new: args.new ?? false }),
  products: ({ actor }, args, { model }) => model.statistics.products(actor, { since: args.since, n: args.n, by: lower<ProductRanking>(args.by) }),
  uniqueConfigurations: ({ actor }, args, { model }) => model.statistics.uniqueConfigurations(actor, { since: args.since, n: args.n }),
  productUsage: ({ actor }, args, { model }) => model.statistics.productUsage(actor, args.module, window(args)),
  sales: ({ actor }, _, { model }) => model.statistics.sales(actor),
};
