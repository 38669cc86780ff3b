import { Type } from '@sinclair/typebox';
import { STATISTICS_UNITS, MAX_UNITS, TOP_MAX } from '../../rules/statistics.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { OPERATION_ACCESS } from '../model/identity/operation-access.ts';
import { PRODUCT_RANKINGS, sessionMetric, type ProductRanking, type StatisticsSeries, type TopList } from '../model/statistics/statistics.ts';
import { defineOperation } from './operation.ts';

const shared = { group: '', tag: 'statistics', access: OPERATION_ACCESS.statistics, answer: 'json', errors: [400, 401, 403] } as const;

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);
const Point = Obj({ since: Type.String({ format: 'date-time', description: 'the bucket starts here (UTC)' }), count: Type.Integer(), value: Type.Number({ description: 'sales, items or 0, as the path says' }) });
const TopObject = Obj({
  object: Type.String({ description: 'a country or region code, a browser or system family, a UTM tag, a module or configurator id' }),
  count: Type.Integer(),
  name: Type.Optional(Nullable(Type.String())),
  value: Type.Optional(Nullable(Type.Number())),
});
/** application.md §3: byDate of since/count/value, total, and objects of object/count. */
const StatisticsAnswer = Obj(
  { byDate: Type.Array(Point), total: Type.Integer(), value: Type.Optional(Type.Number({ description: 'the sum of the values' })), objects: Type.Array(TopObject) },
  { description: 'a series fills byDate (oldest first, the last bucket is the current one) and leaves objects empty; a top list the reverse' },
);
const Growth = Obj({ percent: Nullable(Type.Number()), infinite: Type.Boolean() });
const Figures = Obj({ since: Type.String({ format: 'date-time' }), orders: Type.Integer(), sales: Type.Number(), cost: Type.Number(), margin: Type.Number() });

const unit = Type.String({ enum: [...STATISTICS_UNITS], description: 'the width of a bucket (UTC; weeks start on Monday)' });
const n = Type.Integer({ minimum: 1, maximum: MAX_UNITS.hour, description: `how many units, ending with the current one: at most ${Object.entries(MAX_UNITS).map(([u, max]) => `${max} ${u}s`).join(', ')}` });
const SeriesQuery = Obj({ unit, n });
const flag = (description: string) => Type.Optional(Type.Boolean({ description }));
const TopQuery = Obj({
  since: Type.Optional(Type.String({ maxLength: 40, description: 'counts from the start of this UTC day (a date or date-time); all kept when absent' })),
  n: Type.Optional(Type.Integer({ minimum: 1, maximum: TOP_MAX, description: 'how many objects; default 5 (countries 10, browsers 7)' })),
});

const asSeries = (series: StatisticsSeries) => ({ ...series, objects: [] });
const asTop = (top: TopList) => ({ byDate: [], ...top });

/** The workspace's statistics (application.md §3, §7; issue 20 §1): the same figures as GraphQL's `statistics`. */
export const statisticsOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/statistics/productusagestatistics/{x}',
    operationId: 'getProductUsageStatistics',
    summary: "A product's (module's) usage: units ordered per unit (count) and their sales (value); unit and n default to day and 30",
    params: Obj({ x: Id }),
    query: Obj({ unit: Type.Optional(unit), n: Type.Optional(n) }),
    response: StatisticsAnswer,
    call: async (model, { actor, params, query }) => asSeries(await model.statistics.productUsage(actor, params.x, { unit: query.unit ?? 'day', n: query.n ?? 30 })),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/statistics/productconfigurations',
    operationId: 'getConfigurationStatistics',
    summary: 'Configurations created per unit',
    query: SeriesQuery,
    response: StatisticsAnswer,
    call: async (model, { actor, query }) => asSeries(await model.statistics.configurations(actor, query)),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/statistics/orders',
    operationId: 'getOrderStatistics',
    summary: 'Orders created per unit (count) and their sales (value)',
    query: SeriesQuery,
    response: StatisticsAnswer,
    call: async (model, { actor, query }) => asSeries(await model.statistics.orders(actor, query)),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/workspace/statistics',
    operationId: 'getSessionStatistics',
    summary: "Storefront sessions per unit; with new=true only each visitor's first session in the workspace",
    query: Obj({ unit, n, new: flag("only visitors' first sessions") }),
    response: StatisticsAnswer,
    call: async (model, { actor, query }) => asSeries(await model.statistics.sessions(actor, query)),
  }),
  ...(['totalPrice', 'totalItems'] as const).map((measure) =>
    defineOperation({
      ...shared,
      method: 'GET',
      path: `/api/statistics/configurator/orders/${measure}`,
      operationId: measure === 'totalPrice' ? 'getOrderTotalPriceStatistics' : 'getOrderTotalItemsStatistics',
      summary: `Orders per unit (count) and their ${measure === 'totalPrice' ? 'sales' : 'items'} (value); created=false buckets each order by its last edit`,
      query: Obj({ unit, n, created: flag('bucket orders by creation (default true) or by last edit') }),
      response: StatisticsAnswer,
      call: async (model, { actor, query }) => {
        const window = { unit: query.unit, n: query.n, created: query.created ?? true };
        return asSeries(await (measure === 'totalPrice' ? model.statistics.orders(actor, window) : model.statistics.orderItems(actor, window)));
      },
    }),
  ),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/workspace/statistics/{metric}',
    operationId: 'getSessionTopList',
    summary: 'Storefront sessions since a date by browser.family, os.family, utm.source, utm.medium, utm.campaign, region or country, most first',
    description: 'total counts every session of the window, including those the metric says nothing of (no country for a private address or Sec-GPC: 1).',
    params: Obj({ metric: Type.String({ maxLength: 40, description: 'browser.family, os.family, utm.source, utm.medium, utm.campaign, region or country' }) }),
    query: Obj({ ...TopQuery.properties, new: flag("only visitors' first sessions") }),
    response: StatisticsAnswer,
    call: async (model, { actor, params, query }) => asTop(await model.statistics.top(actor, sessionMetric(params.metric), query)),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/statistics/configurator/products',
    operationId: 'getProductRanking',
    summary: 'Products (modules) ranked by the configurations that use them (default), units ordered, sales or margin',
    query: Obj({ ...TopQuery.properties, by: Type.Optional(Type.String({ enum: [...PRODUCT_RANKINGS] })) }),
    response: StatisticsAnswer,
    call: async (model, { actor, query }) => asTop(await model.statistics.products(actor, { ...query, by: query.by as ProductRanking | undefined })),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/statistics/configurator/uniqueconfigurations',
    operationId: 'getConfiguratorRanking',
    summary: 'Configurators (or products) ranked by the configurations made on them',
    query: TopQuery,
    response: StatisticsAnswer,
    call: async (model, { actor, query }) => asTop(await model.statistics.uniqueConfigurations(actor, query)),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/statistics/sales',
    operationId: 'getSalesComparison',
    summary: "Today's orders, sales, cost and margin against yesterday's, and this week's against last week's (UTC), with growth per §9",
    response: Obj({ today: Figures, yesterday: Figures, growth: Growth, thisWeek: Figures, lastWeek: Figures, weekOverWeek: Growth }),
    call: (model, { actor }) => model.statistics.sales(actor),
  }),
];
