/**
 * What a CAD file's solids make of a module (issue 21 §2): its source assembly (parts and
 * sub-assemblies, each part with its geometry's measures) and its production parts, one per distinct
 * solid with its bounding box as L×W×T, its area and volume, and a material from its name or colour.
 */
import type { ProductionPart, ProductionParts } from '../production/grouping.ts';
import { CadImportError } from './cad-formats.ts';
import type { CadSolid, Rgb } from './read-cad.ts';

/** A solid's measures in millimetres: its bounding box, its volume (mm³), its triangles. */
export interface SolidMeasures {
  min: [number, number, number];
  max: [number, number, number];
  volume: number;
  triangles: number;
}

export function measure(solid: CadSolid): SolidMeasures {
  const p = solid.positions;
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < p.length; i += 3) {
    for (let axis = 0; axis < 3; axis++) {
      min[axis] = Math.min(min[axis], p[i + axis]);
      max[axis] = Math.max(max[axis], p[i + axis]);
    }
  }
  // the divergence theorem: a closed mesh's volume is the sum of the signed tetrahedra to the origin
  let volume = 0;
  const ix = solid.indices;
  for (let t = 0; t < ix.length; t += 3) {
    const a = ix[t] * 3;
    const b = ix[t + 1] * 3;
    const c = ix[t + 2] * 3;
    volume += p[a] * (p[b + 1] * p[c + 2] - p[b + 2] * p[c + 1]) - p[a + 1] * (p[b] * p[c + 2] - p[b + 2] * p[c]) + p[a + 2] * (p[b] * p[c + 1] - p[b + 1] * p[c]);
  }
  return { min, max, volume: Math.abs(volume) / 6, triangles: ix.length / 3 };
}

/** A linear RGB colour (as OpenCascade and three.js give them) as #rrggbb in sRGB. */
export function hexOf(rgb: Rgb): string {
  const srgb = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * Math.pow(c, 1 / 2.4) - 0.055);
  return `#${rgb.map((c) => Math.round(Math.min(1, Math.max(0, srgb(c))) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** Finishes a part's colour is named by, as sRGB: the nearest one names its material when its name does not. */
const FINISHES: [string, [number, number, number]][] = [
  ['Oak', [194, 153, 107]],
  ['Walnut', [92, 64, 51]],
  ['Birch', [232, 216, 176]],
  ['White', [242, 242, 240]],
  ['Black', [48, 48, 52]],
  ['Grey', [128, 128, 128]],
  ['Steel', [185, 189, 193]],
  ['Brass', [181, 166, 66]],
  ['Red', [190, 40, 40]],
  ['Green', [60, 140, 70]],
  ['Blue', [50, 90, 170]],
];

function finishOf(colour: Rgb): string {
  const hex = hexOf(colour);
  const rgb = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let best = FINISHES[0];
  let distance = Infinity;
  for (const finish of FINISHES) {
    const d = finish[1].reduce((sum, c, i) => sum + (c - rgb[i]) ** 2, 0);
    if (d < distance) [best, distance] = [finish, d];
  }
  return best[0];
}

/** A production material of the workspace, as parts are matched to it. */
export interface MaterialChoice {
  name: string;
  thickness?: number;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]{3,}/g) ?? []);

/**
 * The material of a part: the workspace's production material sharing most words with the part's name
 * (or else with its colour's finish), its thickness deciding between equals; the finish's name when no
 * material matches; nothing when the part has neither a telling name nor a colour.
 */
export function materialFor(name: string, colour: Rgb | null, thickness: number, materials: MaterialChoice[]): string | undefined {
  const pick = (words: Set<string>) => {
    let best: MaterialChoice | undefined;
    let bestScore = 0;
    for (const material of materials) {
      const shared = [...wordsOf(material.name)].filter((w) => words.has(w)).length;
      if (!shared) continue;
      const score = shared * 2 + (material.thickness !== undefined && Math.abs(material.thickness - thickness) < 0.5 ? 1 : 0);
      if (score > bestScore) [best, bestScore] = [material, score];
    }
    return best?.name;
  };
  const byName = pick(wordsOf(name));
  if (byName || !colour) return byName;
  const finish = finishOf(colour);
  return pick(wordsOf(finish)) ?? finish;
}

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places;
const mm = (value: number) => Math.round(value * 10) / 10;

/** what the module schema holds per production group */
const MAX_PRODUCTION_PARTS = 5000;

/** the thickest a part may be and still be cut from sheet stock, mm */
const PANEL_THICKNESS = 60;

/**
 * One production part per distinct solid (same name, size and material: one part of that quantity),
 * grouped as production groups them: 'Panel' for a flat solid that fills its bounding box, else 'Part'.
 * Metrics per piece: area (L×W, m²), volume (m³, the solid's own), count.
 */
export function productionPartsOf(solids: Pick<CadSolid, 'name' | 'path' | 'colour'>[], measures: SolidMeasures[], materials: MaterialChoice[]): ProductionParts {
  const parts = new Map<string, ProductionPart>();
  solids.forEach((solid, i) => {
    const m = measures[i];
    const [length, width, thickness] = [0, 1, 2].map((axis) => mm(m.max[axis] - m.min[axis])).sort((a, b) => b - a);
    const boxVolume = length * width * thickness;
    const type = thickness > 0 && thickness <= PANEL_THICKNESS && m.volume >= 0.9 * boxVolume ? 'Panel' : 'Part';
    const material = materialFor(solid.name, solid.colour, thickness, materials);
    const base = solid.name.replace(/\s+\d+$/, '');
    const key = [...solid.path, base, length, width, thickness, material ?? ''].join('\u0000');
    const known = parts.get(key);
    if (known) {
      known.quantity = (known.quantity ?? 1) + 1;
      return;
    }
    parts.set(key, {
      // the path ends in the part's own name, as the demo's production parts are named
      path: [...solid.path, solid.name].map((s) => s.slice(0, 100)),
      type,
      quantity: 1,
      ...(material ? { material: material.slice(0, 100) } : {}),
      ...(length > 0 && width > 0 ? { dimensions: { length, width } } : {}),
      ...(thickness > 0 ? { thickness } : {}),
      metrics: { area: round((length * width) / 1e6), volume: round(m.volume / 1e9, 9), count: 1 },
    });
  });
  const groups = new Map<string, ProductionPart[]>();
  for (const part of parts.values()) groups.set(part.type!, [...(groups.get(part.type!) ?? []), part]);
  if ([...groups.values()].some((list) => list.length > MAX_PRODUCTION_PARTS)) throw new CadImportError(`the file has more than ${MAX_PRODUCTION_PARTS} different parts of one kind`);
  return { groups: [...groups].map(([key, list]) => ({ key, parts: list })) };
}

interface AssemblyPart {
  id: string;
  name: string;
  quantity: number;
  geometry: { boundingBox: { min: number[]; max: number[] }; triangles: number; volume: number };
}

/** what the module schema holds: parts per assembly and sub-assemblies */
const MAX_PARTS = 2000;
const MAX_SUBASSEMBLIES = 500;

/**
 * The module's source assembly: the solids at the top as its parts, those inside a sub-assembly (the
 * outermost product below the file's own) as that sub-assembly's parts. Solids of one name and size
 * are one part of that quantity (the first one's geometry). Part ids count up: p1, p2 …
 */
export function assemblyOf(solids: CadSolid[], measures: SolidMeasures[]) {
  const top = new Map<string, AssemblyPart>();
  const subassemblies = new Map<string, { id: string; name: string; parts: Map<string, AssemblyPart> }>();
  let ids = 0;
  solids.forEach((solid, i) => {
    const m = measures[i];
    const base = solid.name.replace(/\s+\d+$/, '');
    // the file's own product is the assembly itself; the next level down are its sub-assemblies
    const owner = solid.path[1];
    let sub = owner === undefined ? undefined : subassemblies.get(owner);
    if (owner !== undefined && !sub) subassemblies.set(owner, (sub = { id: `s${subassemblies.size + 1}`, name: owner.slice(0, 200), parts: new Map() }));
    const parts = sub?.parts ?? top;
    const key = [base, ...[0, 1, 2].map((axis) => mm(m.max[axis] - m.min[axis]))].join('\u0000');
    const known = parts.get(key);
    if (known) {
      known.quantity++;
      known.name = base.slice(0, 200);
      return;
    }
    parts.set(key, {
      id: `p${++ids}`,
      name: solid.name.slice(0, 200),
      quantity: 1,
      geometry: { boundingBox: { min: m.min.map((v) => mm(v)), max: m.max.map((v) => mm(v)) }, triangles: m.triangles, volume: round(m.volume, 1) },
    });
  });
  const tooMany = top.size > MAX_PARTS || subassemblies.size > MAX_SUBASSEMBLIES || [...subassemblies.values()].some((s) => s.parts.size > MAX_PARTS);
  if (tooMany) throw new CadImportError(`the file has more than ${MAX_PARTS} different parts in one assembly, or more than ${MAX_SUBASSEMBLIES} sub-assemblies`);
  return { parts: [...top.values()], subassemblies: [...subassemblies.values()].map((s) => ({ ...s, parts: [...s.parts.values()] })) };
}
