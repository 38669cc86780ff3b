/**
 * Head-read benchmark: GET /api/modules/{id} on a real Joinery server against a bare Fastify 5 route
 * that returns the same JSON body. Target: Joinery serves at least 50% of the bare route's requests/s.
 *
 *   npm run bench                       (or: npx tsx bench/head-read.bench.ts)
 *   BENCH_SECONDS=5 npm run bench       measured seconds per target (default 10)
 *   BENCH_WARMUP_SECONDS=1 npm run bench  discarded warm-up seconds per target (default 2)
 *   BENCH_CPU_PROF=/tmp/prof npm run bench  also write a V8 CPU profile of the Joinery server process
 *
 * Each server runs in its own child process (this same file, started with --role=…), so the load
 * generator (autocannon, in the parent) never shares an event loop with the server it measures.
 * All traffic goes to 127.0.0.1. Writes bench/RESULTS.md and prints the same summary. Exits 0 on
 * FAIL too: this is a measurement, not a test; only a broken run (a server that does not start, a
 * wrong response) exits non-zero.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULTS_FILE, writeResultsSection } from './results-file.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const HOST = '127.0.0.1';
const CONNECTIONS = 10;
const TARGET_RATIO = 0.5;

type ToParent = { type: 'ready'; port: number } | { type: 'error'; message: string };
type ToChild = { type: 'body'; body: unknown; contentType: string } | { type: 'close' };

function send(message: ToParent): void {
  process.send?.(message);
}

/** When the parent says close (or goes away), close the server and let the process end by itself. */
function closeOnRequest(close: () => Promise<void>): void {
  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    try {
      await close();
    } finally {
      if (process.connected) process.disconnect();
    }
  };
  process.on('message', (message: ToChild) => {
    if (message.type === 'close') void stop();
  });
  process.on('disconnect', () => void stop());
}

// ---------------------------------------------------------------------------------------------
// Child: a real Joinery server, as tests/support/server.ts starts one (fresh SQLite file, demo seed)
// ---------------------------------------------------------------------------------------------
async function runJoinery(dataDir: string): Promise<void> {
  const { buildApp } = await import('../rest/app.ts');
  const { readConfig } = await import('../rest/config.ts');
  const { SqliteStore } = await import('../rest/store/sqlite/sqlite-store.ts');
  const { systemRuntime } = await import('../rest/model/runtime.ts');

  const config = readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true', HOST, PORT: '8080' });
  const store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
  const { app } = await buildApp({ config, store, runtime: systemRuntime(store) });
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  closeOnRequest(() => app.close());
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
}

// ---------------------------------------------------------------------------------------------
// Child: a bare Fastify 5 server, one route returning the captured body (pre-parsed, no schema)
// ---------------------------------------------------------------------------------------------
async function runBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { body, contentType } = await new Promise<{ body: unknown; contentType: string }>((done) => {
    const onMessage = (message: ToChild) => {
      if (message.type !== 'body') return;
      process.off('message', onMessage);
      done(message);
    };
    process.on('message', onMessage);
  });
  const app = Fastify({ logger: false });
  app.get('/api/modules/:id', async (_request, reply) => {
    reply.type(contentType);
    return body;
  });
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  closeOnRequest(() => app.close());
  send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
}

// ---------------------------------------------------------------------------------------------
// Parent: start both, capture the body, load both, report
// ---------------------------------------------------------------------------------------------
interface Child {
  process: ChildProcess;
  port: number;
  close(): Promise<void>;
}

function startChild(role: 'joinery' | 'bare', options: { args?: string[]; execArgv?: string[]; beforeReady?: (child: ChildProcess) => void } = {}): Promise<Child> {
  const child = fork(THIS_FILE, [`--role=${role}`, ...(options.args ?? [])], {
    execArgv: [...process.execArgv, ...(options.execArgv ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ type: 'close' } satisfies ToChild);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolveChild, reject) => {
    child.on('message', (message: ToParent) => {
      if (message.type === 'ready') resolveChild({ process: child, port: message.port, close });
      if (message.type === 'error') reject(new Error(`${role} server: ${message.message}`));
    });
    child.once('exit', (code, signal) => reject(new Error(`${role} server exited before it was ready (code ${code}, signal ${signal})`)));
    child.once('error', reject);
    options.beforeReady?.(child);
  });
}

async function getText(url: string): Promise<{ status: number; contentType: string; text: string }> {
  const response = await fetch(url);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
}

async function load(url: string, seconds: number): Promise<Measured> {
  // autocannon ships no types: required through createRequire and typed here.
  const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<any>;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

function seconds(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of seconds (got ${JSON.stringify(text)})`);
  return value;
}

async function main(): Promise<void> {
  const measureSeconds = seconds('BENCH_SECONDS', 10);
  const warmupSeconds = seconds('BENCH_WARMUP_SECONDS', 2);
  if (measureSeconds < 1) throw new Error('BENCH_SECONDS must be at least 1');
  const profDir = process.env.BENCH_CPU_PROF?.trim() ? resolve(process.env.BENCH_CPU_PROF.trim()) : undefined;
  if (profDir) mkdirSync(profDir, { recursive: true });

  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-bench-'));
  let joinery: Child | undefined;
  let bare: Child | undefined;
  try {
    joinery = await startChild('joinery', { args: [dataDir], execArgv: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
    const joineryBase = `http://${HOST}:${joinery.port}`;

    // A seeded module: the first seed of seeds/demo.ts when it is there, else the first one listed.
    const list = await getText(`${joineryBase}/api/modules?limit=100`);
    if (list.status !== 200) throw new Error(`GET /api/modules answered ${list.status}: ${list.text.slice(0, 300)}`);
    const items = (JSON.parse(list.text) as { items: { id: string; data?: { name?: string } }[] }).items;
    const module = items.find((item) => item.data?.name === 'Side panel 1800') ?? items[0];
    if (!module) throw new Error('the demo seed has no module');
    const path = `/api/modules/${encodeURIComponent(module.id)}`;

    const head = await getText(`${joineryBase}${path}`);
    if (head.status !== 200) throw new Error(`GET ${path} answered ${head.status}: ${head.text.slice(0, 300)}`);
    const body = JSON.parse(head.text) as unknown;

    bare = await startChild('bare', { beforeReady: (child) => child.send({ type: 'body', body, contentType: head.contentType } satisfies ToChild) });
    const bareBase = `http://${HOST}:${bare.port}`;
    const bareHead = await getText(`${bareBase}${path}`);
    if (bareHead.status !== 200 || bareHead.text !== head.text || bareHead.contentType !== head.contentType) {
      throw new Error(`the bare route does not answer the same body and content-type as Joinery (${bareHead.status}, ${bareHead.contentType})`);
    }

    const targets = [
      { name: 'Joinery', url: `${joineryBase}${path}` },
      { name: 'bare Fastify', url: `${bareBase}${path}` },
    ];
    const loadBefore = os.loadavg()[0];
    const measured: Measured[] = [];
    for (const target of targets) {
      if (warmupSeconds > 0) {
        process.stdout.write(`warm-up ${target.name} ${target.url} (${warmupSeconds} s, discarded)\n`);
        await load(target.url, warmupSeconds);
      }
      process.stdout.write(`measure ${target.name} ${target.url} (${measureSeconds} s)\n`);
      measured.push(await load(target.url, measureSeconds));
    }

    const loadAfter = os.loadavg()[0];
    const [j, b] = measured;
    const ratio = b.rps > 0 ? j.rps / b.rps : 0;
    const broken = j.errors + j.timeouts + j.non2xx + b.errors + b.timeouts + b.non2xx > 0;
    const pass = ratio >= TARGET_RATIO && !broken;
    const cpus = os.cpus();
    const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    const row = (name: string, m: Measured) =>
      `| ${name} | ${fmt(m.rps)} | ${fmt(m.p50, 2)} | ${fmt(m.p99, 2)} | ${m.errors + m.timeouts} / ${m.non2xx} | ${fmt(m.total)} |`;
    const verdict = pass ? 'PASS' : 'FAIL';
    const summary = [
      `# Head-read benchmark`,
      ``,
      `**${verdict}**: Joinery serves **${fmt(ratio * 100, 1)}%** of the bare route's requests/s (target: at least ${fmt(TARGET_RATIO * 100)}%)${broken ? '; some requests failed (see errors / non-2xx), which fails the run whatever the ratio' : ''}.`,
      ``,
      `- Date: ${new Date().toISOString()}`,
      `- Machine: ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()} (${os.arch()})`,
      `- Node ${process.version}`,
      `- 1-minute load average: ${fmt(loadBefore, 2)} before the runs, ${fmt(loadAfter, 2)} after${Math.max(loadBefore, loadAfter) > cpus.length ? ` — **above the ${cpus.length} CPUs: other work was competing for the machine, so these numbers are noisy**` : ''}`,
      ``,
      `## Method`,
      ``,
      `- Joinery: a real server (\`buildApp\` on a fresh SQLite file in a temp folder, demo seed loaded, log level silent), as in tests/support/server.ts.`,
      `- Request: \`GET ${path}\` (the seeded module "${(module.data?.name ?? module.id).replace(/[|`]/g, '')}"), ${fmt(Buffer.byteLength(head.text))} bytes of JSON, \`${head.contentType}\`. Joinery reads the demo actor and the head from SQLite and serialises with the kind's response schema.`,
      `- Bare: Fastify 5 (\`logger: false\`), one route \`GET /api/modules/:id\` returning the same JSON as a pre-parsed object with the same content-type, no schema (checked byte-identical before loading).`,
      `- Each server runs in its own child process; autocannon 8 runs in the parent. All traffic to ${HOST}.`,
      `- Per target: ${warmupSeconds} s warm-up (discarded), then ${measureSeconds} s measured; ${CONNECTIONS} connections, no pipelining; Joinery first, then bare.`,
      `- requests/s is autocannon's mean of per-second samples; latency percentiles in ms.`,
      ``,
      `## Results`,
      ``,
      `| Target | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | Errors / non-2xx | Requests |`,
      `|---|---:|---:|---:|---:|---:|`,
      row('Joinery', j),
      row('Bare Fastify', b),
      ``,
      `Joinery / bare: **${fmt(ratio * 100, 1)}%** — target ≥ ${fmt(TARGET_RATIO * 100)}% — **${verdict}**`,
      ``,
    ].join('\n');
    writeResultsSection('head-read', summary);
    process.stdout.write(`\n${summary}\nwritten to ${RESULTS_FILE}\n`);
    if (!pass) process.stdout.write(`\n*** FAIL: Joinery at ${fmt(ratio * 100, 1)}% of bare (target ${fmt(TARGET_RATIO * 100)}%)${broken ? ', with failed requests' : ''} ***\n`);
  } finally {
    await Promise.allSettled([joinery?.close(), bare?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (profDir) process.stdout.write(`CPU profile of the Joinery server in ${profDir}\n`);
  }
}

const role = process.argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
const reportChildError = (error: unknown) => {
  send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exitCode = 1;
  if (process.connected) process.disconnect();
};
if (role === 'joinery') {
  const dataDir = process.argv[process.argv.indexOf('--role=joinery') + 1];
  runJoinery(dataDir).catch(reportChildError);
} else if (role === 'bare') {
  runBare().catch(reportChildError);
} else {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
