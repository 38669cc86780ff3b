import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { HASH, stageThrough, type BlobInfo, type BlobStore, type ByteRange, type StagedBlob } from './blob-port.ts';

const STAGING = '.staging';

/**
 * Blobs as files under a folder (DATA_DIR/blobs by default): `ab/cd/abcd…` by hash, staged in
 * `.staging` and moved into place with an atomic rename. No name a user chose is ever part of a path.
 */
export class FileBlobStore implements BlobStore {
  readonly engine = 'files' as const;

  constructor(private readonly root: string) {}

  /** Where a kept blob's bytes are on this machine (a worker thread reads a CAD file from there). */
  localPath(hash: string): string {
    return this.pathOf(hash);
  }

  private pathOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error(`not a blob hash: ${JSON.stringify(hash)}`);
    return join(this.root, hash.slice(0, 2), hash.slice(2, 4), hash);
  }

  async stage(source: Readable, options: { maxBytes: number; sniffBytes?: number }): Promise<StagedBlob> {
    await mkdir(join(this.root, STAGING), { recursive: true });
    const temp = join(this.root, STAGING, `${Date.now()}-${randomBytes(8).toString('hex')}`);
    const sink = createWriteStream(temp, { flags: 'wx' });
    // the file is created when the stream opens, which can come after a cut-off request has already failed the
    // pipeline: dropping waits for the stream to close, or the unlink would run first and leave the file behind
    const closed = new Promise<void>((resolve) => sink.once('close', () => resolve()));
    return stageThrough(source, sink, options, {
      keep: async (hash) => {
        const target = this.pathOf(hash);
        await mkdir(join(target, '..'), { recursive: true });
        // identical content is already there: the staged copy is not needed, but the blob is new
        // again (its time is what garbage collection's grace period counts from)
        if (await stat(target).then(() => true, () => false)) {
          await unlink(temp);
          const now = new Date();
          await utimes(target, now, now);
        } else await rename(temp, target);
      },
      drop: async () => {
        await closed;
        await unlink(temp).catch(() => {});
      },
    });
  }

  async stat(hash: string): Promise<BlobInfo | null> {
    if (!HASH.test(hash)) return null;
    const found = await stat(this.pathOf(hash)).catch(() => null);
    return found ? { hash, size: found.size, created: found.mtime } : null;
  }

  async open(hash: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(hash);
    await stat(path);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async delete(hash: string): Promise<void> {
    await unlink(this.pathOf(hash)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  async *list(): AsyncIterable<BlobInfo> {
    const names = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).filter((n) => n !== STAGING);
    for (const a of await names(this.root)) {
      for (const b of await names(join(this.root, a))) {
        for (const hash of await names(join(this.root, a, b))) {
          if (!HASH.test(hash)) continue;
          const info = await this.stat(hash);
          if (info) yield info;
        }
      }
    }
  }

  async sweepStaging(before: Date): Promise<number> {
    const dir = join(this.root, STAGING);
    let removed = 0;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const found = await stat(join(dir, name)).catch(() => null);
      if (found && found.mtime < before) {
        await unlink(join(dir, name)).catch(() => {});
        removed++;
      }
    }
    return removed;
  }

  async close(): Promise<void> {}
}
