/**
 * The meshes of a published module's STEP or IGES file, converted once on the server for every
 * storefront visitor: a visitor's browser (a phone, often) would otherwise download OpenCascade's 7 MB
 * of WebAssembly and convert the file itself, for each module, on each visit.
 *
 * Converted in a worker thread that ends with its conversion (OpenCascade's heap never shrinks), one at a
 * time per process, and kept in `<cache>/cad-meshes` by the file's content hash: derived data, which an
 * instance makes again when it has none. A file that does not convert is kept as such, so that asking
 * again (the address is public) costs nothing.
 */
import { mkdtempSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CAD_MESHES_TYPE } from '../../../rules/cad-meshes.ts';
import type { StoredContent } from '../content/content.ts';
import { cadFormatOf } from '../cad-import/cad-formats.ts';
import { notFound } from '../errors.ts';
import { workerFile } from '../tasks/task-types.ts';
import { WorkerPool } from '../tasks/worker-pool.ts';
import type { CadMeshesInput, CadMeshesResult } from './cad-meshes.worker.ts';

/** changes when a conversion would give other meshes (the reader's settings, the binary form): older ones are not read */
const CONVERSION = 'v1';
const WORKER_MODULE = 'rest/model/storefront/cad-meshes.worker.ts';
/**
 * The largest file converted: OpenCascade reads a file whole here (a CAD import reads large ones a few solids
 * at a time, cad-import/step-chunks.ts), which takes many times the file's size in memory. A module's part is
 * far smaller; a larger file shows as the module's picture.
 */
export const MESHES_AT_MOST_BYTES = 25 * 1024 * 1024;

type Converted = { bytes: Buffer } | { error: string };

/** The format a file is converted from, by its name: STEP or IGES; undefined for any other file. */
export function meshesFormatOf(fileName: string): CadMeshesInput['format'] | undefined {
  const format = cadFormatOf(fileName);
  return format === 'step' || format === 'iges' ? format : undefined;
}

export class CadMeshes {
  private readonly converting = new Map<string, Promise<Converted>>();
  private queue: Promise<unknown> = Promise.resolve();
  private folder?: string;

  /** `cacheDir`: where the meshes are kept (DATA_DIR/cache); a temporary folder of the process without one */
  constructor(private readonly cacheDir?: string) {}

  /** The meshes of `file` (a STEP or IGES file, by `format`) as content to serve; 404 naming the reason when the file has none. */
  async of(file: StoredContent, format: CadMeshesInput['format']): Promise<StoredContent> {
    const hash = file.etag.replaceAll('"', '');
    const key = `${hash}.${format}.${CONVERSION}`;
    let pending = this.converting.get(key);
    if (!pending) {
      pending = this.kept(key, file, format).finally(() => this.converting.delete(key));
      this.converting.set(key, pending);
    }
    const converted = await pending;
    if ('error' in converted) throw notFound(`The 3D view cannot show ${file.fileName}: ${converted.error}`);
    const { bytes } = converted;
    return {
      etag: `"${hash}-meshes-${CONVERSION}"`,
      size: bytes.length,
      contentType: CAD_MESHES_TYPE,
      fileName: `${file.fileName}.meshes`,
      cacheControl: file.cacheControl,
      open: async (range) => Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]),
    };
  }

  /** What the cache holds for `key`, converting the file first when it holds nothing. */
  private async kept(key: string, file: StoredContent, format: CadMeshesInput['format']): Promise<Converted> {
    // a cache that cannot be made or written costs a conversion per ask, never the answer
    const folder = await this.cacheFolder().catch(() => undefined);
    if (folder === undefined) return this.serially(() => this.convert(file, format));
    const meshes = join(folder, `${key}.jcm`);
    const failed = join(folder, `${key}.failed`);
    const found = await readFile(meshes).catch(() => undefined);
    if (found) return { bytes: found };
    const reason = await readFile(failed, 'utf8').catch(() => undefined);
    if (reason !== undefined) return { error: reason };
    const converted = await this.serially(() => this.convert(file, format));
    // written whole under another name first: a reader never sees half a file, whichever instance wrote it
    const [target, content] = 'bytes' in converted ? [meshes, converted.bytes] : [failed, converted.error];
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, content)
      .then(() => rename(partial, target))
      .catch(() => {});
    return converted;
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(work);
    this.queue = turn.catch(() => {});
    return turn;
  }

  private async convert(file: StoredContent, format: CadMeshesInput['format']): Promise<Converted> {
    if (file.size > MESHES_AT_MOST_BYTES) return { error: `the file is larger than the 3D view converts (${MESHES_AT_MOST_BYTES / 1024 / 1024} MB)` };
    const chunks: Buffer[] = [];
    for await (const chunk of await file.open()) chunks.push(chunk as Buffer);
    const input: CadMeshesInput = { bytes: Buffer.concat(chunks), format };
    const pool = new WorkerPool();
    try {
      const context = { taskId: 'cad-meshes', input, workspace: '', owner: '', documentType: null, documentId: null };
      const result = (await pool.run(workerFile(WORKER_MODULE), context, { signal: new AbortController().signal, onStage: () => {}, onLog: () => {} })) as CadMeshesResult;
      return 'meshes' in result ? { bytes: Buffer.from(result.meshes.buffer, result.meshes.byteOffset, result.meshes.byteLength) } : result;
    } catch {
      // the thread died reading it (OpenCascade ran out of memory, or aborted): kept as a failure like any other,
      // since the address is public and the file will not read better next time
      return { error: 'the CAD reader stopped on this file' };
    } finally {
      await pool.close();
    }
  }

  private async cacheFolder(): Promise<string> {
    this.folder ??= this.cacheDir ? join(this.cacheDir, 'cad-meshes') : mkdtempSync(join(tmpdir(), 'joinery-cad-meshes-'));
    await mkdir(this.folder, { recursive: true });
    return this.folder;
  }
}
