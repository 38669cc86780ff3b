/**
 * The statistics of the actor's workspace (issue 20 §1, application.md §3, §7, §9), read from the
 * roll-ups (rollups.ts): a series reads its buckets' counters by one id range, a top list the day
 * counters of its window's first partial month and the month counters after it. Nothing here scans
 * sessions, orders or configurations, so a figure costs the same at a hundred orders and at a
 * hundred thousand. REST (rest/routes/statistics.routes.ts) and GraphQL (`statistics`) both call these.
 */
import { addUnits, bucketStarts, growth, MAX_UNITS, STATISTICS_UNITS, TOP_DEFAULT, TOP_MAX, unitStart, type Growth, type StatisticsUnit } from '../../../rules/statistics.ts';
import { w } from '../../store/port.ts';
import { badRequest } from '../errors.ts';
import type { Actor } from '../identity/actor.ts';
import type { Runtime } from '../runtime.ts';
import { chunksOf } from '../resources/storage-layout.ts';
import { SESSION_METRICS, type SessionMetricName } from './facts.ts';
import { bucketKey, readRollups, type Grain, type Measure, type RollupRow } from './rollups.ts';

export interface StatisticsPoint {
  since: string;
  count: number;
  value: number;
}

/** §3: byDate, total, and objects (empty for a series). */
export interface StatisticsSeries {
  byDate: StatisticsPoint[];
  total: number;
  value: number;
}

export interface TopObject {
  object: string;
  count: number;
  name?: string | null;
  value?: number | null;
}

export interface TopList {
  objects: TopObject[];
  total: number;
}

export interface SalesFigures {
  since: string;
  orders: number;
  sales: number;
  cost: number;
  margin: number;
}

export interface SalesComparison {
  today: SalesFigures;
  yesterday: SalesFigures;
  growth: Growth;
  thisWeek: SalesFigures;
  lastWeek: SalesFigures;
  weekOverWeek: Growth;
}

export interface SeriesQuery {
  unit?: string;
  n?: number;
}

export interface TopQuery {
  since?: string | null;
  n?: number | null;
}

/** GraphQL's `statistics` field: whose workspace the figures below it are of. */
export interface StatisticsParent {
  actor: Actor;
}

export const PRODUCT_RANKINGS = ['configurations', 'units', 'sales', 'margin'] as const;
export type ProductRanking = (typeof PRODUCT_RANKINGS)[number];

/** §9: top countries 10, top browsers 7, the rest 5. */
const TOP_SIZES: Partial<Record<SessionMetricName, number>> = { country: 10, browser: 7 };

const GRAIN_OF: Record<StatisticsUnit, Grain> = { hour: 'h', day: 'd', week: 'd', month: 'm' };
const cents = (amount: number) => amount / 100;

/** A bucket key back to its instant (hour 2026-11-26T10, day 2026-11-26, month 2026-11). */
function bucketDate(grain: Grain, key: string): Date {
  if (grain === 'h') return new Date(`${key}:00:00.000Z`);
  if (grain === 'd') return new Date(`${key}T00:00:00.000Z`);
  return new Date(`${key}-01T00:00:00.000Z`);
}

export function assertUnit(unit: string | undefined): StatisticsUnit {
  if (!STATISTICS_UNITS.includes(unit as StatisticsUnit)) throw badRequest(`unit must be one of ${STATISTICS_UNITS.join(', ')}`);
  return unit as StatisticsUnit;
}

function assertWindow(query: SeriesQuery): { unit: StatisticsUnit; n: number } {
  const unit = assertUnit(query.unit);
  const max = MAX_UNITS[unit];
  if (!Number.isInteger(query.n) || query.n! < 1 || query.n! > max) throw badRequest(`n must be a whole number from 1 to ${max} for unit ${unit}`);
  return { unit, n: query.n! };
}

function assertTopSize(n: number | null | undefined, fallback: number): number {
  if (n === undefined || n === null) return fallback;
  if (!Number.isInteger(n) || n < 1 || n > TOP_MAX) throw badRequest(`n must be a whole number from 1 to ${TOP_MAX}`);
  return n;
}

function assertSince(since: string | null | undefined): Date | null {
  if (since === undefined || since === null || since === '') return null;
  const date = new Date(since);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(since)) throw badRequest('since must be a date or date-time such as 2026-11-01 or 2026-11-01T00:00:00Z');
  return date;
}

/** REST's metric names (§7): browser.family, os.family, utm.{name}, region, and country. */
export function sessionMetric(name: string): SessionMetricName {
  const metric = name.replace(/\.family$/, '');
  if (!(SESSION_METRICS as readonly string[]).includes(metric)) throw badRequest('metric must be one of browser.family, os.family, utm.source, utm.medium, utm.campaign, region, country');
  return metric as SessionMetricName;
}

type Totals = Record<Measure, number>;
const zero = (): Totals => ({ c: 0, v: 0, k: 0, i: 0 });

function sumByObject(rows: RollupRow[], into = new Map<string, Totals>()): Map<string, Totals> {
  for (const row of rows) {
    const totals = into.get(row.object) ?? zero();
    totals[row.measure] += row.count;
    into.set(row.object, totals);
  }
  return into;
}

export class Statistics {
  constructor(private readonly rt: Runtime) {}

  /** The counters of a series over n units, in buckets. */
  private async series(workspace: string, series: string, query: SeriesQuery, value: (totals: Totals) => number): Promise<StatisticsSeries> {
    const { unit, n } = assertWindow(query);
    const grain = GRAIN_OF[unit];
    const starts = bucketStarts(unit, n, this.rt.now());
    const index = new Map(starts.map((start, i) => [start.getTime(), i]));
    const buckets = starts.map(() => zero());
    for (const row of await readRollups(this.rt.store, workspace, series, grain, bucketKey(grain, starts[0]))) {
      const i = index.get(unitStart(unit, bucketDate(grain, row.bucket)).getTime());
      if (i !== undefined) buckets[i][row.measure] += row.count;
    }
    const byDate = buckets.map((totals, i) => ({ since: starts[i].toISOString(), count: totals.c, value: value(totals) }));
    return { byDate, total: byDate.reduce((sum, p) => sum + p.count, 0), value: Math.round(byDate.reduce((sum, p) => sum + p.value, 0) * 100) / 100 };
  }

  /** The counters of a top series (kept by day and month) since a date: days up to its next month, then months. */
  private async window(workspace: string, series: string, since: Date | null): Promise<Map<string, Totals>> {
    if (!since) return sumByObject(await readRollups(this.rt.store, workspace, series, 'm', ''));
    const day = unitStart('day', since);
    const month = unitStart('month', day);
    const firstFullMonth = month.getTime() === day.getTime() ? month : addUnits('month', month, 1);
    const days = await readRollups(this.rt.store, workspace, series, 'd', bucketKey('d', day), bucketKey('d', firstFullMonth));
    return sumByObject(await readRollups(this.rt.store, workspace, series, 'm', bucketKey('m', firstFullMonth)), sumByObject(days));
  }

  private async windowTotal(workspace: string, series: string, since: Date | null): Promise<number> {
    return (await this.window(workspace, series, since)).get('')?.c ?? 0;
  }

  /** GET /statistics/productconfigurations: configurations created per unit. */
  configurations(actor: Actor, query: SeriesQuery): Promise<StatisticsSeries> {
    return this.series(actor.workspace, 'configurations', query, () => 0);
  }

  /** GET /statistics/orders and /statistics/configurator/orders/totalPrice: orders per unit, value their sales. */
  orders(actor: Actor, query: SeriesQuery & { created?: boolean }): Promise<StatisticsSeries> {
    return this.series(actor.workspace, query.created === false ? 'orders.edited' : 'orders', query, (t) => cents(t.v));
  }

  /** GET /statistics/configurator/orders/totalItems: orders per unit, value their items. */
  orderItems(actor: Actor, query: SeriesQuery & { created?: boolean }): Promise<StatisticsSeries> {
    return this.series(actor.workspace, query.created === false ? 'orders.edited' : 'orders', query, (t) => t.i);
  }

  /** GET /workspace/statistics: storefront sessions per unit (new: visitors' first sessions). */
  sessions(actor: Actor, query: SeriesQuery & { new?: boolean }): Promise<StatisticsSeries> {
    return this.series(actor.workspace, query.new ? 'sessions.new' : 'sessions', query, () => 0);
  }

  /** GET /statistics/productusagestatistics/{x}: a module's units ordered per unit, value their sales. */
  productUsage(actor: Actor, module: string, query: SeriesQuery): Promise<StatisticsSeries> {
    return this.series(actor.workspace, `product.${module}`, query, (t) => cents(t.v));
  }

  /** GET /workspace/statistics/{metric}: sessions since a date by a metric; total counts every session of the window. */
  async top(actor: Actor, metric: SessionMetricName, query: TopQuery & { new?: boolean }): Promise<TopList> {
    const n = assertTopSize(query.n, TOP_SIZES[metric] ?? TOP_DEFAULT);
    const since = assertSince(query.since);
    const suffix = query.new ? '.new' : '';
    const byObject = await this.window(actor.workspace, `top.${metric}${suffix}`, since);
    return { objects: ranked(byObject, n, (t) => t.c), total: await this.windowTotal(actor.workspace, `sessions${suffix}`, since) };
  }

  /** GET /statistics/configurator/products (by configurations): modules ranked, with their names. */
  async products(actor: Actor, query: TopQuery & { by?: ProductRanking }): Promise<TopList> {
    const by = query.by ?? 'configurations';
    if (!PRODUCT_RANKINGS.includes(by)) throw badRequest(`by must be one of ${PRODUCT_RANKINGS.join(', ')}`);
    const n = assertTopSize(query.n, TOP_DEFAULT);
    const since = assertSince(query.since);
    if (by === 'configurations') {
      const byObject = await this.window(actor.workspace, 'products.configured', since);
      const total = await this.windowTotal(actor.workspace, 'configurations', since);
      return { objects: await this.named(actor.workspace, ranked(byObject, n, (t) => t.c), ['modules']), total };
    }
    const byObject = await this.window(actor.workspace, 'products.ordered', since);
    const amount = { units: (t: Totals) => t.c, sales: (t: Totals) => t.v, margin: (t: Totals) => t.v - t.k }[by];
    const objects = ranked(byObject, n, amount).map((o) => ({ ...o, value: by === 'units' ? null : cents(amount(byObject.get(o.object)!)) }));
    return { objects: await this.named(actor.workspace, objects, ['modules']), total: [...byObject.values()].reduce((sum, t) => sum + t.c, 0) };
  }

  /** GET /statistics/configurator/uniqueconfigurations: configurators by the configurations made on them. */
  async uniqueConfigurations(actor: Actor, query: TopQuery): Promise<TopList> {
    const n = assertTopSize(query.n, TOP_DEFAULT);
    const since = assertSince(query.since);
    const byObject = await this.window(actor.workspace, 'configurators', since);
    const objects = ranked(byObject, n, (t) => t.c);
    return { objects: await this.named(actor.workspace, objects, ['publishedconfigurators', 'products']), total: [...byObject.values()].reduce((sum, t) => sum + t.c, 0) };
  }

  /** Today against yesterday and this week against last (UTC), with cost and margin: the dashboard's Activity Today. */
  async sales(actor: Actor): Promise<SalesComparison> {
    const now = this.rt.now();
    const today = unitStart('day', now);
    const thisWeek = unitStart('week', now);
    const lastWeek = addUnits('week', thisWeek, -1);
    const from = new Date(Math.min(lastWeek.getTime(), addUnits('day', today, -1).getTime()));
    const rows = await readRollups(this.rt.store, actor.workspace, 'orders', 'd', bucketKey('d', from));
    const figures = (start: Date, end: Date): SalesFigures => {
      const totals = zero();
      for (const row of rows) {
        const at = bucketDate('d', row.bucket).getTime();
        if (at >= start.getTime() && at < end.getTime()) totals[row.measure] += row.count;
      }
      return { since: start.toISOString(), orders: totals.c, sales: cents(totals.v), cost: cents(totals.k), margin: cents(totals.v - totals.k) };
    };
    const dayFigures = figures(today, addUnits('day', today, 1));
    const yesterday = figures(addUnits('day', today, -1), today);
    const weekFigures = figures(thisWeek, addUnits('week', thisWeek, 1));
    const lastWeekFigures = figures(lastWeek, thisWeek);
    return {
      today: dayFigures,
      yesterday,
      growth: growth(yesterday.sales, dayFigures.sales),
      thisWeek: weekFigures,
      lastWeek: lastWeekFigures,
      weekOverWeek: growth(lastWeekFigures.sales, weekFigures.sales),
    };
  }

  /** The names of the objects that are resources of these collections (a module's, a configurator's). */
  private async named(workspace: string, objects: TopObject[], collections: string[]): Promise<TopObject[]> {
    const names = new Map<string, string>();
    for (const collection of collections) {
      for (const chunk of chunksOf(objects.map((o) => o.object).filter((id) => !names.has(id)))) {
        if (!chunk.length) continue;
        const rows = await this.rt.store.find(collection, { where: w.and(w.in('id', chunk), w.eq('workspace', workspace)), omit: ['document', 'filter', 'sort'] });
        for (const row of rows) names.set(row.id, String((row.data as { name?: unknown }).name ?? row.sortName ?? row.id));
      }
    }
    return objects.map((o) => ({ ...o, name: names.get(o.object) ?? null }));
  }
}

/** The n objects with the largest amount, ties by object; the unnamed ('' : sessions without the metric) left out. */
function ranked(byObject: Map<string, Totals>, n: number, amount: (totals: Totals) => number): TopObject[] {
  return [...byObject]
    .filter(([object, totals]) => object !== '' && totals.c > 0)
    .sort(([a, x], [b, y]) => amount(y) - amount(x) || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, n)
    .map(([object, totals]) => ({ object, count: totals.c }));
}
