// The blob store contract on files (always) and on GridFS (with MONGODB_URI).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { MongoClient } from 'mongodb';
import { FileBlobStore } from '../../rest/store/blobs/file-blobs.ts';
import { GridFsBlobStore } from '../../rest/store/blobs/gridfs-blobs.ts';
import { blobContract } from './blob-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'joinery-blobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
blobContract('files', async () => new FileBlobStore(join(dir, 'blobs')));

const uri = process.env.MONGODB_URI;
const SKIP =
  'MONGODB_URI is not set: no MongoDB server can be installed on this machine; set MONGODB_URI=mongodb://… to run the blob contract against GridFS';
if (!uri) {
  // vitest prints a skipped suite by its name, so the name carries the reason
  describe.skip(`GridFS blob store contract (skipped: ${SKIP})`, () => {
    it('passes the blob store contract', () => {});
  });
} else {
  const dbName = `joinery_blobs_${randomUUID().replaceAll('-', '')}`;
  afterAll(async () => {
    const client = new MongoClient(uri);
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });
  blobContract('gridfs', async () => new GridFsBlobStore({ uri, dbName }));
}
