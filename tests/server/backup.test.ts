// npm run backup and npm run restore: a consistent copy of the data folder made while the server
// runs and writes, checked before it is put back, never restored under a running server; the demo
// round-trips with its files.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, test } from 'vitest';
import { restore } from '../../rest/operations/backup.ts';
import { ROOT } from '../../rest/paths.ts';
import { tempFolders } from '../support/temp.ts';
import { call, startTestServer } from '../support/server.ts';

const folders = tempFolders('joinery-backup');
afterAll(folders.removeAll);
const tempFolder = folders.make;

/** `npm run backup …` / `npm run restore …` as package.json runs them, for DATA_DIR. */
async function npmRun(script: 'backup' | 'restore', folder: string, dataDir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(ROOT, 'rest', 'operations', 'backup-cli.ts'), script, folder], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir } });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test('a backup made while the server writes restores the demo as it was, with its files; a damaged backup and a running server are refused', async () => {
  const dataDir = tempFolder();
  const backupDir = join(tempFolder(), 'nightly');
  const server = await startTestServer({ dataDir });
  let serving = true;
  let restarted: Awaited<ReturnType<typeof startTestServer>> | undefined;
  try {
    const modules = (await call(`${server.url}/api/modules?limit=200`)).body.items as { id: string }[];
    const heads = await Promise.all(modules.map(async (m) => (await call(`${server.url}/api/modules/${m.id}`)).body));
    const withFile = heads.find((head) => head.document.source?.file?.file?.hashString);
    assert.ok(withFile, 'the demo has a module with a STEP file');

    // writes go on while the backup is made: it holds each of them whole or not at all
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) await call(`${server.url}/api/modules`, { method: 'POST', json: { name: `During the backup ${n}` } });
    })();
    const made = await npmRun('backup', backupDir, dataDir);
    writing = false;
    await writer;
    assert.equal(made.code, 0, made.output);
    assert.match(made.output, /backed up .* blobs/);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    assert.ok(manifest.blobs.count >= 1);

    const copy = new Database(join(backupDir, 'joinery.sqlite'), { readonly: true });
    const namesInCopy = copy.prepare("SELECT json_extract(doc, '$.document.name') FROM modules").pluck().all() as string[];
    copy.close();
    await call(`${server.url}/api/modules`, { method: 'POST', json: { name: 'After the backup' } });

    // the refusals through the library (the script only prints its message): the server is still running
    await assert.rejects(restore(backupDir, dataDir), /a server is using .*joinery\.sqlite: stop every server of this data folder/);
    await server.close();
    serving = false;

    // a damaged copy is refused, naming the blob, and changes nothing
    const damaged = join(tempFolder(), 'damaged');
    cpSync(backupDir, damaged, { recursive: true });
    const hash = withFile.document.source.file.file.hashString as string;
    writeFileSync(join(damaged, 'blobs', hash.slice(0, 2), hash.slice(2, 4), hash), 'not the file');
    const before = readFileSync(join(dataDir, 'joinery.sqlite'));
    await assert.rejects(restore(damaged, dataDir), new RegExp(`cannot be restored: blob ${hash} has other content`));
    assert.ok(readFileSync(join(dataDir, 'joinery.sqlite')).equals(before), 'the data folder is untouched');

    // the real one is put back; the database it replaced is kept beside it
    rmSync(join(dataDir, 'blobs'), { recursive: true, force: true });
    const restored = await npmRun('restore', backupDir, dataDir);
    assert.equal(restored.code, 0, restored.output);
    assert.ok(readdirSync(dataDir).some((name) => /^before-restore-.*\.sqlite$/.test(name)));

    restarted = await startTestServer({ dataDir, seed: false });
    assert.deepEqual((await restarted.store.find('modules')).map((head) => head.document.name).sort(), [...namesInCopy].sort());
    assert.deepEqual((await call(`${restarted.url}/api/modules?search=${encodeURIComponent('After the backup')}`)).body.items, [], 'what came after the backup is gone');
    const extension = (withFile.document.source.file.file.name as string).split('.').pop();
    const file = await fetch(`${restarted.url}/api/modules/${withFile.id}/source/file.${extension}`);
    assert.equal(file.status, 200);
    assert.equal(sha256(new Uint8Array(await file.arrayBuffer())), hash, 'the STEP file came back byte for byte');
    assert.equal((restarted.store as unknown as { pragma(name: string): unknown }).pragma('integrity_check'), 'ok');
  } finally {
    await restarted?.close();
    if (serving) await server.close();
  }
}, 120_000);
