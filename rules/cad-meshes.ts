/**
 * A CAD file's shapes as OpenCascade meshes them (occt-import-js), in the form both sides use: the
 * product editor converts a file in the browser, the server converts a published module's file once for
 * every storefront visitor, and the 3D views draw these meshes either way (web: cad-mesh.ts).
 *
 * Their binary form, as the server serves them (CAD_MESHES_TYPE): "JCM1", the header's length (uint32),
 * the header (JSON, ASCII, padded with spaces to a multiple of 4 bytes), then each mesh's positions
 * (float32 × 3 a vertex), normals (as many, or none) and indices (uint32 × 3 a triangle). Arrays are
 * little-endian, as every platform Joinery runs on is, so they are read in place.
 */
export type Rgb = [number, number, number];

export interface CadMesh {
  name: string;
  /** linear RGB from 0 to 1, or null when the file gives the shape none */
  colour: Rgb | null;
  positions: Float32Array;
  normals: Float32Array | null;
  indices: Uint32Array;
  /** runs of triangles (first and last inclusive: a B-rep face each) with a colour of their own */
  faceColours: { first: number; last: number; colour: Rgb }[];
}

/** What a conversion answers: the meshes, or why there are none (words for the user). */
export type CadReply = { meshes: CadMesh[] } | { error: string };

/** What occt-import-js's readers answer, as far as the meshes go. */
export interface OcctMeshes {
  success: boolean;
  meshes: {
    name: string;
    color?: Rgb;
    brep_faces: { first: number; last: number; color: Rgb | null }[];
    attributes: { position: { array: ArrayLike<number> }; normal?: { array: ArrayLike<number> } };
    index: { array: ArrayLike<number> };
  }[];
}

/** OpenCascade's result as meshes (a reply naming the problem when it read nothing). */
export function cadReplyOf(result: OcctMeshes): CadReply {
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

/** The arrays a reply can transfer to another thread rather than copying them. */
export const transferablesOf = (reply: CadReply): ArrayBuffer[] =>
  'meshes' in reply ? reply.meshes.flatMap((m) => [m.positions, m.normals, m.indices].flatMap((a) => (a ? [a.buffer as ArrayBuffer] : []))) : [];

export const CAD_MESHES_TYPE = 'application/vnd.joinery.cad-meshes';
const MAGIC = 'JCM1';

interface HeaderMesh {
  name: string;
  colour: Rgb | null;
  faceColours: CadMesh['faceColours'];
  /** how many numbers each array holds (normals: 0 when there are none) */
  positions: number;
  normals: number;
  indices: number;
}

/** JSON with every character beyond ASCII escaped, so that its bytes are its characters. */
const asciiJson = (value: unknown) => JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function encodeCadMeshes(meshes: CadMesh[]): Uint8Array {
  const header: HeaderMesh[] = meshes.map((m) => ({
    name: m.name,
    colour: m.colour,
    faceColours: m.faceColours,
    positions: m.positions.length,
    normals: m.normals?.length ?? 0,
    indices: m.indices.length,
  }));
  let json = asciiJson({ meshes: header });
  json += ' '.repeat((4 - (json.length % 4)) % 4);
  const arrays = meshes.flatMap((m) => [m.positions, ...(m.normals ? [m.normals] : []), m.indices]);
  const bytes = new Uint8Array(8 + json.length + arrays.reduce((n, a) => n + a.byteLength, 0));
  for (let i = 0; i < 4; i++) bytes[i] = MAGIC.charCodeAt(i);
  new DataView(bytes.buffer).setUint32(4, json.length, true);
  for (let i = 0; i < json.length; i++) bytes[8 + i] = json.charCodeAt(i);
  let offset = 8 + json.length;
  for (const array of arrays) {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
    offset += array.byteLength;
  }
  return bytes;
}

/** The meshes of encodeCadMeshes's bytes; throws on anything else. */
export function decodeCadMeshes(buffer: ArrayBuffer): CadMesh[] {
  const bytes = new Uint8Array(buffer);
  if (bytes.length < 8 || String.fromCharCode(...bytes.subarray(0, 4)) !== MAGIC) throw new Error('not CAD meshes');
  const length = new DataView(buffer).getUint32(4, true);
  if (length % 4 !== 0 || 8 + length > bytes.length) throw new Error('CAD meshes with a broken header');
  let json = '';
  for (let i = 8; i < 8 + length; i += 4096) json += String.fromCharCode(...bytes.subarray(i, Math.min(i + 4096, 8 + length)));
  const { meshes } = JSON.parse(json) as { meshes: HeaderMesh[] };
  let offset = 8 + length;
  const take = <T extends Float32Array | Uint32Array>(Kind: new (buffer: ArrayBuffer, offset: number, length: number) => T, count: number): T => {
    if (!Number.isSafeInteger(count) || count < 0 || offset + count * 4 > bytes.length) throw new Error('CAD meshes shorter than their header says');
    const array = new Kind(buffer, offset, count);
    offset += count * 4;
    return array;
  };
  return meshes.map((m) => ({
    name: m.name,
    colour: m.colour,
    faceColours: m.faceColours,
    positions: take(Float32Array, m.positions),
    normals: m.normals ? take(Float32Array, m.normals) : null,
    indices: take(Uint32Array, m.indices),
  }));
}
