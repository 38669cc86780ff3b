// A batch's groups (issue 19 §3), as properties over random orders of random modules: one item per
// piece (unit of a line item × part × its quantity), grouped by part type, each pinned to the module
// version ordered and to its order; group metrics summarise exactly the group's items.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { test } from 'vitest';
import { groupBatch, refKey, type BatchOrder, type ProductionParts } from '../../rest/model/production/grouping.ts';
import { summariseMetrics } from '../../rules/metrics.ts';

const TYPES = ['Panel', 'Edge band', 'Hardware'];
const part = fc.record({
  path: fc.array(fc.constantFrom('Side', 'Board', 'Edge', 'Pin'), { minLength: 1, maxLength: 3 }),
  type: fc.option(fc.constantFrom(...TYPES), { nil: undefined }),
  quantity: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
  metrics: fc.option(fc.record({ area: fc.double({ min: 0.01, max: 3, noNaN: true }), count: fc.constant(1) }), { nil: undefined }),
});
const parts: fc.Arbitrary<ProductionParts> = fc.record({ groups: fc.array(fc.record({ key: fc.constantFrom(...TYPES), parts: fc.array(part, { maxLength: 4 }) }), { maxLength: 3 }) });

const world = fc.array(parts, { minLength: 1, maxLength: 5 }).chain((modules) => {
  const refs = modules.map((_, i) => ({ id: i.toString(16).padStart(24, 'a'), version: i + 1 }));
  const lineItem = fc.record({ module: fc.constantFrom(...refs), quantity: fc.integer({ min: 1, max: 5 }) });
  const order = (o: number) => fc.array(lineItem, { minLength: 1, maxLength: 4 }).map((lineItems): BatchOrder => ({ ref: { id: o.toString(16).padStart(24, 'b'), version: 1 }, document: { lineItems } }));
  return fc.tuple(fc.constant(new Map(refs.map((ref, i) => [refKey(ref), modules[i]]))), fc.tuple(order(1), order(2), order(3)));
});

test('one item per piece, grouped by part type, pinned to the ordered module version and order; metrics over exactly the group', () => {
  fc.assert(
    fc.property(world, ([partsOf, orders]) => {
      const { groups, shapes } = groupBatch(orders, partsOf, new Map());
      const expected = new Map<string, number>();
      for (const order of orders) {
        for (const item of order.document.lineItems) {
          for (const group of partsOf.get(refKey(item.module))!.groups) {
            for (const p of group.parts) expected.set(p.type ?? group.key, (expected.get(p.type ?? group.key) ?? 0) + item.quantity * (p.quantity ?? 1));
          }
        }
      }
      assert.deepEqual(new Map(groups.map((g) => [g.key, g.items.length])), expected);
      assert.equal(new Set(groups.map((g) => g.key)).size, groups.length, 'each type is one group');
      groups.forEach((group, g) => {
        assert.equal(shapes[g].length, group.items.length);
        for (const item of group.items) {
          const order = orders.find((o) => o.ref.id === item.order.id)!;
          assert.ok(order.document.lineItems.some((line) => line.module.id === item.part.module.id && line.module.version === item.part.module.version && item.instance < line.quantity));
          assert.equal(item.configuration, undefined, 'modules ordered on their own belong to no configuration');
        }
        assert.deepEqual(group.metrics, summariseMetrics(group.items.map((item) => item.part.metrics ?? {})));
      });
    }),
  );
});

test("a unit of a configured product names the configuration and the copy of the product it belongs to", () => {
  const side = { id: 'a'.repeat(24), version: 2 };
  const configuration = { id: 'c'.repeat(24), version: 1 };
  const order: BatchOrder = {
    ref: { id: 'b'.repeat(24), version: 1 },
    document: { lineItems: [{ module: side, quantity: 4, instances: [0, 1, 0, 1] }], products: [{ productConfiguration: configuration, quantity: 2 }] },
  };
  const sides: ProductionParts = { groups: [{ key: 'Panel', parts: [{ path: ['Side'], dimensions: { length: 1800, width: 400 }, material: 'Oak' }] }] };
  const { groups, shapes } = groupBatch([order], new Map([[refKey(side), sides]]), new Map([[refKey(configuration), { modules: [{ module: side, instance: 0 }, { module: side, instance: 1 }] }]]));
  assert.deepEqual(groups[0].items.map((item) => [item.instance, item.orderInstance, item.configuration]), [
    [0, 0, configuration],
    [1, 0, configuration],
    [0, 1, configuration],
    [1, 1, configuration],
  ]);
  assert.deepEqual(shapes[0][0], { length: 1800, width: 400, thickness: undefined, material: 'Oak' });
});
