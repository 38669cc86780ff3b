// Statistics windows and growth (application.md §9; rules/statistics.ts), and module cost and margin (issue 20 §3; rules/margin.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { lineMargin, moduleCostMillionths } from '../../rules/margin.ts';
import { bucketStarts, growth, unitStart } from '../../rules/statistics.ts';

describe('buckets (UTC, weeks from Monday)', () => {
  const now = new Date('2026-11-26T15:42:10.123Z'); // a Thursday
  test('a unit starts at its hour, day, Monday or first of the month', () => {
    assert.deepEqual(['hour', 'day', 'week', 'month'].map((unit) => unitStart(unit as any, now).toISOString()), [
      '2026-11-26T15:00:00.000Z', '2026-11-26T00:00:00.000Z', '2026-11-23T00:00:00.000Z', '2026-11-01T00:00:00.000Z',
    ]);
    assert.equal(unitStart('week', new Date('2026-11-29T23:59:59Z')).toISOString(), '2026-11-23T00:00:00.000Z', 'Sunday is the end of the week');
  });
  test('n buckets end with the current one, oldest first; months cross the year', () => {
    assert.deepEqual(bucketStarts('month', 3, new Date('2026-01-15T00:00:00Z')).map((d) => d.toISOString().slice(0, 7)), ['2025-11', '2025-12', '2026-01']);
    assert.deepEqual(bucketStarts('hour', 2, now).map((d) => d.toISOString()), ['2026-11-26T14:00:00.000Z', '2026-11-26T15:00:00.000Z']);
  });
});

describe('growth (§9)', () => {
  test('in percent to 2 decimals, infinite when the earlier figure is 0 and the later is not; two zeros are no change', () => {
    assert.deepEqual(growth(300, 400), { percent: 33.33, infinite: false });
    assert.deepEqual(growth(400, 300), { percent: -25, infinite: false });
    assert.deepEqual(growth(0, 12.5), { percent: null, infinite: true });
    assert.deepEqual(growth(0, 0), { percent: 0, infinite: false });
  });
});

describe('module cost and margin', () => {
  const sheet = { name: 'Oak 18', sheetWidth: 2000, sheetHeight: 1000, costPerSheet: 100 };
  test('a cost field wins over the production parts', () => {
    assert.equal(moduleCostMillionths({ cost: '£12.50', productionParts: { groups: [{ parts: [{ metrics: { cost: 99 } }] }] } }, [sheet]), 12_500_000n);
  });
  test('panels cost their share of a priced sheet; other parts their cost metric; quantity multiplies', () => {
    const parts = [
      { material: 'Oak 18', dimensions: { length: 1000, width: 500 }, quantity: 2, metrics: { cost: 1 } },
      { material: 'Unknown board', dimensions: { length: 1000, width: 500 }, metrics: { cost: 3 } },
      { metrics: { cost: 0.35 }, quantity: 4 },
      { path: ['no cost'] },
    ];
    // 2 × (0.25 of £100) + £3 + 4 × £0.35
    assert.equal(moduleCostMillionths({ productionParts: { groups: [{ parts }] } }, [sheet]), 54_400_000n);
  });
  test('a line sells by the lot and costs by the piece, in cents', () => {
    assert.deepEqual(lineMargin({ quantity: 3, per: 2, properties: { price: '£9.50' } }, 2_100_000n), { sales: 1900, cost: 630 });
  });
});
