import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { DEMO_CONFIGURATORS, DEMO_MODULES, DEMO_PRODUCTS, DEMO_USERS } from '../../seeds/demo.ts';
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
