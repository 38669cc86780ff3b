/**
 * Upload and download of one large file (150 MB by default) through a real Joinery server, against a
 * plain fs copy of the same file. Targets: the server's resident memory grows by less than 100 MB
 * while it streams the file in and out (nothing is held whole in memory).
 *
 *   npm run bench:upload                (or: npx tsx bench/upload-download.bench.ts)
 *   BENCH_UPLOAD_MB=50 npm run bench:upload
 *
 * The server runs in its own child process (this file with --role=joinery), sampling its own RSS every
 * 10 ms while asked to; the parent uploads with fetch from a file-backed Blob (fs.openAsBlob) and
 * streams the download to disk. Writes its section of bench/RESULTS.md.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { copyFile, open, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { BENCH_USER, HOST, nextMessage, RESULTS_FILE, writeSection } from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_GROWTH_MB = 100;
const MB = 1024 * 1024;

type ToParent = { type: 'ready'; port: number; cookie: string } | { type: 'rss'; baseline: number; peak: number } | { type: 'error'; message: string };
type ToChild = { type: 'start-sampling' } | { type: 'stop-sampling' } | { type: 'close' };

// ---------------------------------------------------------------------------------------------
// Child: a real Joinery server that reports its resident memory
// ---------------------------------------------------------------------------------------------
async function runJoinery(dataDir: string): Promise<void> {
  const { buildApp } = await import('../rest/app.ts');
  const { readConfig } = await import('../rest/config.ts');
  const { openStore } = await import('../rest/store/open-store.ts');
  const config = readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true', HOST, PORT: '8080' });
  const store = await openStore({ dataDir });
  await store.connect();
  const { app, model } = await buildApp({ config, store });
  await app.listen({ port: 0, host: HOST });
  let sampler: NodeJS.Timeout | undefined;
  let baseline = 0;
  let peak = 0;
  process.on('message', async (message: ToChild) => {
    if (message.type === 'start-sampling') {
      (globalThis as { gc?: () => void }).gc?.();
      baseline = peak = process.memoryUsage.rss();
      sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
      process.send?.({ type: 'rss', baseline, peak } satisfies ToParent);
    } else if (message.type === 'stop-sampling') {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      process.send?.({ type: 'rss', baseline, peak } satisfies ToParent);
    } else if (message.type === 'close') {
      await app.close();
      process.disconnect();
    }
  });
  const address = app.server.address();
  // the uploads are signed in, as the demo admin's browser is
  const { secret } = await model.identity.sessions.start(BENCH_USER, 'demo');
  process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0, cookie: `joinery_session=${secret}` } satisfies ToParent);
}

// ---------------------------------------------------------------------------------------------
// Parent
// ---------------------------------------------------------------------------------------------
function startJoinery(dataDir: string): Promise<{ child: ChildProcess; port: number; cookie: string }> {
  const child = fork(THIS_FILE, ['--role=joinery', dataDir], { execArgv: [...process.execArgv, '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((done, reject) => {
    const onMessage = (message: ToParent) => {
      if (message.type === 'ready') {
        child.off('message', onMessage);
        done({ child, port: message.port, cookie: message.cookie });
      }
      if (message.type === 'error') reject(new Error(message.message));
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the server exited before it was ready (code ${code})`)));
  });
}

function ask(child: ChildProcess, message: ToChild): Promise<{ baseline: number; peak: number }> {
  const reply = nextMessage<Extract<ToParent, { type: 'rss' }>>(child, 'rss');
  child.send(message);
  return reply;
}

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A small PNG followed by random bytes: passes the avatar's content check, and compresses to nothing. */
async function makeFile(path: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  const handle = await open(path, 'w');
  const signature = PNG_1x1;
  let written = 0;
  const chunk = Buffer.alloc(4 * MB);
  while (written < bytes) {
    const size = Math.min(chunk.length, bytes - written);
    const part = randomFillSync(chunk.subarray(0, size));
    if (written === 0) signature.copy(part);
    hash.update(part);
    await handle.write(part);
    written += size;
  }
  await handle.close();
  return hash.digest('hex');
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = process.hrtime.bigint();
  const result = await work();
  return [result, Number(process.hrtime.bigint() - started) / 1e9];
};

async function main(): Promise<void> {
  const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 150);
  if (!Number.isInteger(sizeMb) || sizeMb < 1 || sizeMb > 190) throw new Error('BENCH_UPLOAD_MB must be a whole number from 1 to 190 (the upload limit is 200 MB)');
  const work = mkdtempSync(join(os.tmpdir(), 'joinery-upload-bench-'));
  const dataDir = join(work, 'data');
  const source = join(work, 'source.png');
  let server: { child: ChildProcess; port: number; cookie: string } | undefined;
  try {
    const expected = await makeFile(source, sizeMb * MB);
    const bytes = (await stat(source)).size;
    server = await startJoinery(dataDir);
    const api = `http://${HOST}:${server.port}/api`;
    const cookie = server.cookie;
    const created = await fetch(`${api}/companies`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Bench Ltd' }) });
    if (created.status !== 201) throw new Error(`POST /api/companies answered ${created.status}`);
    const { id } = (await created.json()) as { id: string };

    // a small round trip first, so the routes and parsers are compiled before the baseline is taken
    const warm = new FormData();
    warm.append('file', new Blob([new Uint8Array(PNG_1x1)]), 'warm.png');
    const warmed = await fetch(`${api}/companies/${id}/avatar.png`, { method: 'PUT', headers: { cookie }, body: warm });
    if (warmed.status !== 200) throw new Error(`the warm-up upload answered ${warmed.status}: ${await warmed.text()}`);
    await (await fetch(`${api}/companies/${id}/avatar.png`, { headers: { cookie } })).arrayBuffer();

    const loadBefore = os.loadavg()[0];
    await ask(server.child, { type: 'start-sampling' });
    const form = new FormData();
    form.append('file', await openAsBlob(source), 'large.png');
    const [uploaded, uploadSeconds] = await timed(async () => {
      const response = await fetch(`${api}/companies/${id}/avatar.png`, { method: 'PUT', headers: { cookie }, body: form });
      return { status: response.status, body: (await response.json()) as { document: { hashString: string; size: number } } };
    });
    const afterUpload = await ask(server.child, { type: 'stop-sampling' });
    if (uploaded.status !== 200 || uploaded.body.document.hashString !== expected) throw new Error(`the upload answered ${uploaded.status} ${JSON.stringify(uploaded.body).slice(0, 300)}`);

    await ask(server.child, { type: 'start-sampling' });
    const target = join(work, 'downloaded.png');
    const [, downloadSeconds] = await timed(async () => {
      const response = await fetch(`${api}/companies/${id}/avatar.png`, { headers: { cookie } });
      if (response.status !== 200 || !response.body) throw new Error(`the download answered ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(target));
    });
    const afterDownload = await ask(server.child, { type: 'stop-sampling' });
    if ((await sha256Of(target)) !== expected) throw new Error('the downloaded file differs from the uploaded one');
    await unlink(target);

    const [, streamCopySeconds] = await timed(() => pipeline(createReadStream(source), createWriteStream(join(work, 'stream-copy.png'))));
    await unlink(join(work, 'stream-copy.png'));
    const [, copyFileSeconds] = await timed(() => copyFile(source, join(work, 'copy.png')));
    const loadAfter = os.loadavg()[0];

    const growth = (m: { baseline: number; peak: number }) => (m.peak - m.baseline) / MB;
    const uploadGrowth = growth(afterUpload);
    const downloadGrowth = growth(afterDownload);
    const pass = uploadGrowth < TARGET_GROWTH_MB && downloadGrowth < TARGET_GROWTH_MB;
    const fmt = (n: number, digits = 1) => n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const rate = (secondsTaken: number) => fmt(bytes / MB / secondsTaken);
    const cpus = os.cpus();
    const busy = Math.max(loadBefore, loadAfter) >= 1;
    const summary = [
      `# Upload and download of a ${sizeMb} MB file`,
      ``,
      `**${pass ? 'PASS' : 'FAIL'}**: the server's resident memory grew by **${fmt(uploadGrowth)} MB** during the upload and **${fmt(downloadGrowth)} MB** during the download (target: under ${TARGET_GROWTH_MB} MB each).`,
      ``,
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()} (${os.arch()}); Node ${process.version}`,
      `- 1-minute load average: ${fmt(loadBefore, 2)} before, ${fmt(loadAfter, 2)} after${busy ? ' — **at or above 1: other work was competing for the machine, so the throughput figures are noisy**' : ' (a quiet machine)'}`,
      ``,
      `## Method`,
      ``,
      `- A real server (\`buildApp\`, fresh SQLite file and blob folder under a temp folder, demo seed, log level silent) in its own process, started with --expose-gc; upload limit the default 200 MB.`,
      `- The file: a 1×1 PNG followed by ${fmt(bytes / MB, 0)} MB of random bytes, on disk.`,
      `- Upload: \`PUT /api/companies/{id}/avatar.png\`, multipart with one file field, sent by fetch from a file-backed Blob (fs.openAsBlob); the server streams it to its blob store while hashing it (sha256 checked in the answer).`,
      `- Download: \`GET /api/companies/{id}/avatar.png\`, streamed by the client to a file (sha256 checked afterwards).`,
      `- Memory: the server calls gc() and takes its RSS as the baseline just before each transfer, then samples RSS every 10 ms until it ends; growth = peak − baseline.`,
      `- Baselines: the same file copied with a read stream piped to a write stream, and with fs.copyFile, in the parent.`,
      ``,
      `## Results`,
      ``,
      `| | Seconds | MB/s | Server RSS baseline (MB) | Server RSS peak (MB) | Growth (MB) |`,
      `|---|---:|---:|---:|---:|---:|`,
      `| Upload through Joinery | ${fmt(uploadSeconds, 2)} | ${rate(uploadSeconds)} | ${fmt(afterUpload.baseline / MB)} | ${fmt(afterUpload.peak / MB)} | ${fmt(uploadGrowth)} |`,
      `| Download through Joinery | ${fmt(downloadSeconds, 2)} | ${rate(downloadSeconds)} | ${fmt(afterDownload.baseline / MB)} | ${fmt(afterDownload.peak / MB)} | ${fmt(downloadGrowth)} |`,
      `| fs stream copy | ${fmt(streamCopySeconds, 2)} | ${rate(streamCopySeconds)} | | | |`,
      `| fs.copyFile | ${fmt(copyFileSeconds, 2)} | ${rate(copyFileSeconds)} | | | |`,
      ``,
      `Upload at ${fmt((streamCopySeconds / uploadSeconds) * 100, 0)}% and download at ${fmt((streamCopySeconds / downloadSeconds) * 100, 0)}% of the stream copy's throughput.`,
    ].join('\n');
    writeSection('upload-download', summary);
    process.stdout.write(`\n${summary}\n\nwritten to ${RESULTS_FILE}\n`);
  } finally {
    if (server?.child.connected) {
      const exited = new Promise((done) => server!.child.once('exit', done));
      server.child.send({ type: 'close' } satisfies ToChild);
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  }
}

const role = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
if (role === 'joinery') {
  runJoinery(process.argv[process.argv.indexOf('--role=joinery') + 1]).catch((error) => {
    process.send?.({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ToParent);
    process.exitCode = 1;
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
