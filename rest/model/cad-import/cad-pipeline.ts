/**
 * A CAD import's work, apart from the store (it runs in a worker thread of the task pool): read the
 * file, tessellate its solids, measure them as parts, render the model. What it answers is written to
 * the module by the task's completion (cad-imports.ts), in one version.
 */
import type { CadFormat } from './cad-formats.ts';
import { assemblyOf, measure, type SolidMeasures } from './cad-parts.ts';
import { readCad, readCadFile, releaseOpenCascade, type CadSolid, type ReadProgress, type Rgb } from './read-cad.ts';
import { renderPng } from './render.ts';

import type { CadImportStage } from './cad-stages.ts';
export { CAD_IMPORT_STAGES, type CadImportStage } from './cad-stages.ts';

/** A solid as production parts are made of it (the workspace's materials are chosen on completion). */
export interface MeasuredSolid {
  name: string;
  path: string[];
  colour: Rgb | null;
  measures: SolidMeasures;
}

export interface CadImportResult {
  assembly: ReturnType<typeof assemblyOf>;
  solids: MeasuredSolid[];
  /** the render, a PNG */
  png: Uint8Array;
}

export interface ImportOptions {
  /** throws once the import was cancelled */
  aborted?: () => void;
  /** a full garbage collection, when the caller can make one (a worker thread): between pieces of a large file, and before rendering */
  collect?: () => void;
}

/** A file to import: on disk (a STEP file is then read by offset, never whole), or bytes a function gives. */
export type CadFile = { path: string } | (() => Promise<Buffer> | Buffer);

/** The solids of the file; its bytes are unreachable once this returns. */
async function solidsOf(file: CadFile, format: CadFormat, fileName: string, stage: ReadProgress, aborted: () => void, collect: () => void): Promise<CadSolid[]> {
  try {
    if (typeof file !== 'function') return await readCadFile(file.path, format, fileName, stage, aborted, undefined, collect);
    return await readCad(await file(), format, fileName, stage, aborted, undefined, collect);
  } finally {
    releaseOpenCascade();
  }
}

/** The file's import, reporting each stage's progress. */
export async function importCad(
  file: CadFile,
  format: CadFormat,
  fileName: string,
  stage: (name: CadImportStage, fraction: number) => void,
  { aborted = () => {}, collect = () => {} }: ImportOptions = {},
): Promise<CadImportResult> {
  stage('read', 0);
  const solids = await solidsOf(file, format, fileName, stage, aborted, collect);
  // the file's index and OpenCascade's heap go before the render needs memory of its own
  collect();
  aborted();
  stage('parts', 0);
  const measures = solids.map(measure);
  const assembly = assemblyOf(solids, measures);
  stage('parts', 1);
  aborted();
  stage('render', 0);
  const png = renderPng(solids)!;
  stage('render', 1);
  return {
    assembly,
    solids: solids.map((solid, i) => ({ name: solid.name, path: solid.path, colour: solid.colour, measures: measures[i] })),
    png: new Uint8Array(png.buffer, png.byteOffset, png.length),
  };
}
