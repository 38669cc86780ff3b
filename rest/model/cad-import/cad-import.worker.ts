/**
 * The CAD-import task's work in a worker thread of the task pool (rest/model/tasks): the uploaded file is
 * read from where the import left it (a blob's file, or a copy), and the result goes back to the main
 * thread, which writes it. Cancelling terminates the thread.
 */
import { readFile } from 'node:fs/promises';
import type { CadFormat } from './cad-formats.ts';
import { importCad, type CadImportResult } from './cad-pipeline.ts';

/** What a CAD-import task is given (its input, stored with the task). */
export interface CadImportInput {
  /** the module the import fills in, and the version holding the file */
  moduleId: string;
  version: number;
  fileName: string;
  format: CadFormat;
  /** where the file's bytes are on this machine */
  path: string;
}

export async function run(ctx: { input: CadImportInput; stage(name: string, fraction?: number): void; signal: AbortSignal }): Promise<CadImportResult> {
  const { path, format, fileName } = ctx.input;
  const bytes = await readFile(path);
  return importCad(bytes, format, fileName, (name, fraction) => ctx.stage(name, fraction), () => ctx.signal.throwIfAborted());
}
