/**
 * `npm run backup [folder]` and `npm run restore <folder>` (rest/operations/backup.ts), for the
 * data folder the server's configuration names (DATA_DIR).
 */
import { join } from 'node:path';
import { ConfigError, readConfig } from '../config.ts';
import { backup, BackupError, restore } from './backup.ts';

const USAGE = 'usage: npm run backup [folder]   (default ./backups/<time>)\n       npm run restore <folder>';

async function run(command: string | undefined, folder: string | undefined): Promise<string> {
  const config = readConfig();
  if (config.mongodbUri) throw new BackupError('MONGODB_URI is set: back up MongoDB with mongodump and restore it with mongorestore (README, "Backups")');
  if (command === 'backup') {
    const target = folder ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-'));
    const manifest = await backup(config.dataDir, target);
    return `backed up ${config.dataDir} to ${target}: schema version ${manifest.schemaVersion}, ${manifest.database.bytes} bytes of database, ${manifest.blobs.count} blobs (${manifest.blobs.bytes} bytes)`;
  }
  if (command === 'restore' && folder) {
    const { manifest, replaced } = await restore(folder, config.dataDir);
    return `restored ${folder} (made ${manifest.created}) into ${config.dataDir}${replaced ? `; the database it replaced is ${replaced}` : ''}`;
  }
  throw new BackupError(USAGE);
}

try {
  console.log(await run(process.argv[2], process.argv[3]));
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`${process.argv[2] ?? 'backup'} failed: ${error.message}`);
  process.exit(1);
}
