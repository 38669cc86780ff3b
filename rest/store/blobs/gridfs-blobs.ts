import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GridFSBucket, MongoClient, type Db } from 'mongodb';
import { HASH, stageThrough, type BlobInfo, type BlobStore, type ByteRange, type StagedBlob } from './blob-port.ts';

const STAGING = 'staging/';

/**
 * Blobs in MongoDB GridFS (bucket `blobs`), one file per hash named by it. Content is uploaded under
 * a staging name while it is hashed, then renamed to its hash (or dropped when that hash is stored).
 */
export class GridFsBlobStore implements BlobStore {
  readonly engine = 'gridfs' as const;
  private client?: MongoClient;
  private bucketPromise?: Promise<GridFSBucket>;

  constructor(private readonly options: { uri: string; dbName?: string; bucketName?: string }) {}

  private bucket(): Promise<GridFSBucket> {
    this.bucketPromise ??= (async () => {
      this.client = new MongoClient(this.options.uri);
      await this.client.connect();
      const db: Db = this.client.db(this.options.dbName);
      return new GridFSBucket(db, { bucketName: this.options.bucketName ?? 'blobs', writeConcern: { w: 'majority' } });
    })();
    return this.bucketPromise;
  }

  async stage(source: Readable, options: { maxBytes: number; sniffBytes?: number }): Promise<StagedBlob> {
    const bucket = await this.bucket();
    const upload = bucket.openUploadStream(`${STAGING}${randomBytes(12).toString('hex')}`);
    return stageThrough(source, upload, options, {
      keep: async (hash) => {
        // the new copy becomes the blob (its upload date is what garbage collection's grace counts from); older copies go
        const older = await bucket.find({ filename: hash }).toArray();
        await bucket.rename(upload.id, hash);
        for (const file of older) await bucket.delete(file._id).catch(() => {});
      },
      drop: async () => {
        // after a failed upload the chunks written so far go (the file document is only written at the end)
        await upload.abort().catch(() => {});
        await bucket.delete(upload.id).catch(() => {});
      },
    });
  }

  async stat(hash: string): Promise<BlobInfo | null> {
    if (!HASH.test(hash)) return null;
    const [file] = await (await this.bucket()).find({ filename: hash }).limit(1).toArray();
    return file ? { hash, size: file.length, created: file.uploadDate } : null;
  }

  async open(hash: string, range?: ByteRange): Promise<Readable> {
    if (!(await this.stat(hash))) throw new Error(`no blob ${hash}`);
    // GridFS ranges end before `end`
    return (await this.bucket()).openDownloadStreamByName(hash, range ? { start: range.start, end: range.end + 1 } : {});
  }

  async delete(hash: string): Promise<void> {
    const bucket = await this.bucket();
    for (const file of await bucket.find({ filename: hash }).toArray()) await bucket.delete(file._id);
  }

  async *list(): AsyncIterable<BlobInfo> {
    const bucket = await this.bucket();
    for await (const file of bucket.find({ filename: { $regex: '^[0-9a-f]{64}$' } })) {
      yield { hash: file.filename, size: file.length, created: file.uploadDate };
    }
  }

  async sweepStaging(before: Date): Promise<number> {
    const bucket = await this.bucket();
    let removed = 0;
    for (const file of await bucket.find({ filename: { $regex: `^${STAGING}` }, uploadDate: { $lt: before } }).toArray()) {
      await bucket.delete(file._id);
      removed++;
    }
    return removed;
  }

  async close(): Promise<void> {
    await this.client?.close();
  }
}
