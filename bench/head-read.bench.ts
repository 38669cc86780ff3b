/**
 * Head-read benchmark: GET /api/modules/{id} on a real Joinery server against a bare Fastify 5 route
 * that returns the same JSON body. Target: by the median over alternating rounds, Joinery's server
 * spends at most 2× the bare route's CPU per request (its rate by CPU at least 50% of the bare route's).
 *
 *   npm run bench                            (or: npx tsx bench/head-read.bench.ts)
 *   BENCH_ROUNDS=9 npm run bench             rounds (default 9); each measures both servers once
 *   BENCH_SECONDS=5 npm run bench            measured seconds per server and round (default 5)
 *   BENCH_WARMUP_SECONDS=2 npm run bench     discarded warm-up seconds per server, before the rounds
 *   BENCH_CPU_PROF=/tmp/prof npm run bench   also write V8 CPU profiles of both server processes
 *                                            (read them with bench/cpuprofile-top.ts)
 *
 * Each server runs in its own child process (this same file, started with --role=…), so the load
 * generator (autocannon, in the parent) never shares an event loop with the server it measures.
 * The figure is CPU per request (bench/support.ts, measureCpuPerRequest): what each server process
 * spent, from /proc, over the requests it answered, so a busy machine or a client that cannot keep a
 * fast server busy changes it little; requests/s stays as a secondary column. Rounds alternate which
 * server goes first. All traffic goes to 127.0.0.1. Writes the "head-read" section of
 * bench/RESULTS.md. Exits 0 on FAIL too: this is a measurement, not a test; only a broken run (a
 * server that does not start, a wrong response) exits non-zero.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bodyFromParent, CPU_HEADER, CPU_METHOD, cpuFailed, cpuRateRatio, cpuRoundsTable, cpuRow, credentialsFor, fetchText, fmt, loadAverage, loadNote,
  machine, measureCpuPerRequest, pct, runAsChild, seconds, serveBare, serveJoinery, startChild, writeSection, HOST, type Child, type ToChild,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.5;

/** What profiles of the server found and what was changed, kept with every run's results. */
const HOW_IT_GOT_THERE = [
  '',
  '### Where the CPU went (issue 17)',
  '',
  'Measured with `BENCH_CPU_PROF` and bench/cpuprofile-top.ts, and each change checked in alternating rounds. The first run of this method gave Joinery 78 µs against the bare route\'s 19 µs (4.2×; the issue had measured 116 against 31 µs on its machine).',
  '',
  '- @fastify/helmet built every security header anew on each request (it parses the whole Content-Security-Policy each time) in two hooks, a sixth of the request: the headers are worked out once at start on a throwaway instance and set by one synchronous hook (rest/routes/security-headers.ts). The request-id and explorer hooks became synchronous (an async hook costs a promise per request), and a route\'s cookies a class instead of five closures per request. 78 → about 54 µs.',
  '- Reading the head was the largest cost left (SQLite, `json()` of the JSONB document, `JSON.parse`, the port\'s checks, about 15 µs in the pipeline): head reads keep the heads they answered while the store vouches that nothing was committed since (`Store.readStamp`, SQLite\'s PRAGMA data_version on the reading connection; rest/model/resources/head-cache.ts). A kept head costs the stamp query and a map lookup. 54 → about 39 µs. A head read after any commit reads the head again, so a workload that writes between every read gets about the 54 µs.',
  '- Third and fourth rounds (nothing on this route changed): 1.90× to 2.38× at load averages of 7–14, and 2.24× (51 against 22 µs) with every other process of the machine paused. Profiles of those runs put the largest shares in the kernel\'s socket writes, the collector (8%), serialising the head by its response schema (about 10%) and the stamp query (about 6%).',
  '- Fifth round: a kept head has one envelope, made once and frozen with it (rest/model/resources/resource-access.ts, keptEnvelope), and a route keeps the bytes its response schema made of a frozen answer (rest/routes/register-operations.ts), so a repeated read sends them as they are: no serialising, no preSerialization hooks, no UTF-8 encoding of the body, less garbage. The answer is the same to the byte, headers included (tests/rest/kept-head-answers.test.ts), and a commit ends the kept bytes with the kept head (tests/server/two-instances.test.ts for another process\'s commit). 51 → 30 µs in the table above, 1.32× the bare route; two earlier quiet runs of the change gave 28 against 21 µs (1.33×) and 35 against 26 µs (1.32×). The first read after a commit serialises as before and keeps the bytes besides. The storefront\'s public read, measured against this head read (bench/storefront.bench.ts, at least 80% of its rate), had fallen to 74% of it: it now sends its built projection\'s bytes encoded once, and keeps the configurator\'s head and its workspace\'s row the same way (rest/model/storefront/storefront-reads.ts), 123% in its quiet run.',
  '- Tried and left in the fifth round: reading the stamp from the WAL index\'s header (the database\'s -shm file, one `pread`) instead of PRAGMA data_version. In isolation it costs 0.7 against 1.4 µs, but in the server the shared machine showed no difference, and it would read SQLite\'s internal shared-memory format: not done.',
  '- What is left is spread thin: the session check (about 2 µs: an async hook and three awaits on cached values), the stamp query with its two `fcntl` locks (about 1.4 µs), the 16 answer headers the app sets (Node validates each), route validation of params, query and headers, routing among some 350 routes, the collector, and the kernel\'s side of the larger answer (about 12 against 8 µs of system time).',
];

// Child: a real Joinery server on a fresh SQLite file with the demo seed (serveJoinery, bench/support.ts)
// ---------------------------------------------------------------------------------------------
// Child: a bare Fastify 5 server, one route returning the captured body (pre-parsed, no schema)
// ---------------------------------------------------------------------------------------------
async function runBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { body, contentType } = await bodyFromParent();
  const app = Fastify({ logger: false });
  app.get('/api/modules/:id', async (_request, reply) => {
    reply.type(contentType);
    return body;
  });
  await serveBare(app);
}

// ---------------------------------------------------------------------------------------------
// Parent: start both, capture the body, load both in alternating rounds, report
// ---------------------------------------------------------------------------------------------
/** GETs a URL, signed in as the child serving it asked. */
const getText = (url: string) => fetchText(url, { headers: credentialsFor(url) });

async function main(): Promise<void> {
  const measureSeconds = seconds('BENCH_SECONDS', 5);
  const warmupSeconds = seconds('BENCH_WARMUP_SECONDS', 2);
  const roundCount = seconds('BENCH_ROUNDS', 9);
  if (measureSeconds < 1) throw new Error('BENCH_SECONDS must be at least 1');
  if (roundCount < 1) throw new Error('BENCH_ROUNDS must be at least 1');
  const profDir = process.env.BENCH_CPU_PROF?.trim() ? resolve(process.env.BENCH_CPU_PROF.trim()) : undefined;
  if (profDir) mkdirSync(profDir, { recursive: true });

  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-bench-'));
  let joinery: Child | undefined;
  let bare: Child | undefined;
  try {
    const profile = (name: string) => (profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`, `--cpu-prof-name=${name}.cpuprofile`] : []);
    joinery = await startChild(THIS_FILE, 'joinery', { args: [dataDir], execArgv: profile('joinery') });
    const joineryBase = joinery.base;

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

    bare = await startChild(THIS_FILE, 'bare', { execArgv: profile('bare'), beforeReady: (child) => child.send({ type: 'body', body, contentType: head.contentType } satisfies ToChild) });
    const bareBase = bare.base;
    const bareHead = await getText(`${bareBase}${path}`);
    if (bareHead.status !== 200 || bareHead.text !== head.text || bareHead.contentType !== head.contentType) {
      throw new Error(`the bare route does not answer the same body and content-type as Joinery (${bareHead.status}, ${bareHead.contentType})`);
    }

    const side = (name: string, child: Child) => ({ name, pid: child.process.pid!, requests: [{ name, url: `${child.base}${path}`, headers: child.headers }] });
    const loadBefore = loadAverage();
    const [j, b] = await measureCpuPerRequest([side('Joinery', joinery), side('bare', bare)], { rounds: roundCount, seconds: measureSeconds, warmup: warmupSeconds });
    const loadAfter = loadAverage();
    const ratio = cpuRateRatio(j, b);
    const broken = cpuFailed([j, b]);
    const pass = ratio.median >= TARGET_RATIO && !broken;
    const verdict = pass ? 'PASS' : 'FAIL';
    const summary = [
      `## Head read`,
      ``,
      `**${verdict}**: by the median of ${roundCount} alternating rounds, Joinery's server spends **${fmt(j.micros.median)} µs** of CPU per request against the bare route's **${fmt(b.micros.median)} µs**: **${fmt(1 / ratio.median, 2)}×**, a rate by CPU of **${pct(ratio.median)}** of the bare route's (per-round spread ${pct(ratio.min)}–${pct(ratio.max)}; target: at most ${fmt(1 / TARGET_RATIO)}×, i.e. at least ${pct(TARGET_RATIO)})${broken ? '; some requests failed (see failed), which fails the run whatever the ratio' : ''}.`,
      ``,
      `Command: \`npm run bench\` (\`npx tsx bench/head-read.bench.ts\`; BENCH_ROUNDS=${roundCount}, BENCH_SECONDS=${measureSeconds}, BENCH_WARMUP_SECONDS=${warmupSeconds}).`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      `- Joinery: a real server (\`startServer\` as \`npm start\` runs it, on a fresh SQLite file in a temp folder, demo seed loaded, log level silent), signed in by the demo admin's session cookie.`,
      `- Request: \`GET ${path}\` (the seeded module "${(module.data?.name ?? module.id).replace(/[|\`]/g, '')}"), ${fmt(Buffer.byteLength(head.text))} bytes of JSON, \`${head.contentType}\`. Joinery resolves the session and checks the store's read stamp; the head is read from SQLite and serialised by the kind's response schema once after each commit, and answered from what was kept until the next.`,
      `- Bare: Fastify 5 (\`logger: false\`), one route \`GET /api/modules/:id\` returning the same JSON as a pre-parsed object with the same content-type, no schema (checked byte-identical before loading).`,
      `- Each server runs in its own child process; autocannon 8 runs in the parent; all traffic to ${HOST}. A warm-up of ${warmupSeconds} s per server, then ${roundCount} rounds of ${measureSeconds} s per server.`,
      `- ${CPU_METHOD}`,
      ``,
      ...CPU_HEADER,
      cpuRow(j),
      cpuRow(b),
      ``,
      ...cpuRoundsTable([j, b]),
      ``,
      `Joinery / bare CPU per request: ${fmt(1 / ratio.median, 2)}× (rate by CPU ${pct(ratio.median)}, spread ${pct(ratio.min)}–${pct(ratio.max)}) — target ≤ ${fmt(1 / TARGET_RATIO)}× — **${verdict}**`,
      ...HOW_IT_GOT_THERE,
    ].join('\n');
    writeSection('head-read', summary);
    process.stdout.write(`\n${summary}\nwritten to bench/RESULTS.md (section head-read)\n`);
    if (!pass) process.stdout.write(`\n*** FAIL: Joinery at ${fmt(1 / ratio.median, 2)}× the bare route's CPU per request (target ${fmt(1 / TARGET_RATIO)}×)${broken ? ', with failed requests' : ''} ***\n`);
  } finally {
    await Promise.allSettled([joinery?.close(), bare?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (profDir) process.stdout.write(`CPU profiles of both servers (joinery.cpuprofile, bare.cpuprofile) in ${profDir}\n`);
  }
}

runAsChild({ joinery: (dataDir) => serveJoinery(dataDir!), bare: runBare }, main);
