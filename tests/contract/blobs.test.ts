// The blob store contract on files (always) and on GridFS (with MONGODB_URI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { FileBlobStore } from '../../rest/store/blobs/file-blobs.ts';
import { GridFsBlobStore } from '../../rest/store/blobs/gridfs-blobs.ts';
import { onMongoDb } from '../support/mongodb.ts';
import { blobContract } from './blob-contract.ts';

const dir = mkdtempSync(join(tmpdir(), 'joinery-blobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
blobContract('files', async () => new FileBlobStore(join(dir, 'blobs')));

onMongoDb('GridFS blob store contract', 'run the blob contract against GridFS', 'joinery_blobs', ({ uri, dbName }) => {
  blobContract('gridfs', async () => new GridFsBlobStore({ uri, dbName }));
});
