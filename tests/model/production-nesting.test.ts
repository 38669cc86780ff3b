// Cross-order sheet nesting (issue 19 §5), as properties over random sheets and panels: every panel
// placed exactly once (or reported as unnestable), none leaving its sheet, no two closer than the
// kerf, none turned against the grain; and the CSV cut list has a line per placed panel.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { test } from 'vitest';
import { nestPanels, type Panel, type SheetStock } from '../../rest/model/production/nesting.ts';
import { cutListCsv, sheetSvg, type MaterialNesting } from '../../rules/nesting-result.ts';

const stock = fc.record({
  name: fc.constantFrom('Oak 18', 'HDF 8'),
  sheetWidth: fc.integer({ min: 400, max: 3000 }),
  sheetHeight: fc.integer({ min: 400, max: 2500 }),
  kerf: fc.oneof(fc.constant(0), fc.double({ min: 0.5, max: 8, noNaN: true })),
  grain: fc.boolean(),
});

/** Two stocks of different names, and panels of either, a few of them larger than their sheet. */
const job = fc
  .tuple(stock.map((s) => ({ ...s, name: 'Oak 18' })), stock.map((s) => ({ ...s, name: 'HDF 8' })))
  .chain(([oak, hdf]) =>
    fc.tuple(
      fc.constant([oak, hdf] as SheetStock[]),
      fc.array(
        fc.record({
          order: fc.constantFrom('a', 'b', 'c', 'd'),
          stock: fc.constantFrom(oak, hdf),
          // a share of the sheet's size: above 1 does not fit that way round
          length: fc.double({ min: 0.02, max: 1.05, noNaN: true }),
          width: fc.double({ min: 0.02, max: 1.05, noNaN: true }),
        }),
        { minLength: 1, maxLength: 80 },
      ),
    ),
  )
  .map(([stocks, raw]) => ({
    stocks: new Map(stocks.map((s) => [s.name, s])),
    panels: raw.map((p, item): Panel => ({
      item,
      order: p.order,
      material: p.stock.name,
      length: Math.max(1, Math.round(p.length * p.stock.sheetWidth)),
      width: Math.max(1, Math.round(p.width * p.stock.sheetHeight)),
    })),
  }));

const fitsSheet = (panel: Panel, s: SheetStock) =>
  (panel.length <= s.sheetWidth && panel.width <= s.sheetHeight) || (!s.grain && panel.width <= s.sheetWidth && panel.length <= s.sheetHeight);

const EPSILON = 1e-6;

function assertSheetsSound(material: MaterialNesting, panels: Map<number, Panel>): void {
  for (const sheet of material.sheets) {
    assert.ok(sheet.placements.length > 0, 'no empty sheet is counted');
    for (const p of sheet.placements) {
      const panel = panels.get(p.item)!;
      assert.equal(panel.material, material.material);
      assert.ok(p.x >= 0 && p.y >= 0 && p.x + p.width <= material.sheetWidth + EPSILON && p.y + p.height <= material.sheetHeight + EPSILON, `item ${p.item} leaves its sheet`);
      assert.deepEqual(p.rotated ? [p.height, p.width] : [p.width, p.height], [panel.length, panel.width], 'placed at its own size');
      if (material.grain) assert.equal(p.rotated, false, `item ${p.item} is turned against the grain`);
    }
    sheet.placements.forEach((a, i) => {
      for (const b of sheet.placements.slice(i + 1)) {
        const apart =
          a.x + a.width + material.kerf <= b.x + EPSILON ||
          b.x + b.width + material.kerf <= a.x + EPSILON ||
          a.y + a.height + material.kerf <= b.y + EPSILON ||
          b.y + b.height + material.kerf <= a.y + EPSILON;
        assert.ok(apart, `items ${a.item} and ${b.item} overlap or are closer than the kerf ${material.kerf}`);
      }
    });
  }
}

test('every panel is placed exactly once, within its sheet, a kerf apart from the others and along the grain; the rest are reported', () => {
  fc.assert(
    fc.property(job, ({ stocks, panels }) => {
      const nesting = nestPanels(panels, stocks);
      const byItem = new Map(panels.map((p) => [p.item, p]));
      const placed = nesting.materials.flatMap((m) => m.sheets.flatMap((s) => s.placements.map((p) => p.item)));
      assert.equal(new Set(placed).size, placed.length, 'no panel is placed twice');
      const expected = panels.filter((p) => fitsSheet(p, stocks.get(p.material)!)).map((p) => p.item);
      assert.deepEqual([...placed].sort((a, b) => a - b), expected);
      assert.deepEqual(nesting.unnested.map((u) => u.item).sort((a, b) => a - b), panels.filter((p) => !expected.includes(p.item)).map((p) => p.item));
      for (const material of nesting.materials) {
        assertSheetsSound(material, byItem);
        const area = material.sheets.flatMap((s) => s.placements).reduce((sum, p) => sum + p.width * p.height, 0);
        const sheetsArea = material.sheetsUsed * material.sheetWidth * material.sheetHeight;
        assert.equal(material.sheetsUsed, material.sheets.length);
        assert.ok(Math.abs(material.utilisation - (area / sheetsArea) * 100) <= 0.05 + EPSILON);
        assert.ok(Math.abs(material.offcutArea - (sheetsArea - area) / 1e6) <= 0.0005 + EPSILON);
        assert.equal(material.sheetsSaved, material.sheetsIfAlone - material.sheetsUsed);
        // each order alone needs at least one sheet of this material
        assert.ok(material.sheetsIfAlone >= new Set(material.sheets.flatMap((s) => s.placements).map((p) => byItem.get(p.item)!.order)).size);
      }
    }),
    { numRuns: 150 },
  );
});

test('the cut list has a header and one line per placed panel, with its own length and width', () => {
  fc.assert(
    fc.property(job, ({ stocks, panels }) => {
      const nesting = nestPanels(panels, stocks);
      const lines = cutListCsv(nesting, (item) => `part, "${item}"`).split('\r\n');
      assert.equal(lines.pop(), '', 'the last line ends with CRLF');
      assert.equal(lines[0], 'Material,Sheet,Part,X (mm),Y (mm),Length (mm),Width (mm),Rotated');
      const placed = nesting.materials.flatMap((m) => m.sheets.flatMap((s, i) => s.placements.map((p) => ({ m, sheet: i + 1, p }))));
      assert.equal(lines.length - 1, placed.length);
      placed.forEach(({ m, sheet, p }, i) => {
        const panel = panels[p.item];
        assert.equal(lines[i + 1], [m.material, sheet, `"part, ""${p.item}"""`, p.x, p.y, panel.length, panel.width, p.rotated ? 'yes' : 'no'].join(','));
      });
    }),
    { numRuns: 50 },
  );
});

test('panels of several orders share sheets: batching uses fewer sheets than each order alone', () => {
  const stocks = new Map([['Oak 18', { name: 'Oak 18', sheetWidth: 2800, sheetHeight: 2070, kerf: 4, grain: true }]]);
  // each order's one shelf would take a sheet of its own
  const panels = Array.from({ length: 10 }, (_, item): Panel => ({ item, order: `order-${item}`, length: 764, width: 380, material: 'Oak 18' }));
  const [oak] = nestPanels(panels, stocks).materials;
  assert.equal(oak.sheetsUsed, 1);
  assert.equal(oak.sheetsIfAlone, 10);
  assert.equal(oak.sheetsSaved, 9);
});

test('each sheet draws as SVG at its size, one labelled rectangle per part where it was placed', () => {
  const stocks = new Map([['Oak 18', { name: 'Oak 18', sheetWidth: 2800, sheetHeight: 2070, kerf: 4, grain: false }]]);
  const panels = Array.from({ length: 6 }, (_, item): Panel => ({ item, order: `o${item % 2}`, length: 1800 - item * 100, width: 400, material: 'Oak 18' }));
  const [oak] = nestPanels(panels, stocks).materials;
  const svg = sheetSvg(oak, 0, (item) => `Side <${item}> & co`);
  assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 2800 2070"/);
  assert.match(svg, /<title>Oak 18, sheet 1 of 1<\/title>/);
  for (const p of oak.sheets[0].placements) {
    assert.ok(svg.includes(`<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}"`), `item ${p.item} drawn where it lies`);
    assert.ok(svg.includes(`>Side &lt;${p.item}&gt; &amp; co</text>`), `item ${p.item} labelled, escaped`);
  }
  assert.equal(svg.match(/<rect /g)!.length, oak.sheets[0].placements.length + 1);
});
