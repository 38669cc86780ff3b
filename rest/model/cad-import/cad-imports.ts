/**
 * Creating products from CAD (issue 21 §2): an uploaded STEP, IGES, STL, OBJ or GLB file becomes a
 * module whose source is that file, with a CAD-import task that fills in the rest. The task's work runs
 * in a worker thread (cad-import.worker.ts); what it answers is written here, as one new version of the
 * module, in the transaction that marks the task Complete, so a cancelled import leaves nothing behind.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore } from '../../store/blobs/blob-port.ts';
import { w, type Store } from '../../store/port.ts';
import { badRequest, forbidden, payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import { mayCreate } from '../resources/permissions.ts';
import type { Actor } from '../identity/actor.ts';
import { requireKind } from '../kinds/registry.ts';
import type { Receive } from '../content/content.ts';
import type { Envelope } from '../resources/resource-types.ts';
import type { Runtime } from '../runtime.ts';
import type { DocumentWrites } from '../writes/document-writes.ts';
import type { VersionCommits } from '../writes/version-commits.ts';
import { contentTypeOf } from '../content/content-types.ts';
import { cadFormatOf, formatProblem, type CadFormat } from './cad-formats.ts';
import type { CadImportInput } from './cad-import.worker.ts';
import { productionPartsOf, type MaterialChoice } from './cad-parts.ts';
import type { CadImportResult } from './cad-pipeline.ts';
import { moduleProgress } from './import-progress.ts';
import { taskActor } from '../tasks/task-rows.ts';

export const CAD_IMPORT_TASK = 'cad-import';

/** What a started import answers: the new module and the task filling it in. */
export interface StartedImport {
  module: Envelope;
  task: { id: string };
}

/** Puts the import's task in the queue, in the transaction that creates its module. */
export type EnqueueImport = (tx: Store, task: { workspace: string; owner: string; documentId: string; title: string; input: CadImportInput }) => Promise<{ id: string }>;

const ACCEPTED = 'STEP (.step, .stp), IGES (.iges, .igs), STL (.stl), OBJ (.obj) or GLB (.glb)';
/** glTF is Y up; CAD files are Z up */
const orientationOf = (format: CadFormat) => (format === 'glb' ? 'PositiveY' : 'PositiveZ');
const EXTENSIONS: Record<CadFormat, string> = { step: 'step', iges: 'iges', stl: 'stl', obj: 'obj', glb: 'glb' };

export interface CadImportsOptions {
  blobs: BlobStore;
  writes: DocumentWrites;
  commits: VersionCommits;
  maxUploadBytes: number;
  enqueue: EnqueueImport;
}

export class CadImports {
  constructor(
    private readonly rt: Runtime,
    private readonly options: CadImportsOptions,
  ) {}

  /**
   * The upload (one file field) checked to be what its extension says before anything is kept, then the
   * module (named after the file) and its task, written together.
   */
  async start(actor: Actor, receive: Receive): Promise<StartedImport> {
    const { blobs, maxUploadBytes } = this.options;
    // refused before a byte is kept
    if (!mayCreate(actor, requireKind('modules'))) throw forbidden(`You may not create modules in workspace ${actor.workspace}`);
    const { staged, filename } = await receive((stream) =>
      blobs.stage(stream, { maxBytes: maxUploadBytes, sniffBytes: 4096 }).catch((error) => {
        if (error instanceof BlobTooLargeError) throw payloadTooLarge(`the file is larger than the upload limit of ${maxUploadBytes} bytes`);
        throw error;
      }),
    );
    let format: CadFormat;
    let name: string;
    try {
      const given = (filename ?? '').trim();
      const known = cadFormatOf(given);
      if (!known) throw badRequest(`the file ${JSON.stringify(given.slice(0, 200))} must be ${ACCEPTED}`);
      format = known;
      name = given.replace(/\.[^.]+$/, '').slice(0, 200) || 'Imported product';
      if (staged.size === 0) throw badRequest('the file is empty');
      const problem = formatProblem(format, staged.head, staged.size);
      if (problem) throw unsupportedMediaType(problem);
      await staged.keep();
    } catch (error) {
      await staged.discard();
      throw error;
    }
    const path = blobs.localPath?.(staged.hash) ?? (await this.copyToTemp(staged.hash));
    const fileName = (filename ?? '').trim().slice(0, 200);
    const modules = requireKind('modules');
    return this.rt.store.transaction(async (tx) => {
      const module = await this.options.writes.create(actor, modules, {
        name,
        source: {
          // its address names a version: the import's version gives it (the id is not known before)
          file: { file: { name: fileName, contentType: contentTypeOf(EXTENSIONS[format]), hashString: staged.hash, size: staged.size } },
          geometrySettings: { cadOrientation: orientationOf(format) },
        },
      }, undefined, tx);
      const task = await this.options.enqueue(tx, {
        workspace: actor.workspace,
        owner: actor.email,
        documentId: module.id,
        title: `Importing ${name}`,
        input: { moduleId: module.id, version: module.version, fileName, format, path },
      });
      return { module, task };
    });
  }

  /** Bytes fetched for an import (an Onshape translation) kept as a blob; a file the worker thread can read. */
  async keep(bytes: Buffer): Promise<{ hash: string; size: number; path: string }> {
    const { hash, size } = await this.storeBlob(bytes);
    return { hash, size, path: this.options.blobs.localPath?.(hash) ?? (await this.copyToTemp(hash)) };
  }

  /** Content-addressed: storing the same bytes again (a retried transaction) keeps the same blob. */
  private async storeBlob(bytes: Buffer): Promise<{ hash: string; size: number }> {
    const staged = await this.options.blobs.stage(Readable.from([bytes]), { maxBytes: Math.max(bytes.length + 1, this.options.maxUploadBytes) });
    await staged.keep();
    return { hash: staged.hash, size: staged.size };
  }

  /**
   * A module's next version made by `change` from its head, written as the task's owner inside `tx`
   * (the transaction that completes the task): answers the new version's number.
   */
  async writeVersion(tx: Store, task: { workspace: string; owner: string }, moduleId: string, change: (document: Record<string, any>, version: number) => Record<string, unknown>): Promise<number> {
    const { row } = await this.options.commits.commit(taskActor(task), requireKind('modules'), moduleId, async (fresh) => ({
      document: change(fresh.document as Record<string, any>, fresh.latest + 1),
      parents: [fresh.head],
      moveHead: true,
      versionKind: 'Version',
    }), {}, tx);
    return row.version;
  }

  /** Queues the import of a module's file (its version `version`), in `tx`. */
  enqueue(tx: Store, task: { workspace: string; owner: string; title: string; input: CadImportInput }): Promise<{ id: string }> {
    return this.options.enqueue(tx, { ...task, documentId: task.input.moduleId });
  }

  /** The progress of the task still running on each module (the products table's '% Completed'). */
  progress(actor: Actor, ids: readonly string[]): Promise<Map<string, number>> {
    return moduleProgress(this.rt.store, actor, ids);
  }

  /** A blob store that keeps no files (GridFS): the worker thread reads a copy in the temporary folder. */
  private async copyToTemp(hash: string): Promise<string> {
    const dir = join(tmpdir(), 'joinery-cad-imports');
    await mkdir(dir, { recursive: true });
    const path = join(dir, hash);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.options.blobs.open(hash)) chunks.push(chunk as Buffer);
    await writeFile(path, Buffer.concat(chunks));
    return path;
  }

  /**
   * The import's result as the module's next version: its source assembly, its render and its production
   * parts (materials from the workspace's production materials). Written as the task's owner.
   */
  async complete(tx: Store, task: { workspace: string; owner: string; input: CadImportInput }, result: CadImportResult): Promise<void> {
    const staged = await this.storeBlob(Buffer.from(result.png.buffer, result.png.byteOffset, result.png.byteLength));
    const materials = (await tx.find('productionmaterials', { where: w.and(w.eq('workspace', task.workspace), w.eq('deleted', false)), limit: 1000 }))
      .map((row) => (row as unknown as { document: MaterialChoice }).document)
      .map(({ name, thickness }) => ({ name, thickness }));
    const productionParts = productionPartsOf(result.solids, result.solids.map((s) => s.measures), materials);
    const { moduleId } = task.input;
    await this.writeVersion(tx, task, moduleId, (document, version) => {
      const file = document.source?.file?.file;
      const uri = (what: string, extension: string) => `/api/modules/${moduleId}/v/${version}/source/${what}.${extension}`;
      const render = { name: 'render.png', contentType: 'image/png', uri: uri('render', 'png'), hashString: staged.hash, size: staged.size };
      return {
        ...document,
        source: {
          ...document.source,
          ...(file && !file.uri ? { file: { ...document.source.file, file: { ...file, uri: uri('file', file.name.split('.').pop().toLowerCase()) } } } : {}),
          assembly: result.assembly,
          render,
        },
        productionParts,
      };
    });
  }
}

/** Each model's CAD imports by its runtime: a task's completion is handed the runtime of the model that runs it. */
const byRuntime = new WeakMap<Runtime, CadImports>();
export const registerCadImports = (rt: Runtime, imports: CadImports) => byRuntime.set(rt, imports);
export function cadImportsOf(rt: Runtime): CadImports {
  const found = byRuntime.get(rt);
  if (!found) throw new Error('CAD imports are not set up in this model');
  return found;
}
