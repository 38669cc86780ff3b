/**
 * A batch's nesting as it is stored and shown (issue 19 §5): the server computes it
 * (rest/model/production/nesting.ts); the web app draws each sheet from the placements and exports
 * the cut list as CSV with `cutListCsv`. Millimetres throughout, areas in m².
 */

export interface Placement {
  /** the index of the group item this panel is */
  item: number;
  x: number;
  y: number;
  /** the size on the sheet: length and width, swapped when rotated */
  width: number;
  height: number;
  rotated: boolean;
}

export interface MaterialNesting {
  material: string;
  sheetWidth: number;
  sheetHeight: number;
  thickness?: number;
  kerf: number;
  grain: boolean;
  parts: number;
  sheetsUsed: number;
  /** the parts' area over the sheets' area, in % to one decimal */
  utilisation: number;
  /** the sheets' area the parts leave (kerf and offcuts), m² */
  offcutArea: number;
  /** the sheets nesting each order's panels alone would use, summed over the orders */
  sheetsIfAlone: number;
  /** sheetsIfAlone − sheetsUsed: what batching the orders saved */
  sheetsSaved: number;
  sheets: { placements: Placement[] }[];
}

export interface Nesting {
  materials: MaterialNesting[];
  /** panels that cannot be nested: no sheet stock of that name, or larger than its sheet */
  unnested: { item: number; reason: string }[];
}

export const CUT_LIST_COLUMNS = ['Material', 'Sheet', 'Part', 'X (mm)', 'Y (mm)', 'Length (mm)', 'Width (mm)', 'Rotated'] as const;

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
const csvField = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The cut list of a nesting as CSV: one line per placed panel, sheet by sheet (sheets numbered from
 * 1 per material), its label from `label` (the web app names the part, e.g. `module:version:instance
 * path`). Lines end with CRLF, as RFC 4180 has it.
 */
export function cutListCsv(nesting: Nesting, label: (item: number) => string): string {
  const lines = [CUT_LIST_COLUMNS.map(csvField).join(',')];
  for (const material of nesting.materials) {
    material.sheets.forEach((sheet, s) => {
      for (const p of sheet.placements) {
        // the panel's own length and width, whichever way it lies on the sheet
        const [length, width] = p.rotated ? [p.height, p.width] : [p.width, p.height];
        lines.push([material.material, s + 1, label(p.item), p.x, p.y, length, width, p.rotated ? 'yes' : 'no'].map(csvField).join(','));
      }
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One sheet of a material as a standalone SVG document in millimetres (viewBox the sheet's size):
 * the sheet, each part as a rectangle with its label from `label` at its centre (turned with a part
 * taller than wide), for the Nesting Data view and for download.
 */
export function sheetSvg(material: MaterialNesting, sheet: number, label: (item: number) => string): string {
  const { sheetWidth: width, sheetHeight: height } = material;
  const parts = material.sheets[sheet].placements.map((p) => {
    const cx = p.x + p.width / 2;
    const cy = p.y + p.height / 2;
    const upright = p.height > p.width;
    const size = Math.max(8, Math.min(60, Math.min(p.width, p.height) / 4));
    return [
      `<rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" fill="#e8d5b5" stroke="#6b4f2a" stroke-width="2"/>`,
      `<text x="${cx}" y="${cy}" font-size="${size}" text-anchor="middle" dominant-baseline="middle"${upright ? ` transform="rotate(-90 ${cx} ${cy})"` : ''}>${xmlText(label(p.item))}</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}mm" height="${height}mm">`,
    `<title>${xmlText(`${material.material}, sheet ${sheet + 1} of ${material.sheets.length}`)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#f7f3ec" stroke="#333" stroke-width="4"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
}
