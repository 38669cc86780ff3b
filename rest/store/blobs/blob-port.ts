/**
 * The blob port: binary content, addressed by the sha256 of its bytes, so identical content is stored
 * once. Content arrives as a stream and is staged while it is hashed and counted (never held whole in
 * memory); a staged blob is then kept (it becomes the blob of its hash) or discarded. Every adapter
 * passes tests/contract/blob-contract.ts.
 */
import { createHash } from 'node:crypto';
import { Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface BlobInfo {
  /** sha256 of the content, hex */
  hash: string;
  size: number;
  /** when the blob was stored (or staged) */
  created: Date;
}

export interface StagedBlob {
  hash: string;
  size: number;
  /** the first bytes (up to `sniffBytes`), to check what the content is */
  head: Buffer;
  /** makes it the blob of its hash; a blob already stored under that hash stays as it is */
  keep(): Promise<void>;
  discard(): Promise<void>;
}

export interface ByteRange {
  /** first byte, from 0 */
  start: number;
  /** last byte, inclusive */
  end: number;
}

/** The content was larger than allowed; nothing was kept. */
export class BlobTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`the content is larger than ${limit} bytes`);
    this.name = 'BlobTooLargeError';
  }
}

export interface BlobStore {
  readonly engine: 'files' | 'gridfs';
  /** Streams `source` to a staging area while hashing it; BlobTooLargeError past `maxBytes` (nothing is left staged). */
  stage(source: Readable, options: { maxBytes: number; sniffBytes?: number }): Promise<StagedBlob>;
  stat(hash: string): Promise<BlobInfo | null>;
  /** The content, or the bytes of `range`; rejects when there is no such blob. */
  open(hash: string, range?: ByteRange): Promise<Readable>;
  delete(hash: string): Promise<void>;
  /** Where a kept blob's bytes are as a file on this machine, for adapters that keep them so. */
  localPath?(hash: string): string;
  /** Every kept blob. */
  list(): AsyncIterable<BlobInfo>;
  /** Removes staged content older than `before` that was never kept or discarded (a crashed upload). */
  sweepStaging(before: Date): Promise<number>;
  close(): Promise<void>;
}

export const HASH = /^[0-9a-f]{64}$/;

/**
 * A pass-through that hashes and counts what flows through it and keeps the first bytes. Past
 * `maxBytes` it passes nothing more but reads its source to the end (destroying an upload's stream
 * mid-body would break the connection it arrives on): `tooLarge` then tells the caller to refuse it.
 */
export class HashingCounter extends Transform {
  private readonly hash = createHash('sha256');
  private readonly headChunks: Buffer[] = [];
  private headLength = 0;
  size = 0;
  tooLarge = false;

  constructor(
    private readonly maxBytes: number,
    private readonly sniffBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.tooLarge || this.size > this.maxBytes) {
      this.tooLarge = true;
      return done();
    }
    this.hash.update(chunk);
    if (this.headLength < this.sniffBytes) {
      const part = chunk.subarray(0, this.sniffBytes - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    done(null, chunk);
  }

  digest(): { hash: string; head: Buffer } {
    return { hash: this.hash.digest('hex'), head: Buffer.concat(this.headChunks) };
  }
}

export const DEFAULT_SNIFF_BYTES = 64 * 1024;

/**
 * Streams `source` through a HashingCounter into `sink` (an adapter's staging place) and answers the
 * staged blob; `settle` keeps or drops the staged copy, once; `drop` also cleans up a failed stage.
 */
export async function stageThrough(
  source: Readable,
  sink: Writable,
  options: { maxBytes: number; sniffBytes?: number },
  settle: { keep(hash: string): Promise<void>; drop(): Promise<void> },
): Promise<StagedBlob> {
  const counter = new HashingCounter(options.maxBytes, options.sniffBytes ?? DEFAULT_SNIFF_BYTES);
  try {
    await pipeline(source, counter, sink);
    if (counter.tooLarge) throw new BlobTooLargeError(options.maxBytes);
  } catch (error) {
    await settle.drop();
    throw error;
  }
  const { hash, head } = counter.digest();
  let settled = false;
  const once = (work: () => Promise<void>) => async () => {
    if (settled) return;
    settled = true;
    await work();
  };
  return { hash, size: counter.size, head, keep: once(() => settle.keep(hash)), discard: once(() => settle.drop()) };
}

/** The store of a model made without one (model tests): every use says so. */
export class MissingBlobStore implements BlobStore {
  readonly engine = 'files' as const;
  private fail(): never {
    throw new Error('binary content needs a blob store, and this model was made without one');
  }
  stage = async (): Promise<StagedBlob> => this.fail();
  stat = async (): Promise<BlobInfo | null> => this.fail();
  open = async (): Promise<Readable> => this.fail();
  delete = async (): Promise<void> => this.fail();
  list = (): AsyncIterable<BlobInfo> => this.fail();
  sweepStaging = async (): Promise<number> => this.fail();
  close = async (): Promise<void> => {};
}
