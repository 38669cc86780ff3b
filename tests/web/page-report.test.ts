// The report text of paged tables (application.md §2.4): exact totals as the spec words it, and a
// total the server stopped counting shown as a lower bound rather than as a count it is not.
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { pageReport } from '../../web/src/shared/format.ts';

test('an exact total reads as the spec writes it; a lower bound carries a plus', () => {
  assert.equal(pageReport(1, 10, 14), 'Showing 1 to 10 of 14 entries');
  assert.equal(pageReport(51, 100, 1000, false), 'Showing 51 to 100 of 1000+ entries');
});
