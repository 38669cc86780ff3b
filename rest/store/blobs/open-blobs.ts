import { join } from 'node:path';
import type { BlobStore } from './blob-port.ts';
import { FileBlobStore } from './file-blobs.ts';
import { GridFsBlobStore } from './gridfs-blobs.ts';

/** Blobs live beside the data: GridFS with MongoDB, files under DATA_DIR/blobs otherwise. */
export function openBlobStore(config: { mongodbUri?: string; dataDir: string }): BlobStore {
  if (config.mongodbUri) return new GridFsBlobStore({ uri: config.mongodbUri });
  return new FileBlobStore(join(config.dataDir, 'blobs'));
}
