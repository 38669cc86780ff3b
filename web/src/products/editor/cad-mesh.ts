/**
 * The three.js objects the 3D views draw of a CAD file's meshes (rules/cad-meshes.ts: what the editor's
 * conversion worker sends, or the server's conversion of a published module's file), with the file's
 * colours and turned so that the file's up is the view's up.
 */
import { BufferAttribute, BufferGeometry, Color, Group, Mesh, Quaternion, Vector3, type Material } from 'three';
import type { CadMesh, Rgb } from '../../../../rules/cad-meshes.ts';
import type { CadOrientation } from './source.ts';
import { surfaceMaterial } from './surface.ts';

export type { CadMesh, CadReply } from '../../../../rules/cad-meshes.ts';

/** Which way is up in the file, as the module's geometry settings say. */
const UP: Record<CadOrientation, Vector3> = {
  PositiveZ: new Vector3(0, 0, 1),
  NegativeZ: new Vector3(0, 0, -1),
  PositiveY: new Vector3(0, 1, 0),
  NegativeY: new Vector3(0, -1, 0),
};

const colourKey = (rgb: Rgb) => rgb.map((c) => c.toFixed(4)).join(',');

/** One mesh: the shape's colour, and a material group for each run of faces coloured otherwise. */
function meshOf(cad: CadMesh): Mesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(cad.positions, 3));
  geometry.setIndex(new BufferAttribute(cad.indices, 1));
  if (cad.normals) geometry.setAttribute('normal', new BufferAttribute(cad.normals, 3));
  else geometry.computeVertexNormals();

  const material = (rgb: Rgb | null) => surfaceMaterial(rgb ? new Color(...rgb) : undefined, { doubleSided: true });
  const materials: Material[] = [material(cad.colour)];
  const indexOf = new Map<string, number>(cad.colour ? [[colourKey(cad.colour), 0]] : []);
  const triangles = cad.indices.length / 3;
  const materialOf = new Uint16Array(triangles);
  for (const { first, last, colour } of cad.faceColours) {
    const key = colourKey(colour);
    if (!indexOf.has(key)) indexOf.set(key, materials.push(material(colour)) - 1);
    materialOf.fill(indexOf.get(key)!, first, last + 1);
  }
  if (materials.length === 1) return Object.assign(new Mesh(geometry, materials[0]), { name: cad.name });
  // consecutive triangles of one material make one group
  for (let start = 0; start < triangles; ) {
    let end = start + 1;
    while (end < triangles && materialOf[end] === materialOf[start]) end++;
    geometry.addGroup(start * 3, (end - start) * 3, materialOf[start]);
    start = end;
  }
  return Object.assign(new Mesh(geometry, materials), { name: cad.name });
}

/** The CAD file's meshes as one three.js object, turned so that the file's up points up (+Y). */
export function cadModelOf(meshes: CadMesh[], orientation: CadOrientation): Group {
  const model = new Group();
  for (const cad of meshes) model.add(meshOf(cad));
  model.quaternion.copy(new Quaternion().setFromUnitVectors(UP[orientation], new Vector3(0, 1, 0)));
  return model;
}
