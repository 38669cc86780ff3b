/**
 * What a session, an order or a configuration adds to the statistics (its fact), and the roll-up
 * steps of a fact. The series names are the ids' second part (rollups.ts):
 *
 * - sessions, sessions.new (each visitor's first): per hour, day, month;
 * - top.{metric}, top.{metric}.new: sessions by country, region, browser, os, utm.source, utm.medium, utm.campaign;
 * - orders (by creation) and orders.edited (by last edit): count, sales, cost, items;
 * - product.{module}: a module's units ordered, sales and cost; products.ordered: the same by module, for rankings;
 * - configurations; configurators (configurations by configurator); products.configured (by module).
 */
import { TOP_GRAINS, SERIES_GRAINS, type RollupStep } from './rollups.ts';

export const SESSION_METRICS = ['country', 'region', 'browser', 'os', 'utm.source', 'utm.medium', 'utm.campaign'] as const;
export type SessionMetricName = (typeof SESSION_METRICS)[number];

export interface SessionFact {
  date: string;
  /** the visitor's first session in the workspace (or one that cannot be told from a return) */
  isNew: boolean;
  values: Partial<Record<SessionMetricName, string | null>>;
}

export interface OrderLineFact {
  module: string;
  units: number;
  /** cents */
  sales: number;
  /** cents */
  cost: number;
}

export interface OrderFact {
  created: string;
  lastEdited: string;
  items: number;
  /** cents */
  sales: number;
  /** cents */
  cost: number;
  lines: OrderLineFact[];
}

export interface ConfigurationFact {
  created: string;
  configurator: string;
  /** distinct module ids */
  modules: string[];
}

export function sessionSteps(fact: SessionFact): RollupStep[] {
  const steps: RollupStep[] = [{ series: 'sessions', at: fact.date, grains: SERIES_GRAINS, measures: { c: 1 } }];
  if (fact.isNew) steps.push({ series: 'sessions.new', at: fact.date, grains: SERIES_GRAINS, measures: { c: 1 } });
  for (const metric of SESSION_METRICS) {
    const object = fact.values[metric];
    if (!object) continue;
    steps.push({ series: `top.${metric}`, at: fact.date, object, grains: TOP_GRAINS, measures: { c: 1 } });
    if (fact.isNew) steps.push({ series: `top.${metric}.new`, at: fact.date, object, grains: TOP_GRAINS, measures: { c: 1 } });
  }
  return steps;
}

export function orderSteps(fact: OrderFact): RollupStep[] {
  const totals = { c: 1, v: fact.sales, k: fact.cost, i: fact.items };
  const steps: RollupStep[] = [
    { series: 'orders', at: fact.created, grains: SERIES_GRAINS, measures: totals },
    { series: 'orders.edited', at: fact.lastEdited, grains: SERIES_GRAINS, measures: totals },
  ];
  for (const line of fact.lines) {
    const measures = { c: line.units, v: line.sales, k: line.cost };
    steps.push({ series: `product.${line.module}`, at: fact.created, grains: SERIES_GRAINS, measures });
    steps.push({ series: 'products.ordered', at: fact.created, object: line.module, grains: TOP_GRAINS, measures });
  }
  return steps;
}

export function configurationSteps(fact: ConfigurationFact): RollupStep[] {
  return [
    { series: 'configurations', at: fact.created, grains: SERIES_GRAINS, measures: { c: 1 } },
    { series: 'configurators', at: fact.created, object: fact.configurator, grains: TOP_GRAINS, measures: { c: 1 } },
    ...fact.modules.map((module): RollupStep => ({ series: 'products.configured', at: fact.created, object: module, grains: TOP_GRAINS, measures: { c: 1 } })),
  ];
}
