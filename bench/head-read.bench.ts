/**
 * Head-read benchmark: GET /api/modules/{id} on a real Joinery server against a bare Fastify 5 route
 * that returns the same JSON body. Target: Joinery serves at least 50% of the bare route's requests/s.
 *
 *   npx tsx bench/head-read.bench.ts
 *   BENCH_SECONDS=5 …                 measured seconds per target (default 10)
 *   BENCH_WARMUP_SECONDS=1 …          discarded warm-up seconds per target (default 2)
 *   BENCH_CPU_PROF=/tmp/prof …        also write a V8 CPU profile of the Joinery server process
 *
 * Each server runs in its own child process (bench/harness.ts). Writes its section of bench/RESULTS.md
 * and prints it. Exits 0 on FAIL too: this is a measurement, not a test; only a broken run (a server
 * that does not start, a wrong response) exits non-zero.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bodyFromParent, CONNECTIONS, failed, fetchText, fmt, HOST, listenJoinery, loadAverage, machineLines, measureAll, RESULT_HEADER, resultRow,
  RESULTS_FILE, runAsChild, seconds, serve, startChild, writeSection, type Child, type ToChild,
} from './harness.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.5;

/** Child: a bare Fastify 5 server, one route returning the captured body (pre-parsed, no schema). */
async function runBare(): Promise<void> {
  const { default: Fastify } = await import('fastify');
  const { body, contentType } = await bodyFromParent();
  const app = Fastify({ logger: false });
  app.get('/api/modules/:id', async (_request, reply) => {
    reply.type(contentType);
    return body;
  });
  await app.listen({ port: 0, host: HOST });
  const address = app.server.address();
  serve(typeof address === 'object' && address ? address.port : 0, () => app.close());
}

async function runJoinery(dataDir: string | undefined): Promise<void> {
  const { port, close } = await listenJoinery(dataDir!);
  serve(port, close);
}

async function main(): Promise<void> {
  const timing = { measure: seconds('BENCH_SECONDS', 10), warmup: seconds('BENCH_WARMUP_SECONDS', 2) };
  if (timing.measure < 1) throw new Error('BENCH_SECONDS must be at least 1');
  const profDir = process.env.BENCH_CPU_PROF?.trim() ? resolve(process.env.BENCH_CPU_PROF.trim()) : undefined;
  if (profDir) mkdirSync(profDir, { recursive: true });

  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-bench-'));
  let joinery: Child | undefined;
  let bare: Child | undefined;
  try {
    joinery = await startChild(THIS_FILE, 'joinery', { args: [dataDir], execArgv: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
    const joineryBase = `http://${HOST}:${joinery.port}`;

    // A seeded module: the first seed of seeds/demo.ts when it is there, else the first one listed.
    const list = await fetchText(`${joineryBase}/api/modules?limit=100`);
    if (list.status !== 200) throw new Error(`GET /api/modules answered ${list.status}: ${list.text.slice(0, 300)}`);
    const items = (JSON.parse(list.text) as { items: { id: string; data?: { name?: string } }[] }).items;
    const module = items.find((item) => item.data?.name === 'Side panel 1800') ?? items[0];
    if (!module) throw new Error('the demo seed has no module');
    const path = `/api/modules/${encodeURIComponent(module.id)}`;

    const head = await fetchText(`${joineryBase}${path}`);
    if (head.status !== 200) throw new Error(`GET ${path} answered ${head.status}: ${head.text.slice(0, 300)}`);
    const body = JSON.parse(head.text) as unknown;

    bare = await startChild(THIS_FILE, 'bare', { beforeReady: (child) => child.send({ type: 'body', body, contentType: head.contentType } satisfies ToChild) });
    const bareBase = `http://${HOST}:${bare.port}`;
    const bareHead = await fetchText(`${bareBase}${path}`);
    if (bareHead.status !== 200 || bareHead.text !== head.text || bareHead.contentType !== head.contentType) {
      throw new Error(`the bare route does not answer the same body and content-type as Joinery (${bareHead.status}, ${bareHead.contentType})`);
    }

    const loadBefore = loadAverage();
    const [j, b] = await measureAll([{ name: 'Joinery', url: `${joineryBase}${path}` }, { name: 'bare Fastify', url: `${bareBase}${path}` }], timing);
    const loadAfter = loadAverage();
    const ratio = b.rps > 0 ? j.rps / b.rps : 0;
    const broken = failed(j) || failed(b);
    const verdict = ratio >= TARGET_RATIO && !broken ? 'PASS' : 'FAIL';
    const summary = [
      `# Head-read benchmark`,
      ``,
      `**${verdict}**: Joinery serves **${fmt(ratio * 100, 1)}%** of the bare route's requests/s (target: at least ${fmt(TARGET_RATIO * 100)}%)${broken ? '; some requests failed (see errors / non-2xx), which fails the run whatever the ratio' : ''}.`,
      ``,
      ...machineLines(loadBefore, loadAfter),
      ``,
      `## Method`,
      ``,
      `- Joinery: a real server (\`buildApp\` on a fresh SQLite file in a temp folder, demo seed loaded, log level silent), as in tests/support/server.ts.`,
      `- Request: \`GET ${path}\` (the seeded module "${(module.data?.name ?? module.id).replace(/[|`]/g, '')}"), ${fmt(Buffer.byteLength(head.text))} bytes of JSON, \`${head.contentType}\`. Joinery reads the demo actor and the head from SQLite and serialises with the kind's response schema.`,
      `- Bare: Fastify 5 (\`logger: false\`), one route \`GET /api/modules/:id\` returning the same JSON as a pre-parsed object with the same content-type, no schema (checked byte-identical before loading).`,
      `- Each server runs in its own child process; autocannon 8 runs in the parent. All traffic to ${HOST}.`,
      `- Per target: ${timing.warmup} s warm-up (discarded), then ${timing.measure} s measured; ${CONNECTIONS} connections, no pipelining; Joinery first, then bare.`,
      `- requests/s is autocannon's mean of per-second samples; latency percentiles in ms.`,
      ``,
      `## Results`,
      ``,
      ...RESULT_HEADER,
      resultRow('Joinery', j),
      resultRow('Bare Fastify', b),
      ``,
      `Joinery / bare: **${fmt(ratio * 100, 1)}%** — target ≥ ${fmt(TARGET_RATIO * 100)}% — **${verdict}**`,
    ].join('\n');
    writeSection('head-read', summary);
    process.stdout.write(`\n${summary}\nwritten to ${RESULTS_FILE}\n`);
  } finally {
    await Promise.allSettled([joinery?.close(), bare?.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (profDir) process.stdout.write(`CPU profile of the Joinery server in ${profDir}\n`);
  }
}

runAsChild({ joinery: runJoinery, bare: () => runBare() }, main);
