// @vitest-environment node
// The product editor's 3D preview of source files: which files it shows and as what, and a CAD file
// (STEP) read by the real OpenCascade reader (occt-import-js, as the preview's worker runs it) into
// three.js meshes with the file's colours, turned so that the file's up is up.
import { createRequire } from 'node:module';
import { Box3, Mesh, MeshStandardMaterial, Vector3, type Object3D } from 'three';
import type { Occt } from 'occt-import-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { cadReplyOf, decodeCadMeshes, encodeCadMeshes, type CadMesh } from '../../rules/cad-meshes.ts';
import { cadModelOf } from '../../web/src/products/editor/cad-mesh.ts';
import { previewFormatOf, previewOf } from '../../web/src/products/editor/source.ts';
import { DEMO_STEP_FILES } from '../../seeds/demo-geometry.ts';
import { stepOfBoxes } from '../../seeds/step-geometry.ts';

const ID = '0123456789abcdef01234567';
const fileSource = (name: string, hashString: string | null = 'a'.repeat(64)) =>
  ({ __typename: 'ModuleSource', image: null, render: null, onshape: null, geometrySettings: null, file: { __typename: 'ModuleSourceFile', file: { __typename: 'FileInfo', name, uri: null, hashString } } }) as const;

describe('which source files the 3D preview shows', () => {
  it('reads meshes as they are, STEP and IGES by either extension, in any case, and nothing else', () => {
    const formats = ['shelf.stl', 'shelf.OBJ', 'shelf.glb', 'shelf.gltf', 'door.step', 'door.STP', 'door.iges', 'door.igs', 'door.3mf', 'door.zip', 'door.x_t', 'step', 'door.step.pdf'].map(previewFormatOf);
    expect(formats).toEqual(['stl', 'obj', 'glb', 'gltf', 'step', 'step', 'iges', 'iges', null, null, null, null, null]);
  });

  it('previews an uploaded file at its content address, a CAD file Z-up unless the module says otherwise', () => {
    expect(previewOf(ID, 3, fileSource('Door 400.stp'))).toEqual({ url: `/api/modules/${ID}/v/3/source/file.stp`, format: 'step', fileName: 'Door 400.stp', orientation: 'PositiveZ' });
    const yUp = { ...fileSource('door.igs'), geometrySettings: { __typename: 'ModuleSourceGeometrySettings', cadOrientation: 'PositiveY' } } as const;
    expect(previewOf(ID, 1, yUp)).toMatchObject({ format: 'iges', orientation: 'PositiveY' });
    // a file named in the document whose content was never uploaded here has nothing to show
    expect(previewOf(ID, 1, fileSource('door.step', null))).toBeNull();
    expect(previewOf(ID, 1, null)).toBeNull();
  });
});

describe('a STEP file in the 3D preview', () => {
  let occt: Occt;
  const door = stepOfBoxes('door-400', [
    { name: 'panel', at: [0, 0, 0], size: [400, 18, 720], colour: [0.76, 0.6, 0.42] },
    { name: 'handle', at: [340, -30, 300], size: [16, 30, 120], colour: [0.2, 0.2, 0.22] },
  ]);
  const read = (bytes: Buffer) => cadReplyOf(occt.ReadStepFile(new Uint8Array(bytes), null));

  beforeAll(async () => {
    const load = createRequire(import.meta.url)('occt-import-js') as (overrides: object) => Promise<Occt>;
    occt = await load({ print: () => {}, printErr: () => {} });
  });

  it("becomes one mesh per solid, in the file's colours, standing up as the CAD file does", () => {
    const reply = read(door);
    if (!('meshes' in reply)) throw new Error(reply.error);
    expect(reply.meshes).toHaveLength(2);
    // a box is 6 faces of 2 triangles
    expect(reply.meshes.map((m: CadMesh) => m.indices.length / 3)).toEqual([12, 12]);

    const model = cadModelOf(reply.meshes, 'PositiveZ');
    const meshes = model.children as Mesh[];
    // OpenCascade gives colours as linear RGB, as three.js works in them: the file's sRGB values come back
    expect((meshes[0].material as MeshStandardMaterial).color.getHexString()).toBe('c2996b');
    expect((meshes[1].material as MeshStandardMaterial).color.getHexString()).toBe('333338');
    // 720 mm tall along the file's Z is 720 mm tall along the preview's Y
    const size = new Box3().setFromObject(model).getSize(new Vector3());
    expect(size.toArray().map(Math.round)).toEqual([400, 720, 48]);
    expect(new Box3().setFromObject(cadModelOf(reply.meshes, 'PositiveY')).getSize(new Vector3()).toArray().map(Math.round)).toEqual([400, 48, 720]);
  });

  it("reads the demo modules' STEP files as their parts: upright, their size, their front towards the viewer, in their finishes", () => {
    const previewed = (key: string) => {
      const reply = read(DEMO_STEP_FILES[key].bytes());
      if (!('meshes' in reply)) throw new Error(`${key}: ${reply.error}`);
      const model = cadModelOf(reply.meshes, 'PositiveZ');
      const boxOf = (object: Object3D) => new Box3().setFromObject(object);
      const meshes = model.children as Mesh[];
      return {
        size: boxOf(model).getSize(new Vector3()).toArray().map(Math.round),
        colours: [...new Set(meshes.map((m) => (m.material as MeshStandardMaterial).color.getHexString()))],
        boxes: meshes.map(boxOf),
        whole: boxOf(model),
      };
    };
    // width, height (the preview's up), depth, in mm
    const legs = previewed('leg-frame');
    expect([legs.size, legs.colours, legs.boxes.length]).toEqual([[1100, 710, 650], ['45484e'], 10]);
    const back = previewed('back-800');
    expect([back.size, back.colours]).toEqual([[800, 1800, 20], ['c8a165', 'b9bdc1']]);
    const drawers = previewed('drawer-800');
    expect([drawers.size, drawers.colours]).toEqual([[800, 580, 552], ['c8a165', 'b9bdc1']]);
    // the handles (the last six parts) stand out at the front, which faces the preview's camera (+Z)
    expect(drawers.boxes.slice(-6).map((b) => Math.round(b.min.z)).filter((z) => z < Math.round(drawers.boxes[5].max.z))).toEqual([]);
    expect(Math.round(drawers.whole.max.z)).toBe(Math.round(drawers.boxes[7].max.z));
    // a left-hand door has its handle on the right, a right-hand door on the left
    for (const [key, handleSide] of [['door-left', 1], ['door-right', -1]] as const) {
      const door = previewed(key);
      expect([door.size, door.colours]).toEqual([[396, 716, 66], ['c8a165', 'b9bdc1']]);
      const [panel, , , handle] = door.boxes;
      expect(Math.sign(handle.getCenter(new Vector3()).x - panel.getCenter(new Vector3()).x)).toBe(handleSide);
      expect(handle.min.z).toBeGreaterThan(panel.max.z);
    }
  });

  it("travels from the server in its binary form unchanged, names beyond ASCII too, and nothing else reads as meshes", () => {
    const reply = read(door);
    if (!('meshes' in reply)) throw new Error(reply.error);
    const meshes = reply.meshes.map((m, i) => (i === 0 ? { ...m, name: 'Tür – Eiche “links”' } : m));
    const bytes = encodeCadMeshes(meshes);
    const decoded = decodeCadMeshes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    expect(decoded).toEqual(meshes);
    expect(cadModelOf(decoded, 'PositiveZ').children.map((child) => child.name)).toEqual(['Tür – Eiche “links”', meshes[1].name]);
    const buffer = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
    expect(() => decodeCadMeshes(buffer('ISO-10303-21;'))).toThrow('not CAD meshes');
    expect(() => decodeCadMeshes(bytes.buffer.slice(0, bytes.byteLength - 4) as ArrayBuffer)).toThrow('CAD meshes shorter than their header says');
  });

  it('names what is wrong with a file that holds no shape', () => {
    const empty = Buffer.from('ISO-10303-21;\nHEADER;\nFILE_SCHEMA((\'AUTOMOTIVE_DESIGN\'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n');
    expect(read(empty)).toEqual({ error: expect.stringMatching(/nothing OpenCascade could read|no solid or surface/) });
    expect(read(Buffer.from('ISO-10303-21;\nthis is not STEP\n'))).toEqual({ error: 'the file holds nothing OpenCascade could read' });
  });
});
