/**
 * Backups of an SQLite data folder, made while the server runs, and their restore.
 *
 * A backup is a folder: `joinery.sqlite` (a consistent copy made with SQLite's online backup API,
 * which copies committed data page by page while other connections go on writing), `blobs/` with
 * every blob that copy refers to (each checked against its sha256 on the way), and `manifest.json`.
 * A restore checks the backup first (the copy's integrity_check, its checksum, every blob it refers
 * to present with the right sha256) and refuses while a server holds the data folder; then it moves
 * the current database aside (`before-restore-<time>.sqlite`) and puts the copy and its blobs in place.
 * MongoDB deployments use mongodump and mongorestore instead (README).
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { FileBlobStore } from '../store/blobs/file-blobs.ts';
import { BLOB_REFS } from '../model/content/blob-refs.ts';
import { SCHEMA_VERSIONS } from '../model/migrations.ts';

export const DATABASE_FILE = 'joinery.sqlite';
const MANIFEST = 'manifest.json';
const FORMAT = 1;

export interface BackupManifest {
  format: typeof FORMAT;
  created: string;
  schemaVersion: number;
  database: { file: string; sha256: string; bytes: number };
  blobs: { count: number; bytes: number };
}

/** A backup or restore that cannot be done; the message says why. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

async function digest(stream: AsyncIterable<unknown>): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

const sha256 = (file: string) => digest(createReadStream(file));

/** What a database file says about itself: integrity, schema version, the blobs it refers to. */
function inspect(file: string): { integrity: string; schemaVersion: number; blobHashes: string[] } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
    const table = (name: string) => db.prepare('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get('table', name) !== undefined;
    // documents are JSONB (rest/store/sqlite): json_extract reads them
    const schemaVersion = table(SCHEMA_VERSIONS) ? ((db.prepare(`SELECT json_extract(doc, '$.version') FROM "${SCHEMA_VERSIONS}" WHERE id = 'version'`).pluck().get() as number | undefined) ?? 0) : 0;
    const blobHashes = table(BLOB_REFS) ? (db.prepare(`SELECT DISTINCT json_extract(doc, '$.hash') FROM "${BLOB_REFS}" ORDER BY 1`).pluck().all() as string[]) : [];
    return { integrity, schemaVersion, blobHashes };
  } finally {
    db.close();
  }
}

/** Copies each blob through the blob port, which hashes what it stages: a blob whose bytes are not its hash is a problem. */
async function copyBlobs(from: FileBlobStore, to: FileBlobStore, hashes: string[]): Promise<{ problems: string[]; bytes: number }> {
  const problems: string[] = [];
  let bytes = 0;
  for (const hash of hashes) {
    const source = await from.open(hash).catch(() => undefined);
    if (!source) {
      problems.push(`blob ${hash} is missing`);
      continue;
    }
    const staged = await to.stage(source, { maxBytes: Number.MAX_SAFE_INTEGER });
    if (staged.hash !== hash) {
      await staged.discard();
      problems.push(`blob ${hash} has other content (sha256 ${staged.hash})`);
      continue;
    }
    await staged.keep();
    bytes += staged.size;
  }
  return { problems, bytes };
}

/** Writes a backup of `dataDir` into `target` (a new or empty folder) while a server may be writing. */
export async function backup(dataDir: string, target: string): Promise<BackupManifest> {
  const source = join(dataDir, DATABASE_FILE);
  if (!existsSync(source)) throw new BackupError(`there is no database in ${dataDir} (no ${DATABASE_FILE})`);
  if (existsSync(target) && (await readdir(target)).length) throw new BackupError(`${target} is not empty: name a new folder`);
  await mkdir(target, { recursive: true });
  try {
    return await writeBackup(source, dataDir, target);
  } catch (error) {
    // a failed backup leaves no folder that looks like one
    await rm(target, { recursive: true, force: true });
    throw error;
  }
}

async function writeBackup(source: string, dataDir: string, target: string): Promise<BackupManifest> {
  const copy = join(target, DATABASE_FILE);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // SQLite's online backup starts again whenever another connection writes between its steps, so a
    // busy server could keep it going forever: after the first step it copies the rest in one step
    await db.backup(copy, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    db.close();
  }
  const { integrity, schemaVersion, blobHashes } = inspect(copy);
  if (integrity !== 'ok') throw new BackupError(`the copy failed its integrity check: ${integrity}`);
  const blobs = await copyBlobs(new FileBlobStore(join(dataDir, 'blobs')), new FileBlobStore(join(target, 'blobs')), blobHashes);
  if (blobs.problems.length) throw new BackupError(`the data folder's blobs are damaged: ${blobs.problems.join('; ')}`);
  const manifest: BackupManifest = { format: FORMAT, created: new Date().toISOString(), schemaVersion, database: { file: DATABASE_FILE, ...(await sha256(copy)) }, blobs: { count: blobHashes.length, bytes: blobs.bytes } };
  await writeFile(join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Everything wrong with a backup folder; none means it can be restored. */
export async function checkBackup(folder: string): Promise<{ manifest?: BackupManifest; problems: string[] }> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(folder, MANIFEST), 'utf8'));
  } catch {
    return { problems: [`${folder} has no readable ${MANIFEST}: it is not a backup of npm run backup`] };
  }
  if (manifest.format !== FORMAT) return { manifest, problems: [`${MANIFEST} has format ${JSON.stringify(manifest.format)}; this release reads format ${FORMAT}`] };
  // the manifest names no other file than the backup's own
  if (manifest.database?.file !== DATABASE_FILE) return { manifest, problems: [`${MANIFEST} names the database ${JSON.stringify(manifest.database?.file)}, not ${DATABASE_FILE}`] };
  const copy = join(folder, manifest.database.file);
  if (!existsSync(copy)) return { manifest, problems: [`the database ${manifest.database.file} is missing`] };
  const problems: string[] = [];
  const { sha256: actual } = await sha256(copy);
  if (actual !== manifest.database.sha256) problems.push(`the database is not the one backed up (sha256 ${actual}, the manifest says ${manifest.database.sha256})`);
  const { integrity, blobHashes } = inspect(copy);
  if (integrity !== 'ok') problems.push(`the database fails its integrity check: ${integrity}`);
  const blobs = new FileBlobStore(join(folder, 'blobs'));
  for (const hash of blobHashes) {
    const source = await blobs.open(hash).catch(() => undefined);
    if (!source) problems.push(`blob ${hash} is missing`);
    else {
      const actual = (await digest(source)).sha256;
      if (actual !== hash) problems.push(`blob ${hash} has other content (sha256 ${actual})`);
    }
  }
  return { manifest, problems };
}

/**
 * Whether a server has the database open: switching it out of WAL mode needs every other
 * connection closed, so it fails (SQLITE_BUSY) while one is. When nobody has it open, the switch
 * also folds the write-ahead log into the file, which is then whole by itself.
 */
function assertUnused(file: string): void {
  const db = new Database(file, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new BackupError(`a server is using ${file}: stop every server of this data folder, then restore`);
    throw error;
  } finally {
    db.close();
  }
}

/** Checks `folder` and puts it back as `dataDir`'s data; answers where the replaced database was moved. */
export async function restore(folder: string, dataDir: string): Promise<{ manifest: BackupManifest; replaced?: string }> {
  const { manifest, problems } = await checkBackup(folder);
  if (problems.length || !manifest) throw new BackupError(`${folder} cannot be restored: ${problems.join('; ')}`);
  const live = join(dataDir, DATABASE_FILE);
  await mkdir(dataDir, { recursive: true });
  if (existsSync(live)) assertUnused(live);
  const incoming = `${live}.restoring`;
  await copyFile(join(folder, manifest.database.file), incoming);
  // the blobs first (extra ones are harmless: collection removes what nothing refers to), so that a
  // failure leaves the current database in place, never a database without its blobs
  await copyBlobs(new FileBlobStore(join(folder, 'blobs')), new FileBlobStore(join(dataDir, 'blobs')), inspect(incoming).blobHashes);
  let replaced: string | undefined;
  if (existsSync(live)) {
    replaced = join(dataDir, `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}.sqlite`);
    await rename(live, replaced);
  }
  await rename(incoming, live);
  return { manifest, replaced };
}
