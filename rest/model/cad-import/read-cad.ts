/**
 * A CAD file's solids as triangle meshes: STEP and IGES read by OpenCascade (occt-import-js), STEP a few
 * solids at a time (step-chunks.ts), STL, OBJ and GLB by three.js's loaders. Lengths in millimetres.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Occt, OcctResult } from 'occt-import-js';
import { Mesh, type BufferGeometry, type Material, type Object3D } from 'three';
import { CadImportError, formatProblem, type CadFormat } from './cad-formats.ts';
import { FileBytes, MemoryBytes, type ByteSource } from './step-bytes.ts';
import { StepIndex, stepPieces } from './step-chunks.ts';

export type Rgb = [number, number, number];

/** One solid: its name, the sub-assemblies it sits in (outermost first), its colour (linear RGB) and its triangles. */
export interface CadSolid {
  name: string;
  path: string[];
  colour: Rgb | null;
  positions: Float32Array;
  indices: Uint32Array;
}

/** How far a stage has come: read (the file), tessellate (the solids into triangles). */
export type ReadProgress = (stage: 'read' | 'tessellate', fraction: number) => void;

/** solids OpenCascade reads at once: its heap stays near 200 MB whatever the file's size (bench/RESULTS.md) */
export const SOLIDS_PER_PIECE = 24;
/** pieces read between two full collections, when the caller can make one (a worker thread) */
const PIECES_PER_COLLECTION = 2;

let occt: Promise<Occt> | undefined;
/** OpenCascade's WebAssembly, started once per thread on first use (about 55 ms), quiet about what it reads. */
export function openCascade(): Promise<Occt> {
  const load = createRequire(import.meta.url)('occt-import-js') as (overrides: object) => Promise<Occt>;
  return (occt ??= load({ print: () => {}, printErr: () => {} }));
}

/**
 * Lets OpenCascade's heap go once a file is read: it never shrinks while its instance lives, and a
 * worker thread would otherwise keep the largest heap any import needed.
 */
export function releaseOpenCascade(): void {
  occt = undefined;
}

interface OcctNode {
  name: string;
  meshes: number[];
  children: OcctNode[];
}

/** Names solids by the product they belong to, numbering them where a product has several unnamed ones. */
class SolidNames {
  private readonly counts = new Map<string, number>();
  next(path: string[], own: string, siblings: number): string {
    if (own) return own;
    const base = path.at(-1) ?? 'Part';
    if (siblings <= 1) return base;
    const key = path.join('\u0000');
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return `${base} ${n}`;
  }
}

/** The solids of one OpenCascade result, each with the path of product names above it. */
function solidsOfResult(result: OcctResult & { root?: OcctNode }, names: SolidNames, into: CadSolid[]): void {
  const visit = (node: OcctNode, path: string[]) => {
    const here = node.name ? [...path, node.name] : path;
    const meshes = node.meshes.map((i) => result.meshes[i]).filter((m) => m.index.array.length > 0);
    for (const mesh of meshes) {
      into.push({
        name: names.next(here, mesh.name, meshes.length),
        path: here.slice(0, -1),
        colour: mesh.color ?? mesh.brep_faces.find((f) => f.color)?.color ?? null,
        positions: Float32Array.from(mesh.attributes.position.array),
        indices: Uint32Array.from(mesh.index.array),
      });
    }
    for (const child of node.children) visit(child, here);
  };
  if (result.root) visit(result.root, []);
  else result.meshes.forEach((_, i) => visit({ name: '', meshes: [i], children: [] }, []));
}

async function readStep(file: ByteSource, progress: ReadProgress, aborted: () => void, solidsPerPiece: number, collect: () => void): Promise<CadSolid[]> {
  let index: StepIndex;
  try {
    index = new StepIndex(file);
  } catch (error) {
    throw new CadImportError(`the STEP file cannot be read: ${(error as Error).message}`);
  }
  progress('read', 1);
  if (!index.solids.length) throw new CadImportError('no solid in the file');
  // what indexing left behind goes before OpenCascade's heap grows
  collect();
  const reader = await openCascade();
  const names = new SolidNames();
  const solids: CadSolid[] = [];
  const pieces = Math.ceil(index.solids.length / solidsPerPiece);
  let done = 0;
  for (const piece of stepPieces(index, solidsPerPiece)) {
    aborted();
    const result = reader.ReadStepFile(new Uint8Array(piece.buffer, piece.byteOffset, piece.length), null);
    if (!result.success) throw new CadImportError('the STEP file cannot be read: OpenCascade found no shape in it');
    solidsOfResult(result, names, solids);
    progress('tessellate', ++done / pieces);
    // each piece leaves its text and OpenCascade's answer behind: collected before they pile up
    if (done % PIECES_PER_COLLECTION === 0) collect();
  }
  return solids;
}

async function readIges(bytes: Buffer, progress: ReadProgress): Promise<CadSolid[]> {
  progress('read', 1);
  const result = (await openCascade()).ReadIgesFile(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), null);
  if (!result.success) throw new CadImportError('the IGES file cannot be read: OpenCascade found no shape in it');
  const solids: CadSolid[] = [];
  solidsOfResult(result, new SolidNames(), solids);
  progress('tessellate', 1);
  return solids;
}

/** A three.js scene's meshes as solids, in world coordinates scaled to millimetres. */
function solidsOfScene(root: Object3D, fallbackName: string, toMm: number): CadSolid[] {
  root.updateMatrixWorld(true);
  const solids: CadSolid[] = [];
  const names = new SolidNames();
  root.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    const geometry = (object.geometry as BufferGeometry).clone().applyMatrix4(object.matrixWorld);
    const position = geometry.getAttribute('position');
    if (!position || position.count < 3) return;
    const positions = new Float32Array(position.count * 3);
    for (let i = 0; i < position.count; i++) {
      positions[i * 3] = position.getX(i) * toMm;
      positions[i * 3 + 1] = position.getY(i) * toMm;
      positions[i * 3 + 2] = position.getZ(i) * toMm;
    }
    const indices = geometry.index ? Uint32Array.from(geometry.index.array) : Uint32Array.from({ length: position.count - (position.count % 3) }, (_, i) => i);
    const material = (Array.isArray(object.material) ? object.material[0] : object.material) as Material & { color?: { r: number; g: number; b: number } };
    const path: string[] = [];
    for (let parent = object.parent; parent && parent !== root; parent = parent.parent) if (parent.name) path.unshift(parent.name);
    solids.push({
      name: names.next([...path, fallbackName], object.name, 1),
      path,
      colour: material?.color && !(object.userData as { plainMaterial?: boolean }).plainMaterial ? [material.color.r, material.color.g, material.color.b] : null,
      positions,
      indices,
    });
    geometry.dispose();
  });
  return solids;
}

async function readMesh(format: 'stl' | 'obj' | 'glb', bytes: Buffer, fileName: string, progress: ReadProgress): Promise<CadSolid[]> {
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) as ArrayBuffer;
  let root: Object3D;
  try {
    if (format === 'stl') {
      const { STLLoader } = await import('three/examples/jsm/loaders/STLLoader.js');
      const mesh = new Mesh(new STLLoader().parse(arrayBuffer));
      // an STL has no colour; three.js's default material is not the file's
      mesh.userData.plainMaterial = true;
      root = mesh;
    } else if (format === 'obj') {
      const { OBJLoader } = await import('three/examples/jsm/loaders/OBJLoader.js');
      root = new OBJLoader().parse(bytes.toString('utf8'));
      // without its .mtl an OBJ has no colours either
      root.traverse((o) => (o.userData.plainMaterial = true));
    } else {
      const { GLTFLoader } = await import('three/examples/jsm/loaders/GLTFLoader.js');
      root = await new Promise<Object3D>((resolve, reject) => new GLTFLoader().parse(arrayBuffer, '', (gltf) => resolve(gltf.scene), reject));
    }
  } catch (error) {
    throw new CadImportError(`the ${format.toUpperCase()} file cannot be read: ${(error as Error).message ?? error}`);
  }
  progress('read', 1);
  // glTF is in metres; STL and OBJ carry no unit, and CAD programs export them in millimetres
  const solids = solidsOfScene(root, fileName.replace(/\.[^.]+$/, ''), format === 'glb' ? 1000 : 1);
  progress('tessellate', 1);
  return solids;
}

/**
 * The solids of a CAD file, or a CadImportError with the reason there are none. `aborted` throws when
 * the import was cancelled; it is asked between the pieces of a large file.
 */
export async function readCad(
  bytes: Buffer,
  format: CadFormat,
  fileName: string,
  progress: ReadProgress,
  aborted: () => void = () => {},
  solidsPerPiece = SOLIDS_PER_PIECE,
  collect: () => void = () => {},
): Promise<CadSolid[]> {
  const problem = formatProblem(format, bytes);
  if (problem) throw new CadImportError(problem);
  let solids: CadSolid[];
  if (format === 'step') solids = await readStep(new MemoryBytes(bytes), progress, aborted, solidsPerPiece, collect);
  else if (format === 'iges') solids = await readIges(bytes, progress);
  else solids = await readMesh(format, bytes, fileName, progress);
  if (!solids.length) throw new CadImportError('no solid in the file');
  return solids;
}

/** readCad's arguments after the bytes. */
type AfterBytes = Parameters<typeof readCad> extends [Buffer, ...infer Rest] ? Rest : never;

/**
 * The solids of a CAD file on disk, as readCad gives them: a STEP file is read from the file by offset,
 * a piece at a time, so its bytes are never in memory whole; the other formats are read whole.
 */
export async function readCadFile(path: string, ...[format, fileName, progress, aborted = () => {}, solidsPerPiece = SOLIDS_PER_PIECE, collect = () => {}]: AfterBytes): Promise<CadSolid[]> {
  if (format !== 'step') return readCad(await readFile(path), format, fileName, progress, aborted, solidsPerPiece, collect);
  const file = new FileBytes(path);
  try {
    const problem = formatProblem(format, file.read(0, 4096), file.size);
    if (problem) throw new CadImportError(problem);
    const solids = await readStep(file, progress, aborted, solidsPerPiece, collect);
    if (!solids.length) throw new CadImportError('no solid in the file');
    return solids;
  } finally {
    file.close();
  }
}
