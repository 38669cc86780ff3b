import { join } from 'node:path';
import type { BlobStore } from './blob-port.ts';
import { FileBlobStore } from './file-blobs.ts';

/**
 * Blobs live beside the data: GridFS with MongoDB, files under DATA_DIR/blobs otherwise. The GridFS
 * adapter (and with it the MongoDB driver) is loaded only when used, as the store's adapter is.
 */
export async function openBlobStore(config: { mongodbUri?: string; dataDir: string }): Promise<BlobStore> {
  if (config.mongodbUri) {
    const { GridFsBlobStore } = await import('./gridfs-blobs.ts');
    return new GridFsBlobStore({ uri: config.mongodbUri });
  }
  return new FileBlobStore(join(config.dataDir, 'blobs'));
}
