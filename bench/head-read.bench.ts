/**
 * Head-read benchmark: GET /api/modules/{id} on a real Joinery server against a bare Fastify 5 route
 * that returns the same JSON body. Target: by the median over several rounds, Joinery serves at least
 * 50% of the bare route's requests/s.
 *
 *   npm run bench                            (or: npx tsx bench/head-read.bench.ts)
 *   BENCH_ROUNDS=9 npm run bench             rounds (default 9); each measures both servers once
 *   BENCH_SECONDS=5 npm run bench            measured seconds per server and round (default 5)
 *   BENCH_WARMUP_SECONDS=2 npm run bench     discarded warm-up seconds per server, before the rounds
 *   BENCH_CPU_PROF=/tmp/prof npm run bench   also write a V8 CPU profile of the Joinery server process
 *
 * Each server runs in its own child process (this same file, started with --role=…), so the load
 * generator (autocannon, in the parent) never shares an event loop with the server it measures.
 * Rounds alternate which server goes first, so a change in the machine's load (the cores are shared)
 * touches both alike; each round gives one ratio, and the report gives their median and spread.
 * All traffic goes to 127.0.0.1. Writes the "head-read" section of bench/RESULTS.md. Exits 0 on
 * FAIL too: this is a measurement, not a test; only a broken run (a server that does not start, a
 * wrong response) exits non-zero.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bodyFromParent, CONNECTIONS, credentialsFor, fetchText, fmt, load as measure, loadAverage, loadNote, machine, runAsChild, seconds, serveBare,
  serveJoinery, startChild, writeSection, HOST, type Child, type Measured, type ToChild,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.5;

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

/** One measurement of a URL, signed in as the child serving it asked. */
const load = (url: string, seconds: number): Promise<Measured> => measure({ name: url, url, headers: credentialsFor(url) }, seconds);

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
    joinery = await startChild(THIS_FILE, 'joinery', { args: [dataDir], execArgv: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
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

    bare = await startChild(THIS_FILE, 'bare', { beforeReady: (child) => child.send({ type: 'body', body, contentType: head.contentType } satisfies ToChild) });
    const bareBase = bare.base;
    const bareHead = await getText(`${bareBase}${path}`);
    if (bareHead.status !== 200 || bareHead.text !== head.text || bareHead.contentType !== head.contentType) {
      throw new Error(`the bare route does not answer the same body and content-type as Joinery (${bareHead.status}, ${bareHead.contentType})`);
    }

    const targets = { joinery: `${joineryBase}${path}`, bare: `${bareBase}${path}` };
    const loadBefore = loadAverage();
    if (warmupSeconds > 0) {
      process.stdout.write(`warm-up, ${warmupSeconds} s each (discarded)\n`);
      await load(targets.joinery, warmupSeconds);
      await load(targets.bare, warmupSeconds);
    }
    const rounds: { joinery: Measured; bare: Measured; ratio: number }[] = [];
    for (let round = 1; round <= roundCount; round++) {
      // alternate which server goes first, so a drift in the machine's load touches both alike
      const order: ('joinery' | 'bare')[] = round % 2 ? ['joinery', 'bare'] : ['bare', 'joinery'];
      const measured: Partial<Record<'joinery' | 'bare', Measured>> = {};
      for (const name of order) measured[name] = await load(targets[name], measureSeconds);
      const ratio = measured.bare!.rps > 0 ? measured.joinery!.rps / measured.bare!.rps : 0;
      rounds.push({ joinery: measured.joinery!, bare: measured.bare!, ratio });
      process.stdout.write(`round ${round}/${roundCount}: Joinery ${fmt(measured.joinery!.rps)} req/s, bare ${fmt(measured.bare!.rps)} req/s, ${fmt(ratio * 100, 1)}%\n`);
    }
    const loadAfter = loadAverage();
    const ratios = rounds.map((r) => r.ratio).sort((a, b) => a - b);
    const median = ratios.length % 2 ? ratios[(ratios.length - 1) / 2] : (ratios[ratios.length / 2 - 1] + ratios[ratios.length / 2]) / 2;
    const broken = rounds.some((r) => [r.joinery, r.bare].some((m) => m.errors + m.timeouts + m.non2xx > 0));
    const pass = median >= TARGET_RATIO && !broken;
    const verdict = pass ? 'PASS' : 'FAIL';
    const pct = (n: number) => `${fmt(n * 100, 1)}%`;
    const summary = [
      `## Head read`,
      ``,
      `**${verdict}**: by the median of ${roundCount} alternating rounds, Joinery serves **${pct(median)}** of the bare route's requests/s (spread ${pct(ratios[0])}–${pct(ratios[ratios.length - 1])}; target: median at least ${fmt(TARGET_RATIO * 100)}%)${broken ? '; some requests failed (see errors / non-2xx), which fails the run whatever the ratio' : ''}.`,
      ``,
      `Command: \`npm run bench\` (\`npx tsx bench/head-read.bench.ts\`; BENCH_ROUNDS=${roundCount}, BENCH_SECONDS=${measureSeconds}, BENCH_WARMUP_SECONDS=${warmupSeconds}).`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      `- Joinery: a real server (\`buildApp\` on a fresh SQLite file in a temp folder, demo seed loaded, log level silent), as in tests/support/server.ts.`,
      `- Request: \`GET ${path}\` (the seeded module "${(module.data?.name ?? module.id).replace(/[|\`]/g, '')}"), ${fmt(Buffer.byteLength(head.text))} bytes of JSON, \`${head.contentType}\`. Joinery reads the demo actor and the head from SQLite and serialises with the kind's response schema.`,
      `- Bare: Fastify 5 (\`logger: false\`), one route \`GET /api/modules/:id\` returning the same JSON as a pre-parsed object with the same content-type, no schema (checked byte-identical before loading).`,
      `- Each server runs in its own child process; autocannon 8 runs in the parent; ${CONNECTIONS} connections, no pipelining, all traffic to ${HOST}. A warm-up of ${warmupSeconds} s per server, then ${roundCount} rounds of ${measureSeconds} s per server, alternating which goes first; requests/s is autocannon's mean of per-second samples.`,
      ``,
      `| round | Joinery req/s | bare req/s | ratio | Joinery p50 / p99 ms | bare p50 / p99 ms | errors / non-2xx |`,
      `|---:|---:|---:|---:|---:|---:|---:|`,
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${fmt(r.joinery.rps)} | ${fmt(r.bare.rps)} | ${pct(r.ratio)} | ${fmt(r.joinery.p50, 1)} / ${fmt(r.joinery.p99, 1)} | ${fmt(r.bare.p50, 1)} / ${fmt(r.bare.p99, 1)} | ${r.joinery.errors + r.joinery.timeouts + r.bare.errors + r.bare.timeouts} / ${r.joinery.non2xx + r.bare.non2xx} |`,
      ),
      ``,
      `Median ${pct(median)}, spread ${pct(ratios[0])}–${pct(ratios[ratios.length - 1])} — target median ≥ ${fmt(TARGET_RATIO * 100)}% — **${verdict}**`,
    ].join('\n');
    writeSection('head-read', summary);
    process.stdout.write(`\n${summary}\nwritten to bench/RESULTS.md (section head-read)\n`);
    if (!pass) process.stdout.write(`\n*** FAIL: Joinery at ${pct(median)} of bare (target ${fmt(TARGET_RATIO * 100)}%)${broken ? ', with failed requests' : ''} ***\n`);
  } finally {
    await Promise.allSettled([joinery?.close(), bare?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (profDir) process.stdout.write(`CPU profile of the Joinery server in ${profDir}\n`);
  }
}

runAsChild({ joinery: (dataDir) => serveJoinery(dataDir!), bare: runBare }, main);
