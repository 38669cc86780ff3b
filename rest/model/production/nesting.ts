/**
 * Cross-order sheet nesting (issue 19 §5, B4): the panels of every order of a batch packed together
 * on stock sheets of their material, with what nesting each order alone would have used, so the
 * saving of batching shows. Packing is maxrects-packer's (MaxRects, best area fit); this file only
 * says what is packed on what and measures the result. Millimetres throughout, areas in m².
 */
// the ES module build: see ./maxrects-packer.d.ts
import { MaxRectsPacker, PACKING_LOGIC, Rectangle } from 'maxrects-packer/dist/maxrects-packer.mjs';
import type { MaterialNesting, Nesting, Placement } from '../../../rules/nesting-result.ts';

export type { MaterialNesting, Nesting, Placement };

/** Sheet stock of a production material (productionmaterial kind). */
export interface SheetStock {
  name: string;
  sheetWidth: number;
  sheetHeight: number;
  thickness?: number;
  /** the saw's cut width: the least gap between two parts */
  kerf: number;
  /** the grain runs along the sheet's width: parts keep their length along it (no rotation) */
  grain: boolean;
}

export interface Panel {
  /** the index of the group item this panel is */
  item: number;
  /** the order it comes from: panels of one order are also nested alone */
  order: string;
  /** along the grain */
  length: number;
  width: number;
  material: string;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function groupBy<T>(list: readonly T[], key: (value: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const value of list) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}

/** Whether a panel fits on the sheet at all, turned if the grain allows. */
function fits(panel: Panel, stock: SheetStock): boolean {
  const straight = panel.length <= stock.sheetWidth && panel.width <= stock.sheetHeight;
  return straight || (!stock.grain && panel.width <= stock.sheetWidth && panel.length <= stock.sheetHeight);
}

/** The sheets the panels take on this stock, each with its placements. */
export function packSheets(panels: readonly Panel[], stock: SheetStock): { placements: Placement[] }[] {
  // smart and pot would shrink a sheet to what it holds; a sheet is a fixed size here
  const packer = new MaxRectsPacker<Rectangle>(stock.sheetWidth, stock.sheetHeight, stock.kerf, {
    smart: false,
    pot: false,
    square: false,
    allowRotation: !stock.grain,
    logic: PACKING_LOGIC.MAX_AREA,
  });
  packer.addArray(
    panels.map((panel) => {
      const rect = new Rectangle(panel.length, panel.width, 0, 0, false, !stock.grain);
      rect.data = panel.item;
      return rect;
    }),
  );
  return packer.bins.map((bin) => ({
    placements: bin.rects.map((rect) => ({ item: rect.data as number, x: rect.x, y: rect.y, width: rect.width, height: rect.height, rotated: !!rect.rot })),
  }));
}

function nestMaterial(panels: readonly Panel[], stock: SheetStock): MaterialNesting {
  const sheets = packSheets(panels, stock);
  const sheetsIfAlone = [...groupBy(panels, (panel) => panel.order).values()].reduce((n, own) => n + packSheets(own, stock).length, 0);
  const partsArea = panels.reduce((area, panel) => area + panel.length * panel.width, 0);
  const sheetsArea = sheets.length * stock.sheetWidth * stock.sheetHeight;
  return {
    material: stock.name,
    sheetWidth: stock.sheetWidth,
    sheetHeight: stock.sheetHeight,
    ...(stock.thickness !== undefined && { thickness: stock.thickness }),
    kerf: stock.kerf,
    grain: stock.grain,
    parts: panels.length,
    sheetsUsed: sheets.length,
    utilisation: sheetsArea ? round((partsArea / sheetsArea) * 100, 1) : 0,
    offcutArea: round((sheetsArea - partsArea) / 1e6, 3),
    sheetsIfAlone,
    sheetsSaved: sheetsIfAlone - sheets.length,
    sheets,
  };
}

/** Nests the panels on the stock of their materials (by name), one material at a time, in name order. */
export function nestPanels(panels: readonly Panel[], stocks: ReadonlyMap<string, SheetStock>): Nesting {
  const nestable: Panel[] = [];
  const unnested: Nesting['unnested'] = [];
  for (const panel of panels) {
    const stock = stocks.get(panel.material);
    if (!stock) unnested.push({ item: panel.item, reason: `no sheet stock named ${panel.material}` });
    else if (!fits(panel, stock)) unnested.push({ item: panel.item, reason: `${panel.length} × ${panel.width} mm is larger than a ${stock.sheetWidth} × ${stock.sheetHeight} mm sheet of ${stock.name}${stock.grain ? ' along its grain' : ''}` });
    else nestable.push(panel);
  }
  const byMaterial = groupBy(nestable, (panel) => panel.material);
  const materials = [...byMaterial.keys()].sort().map((name) => nestMaterial(byMaterial.get(name)!, stocks.get(name)!));
  return { materials, unnested };
}
