// The CAD import's work apart from the store (issue 21 §2): a file read into solids (OpenCascade for
// STEP, a large STEP a few solids at a time; three.js's loaders for STL, OBJ and GLB), the solids as
// production parts and a source assembly, and a shaded render whose pixels show the model.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stepOfBoxes, type StepBox } from '../../seeds/step-geometry.ts';
import { CadImportError, cadFormatOf } from '../../rest/model/cad-import/cad-formats.ts';
import { importCad } from '../../rest/model/cad-import/cad-pipeline.ts';
import { materialFor, measure as measureOf, productionPartsOf } from '../../rest/model/cad-import/cad-parts.ts';
import { readCad, readCadFile } from '../../rest/model/cad-import/read-cad.ts';
import { FileBytes } from '../../rest/model/cad-import/step-bytes.ts';
import { StepIndex, stepPieces } from '../../rest/model/cad-import/step-chunks.ts';
import { pixelSummary } from '../support/png.ts';
import { tempFolders } from '../support/temp.ts';

const OAK: StepBox['colour'] = [0.76, 0.6, 0.42];
const BLACK: StepBox['colour'] = [0.18, 0.18, 0.2];
const TWO_BOXES = stepOfBoxes('two-boxes', [
  { name: 'top', at: [0, 0, 0], size: [600, 400, 18], colour: OAK },
  { name: 'block', at: [0, 0, 100], size: [300, 200, 120], colour: BLACK },
]);
const MATERIALS = [
  { name: 'Oak veneered MDF 18 mm', thickness: 18 },
  { name: 'White HDF 8 mm', thickness: 8 },
];
const quiet = () => {};
const temp = tempFolders('cad-pipeline');
afterAll(() => temp.removeAll());
const reason = (promise: Promise<unknown>) => promise.then(() => 'read', (error: Error) => (error instanceof CadImportError ? error.message : `unexpected: ${error}`));

describe('a STEP file of two boxes', () => {
  const stages: string[] = [];
  // read once for both checks
  const imported = importCad(() => TWO_BOXES, 'step', 'two-boxes.step', (stage, fraction) => stages.push(`${stage} ${fraction}`));

  it('gives two production parts with their L×W×T, area and volume, and a material from their colour', async () => {
    const result = await imported;
    expect(stages).toEqual(['read 0', 'read 1', 'tessellate 1', 'parts 0', 'parts 1', 'render 0', 'render 1']);
    expect(result.solids).toHaveLength(2);

    const parts = productionPartsOf(result.solids, result.solids.map((s) => s.measures), MATERIALS);
    const flat = parts.groups.flatMap((g) => g.parts.map((p) => ({ group: g.key, ...p })));
    expect(flat).toEqual([
      {
        group: 'Panel', path: ['two-boxes 1'], type: 'Panel', quantity: 1, material: 'Oak veneered MDF 18 mm',
        dimensions: { length: 600, width: 400 }, thickness: 18, metrics: { area: 0.24, volume: 0.00432, count: 1 },
      },
      {
        group: 'Part', path: ['two-boxes 2'], type: 'Part', quantity: 1, material: 'Black',
        dimensions: { length: 300, width: 200 }, thickness: 120, metrics: { area: 0.06, volume: 0.0072, count: 1 },
      },
    ]);
    expect(result.assembly).toEqual({
      parts: [
        { id: 'p1', name: 'two-boxes 1', quantity: 1, geometry: { boundingBox: { min: [0, 0, 0], max: [600, 400, 18] }, triangles: 12, volume: 4320000 } },
        { id: 'p2', name: 'two-boxes 2', quantity: 1, geometry: { boundingBox: { min: [0, 0, 100], max: [300, 200, 220] }, triangles: 12, volume: 7200000 } },
      ],
      subassemblies: [],
    });
  });

  it('renders a shaded picture: most of it the model, in several shades of each colour, on a clear background', async () => {
    const { png } = await imported;
    const pixels = pixelSummary(Buffer.from(png));
    expect([pixels.width, pixels.height]).toEqual([800, 600]);
    // the model fills a good part of the picture (fitted to 90% of it), and the corners are clear
    expect(pixels.opaque / (800 * 600)).toBeGreaterThan(0.2);
    expect(pixels.opaque / (800 * 600)).toBeLessThan(0.9);
    // three visible faces of two colours, each face its own shade
    expect(pixels.colours).toBeGreaterThanOrEqual(6);
  });
});

describe('materials', () => {
  it("come from the part's name first, its colour second, its thickness telling equal names apart", () => {
    const both = [...MATERIALS, { name: 'Oak veneered MDF 25 mm', thickness: 25 }];
    expect(materialFor('Oak shelf', null, 25, both)).toBe('Oak veneered MDF 25 mm');
    // colours as OpenCascade gives them: linear RGB
    const oak: [number, number, number] = [0.54, 0.32, 0.15];
    expect(materialFor('back panel HDF', oak, 8, both)).toBe('White HDF 8 mm');
    expect(materialFor('side', oak, 18, both)).toBe('Oak veneered MDF 18 mm');
    expect(materialFor('handle', [0.49, 0.51, 0.53], 12, both)).toBe('Steel');
    expect(materialFor('handle', null, 12, both)).toBeUndefined();
  });
});

describe('failures name their reason', () => {
  it('a text file renamed .step is not a STEP file', async () => {
    expect(await reason(readCad(Buffer.from('Shopping list\neggs\nmilk\n'), 'step', 'list.step', quiet))).toBe('not a STEP file');
  });

  it('a STEP file with no solid in it', async () => {
    const empty = Buffer.from('ISO-10303-21;\nHEADER;\nFILE_SCHEMA((\'AUTOMOTIVE_DESIGN\'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT(\'\',(0.,0.,0.));\nENDSEC;\nEND-ISO-10303-21;\n');
    expect(await reason(readCad(empty, 'step', 'point.step', quiet))).toBe('no solid in the file');
  });

  it('each format by its own name', async () => {
    const text = Buffer.from('hello');
    expect(await Promise.all((['iges', 'stl', 'obj', 'glb'] as const).map((format) => reason(readCad(text, format, `x.${format}`, quiet))))).toEqual([
      'not an IGES file', 'not an STL file', 'not an OBJ file', 'not a GLB file',
    ]);
    expect(['a.STP', 'b.igs', 'c.Stl', 'd.obj', 'e.glb', 'f.3mf', 'step'].map(cadFormatOf)).toEqual(['step', 'iges', 'stl', 'obj', 'glb', undefined, undefined]);
  });
});

describe('a large STEP file', () => {
  // pieces of 4 solids here, to be quick; a real import reads SOLIDS_PER_PIECE at a time
  const perPiece = 4;
  const count = perPiece * 2 + 1;
  const boxes: StepBox[] = Array.from({ length: count }, (_, i) => ({ name: `b${i}`, at: [i * 100, 0, 0], size: [50, 40 + (i % 3), 18], colour: i % 2 ? OAK : BLACK }));
  const file = stepOfBoxes('rack', boxes);

  it('is cut into pieces of a few solids, each a STEP file of its own with the colours of its solids', () => {
    const pieces = [...stepPieces(new StepIndex(file), perPiece)].map((p) => p.toString('latin1'));
    expect(pieces).toHaveLength(3);
    for (const piece of pieces) {
      expect(piece).toMatch(/^ISO-10303-21;[\s\S]*DATA;[\s\S]*END-ISO-10303-21;\n$/);
      const solids = piece.match(/MANIFOLD_SOLID_BREP/g)!.length;
      // a colour for each solid it has, and none for the solids left out
      expect(piece.match(/STYLED_ITEM/g)!.length).toBe(solids);
    }
    expect(pieces.map((p) => p.match(/MANIFOLD_SOLID_BREP/g)!.length)).toEqual([4, 4, 1]);
  });

  it('read from its file by offset (the index reading a chunk at a time), gives the same pieces as from memory; a file that is not STEP is refused by its beginning', async () => {
    // more than the index's 1 MB chunk, so entities lie across the chunks' boundaries
    const wall = stepOfBoxes('wall', Array.from({ length: 300 }, (_, i): StepBox => ({ name: `w${i}`, at: [i * 60, 0, 0], size: [50, 40, 18], colour: i % 2 ? OAK : BLACK })));
    expect(wall.length).toBeGreaterThan(1 << 20);
    const folder = temp.make();
    writeFileSync(join(folder, 'wall.step'), wall);
    const file = new FileBytes(join(folder, 'wall.step'));
    try {
      const index = new StepIndex(file);
      expect(index.solids).toHaveLength(300);
      expect(index.source).toBe(file);
      // compared as latin1 text, one character per byte: toEqual walks Buffers byte by byte (seconds for these 1.2 MB)
      const bytesOf = (pieces: Iterable<Buffer>) => [...pieces].map((piece) => piece.toString('latin1'));
      expect(bytesOf(stepPieces(index, 24))).toEqual(bytesOf(stepPieces(new StepIndex(wall), 24)));
    } finally {
      file.close();
    }
    writeFileSync(join(folder, 'list.step'), 'Shopping list\neggs\n');
    expect(await reason(readCadFile(join(folder, 'list.step'), 'step', 'list.step', quiet))).toBe('not a STEP file');
  });

  it('reads as every solid once, in its size and colour, with progress piece by piece', async () => {
    const progress: number[] = [];
    const solids = await readCad(file, 'step', 'rack.step', (stage, fraction) => stage === 'tessellate' && progress.push(fraction), undefined, perPiece);
    expect(progress).toEqual([1 / 3, 2 / 3, 1]);
    expect(solids).toHaveLength(count);
    expect(solids.map((s) => Math.round(measureOf(s).max[0]))).toEqual(boxes.map((b) => b.at[0] + 50));
    const parts = productionPartsOf(solids, solids.map(measureOf), MATERIALS).groups.flatMap((g) => g.parts);
    // three widths in two colours that alternate with them: six different parts, as many pieces as boxes
    expect(parts.map((p) => `${p.dimensions!.width} ${p.material}`).sort()).toEqual(['40 Black', '40 Oak veneered MDF 18 mm', '41 Black', '41 Oak veneered MDF 18 mm', '42 Black', '42 Oak veneered MDF 18 mm']);
    expect(parts.reduce((sum, p) => sum + p.quantity!, 0)).toBe(count);
  });
});

describe('meshes', () => {
  const cube = (s: number) => {
    const v = [[0, 0, 0], [s, 0, 0], [s, s, 0], [0, s, 0], [0, 0, s], [s, 0, s], [s, s, s], [0, s, s]];
    const f = [[0, 2, 1], [0, 3, 2], [4, 5, 6], [4, 6, 7], [0, 1, 5], [0, 5, 4], [1, 2, 6], [1, 6, 5], [2, 3, 7], [2, 7, 6], [3, 0, 4], [3, 4, 7]];
    return { v, f };
  };

  it('an STL, an OBJ and a GLB each give their solids in millimetres (glTF is in metres)', async () => {
    const { v, f } = cube(100);
    const stl = `solid cube\n${f.map((t) => `facet normal 0 0 0\nouter loop\n${t.map((i) => `vertex ${v[i].join(' ')}`).join('\n')}\nendloop\nendfacet`).join('\n')}\nendsolid cube\n`;
    const obj = `o shelf\n${v.map((p) => `v ${p.join(' ')}`).join('\n')}\n${f.map((t) => `f ${t.map((i) => i + 1).join(' ')}`).join('\n')}\n`;
    const sizeOf = async (bytes: Buffer, format: 'stl' | 'obj' | 'glb', name: string) => {
      const [solid] = await readCad(bytes, format, name, quiet);
      const m = measureOf(solid);
      return { name: solid.name, size: m.max.map((x, i) => Math.round(x - m.min[i])), volume: Math.round(m.volume) };
    };
    expect(await sizeOf(Buffer.from(stl), 'stl', 'cube.stl')).toEqual({ name: 'cube', size: [100, 100, 100], volume: 1e6 });
    expect(await sizeOf(Buffer.from(obj), 'obj', 'shelf.obj')).toEqual({ name: 'shelf', size: [100, 100, 100], volume: 1e6 });
    expect(await sizeOf(glbOf(cube(0.1)), 'glb', 'cube.glb')).toEqual({ name: 'box', size: [100, 100, 100], volume: 1e6 });
  });
});

/** A GLB of one mesh named 'box' (glTF's binary container: a JSON chunk and a binary chunk). */
function glbOf({ v, f }: { v: number[][]; f: number[][] }): Buffer {
  const positions = Buffer.from(new Float32Array(v.flat()).buffer);
  const indices = Buffer.from(new Uint16Array(f.flat()).buffer);
  const bin = Buffer.concat([positions, indices, Buffer.alloc((4 - (indices.length % 4)) % 4)]);
  const json = {
    asset: { version: '2.0' }, scene: 0, scenes: [{ nodes: [0] }], nodes: [{ mesh: 0, name: 'box' }],
    meshes: [{ primitives: [{ attributes: { POSITION: 0 }, indices: 1 }] }],
    accessors: [
      { bufferView: 0, componentType: 5126, count: v.length, type: 'VEC3', min: [0, 0, 0], max: [0.1, 0.1, 0.1] },
      { bufferView: 1, componentType: 5123, count: f.length * 3, type: 'SCALAR' },
    ],
    bufferViews: [{ buffer: 0, byteOffset: 0, byteLength: positions.length }, { buffer: 0, byteOffset: positions.length, byteLength: indices.length }],
    buffers: [{ byteLength: bin.length }],
  };
  const text = Buffer.from(JSON.stringify(json));
  const jsonChunk = Buffer.concat([text, Buffer.alloc((4 - (text.length % 4)) % 4, 0x20)]);
  const chunk = (type: number, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(body.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, body]);
  };
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonChunk.length + 8 + bin.length, 8);
  return Buffer.concat([header, chunk(0x4e4f534a, jsonChunk), chunk(0x004e4942, bin)]);
}
