// @vitest-environment node
import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { formatDate, initials, pageReport, slugOf, truncate } from '../../web/src/shared/format.ts';
import { matchesSearch, normaliseQuery } from '../../web/src/shared/search.ts';

describe('dates and truncation (§9)', () => {
  it('writes dates dd/MM/yyyy, and dd/MM/yy in tables', () => {
    const date = new Date(2026, 2, 7, 12).toISOString();
    assert.equal(formatDate(date), '07/03/2026');
    assert.equal(formatDate(date, true), '07/03/26');
    assert.equal(formatDate('not a date'), '');
  });

  it('cuts at 20 characters by default and appends ...', () => {
    assert.equal(truncate('a'.repeat(20)), 'a'.repeat(20));
    assert.equal(truncate('a'.repeat(21)), `${'a'.repeat(20)}...`);
    assert.equal(truncate('Side panel 1800 for the tallest wardrobe', 40), 'Side panel 1800 for the tallest wardrobe');
    assert.equal(truncate('x'.repeat(41), 40), `${'x'.repeat(40)}...`);
  });

  it('writes the table report text', () => {
    assert.equal(pageReport(11, 14, 14), 'Showing 11 to 14 of 14 entries');
  });
});

describe('initials (§9)', () => {
  it('takes the first two letters of one word, or the first letters of two words, upper-cased', () => {
    assert.equal(initials('ada'), 'AD');
    assert.equal(initials('Ada Admin'), 'AA');
    assert.equal(initials('eddie van editor'), 'EV');
    assert.equal(initials('Oak & Ash'), 'OA', "'&' is not a word");
    assert.equal(initials('  '), '');
  });
});

describe('slugs', () => {
  it('lower-cases names and joins words with hyphens', () => {
    assert.equal(slugOf('Custom and Bespoke Furniture'), 'custom-and-bespoke-furniture');
    assert.equal(slugOf('Five rules that keep a configurator honest!'), 'five-rules-that-keep-a-configurator-honest');
  });
});

describe('search (§2.14)', () => {
  const row = { data: { name: 'Side Panel', description: 'Tall', categories: ['Frames', 'Oak'] } };
  const paths = ['data.name', 'data.description', 'data.categories'];
  it('trims and lower-cases the query', () => {
    assert.equal(normaliseQuery('  Side PANEL '), 'side panel');
  });
  it('matches any chosen field by substring, lists element by element', () => {
    assert.ok(matchesSearch(row, ' panel', paths));
    assert.ok(matchesSearch(row, 'OAK', paths));
    assert.ok(!matchesSearch(row, 'oak', ['data.name']));
    assert.ok(!matchesSearch(row, 'drawer', paths));
    assert.ok(matchesSearch(row, '  ', paths), 'an empty query matches every row');
  });
});
