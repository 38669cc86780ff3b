// @vitest-environment node
// The product editor's 3D preview of source files: which files it shows and as what, and a CAD file
// (STEP) read by the real OpenCascade reader (occt-import-js, as the preview's worker runs it) into
// three.js meshes with the file's colours, turned so that the file's up is up.
import { createRequire } from 'node:module';
import { Box3, Mesh, MeshStandardMaterial, Vector3 } from 'three';
import type { Occt } from 'occt-import-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { cadModelOf, cadReplyOf, type CadMesh } from '../../web/src/products/editor/cad-mesh.ts';
import { previewFormatOf, previewOf } from '../../web/src/products/editor/source.ts';
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

  it('names what is wrong with a file that holds no shape', () => {
    const empty = Buffer.from('ISO-10303-21;\nHEADER;\nFILE_SCHEMA((\'AUTOMOTIVE_DESIGN\'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n');
    expect(read(empty)).toEqual({ error: expect.stringMatching(/nothing OpenCascade could read|no solid or surface/) });
    expect(read(Buffer.from('ISO-10303-21;\nthis is not STEP\n'))).toEqual({ error: 'the file holds nothing OpenCascade could read' });
  });
});
