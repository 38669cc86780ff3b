import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotal, parsePrice } from '../../rules/prices.ts';

/** A line item whose price is a whole number of cents, written as a shop would write it. */
const lineItem = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000 }),
  per: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
  cents: fc.integer({ min: 0, max: 10_000_000 }),
  prefix: fc.constantFrom('', '£', 'GBP ', 'from £', 'EUR'),
  suffix: fc.constantFrom('', ' each', ' / pack', ' (ex. VAT)'),
});
type Generated = { quantity: number; per?: number; cents: number; prefix: string; suffix: string };

const written = (g: Generated) => ({
  quantity: g.quantity,
  per: g.per,
  properties: { price: `${g.prefix}${Math.floor(g.cents / 100)}.${String(g.cents % 100).padStart(2, '0')}${g.suffix}` },
});

/** The §9 total by integer arithmetic on cents: Σ ceil(quantity / per) × price. */
const referenceTotal = (items: Generated[]) => items.reduce((sum, g) => sum + Math.ceil(g.quantity / (g.per ?? 1)) * g.cents, 0) / 100;

describe('the order total (§9)', () => {
  it('is Σ ceil(quantity / per) × the parsed price, to the cent', () => {
    fc.assert(fc.property(fc.array(lineItem, { maxLength: 30 }), (items) => {
      expect(orderTotal(items.map(written))).toBe(referenceTotal(items));
    }));
  });

  it('does not depend on the order of the line items', () => {
    fc.assert(fc.property(fc.array(lineItem, { maxLength: 30 }).chain((items) => fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length }))), ([items, shuffled]) => {
      expect(orderTotal(shuffled.map(written))).toBe(orderTotal(items.map(written)));
    }));
  });

  it('is never negative, whatever the price texts say', () => {
    const anyItem = fc.record({ quantity: fc.integer({ min: 0, max: 1_000_000 }), per: fc.option(fc.integer({ min: -5, max: 100 }), { nil: undefined }), properties: fc.record({ price: fc.string() }) });
    fc.assert(fc.property(fc.array(anyItem, { maxLength: 20 }), (items) => {
      const total = orderTotal(items);
      expect(total).toBeGreaterThanOrEqual(0);
      expect(Math.round(total * 100) / 100).toBe(total);
    }));
  });

  it('adds decimal prices without drift: ten lots of 0.10 and 0.20 are 3.00', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ quantity: 1, properties: { price: i % 2 ? '0.20' : '0.10' } }));
    expect(orderTotal(items)).toBe(1.5);
    expect(orderTotal([{ quantity: 3, properties: { price: '0.1' } }])).toBe(0.3);
    // 7 items sold by 3 are three lots
    expect(orderTotal([{ quantity: 7, per: 3, properties: { price: '£12.50' } }])).toBe(37.5);
    // half a cent rounds up
    expect(orderTotal([{ quantity: 1, properties: { price: '0.005' } }])).toBe(0.01);
  });
});

describe('a price text (§5: the first number, otherwise 0)', () => {
  it('reads the first number', () => {
    expect(parsePrice('£249.99')).toBe(249.99);
    expect(parsePrice('from 12 to 20')).toBe(12);
    expect(parsePrice('£1,250.50 each')).toBe(1250.5);
    expect(parsePrice('Price on request')).toBe(0);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice(undefined)).toBe(0);
    // a dash is not a sign: prices are never negative
    expect(parsePrice('-5')).toBe(5);
  });

  it('gives back any amount written with two decimals', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.string({ unit: fc.constantFrom('£', ' ', 'a', 'Z', '$') }), (cents, prefix) => {
      const text = `${prefix}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
      expect(parsePrice(text)).toBe(cents / 100);
    }));
  });
});
