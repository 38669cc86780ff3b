/**
 * The CAD-import task's work in a worker thread of the task pool (rest/model/tasks): the uploaded file is
 * read from where the import left it (a blob's file, or a copy), a STEP file by offset, and the result
 * goes back to the main thread, which writes it. Cancelling terminates the thread.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
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

/**
 * A full garbage collection for this thread: what each piece of a large file leaves behind, then the
 * file's index and OpenCascade's heap before the render, are collected when they are done with rather
 * than when the heap next fills, so the process's resident memory stays bounded (bench/RESULTS.md).
 */
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * OpenCascade's WebAssembly runs as V8's baseline (Liftoff) code, never recompiled by its optimising
 * tier: optimising a module of its size took some 130 MB of code space at the first piece of a file, and
 * more CPU than it saved (a 20 MB file read 3 to 5 s sooner without it, bench/RESULTS.md). The flag is
 * the process's; the server runs no other WebAssembly.
 */
setFlagsFromString('--liftoff-only');

export async function run(ctx: { input: CadImportInput; stage(name: string, fraction?: number): void; signal: AbortSignal }): Promise<CadImportResult> {
  const { path, format, fileName } = ctx.input;
  return importCad({ path }, format, fileName, (name, fraction) => ctx.stage(name, fraction), {
    aborted: () => ctx.signal.throwIfAborted(),
    collect,
  });
}
