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
import type { ChildProcess } from 'node:child_process';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { copyFile, open, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { fmt, loadAverage, loadNote, machine, nextMessage, RESULTS_FILE, runAsChild, serveJoinery, startChild, writeSection, type Child } from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_GROWTH_MB = 100;
const MB = 1024 * 1024;

type Sampled = { type: 'rss'; baseline: number; peak: number };
type Sampling = { type: 'start-sampling' } | { type: 'stop-sampling' };

// ---------------------------------------------------------------------------------------------
// Child: a real Joinery server that reports its resident memory when asked
// ---------------------------------------------------------------------------------------------
async function runJoinery(dataDir: string | undefined): Promise<void> {
  let sampler: NodeJS.Timeout | undefined;
  let baseline = 0;
  let peak = 0;
  process.on('message', (message: Sampling) => {
    if (message.type === 'start-sampling') {
      (globalThis as { gc?: () => void }).gc?.();
      baseline = peak = process.memoryUsage.rss();
      sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
      process.send?.({ type: 'rss', baseline, peak } satisfies Sampled);
    } else if (message.type === 'stop-sampling') {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      process.send?.({ type: 'rss', baseline, peak } satisfies Sampled);
    }
  });
  await serveJoinery(dataDir!);
}

// ---------------------------------------------------------------------------------------------
// Parent
// ---------------------------------------------------------------------------------------------
function ask(child: ChildProcess, message: Sampling): Promise<{ baseline: number; peak: number }> {
  const reply = nextMessage<Sampled>(child, 'rss');
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
  let server: Child | undefined;
  try {
    const expected = await makeFile(source, sizeMb * MB);
    const bytes = (await stat(source)).size;
    server = await startChild(THIS_FILE, 'joinery', { args: [dataDir], execArgv: ['--expose-gc'] });
    const api = `${server.base}/api`;
    const cookie = server.headers.cookie;
    const created = await fetch(`${api}/companies`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ name: 'Bench Ltd' }) });
    if (created.status !== 201) throw new Error(`POST /api/companies answered ${created.status}`);
    const { id } = (await created.json()) as { id: string };

    // a small round trip first, so the routes and parsers are compiled before the baseline is taken
    const warm = new FormData();
    warm.append('file', new Blob([new Uint8Array(PNG_1x1)]), 'warm.png');
    const warmed = await fetch(`${api}/companies/${id}/avatar.png`, { method: 'PUT', headers: { cookie }, body: warm });
    if (warmed.status !== 200) throw new Error(`the warm-up upload answered ${warmed.status}: ${await warmed.text()}`);
    await (await fetch(`${api}/companies/${id}/avatar.png`, { headers: { cookie } })).arrayBuffer();

    const loadBefore = loadAverage();
    await ask(server.process, { type: 'start-sampling' });
    const form = new FormData();
    form.append('file', await openAsBlob(source), 'large.png');
    const [uploaded, uploadSeconds] = await timed(async () => {
      const response = await fetch(`${api}/companies/${id}/avatar.png`, { method: 'PUT', headers: { cookie }, body: form });
      return { status: response.status, body: (await response.json()) as { document: { hashString: string; size: number } } };
    });
    const afterUpload = await ask(server.process, { type: 'stop-sampling' });
    if (uploaded.status !== 200 || uploaded.body.document.hashString !== expected) throw new Error(`the upload answered ${uploaded.status} ${JSON.stringify(uploaded.body).slice(0, 300)}`);

    await ask(server.process, { type: 'start-sampling' });
    const target = join(work, 'downloaded.png');
    const [, downloadSeconds] = await timed(async () => {
      const response = await fetch(`${api}/companies/${id}/avatar.png`, { headers: { cookie } });
      if (response.status !== 200 || !response.body) throw new Error(`the download answered ${response.status}`);
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(target));
    });
    const afterDownload = await ask(server.process, { type: 'stop-sampling' });
    if ((await sha256Of(target)) !== expected) throw new Error('the downloaded file differs from the uploaded one');
    await unlink(target);

    const [, streamCopySeconds] = await timed(() => pipeline(createReadStream(source), createWriteStream(join(work, 'stream-copy.png'))));
    await unlink(join(work, 'stream-copy.png'));
    const [, copyFileSeconds] = await timed(() => copyFile(source, join(work, 'copy.png')));
    const loadAfter = loadAverage();

    const growth = (m: { baseline: number; peak: number }) => (m.peak - m.baseline) / MB;
    const uploadGrowth = growth(afterUpload);
    const downloadGrowth = growth(afterDownload);
    const pass = uploadGrowth < TARGET_GROWTH_MB && downloadGrowth < TARGET_GROWTH_MB;
    const rate = (secondsTaken: number) => fmt(bytes / MB / secondsTaken, 1);
    const summary = [
      `# Upload and download of a ${sizeMb} MB file`,
      ``,
      `**${pass ? 'PASS' : 'FAIL'}**: the server's resident memory grew by **${fmt(uploadGrowth, 1)} MB** during the upload and **${fmt(downloadGrowth, 1)} MB** during the download (target: under ${TARGET_GROWTH_MB} MB each).`,
      ``,
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      ``,
      `## Method`,
      ``,
      `- A real server (\`startServer\`, as \`npm start\` runs it, on a fresh SQLite file and blob folder under a temp folder, demo seed, log level silent) in its own process, started with --expose-gc; upload limit the default 200 MB.`,
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
      `| Upload through Joinery | ${fmt(uploadSeconds, 2)} | ${rate(uploadSeconds)} | ${fmt(afterUpload.baseline / MB, 1)} | ${fmt(afterUpload.peak / MB, 1)} | ${fmt(uploadGrowth, 1)} |`,
      `| Download through Joinery | ${fmt(downloadSeconds, 2)} | ${rate(downloadSeconds)} | ${fmt(afterDownload.baseline / MB, 1)} | ${fmt(afterDownload.peak / MB, 1)} | ${fmt(downloadGrowth, 1)} |`,
      `| fs stream copy | ${fmt(streamCopySeconds, 2)} | ${rate(streamCopySeconds)} | | | |`,
      `| fs.copyFile | ${fmt(copyFileSeconds, 2)} | ${rate(copyFileSeconds)} | | | |`,
      ``,
      `Upload at ${fmt((streamCopySeconds / uploadSeconds) * 100, 0)}% and download at ${fmt((streamCopySeconds / downloadSeconds) * 100, 0)}% of the stream copy's throughput.`,
    ].join('\n');
    writeSection('upload-download', summary);
    process.stdout.write(`\n${summary}\n\nwritten to ${RESULTS_FILE}\n`);
  } finally {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

runAsChild({ joinery: runJoinery }, main);
