// The behaviour every blob store adapter must share (rest/store/blobs/blob-port.ts).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { BlobTooLargeError, type BlobStore } from '../../rest/store/blobs/blob-port.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** a stream of `bytes` in chunks of 1000, as an upload arrives */
const streamOf = (bytes: Buffer) => Readable.from((function* () {
  for (let i = 0; i < bytes.length; i += 1000) yield bytes.subarray(i, i + 1000);
})());

async function listed(store: BlobStore): Promise<string[]> {
  const hashes: string[] = [];
  for await (const blob of store.list()) hashes.push(blob.hash);
  return hashes.sort();
}

/** `makeStore` answers an empty store; the suite closes it. */
export function blobContract(name: string, makeStore: () => Promise<BlobStore>): void {
  describe(`Blob store contract: ${name}`, () => {
    let store: BlobStore;
    beforeAll(async () => {
      store = await makeStore();
    });
    afterAll(() => store.close());

    it('stages while hashing and counting; once kept, the blob of that hash reads back whole and by range', async () => {
      const bytes = randomBytes(25_000);
      const staged = await store.stage(streamOf(bytes), { maxBytes: 1_000_000, sniffBytes: 100 });
      assert.equal(staged.hash, sha256(bytes));
      assert.equal(staged.size, bytes.length);
      assert.deepEqual(staged.head, bytes.subarray(0, 100));
      assert.equal(await store.stat(staged.hash), null, 'a staged blob is not a blob yet');
      await staged.keep();
      const info = await store.stat(staged.hash);
      assert.equal(info?.size, bytes.length);
      assert.ok(info!.created instanceof Date);
      assert.deepEqual(await buffer(await store.open(staged.hash)), bytes);
      assert.deepEqual(await buffer(await store.open(staged.hash, { start: 1000, end: 1999 })), bytes.subarray(1000, 2000));
      assert.deepEqual(await buffer(await store.open(staged.hash, { start: 24_990, end: 24_999 })), bytes.subarray(24_990));
      assert.ok((await listed(store)).includes(staged.hash));
    });

    it('identical content is stored once', async () => {
      const bytes = randomBytes(3000);
      const before = (await listed(store)).length;
      for (let i = 0; i < 3; i++) await (await store.stage(streamOf(bytes), { maxBytes: 10_000 })).keep();
      assert.equal((await listed(store)).length, before + 1);
      assert.deepEqual(await buffer(await store.open(sha256(bytes))), bytes);
    });

    it('content over the limit fails with BlobTooLargeError and leaves nothing', async () => {
      const before = await listed(store);
      await assert.rejects(store.stage(streamOf(randomBytes(5000)), { maxBytes: 4999 }), BlobTooLargeError);
      assert.deepEqual(await listed(store), before);
      assert.equal(await store.sweepStaging(new Date(Date.now() + 60_000)), 0, 'nothing was left staged');
    });

    it('a discarded blob is not stored; a staged one never settled is swept', async () => {
      const before = await listed(store);
      const discarded = await store.stage(streamOf(randomBytes(2000)), { maxBytes: 10_000 });
      await discarded.discard();
      assert.equal(await store.stat(discarded.hash), null);
      const forgotten = await store.stage(streamOf(randomBytes(2000)), { maxBytes: 10_000 });
      assert.equal(await store.sweepStaging(new Date(Date.now() - 60_000)), 0, 'a fresh staged blob is kept for now');
      assert.equal(await store.sweepStaging(new Date(Date.now() + 60_000)), 1);
      assert.equal(await store.stat(forgotten.hash), null);
      assert.deepEqual(await listed(store), before);
    });

    it('a deleted blob is gone; opening it rejects; unknown hashes have no blob', async () => {
      const staged = await store.stage(streamOf(randomBytes(1000)), { maxBytes: 10_000 });
      await staged.keep();
      await store.delete(staged.hash);
      assert.equal(await store.stat(staged.hash), null);
      await assert.rejects(store.open(staged.hash));
      assert.ok(!(await listed(store)).includes(staged.hash));
      assert.equal(await store.stat('0'.repeat(64)), null);
      assert.equal(await store.stat('../../etc/passwd'), null);
      await store.delete('0'.repeat(64));
    });

    it('an empty stream is an empty blob of the empty hash', async () => {
      const staged = await store.stage(Readable.from([]), { maxBytes: 10 });
      assert.equal(staged.size, 0);
      assert.equal(staged.hash, sha256(Buffer.alloc(0)));
      await staged.discard();
    });
  });
}
