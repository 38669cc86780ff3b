// The metric suffix columns (issue 19 §3, application.md §2.10), as properties: a group's summary of
// its items' metrics, and the metric popup's table made from it.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { test } from 'vitest';
import { METRIC_SUFFIXES, metricColumnOf, metricTable, summariseMetrics } from '../../rules/metrics.ts';

// lower case only: a plain metric name never ends in a (capitalised) suffix
const metricName = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/).filter((name) => !name.endsWith('_'));
const value = fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
const items = fc.array(fc.dictionary(metricName, value, { maxKeys: 5 }), { minLength: 1, maxLength: 40 });

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

test('a group has, for every metric its items have, its Sum, Min, Max, Mean, Median and Count over the items that have it', () => {
  fc.assert(
    fc.property(items, (list) => {
      const summary = summariseMetrics(list);
      const names = new Set(list.flatMap((metrics) => Object.keys(metrics)));
      for (const name of names) {
        const values = list.filter((metrics) => name in metrics).map((metrics) => metrics[name]);
        const sorted = [...values].sort((a, b) => a - b);
        assert.equal(summary[`${name}_Count`], values.length);
        assert.ok(close(summary[`${name}_Sum`], values.reduce((s, v) => s + v, 0)));
        assert.equal(summary[`${name}_Min`], sorted[0]);
        assert.equal(summary[`${name}_Max`], sorted[sorted.length - 1]);
        for (const middle of [summary[`${name}_Mean`], summary[`${name}_Median`]]) {
          assert.ok(middle >= sorted[0] - 1e-9 && middle <= sorted[sorted.length - 1] + 1e-9, `${middle} within ${sorted[0]}…${sorted[sorted.length - 1]}`);
        }
        const product = values.reduce((p, v) => p * v, 1);
        if (Number.isFinite(product)) assert.ok(close(summary[`${name}_Product`], product));
        else assert.equal(`${name}_Product` in summary, false, 'an overflowing product is left out');
      }
      // nothing else, and nothing JSON cannot carry
      assert.ok(Object.keys(summary).every((key) => names.has(key.slice(0, key.lastIndexOf('_')))));
      assert.ok(Object.values(summary).every(Number.isFinite));
    }),
  );
});

test("the popup shows one row per metric, underscores as spaces, with the group's suffixes as columns and Min, Mean, Max first", () => {
  fc.assert(
    fc.property(items, (list) => {
      const summary = summariseMetrics(list);
      const table = metricTable(summary);
      const names = [...new Set(list.flatMap((metrics) => Object.keys(metrics)))];
      assert.deepEqual(table.rows.map((row) => row.name).sort(), names.map((name) => name.replace(/_/g, ' ')).sort());
      for (const row of table.rows) {
        const name = row.name.replace(/ /g, '_');
        for (const suffix of METRIC_SUFFIXES) assert.equal(row.values[suffix], summary[`${name}_${suffix}`]);
        assert.equal(row.values.Value, undefined);
      }
      assert.ok(!table.columns.includes('Value'));
      assert.deepEqual(table.defaultColumns, names.length ? ['Min', 'Mean', 'Max'] : []);
    }),
  );
});

test('a metric without a suffix goes into the Value column; a suffixed one into its suffix column', () => {
  fc.assert(
    fc.property(metricName, fc.constantFrom(...METRIC_SUFFIXES), value, (name, suffix, v) => {
      assert.deepEqual(metricColumnOf(name), { name: name.replace(/_/g, ' '), column: 'Value' });
      assert.deepEqual(metricColumnOf(`${name}_${suffix}`), { name: name.replace(/_/g, ' '), column: suffix });
      const table = metricTable({ [name]: v, [`${name}_${suffix}`]: v });
      assert.deepEqual(table.columns, [suffix, 'Value']);
      assert.deepEqual(table.rows, [{ name: name.replace(/_/g, ' '), values: { [suffix]: v, Value: v } }]);
    }),
  );
});
