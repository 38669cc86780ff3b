import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compositionLabel, evaluateConfiguration, offerRules, parseModuleRef,
  type ConfigurationInput, type ConfiguredModule, type OfferedModule, type OfferRule, type StorefrontOffer,
} from '../../rules/configuration-rules.ts';

const id = (n: number) => n.toString(16).padStart(24, '0');

function module(n: number, overrides: Partial<OfferedModule> = {}): OfferedModule {
  return { id: id(n), version: 1, name: `Module ${n}`, price: '£10.00', per: 1, parameters: [], connectors: [], nProductionParts: 0, ...overrides };
}

const WOOD = { id: 'wood', name: 'Wood', type: 'Enum' as const, default: 'ash', options: [{ value: 'ash', label: 'Ash' }, { value: 'oak', label: 'Oak' }] };

/** The demo desk's shape: a top (exactly one), leg frames (one), drawers (up to 2) that need a leg frame and are not offered in oak. */
function desk(): StorefrontOffer {
  const top = module(1, { name: 'Desk top', price: '£249.00', parameters: [WOOD, { id: 'width', name: 'Width', type: 'Quantity', default: 120, min: 80, max: 200, step: 10, unit: 'cm' }], connectors: [{ id: 'under' }] });
  const legs = module(2, { name: 'Leg frame', price: '£120.00', connectors: [{ id: 'top' }] });
  const drawer = module(3, { name: 'Drawer', price: '£45.50', per: 2, connectors: [{ id: 'rail' }] });
  return {
    currency: 'GBP',
    categories: [
      { id: 'tops', name: 'Desk top', composition: { min: 1, max: 1 }, label: 'Select 1', moduleIds: [top.id] },
      { id: 'legs', name: 'Leg frame', composition: { min: 1, max: 1 }, label: 'Select 1', moduleIds: [legs.id] },
      { id: 'drawers', name: 'Drawers', composition: { min: 0, max: 2 }, label: 'Choose up to 2', moduleIds: [drawer.id] },
    ],
    modules: { [top.id]: top, [legs.id]: legs, [drawer.id]: drawer },
    rules: [
      { type: 'requires', module: drawer.id, category: 'legs' },
      { type: 'excludes', module: drawer.id, parameter: 'wood', value: 'oak' },
    ],
    connections: [{ source: top.id, sourceConnector: 'under', target: legs.id, targetConnector: 'top' }],
  };
}

const pick = (n: number, instance = 0, parameters?: ConfiguredModule['parameters']): ConfiguredModule => ({ module: `${id(n)}:1`, instance, ...(parameters ? { parameters } : {}) });

describe('the rule model on the demo desk', () => {
  it('explains every disabled option in words', () => {
    const offer = desk();
    const empty = evaluateConfiguration(offer, { modules: [] });
    expect(empty.choices[id(3)]).toEqual({ disabled: true, reason: 'needs a Leg frame' });
    expect(empty.problems.map((p) => p.message)).toEqual(['Desk top: Select 1, 0 chosen', 'Leg frame: Select 1, 0 chosen']);

    const oak = evaluateConfiguration(offer, { modules: [pick(1, 0, { wood: 'oak' }), pick(2)] });
    expect(oak.choices[id(3)]).toEqual({ disabled: true, reason: 'not offered with Oak' });

    const full = evaluateConfiguration(offer, { modules: [pick(1), pick(2), pick(3, 0), pick(3, 1)] });
    expect(full.valid).toBe(true);
    expect(full.choices[id(3)]).toEqual({ disabled: true, reason: 'Choose up to 2: 2 chosen' });
    expect(full.choices[id(1)]).toEqual({ disabled: true, reason: 'Select 1: 1 chosen' });
  });

  it('names a plural category without an article', () => {
    const offer = desk();
    offer.categories[1] = { ...offer.categories[1], name: 'Leg frames' };
    expect(evaluateConfiguration(offer, { modules: [] }).choices[id(3)]).toEqual({ disabled: true, reason: 'needs Leg frames' });
  });

  it('says plainly that a category with a maximum of 0 takes nothing', () => {
    const offer = desk();
    offer.categories[2] = { ...offer.categories[2], composition: { min: 0, max: 0 }, label: 'Explore' };
    const result = evaluateConfiguration(offer, { modules: [pick(1), pick(2), pick(3)] });
    expect(result.choices[id(3)]).toEqual({ disabled: true, reason: 'Drawers: none may be chosen' });
    expect(result.problems.map((p) => p.message)).toEqual(['Drawers: none may be chosen, 1 chosen']);
  });

  it('names the broken rule', () => {
    const offer = desk();
    const messages = (configuration: ConfigurationInput) => evaluateConfiguration(offer, configuration).problems.map((p) => p.message);
    expect(messages({ modules: [pick(1), pick(3)] })).toEqual(['Leg frame: Select 1, 0 chosen', 'Drawer needs a Leg frame']);
    expect(messages({ modules: [pick(1, 0, { wood: 'oak' }), pick(2), pick(3)] })).toEqual(['Drawer is not offered with Oak']);
    expect(messages({ modules: [pick(1), pick(2), pick(3, 0), pick(3, 1), pick(3, 2)] })).toEqual(['Drawers: Choose up to 2, 3 chosen']);
    expect(messages({ modules: [pick(1), pick(2), { module: `${id(9)}:1`, instance: 0 }] })).toEqual([`Module ${id(9)} is not offered here`]);
    expect(messages({ modules: [pick(1), { module: `${id(2)}:4`, instance: 0 }] })[0]).toBe('Leg frame is offered at version 1, not 4');
    expect(messages({ modules: [pick(1, 0, { width: 75 }), pick(2)] })).toEqual(['Desk top: Width must be between 80 cm and 200 cm']);
    expect(messages({ modules: [pick(1, 0, { width: 125 }), pick(2)] })).toEqual(['Desk top: Width must go in steps of 10 cm']);
    expect(messages({ modules: [pick(1, 0, { wood: 'pine' }), pick(2)] })).toEqual(['Desk top: Wood must be one of Ash, Oak']);
    expect(messages({ modules: [pick(1, 0, { width: '120' }), pick(2)] })).toEqual(['Desk top: Width must be a number']);
    expect(messages({ modules: [pick(1, 0, { colour: 'red' }), pick(2)] })).toEqual(['Desk top has no parameter colour']);
    expect(messages({ modules: [pick(1), pick(1), pick(2)] })).toEqual(['Desk top 0 is chosen twice']);
  });

  it('allows connections only between chosen instances, by their connectors, as the module graph says', () => {
    const offer = desk();
    const join = (over: object) => ({ sourceModule: id(1), sourceInstance: 0, sourceConnector: 'under', targetModule: id(2), targetInstance: 0, targetConnector: 'top', ...over });
    const messages = (connection: object) => evaluateConfiguration(offer, { modules: [pick(1), pick(2), pick(3)], connections: [connection as never] }).problems.map((p) => p.message);
    expect(messages(join({}))).toEqual([]);
    // either way round
    expect(messages(join({ sourceModule: id(2), sourceConnector: 'top', targetModule: id(1), targetConnector: 'under' }))).toEqual([]);
    expect(messages(join({ targetInstance: 1 }))).toEqual(['Connection 1 joins a module that is not chosen']);
    expect(messages(join({ targetConnector: 'side' }))).toEqual(['Leg frame has no connector side']);
    expect(messages(join({ targetModule: id(3), targetConnector: 'rail' }))).toEqual(['Desk top cannot connect to Drawer there']);
  });

  it('prices the lines by §9 and pins their versions', () => {
    const result = evaluateConfiguration(desk(), { modules: [pick(1), pick(2), pick(3, 0), pick(3, 1)] });
    expect(result.lineItems).toEqual([
      { module: `${id(1)}:1`, name: 'Desk top', quantity: 1, per: 1, properties: { price: '£249.00' }, instances: [0], nProductionParts: 0, lineTotal: 249 },
      { module: `${id(2)}:1`, name: 'Leg frame', quantity: 1, per: 1, properties: { price: '£120.00' }, instances: [0], nProductionParts: 0, lineTotal: 120 },
      // two drawers are one lot of two
      { module: `${id(3)}:1`, name: 'Drawer', quantity: 2, per: 2, properties: { price: '£45.50' }, instances: [0, 1], nProductionParts: 0, lineTotal: 45.5 },
    ]);
    expect(result.total).toBe(414.5);
  });

  it('reads module references as id:version or { id, version }', () => {
    expect(parseModuleRef(`${id(1)}:3`)).toEqual({ id: id(1), version: 3 });
    expect(parseModuleRef({ id: id(1), version: 3 })).toEqual({ id: id(1), version: 3 });
    expect(parseModuleRef(`${id(1)}:0`)).toBeUndefined();
    expect(parseModuleRef('oak')).toBeUndefined();
    const stored = evaluateConfiguration(desk(), { modules: [{ module: { id: id(1), version: 1 }, instance: 0 }, pick(2)] });
    expect(stored.valid).toBe(true);
  });

  it('reads the product document\'s rules', () => {
    expect(offerRules({ requires: [{ module: id(3), category: 'legs' }], excludes: [{ module: id(3), parameter: 'wood', value: 'oak' }] })).toEqual(desk().rules);
    expect(offerRules(undefined)).toEqual([]);
  });
});

// ---- properties over generated offers ----

const composition = fc.tuple(fc.integer({ min: 0, max: 3 }), fc.option(fc.integer({ min: 0, max: 4 }), { nil: null })).map(([a, b]) => (b === null ? { min: a, max: null } : { min: Math.min(a, b), max: Math.max(a, b) }));

/** Offers of up to 6 modules in up to 4 categories (a module may sit in several), with random requires/excludes rules. */
const offers: fc.Arbitrary<StorefrontOffer> = fc
  .record({
    nModules: fc.integer({ min: 1, max: 6 }),
    categories: fc.array(fc.record({ composition, members: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }) }), { minLength: 1, maxLength: 4 }),
    woods: fc.array(fc.constantFrom('ash', 'oak', undefined), { minLength: 6, maxLength: 6 }),
    prices: fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 6, maxLength: 6 }),
    pers: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 6, maxLength: 6 }),
    rules: fc.array(fc.oneof(
      fc.record({ type: fc.constant('requires' as const), module: fc.integer({ min: 0, max: 5 }), category: fc.integer({ min: 0, max: 3 }) }),
      fc.record({ type: fc.constant('excludes' as const), module: fc.integer({ min: 0, max: 5 }), value: fc.constantFrom('ash', 'oak') }),
    ), { maxLength: 4 }),
  })
  .map(({ nModules, categories, woods, prices, pers, rules }) => {
    const modules = Array.from({ length: nModules }, (_, n) => module(n, {
      price: `£${(prices[n] / 100).toFixed(2)}`,
      per: pers[n],
      parameters: woods[n] ? [{ ...WOOD, default: woods[n] }] : [],
    }));
    return {
      currency: 'GBP',
      categories: categories.map((c, i) => ({ id: `c${i}`, name: `Category ${i}`, composition: c.composition, label: compositionLabel(c.composition), moduleIds: [...new Set(c.members.filter((m) => m < nModules).map(id))] })),
      modules: Object.fromEntries(modules.map((m) => [m.id, m])),
      rules: rules.map((r): OfferRule => (r.type === 'requires' ? { type: 'requires', module: id(r.module), category: `c${r.category}` } : { type: 'excludes', module: id(r.module), parameter: 'wood', value: r.value })),
      connections: [],
    };
  });

/** A scenario: an offer and a sequence of picks (indexes into its modules, with an optional wood). */
const scenarios = fc.tuple(offers, fc.array(fc.tuple(fc.nat(), fc.constantFrom(undefined, 'ash', 'oak')), { maxLength: 12 }));

/** The configuration that picks each module as the sequence says (each pick a new instance). */
function configure(offer: StorefrontOffer, picks: [number, string | undefined][]): ConfigurationInput {
  const ids = Object.keys(offer.modules);
  const next = new Map<string, number>();
  return {
    modules: picks.map(([n, wood]) => {
      const moduleId = ids[n % ids.length];
      const instance = next.get(moduleId) ?? 0;
      next.set(moduleId, instance + 1);
      const hasWood = offer.modules[moduleId].parameters.length > 0;
      return { module: `${moduleId}:1`, instance, ...(hasWood && wood ? { parameters: { wood } } : {}) };
    }),
  };
}

const add = (configuration: ConfigurationInput, moduleId: string): ConfigurationInput => ({
  modules: [...configuration.modules, { module: `${moduleId}:1`, instance: 1000 + configuration.modules.length }],
});

const problemKeys = (configuration: ConfigurationInput, offer: StorefrontOffer) =>
  new Set(evaluateConfiguration(offer, configuration).problems.map((p) => `${p.rule}|${p.category ?? ''}|${p.module ?? ''}`));

/** the offers are small and quick to judge: more runs find the rare shapes (a module needing its own category) */
const RUNS = { numRuns: 500 };

describe('the rule model, for any offer', () => {
  it('never makes a new problem when the customer adds an option it allows', () => {
    fc.assert(fc.property(scenarios, ([offer, picks]) => {
      const configuration = configure(offer, picks);
      const { choices } = evaluateConfiguration(offer, configuration);
      const before = problemKeys(configuration, offer);
      for (const [moduleId, choice] of Object.entries(choices)) {
        if (choice.disabled) continue;
        const after = problemKeys(add(configuration, moduleId), offer);
        for (const key of after) expect(before, `adding ${moduleId} made ${key}`).toContain(key);
      }
    }), RUNS);
  });

  it('always gives a disabled option a reason, and adding it anyway is refused', () => {
    fc.assert(fc.property(scenarios, ([offer, picks]) => {
      const configuration = configure(offer, picks);
      for (const [moduleId, choice] of Object.entries(evaluateConfiguration(offer, configuration).choices)) {
        if (!choice.disabled) continue;
        expect(choice.reason).toMatch(/\w/);
        expect(evaluateConfiguration(offer, add(configuration, moduleId)).valid).toBe(false);
      }
    }), RUNS);
  });

  it('calls a configuration valid only when every category is within its composition', () => {
    fc.assert(fc.property(scenarios, ([offer, picks]) => {
      const configuration = configure(offer, picks);
      if (!evaluateConfiguration(offer, configuration).valid) return;
      const chosen = configuration.modules.map((m) => String(m.module).split(':')[0]);
      for (const category of offer.categories) {
        const count = chosen.filter((m) => category.moduleIds.includes(m)).length;
        expect(count).toBeGreaterThanOrEqual(category.composition.min);
        if (category.composition.max !== null) expect(count).toBeLessThanOrEqual(category.composition.max);
      }
    }), RUNS);
  });

  it('totals the configuration by §9, whatever the order of the picks', () => {
    fc.assert(fc.property(scenarios, ([offer, picks]) => {
      const configuration = configure(offer, picks);
      const { total, lineItems } = evaluateConfiguration(offer, configuration);
      const reversed = evaluateConfiguration(offer, { modules: [...configuration.modules].reverse() });
      expect(reversed.total).toBe(total);
      const cents = lineItems.reduce((sum, line) => sum + Math.ceil(line.quantity / line.per) * Math.round(Number(line.properties.price.slice(1)) * 100), 0);
      expect(total).toBe(cents / 100);
      expect(lineItems.reduce((n, line) => n + line.quantity, 0)).toBe(configuration.modules.length);
    }), RUNS);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(offers, fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (offer, modules, connections) => {
      const result = evaluateConfiguration(offer, { modules, connections } as never);
      expect(typeof result.valid).toBe('boolean');
      expect(evaluateConfiguration(offer, modules as never).valid).toBe(false);
    }), RUNS);
  });
});
