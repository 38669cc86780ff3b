/**
 * Production metrics (application.md §2.10, §3): a group of parts sums up its parts' metrics into
 * suffixed names (`area_Sum`, `area_Max` …), and the metric popup turns suffixed names back into
 * columns. The server computes a batch's group metrics with the first; the web app lays out the
 * popup with the second. Files in rules/ import neither side (rules/tsconfig.json).
 */

/** The suffixes that become columns of the metric popup, in the order the popup shows them. */
export const METRIC_SUFFIXES = ['Sum', 'Product', 'Min', 'Max', 'Count', 'Mean', 'Median'] as const;
export type MetricSuffix = (typeof METRIC_SUFFIXES)[number];

/** The popup's column of metrics that carry no suffix. */
export const VALUE_COLUMN = 'Value';
export type MetricColumn = MetricSuffix | typeof VALUE_COLUMN;

/** The columns the popup shows at first, of those present (application.md §2.10). */
export const DEFAULT_METRIC_COLUMNS: readonly MetricColumn[] = ['Min', 'Mean', 'Max', VALUE_COLUMN];

function median(sorted: number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The metrics of a group from its items' metrics: for every metric name any item has, its Sum,
 * Product, Min, Max, Count (of the items that have it), Mean and Median. A Product beyond the range
 * of a number (thousands of areas multiplied) is left out rather than stored as Infinity, which JSON
 * cannot carry.
 */
export function summariseMetrics(items: readonly Readonly<Record<string, number>>[]): Record<string, number> {
  const values = new Map<string, number[]>();
  for (const metrics of items) {
    for (const [name, value] of Object.entries(metrics)) {
      if (!Number.isFinite(value)) continue;
      const list = values.get(name);
      if (list) list.push(value);
      else values.set(name, [value]);
    }
  }
  const summary: Record<string, number> = {};
  for (const [name, list] of values) {
    const sorted = [...list].sort((a, b) => a - b);
    const sum = list.reduce((total, value) => total + value, 0);
    const product = list.reduce((total, value) => total * value, 1);
    summary[`${name}_Sum`] = sum;
    if (Number.isFinite(product)) summary[`${name}_Product`] = product;
    summary[`${name}_Min`] = sorted[0];
    summary[`${name}_Max`] = sorted[sorted.length - 1];
    summary[`${name}_Count`] = list.length;
    summary[`${name}_Mean`] = sum / list.length;
    summary[`${name}_Median`] = median(sorted);
  }
  return summary;
}

/** One row of the metric popup: a metric's name as shown (underscores as spaces) and its value per column. */
export interface MetricRow {
  name: string;
  values: Partial<Record<MetricColumn, number>>;
}

export interface MetricTable {
  rows: MetricRow[];
  /** the columns present, suffixes in METRIC_SUFFIXES order, then Value */
  columns: MetricColumn[];
  /** the columns shown at first: DEFAULT_METRIC_COLUMNS that are present (all columns when none of them is) */
  defaultColumns: MetricColumn[];
}

/** A metric name split into the name shown and its column: `edge_length_Max` → ('edge length', 'Max'). */
export function metricColumnOf(key: string): { name: string; column: MetricColumn } {
  const cut = key.lastIndexOf('_');
  const suffix = cut > 0 ? key.slice(cut + 1) : '';
  const isSuffix = (METRIC_SUFFIXES as readonly string[]).includes(suffix);
  const base = isSuffix ? key.slice(0, cut) : key;
  return { name: base.replace(/_/g, ' '), column: isSuffix ? (suffix as MetricSuffix) : VALUE_COLUMN };
}

/** The metric popup's table (application.md §2.10): one row per metric name, suffixes as columns, rows in name order. */
export function metricTable(metrics: Readonly<Record<string, number>>): MetricTable {
  const rows = new Map<string, MetricRow>();
  const present = new Set<MetricColumn>();
  for (const [key, value] of Object.entries(metrics)) {
    const { name, column } = metricColumnOf(key);
    const row = rows.get(name) ?? { name, values: {} };
    row.values[column] = value;
    rows.set(name, row);
    present.add(column);
  }
  const columns = ([...METRIC_SUFFIXES, VALUE_COLUMN] as MetricColumn[]).filter((column) => present.has(column));
  const defaults = DEFAULT_METRIC_COLUMNS.filter((column) => present.has(column));
  return {
    rows: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name)),
    columns,
    defaultColumns: defaults.length ? defaults : columns,
  };
}
