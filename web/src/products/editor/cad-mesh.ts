/**
 * A CAD file's shapes as OpenCascade meshes them (occt-import-js) and as the 3D preview draws them:
 * what the conversion worker sends (flat typed arrays it can transfer), and the three.js objects made
 * of it, with the file's colours and turned so that the file's up is the preview's up.
 */
import { BufferAttribute, BufferGeometry, Color, Group, Mesh, Quaternion, Vector3, type Material } from 'three';
import type { OcctResult, OcctRgb } from 'occt-import-js';
import type { CadOrientation } from './source.ts';
import { surfaceMaterial } from './surface.ts';

export interface CadMesh {
  name: string;
  /** linear RGB from 0 to 1, or null when the file gives the shape none */
  colour: OcctRgb | null;
  positions: Float32Array;
  normals: Float32Array | null;
  indices: Uint32Array;
  /** runs of triangles (first and last inclusive: a B-rep face each) with a colour of their own */
  faceColours: { first: number; last: number; colour: OcctRgb }[];
}

/** What the worker answers: the meshes, or why there are none (words for the user). */
export type CadReply = { meshes: CadMesh[] } | { error: string };

/** OpenCascade's result as meshes the worker can send (a reply naming the problem when it read nothing). */
export function cadReplyOf(result: OcctResult): CadReply {
  if (!result.success) return { error: 'the file holds nothing OpenCascade could read' };
  const meshes = result.meshes
    .filter((mesh) => mesh.index.array.length > 0)
    .map((mesh) => ({
      name: mesh.name,
      colour: mesh.color ?? null,
      positions: Float32Array.from(mesh.attributes.position.array),
      normals: mesh.attributes.normal ? Float32Array.from(mesh.attributes.normal.array) : null,
      indices: Uint32Array.from(mesh.index.array),
      faceColours: mesh.brep_faces.flatMap(({ first, last, color }) => (color ? [{ first, last, colour: color }] : [])),
    }));
  return meshes.length ? { meshes } : { error: 'the file holds no solid or surface to show' };
}

/** The arrays a reply transfers to the page rather than copying them. */
export const transferablesOf = (reply: CadReply): ArrayBuffer[] =>
  'meshes' in reply ? reply.meshes.flatMap((m) => [m.positions, m.normals, m.indices].flatMap((a) => (a ? [a.buffer as ArrayBuffer] : []))) : [];

/** Which way is up in the file, as the module's geometry settings say. */
const UP: Record<CadOrientation, Vector3> = {
  PositiveZ: new Vector3(0, 0, 1),
  NegativeZ: new Vector3(0, 0, -1),
  PositiveY: new Vector3(0, 1, 0),
  NegativeY: new Vector3(0, -1, 0),
};

const colourKey = (rgb: OcctRgb) => rgb.map((c) => c.toFixed(4)).join(',');

/** One mesh: the shape's colour, and a material group for each run of faces coloured otherwise. */
function meshOf(cad: CadMesh): Mesh {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(cad.positions, 3));
  geometry.setIndex(new BufferAttribute(cad.indices, 1));
  if (cad.normals) geometry.setAttribute('normal', new BufferAttribute(cad.normals, 3));
  else geometry.computeVertexNormals();

  const material = (rgb: OcctRgb | null) => surfaceMaterial(rgb ? new Color(...rgb) : undefined, { doubleSided: true });
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
