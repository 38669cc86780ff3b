/**
 * The storage port and the blob store, timed and counted for the metrics (metrics.ts) at their
 * boundary, so that no adapter's code knows about metrics. Only used when metrics are on.
 */
import type { Readable } from 'node:stream';
import type { BlobInfo, BlobStore, ByteRange, StagedBlob } from '../store/blobs/blob-port.ts';
import type { CountOptions, Counter, CounterStep, FindOptions, IndexSpec, Store, StoredDoc, Where } from '../store/port.ts';
import type { Metrics } from './metrics.ts';

export class MeasuredStore implements Store {
  constructor(
    private readonly inner: Store,
    private readonly metrics: Metrics,
  ) {}

  get engine() {
    return this.inner.engine;
  }

  private async timed<T>(operation: string, collection: string, work: () => Promise<T>): Promise<T> {
    const stop = this.metrics.storeOperations.startTimer({ operation, collection });
    try {
      return await work();
    } finally {
      stop();
    }
  }

  connect(): Promise<void> {
    return this.inner.connect();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
  ensureIndexes(collection: string, indexes: IndexSpec[]): Promise<void> {
    return this.timed('ensureIndexes', collection, () => this.inner.ensureIndexes(collection, indexes));
  }
  /** the transaction as a whole, and each operation inside it through a measured view of its `tx` */
  transaction<T>(work: (tx: Store) => Promise<T>): Promise<T> {
    return this.timed('transaction', '(transaction)', () => this.inner.transaction((tx) => work(new MeasuredStore(tx, this.metrics))));
  }
  increment(collection: string, id: string, step: CounterStep): Promise<Counter> {
    return this.timed('increment', collection, () => this.inner.increment(collection, id, step));
  }
  claim(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }, options?: Pick<FindOptions, 'sort'>): Promise<StoredDoc | null> {
    return this.timed('claim', collection, () => this.inner.claim(collection, where, changes, options));
  }
  insert(collection: string, docs: StoredDoc[]): Promise<void> {
    return this.timed('insert', collection, () => this.inner.insert(collection, docs));
  }
  find(collection: string, options?: FindOptions): Promise<StoredDoc[]> {
    return this.timed('find', collection, () => this.inner.find(collection, options));
  }
  readStamp(): string | undefined {
    return this.inner.readStamp();
  }
  findOne(collection: string, where: Where, options?: Pick<FindOptions, 'omit'>): Promise<StoredDoc | null> {
    return this.timed('findOne', collection, () => this.inner.findOne(collection, where, options));
  }
  count(collection: string, where?: Where, options?: CountOptions): Promise<number> {
    return this.timed('count', collection, () => this.inner.count(collection, where, options));
  }
  update(collection: string, where: Where, changes: { set?: Record<string, unknown>; unset?: string[] }): Promise<number> {
    return this.timed('update', collection, () => this.inner.update(collection, where, changes));
  }
  delete(collection: string, where: Where): Promise<number> {
    return this.timed('delete', collection, () => this.inner.delete(collection, where));
  }
}

/** Counts the bytes of every upload staged; everything else goes straight through. */
export class MeasuredBlobs implements BlobStore {
  constructor(
    private readonly inner: BlobStore,
    private readonly metrics: Metrics,
  ) {}

  get engine() {
    return this.inner.engine;
  }
  async stage(source: Readable, options: { maxBytes: number; sniffBytes?: number }): Promise<StagedBlob> {
    const staged = await this.inner.stage(source, options);
    this.metrics.uploadBytes.inc(staged.size);
    return staged;
  }
  stat(hash: string): Promise<BlobInfo | null> {
    return this.inner.stat(hash);
  }
  open(hash: string, range?: ByteRange): Promise<Readable> {
    return this.inner.open(hash, range);
  }
  delete(hash: string): Promise<void> {
    return this.inner.delete(hash);
  }
  list(): AsyncIterable<BlobInfo> {
    return this.inner.list();
  }
  sweepStaging(before: Date): Promise<number> {
    return this.inner.sweepStaging(before);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
