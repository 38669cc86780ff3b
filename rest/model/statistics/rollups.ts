/**
 * Statistics roll-ups (issue 20 §1, ARCHITECTURE decision 11): counters per workspace, series, bucket,
 * object and measure, stepped by the writes that change them (the write effect of orders and
 * configurations, the recording of a visit), so that a statistic reads a few hundred counters by an
 * id range instead of scanning sessions and orders.
 *
 * A counter is the store's atomic counter (Store.increment) with a window that never closes; its id
 * says what it counts, in an order whose ranges are the queries:
 *
 *   {workspace}|{series}|{grain}{bucket}|{object}|{measure}
 *
 * grain h/d/m with the bucket's start as ISO text (2026-11-26T10, 2026-11-26, 2026-11), so ids of one
 * series and grain sort by time; object is '' for a plain series, else what a top list counts (a
 * country code, a module id); measure c (count), v (sales in cents), k (cost in cents), i (items).
 */
import type { Store } from '../../store/port.ts';
import { w } from '../../store/port.ts';

export const ROLLUPS = 'statisticsrollups';

export type Grain = 'h' | 'd' | 'm';
export const MEASURES = ['c', 'v', 'k', 'i'] as const;
export type Measure = (typeof MEASURES)[number];
export type Measures = Partial<Record<Measure, number>>;

/** plain series are kept by hour, day and month; top lists by day and month (their windows start on a day) */
export const SERIES_GRAINS: readonly Grain[] = ['h', 'd', 'm'];
export const TOP_GRAINS: readonly Grain[] = ['d', 'm'];

const KEY_LENGTH: Record<Grain, number> = { h: 13, d: 10, m: 7 };
/** a counter's window: from 0 to the largest safe integer, so it never closes */
const NEVER = { now: 0, windowMs: Number.MAX_SAFE_INTEGER };

export const bucketKey = (grain: Grain, at: Date | string): string => (typeof at === 'string' ? at : at.toISOString()).slice(0, KEY_LENGTH[grain]);

const prefix = (workspace: string, series: string, grain: Grain) => `${workspace}|${series}|${grain}`;

export const rollupId = (workspace: string, series: string, grain: Grain, bucket: string, object: string, measure: Measure) =>
  `${prefix(workspace, series, grain)}${bucket}|${object}|${measure}`;

/** One fact's part in a series: at an instant, of an object (or none), these amounts. */
export interface RollupStep {
  series: string;
  at: string;
  object?: string;
  grains: readonly Grain[];
  measures: Measures;
}

/** Adds the counter steps of `steps` (times `sign`) into `into`: counter id → amount. */
export function addSteps(into: Map<string, number>, workspace: string, steps: readonly RollupStep[], sign = 1): Map<string, number> {
  for (const step of steps) {
    for (const grain of step.grains) {
      const bucket = bucketKey(grain, step.at);
      for (const [measure, amount] of Object.entries(step.measures) as [Measure, number][]) {
        if (!amount) continue;
        const id = rollupId(workspace, step.series, grain, bucket, step.object ?? '', measure);
        into.set(id, (into.get(id) ?? 0) + sign * amount);
      }
    }
  }
  return into;
}

/** Steps the counters (inside the caller's transaction when `store` is one). */
export async function applyCounts(store: Store, counts: ReadonlyMap<string, number>): Promise<void> {
  for (const [id, by] of counts) if (by !== 0) await store.increment(ROLLUPS, id, { by: Math.round(by), ...NEVER });
}

/** The counter documents of many counts at once, for a bulk build into an empty workspace (seeds, benches, the migration). */
export const counterDocs = (counts: ReadonlyMap<string, number>) =>
  [...counts].filter(([, count]) => count > 0).map(([id, count]) => ({ id, count: Math.round(count), resets: NEVER.windowMs }));

export interface RollupRow {
  bucket: string;
  object: string;
  measure: Measure;
  count: number;
}

/** The counters of a series and grain whose buckets lie in [from, to) (bucket keys; `to` absent: to the end). */
export async function readRollups(store: Store, workspace: string, series: string, grain: Grain, from: string, to?: string): Promise<RollupRow[]> {
  const start = prefix(workspace, series, grain);
  const docs = await store.find(ROLLUPS, { where: w.and(w.gte('id', start + from), w.lt('id', start + (to ?? '~'))) });
  const skip = start.length;
  return docs.map((doc) => {
    const id = doc.id as string;
    const bucketEnd = skip + KEY_LENGTH[grain];
    return { bucket: id.slice(skip, bucketEnd), object: id.slice(bucketEnd + 1, id.length - 2), measure: id[id.length - 1] as Measure, count: doc.count as number };
  });
}
