/**
 * A module's render (issue 21 §2): its solids drawn headless at a 3/4 view from the front right and
 * above, as shaded triangles in painter's order (farthest first) in an SVG, rasterised to PNG by resvg.
 * CAD files are Z up with their front towards −Y, as the demo's are (seeds/demo-geometry.ts).
 */
import { createRequire } from 'node:module';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';
import type { CadSolid, Rgb } from './read-cad.ts';
import { hexOf } from './cad-parts.ts';

const require = createRequire(import.meta.url);
/** resvg (a native library) loads with the first render, not at every start */
let resvg: typeof ResvgClass | undefined;
const Resvg = () => (resvg ??= (require('@resvg/resvg-js') as typeof import('@resvg/resvg-js')).Resvg);

type Vec = [number, number, number];
const normalise = (v: Vec): Vec => {
  const length = Math.hypot(...v);
  return [v[0] / length, v[1] / length, v[2] / length];
};
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** from the model towards the eye: in front (−Y), to the right (+X) and above (+Z) */
const EYE = normalise([0.75, -1, 0.65]);
const RIGHT = normalise(cross(EYE, [0, 0, 1]).map((c) => -c) as Vec);
const UP = cross(RIGHT, EYE).map((c) => -c) as Vec;
/** the key light, from above the viewer's left shoulder */
const LIGHT = normalise([-0.3, -0.8, 1]);
/** a part the file gives no colour: a light grey */
const NO_COLOUR: Rgb = [0.5, 0.5, 0.5];

export interface RenderOptions {
  width?: number;
  height?: number;
}

/** The SVG of the solids seen from EYE, fitted to the picture with a margin; undefined when there is nothing to see. */
export function renderSvg(solids: CadSolid[], { width = 800, height = 600 }: RenderOptions = {}): string | undefined {
  let count = 0;
  for (const s of solids) count += s.indices.length / 3;
  // per triangle: its three projected corners, its depth and its colour
  const xy = new Float32Array(count * 6);
  const depth = new Float32Array(count);
  const fill: string[] = new Array(count);
  const shades = new Map<string, string>();
  let t = 0;
  const [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  const bounds = [minX, minY, maxX, maxY];
  for (const solid of solids) {
    const p = solid.positions;
    const colour = solid.colour ?? NO_COLOUR;
    const ix = solid.indices;
    for (let i = 0; i < ix.length; i += 3, t++) {
      const corners = [ix[i] * 3, ix[i + 1] * 3, ix[i + 2] * 3];
      const v = corners.map((c) => [p[c], p[c + 1], p[c + 2]] as Vec);
      let d = Infinity;
      corners.forEach((_, k) => {
        const x = v[k][0] * RIGHT[0] + v[k][1] * RIGHT[1] + v[k][2] * RIGHT[2];
        const y = -(v[k][0] * UP[0] + v[k][1] * UP[1] + v[k][2] * UP[2]);
        xy[t * 6 + k * 2] = x;
        xy[t * 6 + k * 2 + 1] = y;
        bounds[0] = Math.min(bounds[0], x);
        bounds[1] = Math.min(bounds[1], y);
        bounds[2] = Math.max(bounds[2], x);
        bounds[3] = Math.max(bounds[3], y);
        d = Math.min(d, v[k][0] * EYE[0] + v[k][1] * EYE[1] + v[k][2] * EYE[2]);
      });
      // a triangle's farthest corner orders it: a small part in front of a large face is drawn after the face
      depth[t] = d;
      // Lambert shading with some ambient light; either side of a face is lit alike (meshes differ in winding)
      const n = normalise(cross([v[1][0] - v[0][0], v[1][1] - v[0][1], v[1][2] - v[0][2]], [v[2][0] - v[0][0], v[2][1] - v[0][1], v[2][2] - v[0][2]]));
      const facing = Math.abs(n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2]);
      const light = Number.isFinite(facing) ? 0.35 + 0.65 * facing : 0.35;
      const shaded = colour.map((c) => c * light) as Rgb;
      const key = shaded.map((c) => c.toFixed(3)).join();
      let hex = shades.get(key);
      if (!hex) shades.set(key, (hex = hexOf(shaded)));
      fill[t] = hex;
    }
  }
  const spanX = bounds[2] - bounds[0];
  const spanY = bounds[3] - bounds[1];
  if (!count || !(spanX > 0 || spanY > 0)) return undefined;
  const scale = Math.min((width * 0.9) / (spanX || spanY), (height * 0.9) / (spanY || spanX));
  const offsetX = (width - spanX * scale) / 2 - bounds[0] * scale;
  const offsetY = (height - spanY * scale) / 2 - bounds[1] * scale;
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort((a, b) => depth[a] - depth[b]);
  // consecutive triangles of one colour (a face, mostly) are one path: far fewer elements for resvg to hold
  const paths: string[] = [];
  let run: string[] = [];
  let runFill = '';
  const flush = () => {
    if (run.length) paths.push(`<path d="${run.join('')}" fill="${runFill}" stroke="${runFill}"/>`);
    run = [];
  };
  for (const i of order) {
    // a triangle smaller than a hundredth of a pixel shows nothing (a large assembly has many such)
    const [ax, ay, bx, by, cx, cy] = xy.subarray(i * 6, i * 6 + 6);
    if (Math.abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) * scale * scale < 0.02) continue;
    if (fill[i] !== runFill) {
      flush();
      runFill = fill[i];
    }
    const at = (k: number) => `${(xy[i * 6 + k * 2] * scale + offsetX).toFixed(1)} ${(xy[i * 6 + k * 2 + 1] * scale + offsetY).toFixed(1)}`;
    // the outline in the fill's own colour closes the hairline gaps anti-aliasing leaves between neighbours
    run.push(`M${at(0)}L${at(1)}L${at(2)}Z`);
  }
  flush();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><g stroke-width="0.6" stroke-linejoin="round">${paths.join('')}</g></svg>`;
}

/** The render as PNG on a transparent background (it sits on the list's light and dark rows alike). */
export function renderPng(solids: CadSolid[], options: RenderOptions = {}): Buffer | undefined {
  const svg = renderSvg(solids, options);
  if (!svg) return undefined;
  return Buffer.from(new (Resvg())(svg).render().asPng());
}
