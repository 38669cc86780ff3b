import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { DEMO_CONFIGURATORS, DEMO_MODULES, DEMO_PRODUCTS, DEMO_USERS } from '../../seeds/demo.ts';
import { DEMO_ACTIVITY_CUSTOMERS, DEMO_ACTIVITY_DAYS, planActivity } from '../../seeds/demo-activity-plan.ts';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_GUEST, DEMO_USER } from '../support/demo-users.ts';

const anyRef = () => ({ id: '0'.repeat(24), version: 1 });

describe('the demo workspace', () => {
  it('has at least 12 modules, each with parameters, connectors, categories, functions and SKUs', () => {
    assert.ok(DEMO_MODULES.length >= 12);
    for (const seed of DEMO_MODULES) {
      const module = seed.document(anyRef);
      for (const field of ['parameters', 'connectors', 'categories', 'functions', 'skus'] as const) {
        assert.ok((module[field]?.length ?? 0) > 0, `${module.name} has ${field}`);
      }
    }
  });

  it('has 2 products and 2 configurators, both published and taking orders (issue 18 §10)', () => {
    assert.equal(DEMO_PRODUCTS.length, 2);
    assert.equal(DEMO_CONFIGURATORS.length, 2);
    assert.deepEqual(DEMO_CONFIGURATORS.map((c) => [c.document(anyRef).published, c.document(anyRef).features?.ordering]), [[true, true], [true, true]]);
  });

  it('each product has a composition in every category, a requires and an excludes rule, and its module graph', () => {
    for (const product of DEMO_PRODUCTS.map((p) => p.document(anyRef))) {
      assert.ok(product.categoryModules!.every((category) => category.composition !== undefined), product.name);
      assert.equal(product.rules?.requires?.length, 1, product.name);
      assert.equal(product.rules?.excludes?.length, 1, product.name);
      assert.ok(product.moduleGraph!.length > 0, product.name);
    }
  });

  it('has one user per role', () => {
    assert.deepEqual(DEMO_USERS.map((u) => [u.email, u.role]), [
      [DEMO_ADMIN, 'admin'],
      [DEMO_EDITOR, 'editor'],
      [DEMO_USER, 'user'],
      [DEMO_GUEST, 'guest'],
    ]);
  });
});

describe("the demo's storefront activity (issue 20 §6)", () => {
  const now = new Date('2026-11-26T15:30:00Z');
  const plan = () => {
    let id = 0;
    return planActivity(now, { shelving: 'shelving', desk: 'desk' }, () => (++id).toString(16).padStart(24, '0'));
  };
  const distinct = (values: (string | null)[]) => new Set(values.filter(Boolean)).size;

  it('is the same plan for the same day', () => {
    assert.deepEqual(plan(), plan());
  });

  it('has sessions on each of the 90 days up to now, from several countries, browsers, systems and UTM sources', () => {
    const { visits } = plan();
    const days = new Set(visits.map((v) => v.date.slice(0, 10)));
    assert.equal(days.size, DEMO_ACTIVITY_DAYS);
    assert.ok(visits.every((v) => Date.parse(v.date) <= now.getTime() && now.getTime() - Date.parse(v.date) < DEMO_ACTIVITY_DAYS * 86_400_000));
    // more than the dashboard's top lists show: 10 countries, 7 browsers
    assert.ok(distinct(visits.map((v) => v.country)) > 10);
    assert.ok(distinct(visits.map((v) => v.browser.family)) > 7);
    assert.ok(distinct(visits.map((v) => v.os.family)) >= 5);
    assert.ok(distinct(visits.map((v) => v.utm.source)) >= 5);
    assert.ok(visits.some((v) => v.isNew) && visits.some((v) => !v.isNew));
  });

  it('saves configurations in sessions and orders some, numbered in time order up to OA-1000, the shelving ones by signed-in customers only', () => {
    const { timeline, visits, customers } = plan();
    const orders = timeline.filter((step) => step.type === 'order');
    assert.ok(timeline.length - orders.length >= 50 && orders.length >= 20, `${timeline.length - orders.length} configurations, ${orders.length} orders`);
    assert.deepEqual(orders.map((o) => o.number), orders.map((_, i) => 1001 - orders.length + i));
    assert.deepEqual(timeline.map((s) => s.date), [...timeline.map((s) => s.date)].sort());
    const emails = new Set(customers.map((c) => c.email));
    const configurations = new Map(timeline.filter((s) => s.type === 'configuration').map((c) => [c.number, c]));
    for (const order of orders) {
      const configuration = configurations.get(order.configuration)!;
      assert.ok(configuration.date <= order.date);
      if (configuration.configurator === 'shelving-configurator') assert.ok(emails.has(order.customer), order.customer);
    }
    assert.ok(DEMO_ACTIVITY_CUSTOMERS.length >= customers.length && customers.length >= 6);
    assert.ok(visits.filter((v) => v.customer).every((v) => emails.has(v.customer!)));
  });
});
