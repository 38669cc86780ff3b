// What the production screens read of work batches (issue 19 §4): pages of a list held in one
// document (every element once, in order), the list's summary and a batch's figures, as properties
// and cases.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { test } from 'vitest';
import { summarise } from '../../rest/model/production/batch-status.ts';
import { batchFigures, offsetPage, orderProgress } from '../../rest/model/production/batch-views.ts';

test('paging a list in one document yields every element once, in order, with the exact total', () => {
  fc.assert(
    fc.property(fc.array(fc.integer(), { maxLength: 300 }), fc.integer({ min: 1, max: 200 }), (list, limit) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: ReturnType<typeof offsetPage<number>> = offsetPage(list, { limit, cursor });
        assert.equal(page.total, list.length);
        assert.ok(page.items.length <= limit);
        seen.push(...page.items);
        cursor = page.next;
      } while (cursor);
      assert.deepEqual(seen, list);
    }),
  );
});

test('a cursor of another list or a limit out of range is a bad request', () => {
  assert.throws(() => offsetPage([1, 2], { cursor: 'bm90IGEgY3Vyc29y' }), { code: 'BAD_REQUEST' });
  assert.throws(() => offsetPage([1, 2], { limit: 0 }), { code: 'BAD_REQUEST' });
});

const head = (created: string, data: Record<string, unknown>, lastEdited = created) => ({ created, lastEdited, data });
const ref = (id: string) => ({ id, version: 1 });

test('the summary counts batches, distinct orders and done batches, and averages the time to done', () => {
  const summary = summarise([
    head('2026-11-01T00:00:00.000Z', { orders: [ref('a'), ref('b')], status: 'done', completed: '2026-11-03T00:00:00.000Z' }),
    // done by a plain patch: its last edit is when
    head('2026-11-01T00:00:00.000Z', { orders: [ref('b')], status: 'done', completed: null }, '2026-11-05T00:00:00.000Z'),
    head('2026-11-02T00:00:00.000Z', { orders: [ref('c')], status: 'inProgress', completed: null }),
    head('2026-11-02T00:00:00.000Z', { orders: [ref('a')], status: 'cancelled', completed: null }),
  ]);
  assert.deepEqual(summary, { totalBatches: 4, totalOrders: 3, completeBatches: 2, avgCompletionTime: 3 * 86_400 });
  assert.equal(summarise([]).avgCompletionTime, null);
});

test("a batch's progress, items and expected completion come from its orders and the workspace's mean", () => {
  const batch = (status: 'inProgress' | 'done' | 'cancelled', completed?: string) => ({ created: '2026-11-01T00:00:00.000Z', document: { status, completed, orders: [ref('a'), ref('b')] } });
  const rows = [{ status: 'delivered', totalItems: 3 }, { status: 'processing', totalItems: 4 }];
  assert.deepEqual(batchFigures(batch('inProgress'), rows, 86_400), { progress: 0.5, items: 7, expectedCompletion: '2026-11-02T00:00:00.000Z' });
  assert.deepEqual(batchFigures(batch('inProgress'), rows, null).expectedCompletion, null);
  assert.deepEqual(batchFigures(batch('done', '2026-11-04T00:00:00.000Z'), rows, 86_400), { progress: 1, items: 7, expectedCompletion: '2026-11-04T00:00:00.000Z' });
  assert.equal(batchFigures(batch('cancelled'), rows, 86_400).expectedCompletion, null);
  assert.deepEqual(['received', 'processing', 'delivered'].map(orderProgress), [0, 0.5, 1]);
});
