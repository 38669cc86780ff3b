/**
 * Storefront read benchmark (issue 18): the public configurator read a customer's storefront makes,
 * GET /api/published/configurator/{id} signed out, against the staff head read GET /api/modules/{id}
 * (signed in), on one real Joinery server in the same run. Target: by the median over the rounds, the
 * public read serves at least 80% of the head read's requests/s.
 *
 *   npx tsx bench/storefront.bench.ts
 *   BENCH_ROUNDS=7 BENCH_SECONDS=5 BENCH_WARMUP_SECONDS=2 npx tsx bench/storefront.bench.ts
 *
 * The server runs in its own child process; autocannon loads it from the parent, one target at a
 * time, rotating which goes first in each round. The figure is CPU per request (bench/support.ts,
 * measureCpuPerRequest, as every throughput bench): the server's CPU over the requests it answered, so
 * the rate by CPU compares the two reads whatever else the machine runs. Writes the "storefront"
 * section of bench/RESULTS.md; exits 0 on FAIL too (a measurement, not a test), non-zero only for a
 * broken run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CPU_HEADER, CPU_METHOD, cpuFailed, cpuRateRatio, cpuRoundsTable, cpuRow, credentialsFor, fetchText, fmt, loadAverage, loadNote, machine,
  measureCpuPerRequest, pct, runAsChild, seconds, serveJoinery, startChild, writeSection, HOST, type Child,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.8;

async function main(): Promise<void> {
  const measureSeconds = seconds('BENCH_SECONDS', 5);
  const warmupSeconds = seconds('BENCH_WARMUP_SECONDS', 2);
  const roundCount = seconds('BENCH_ROUNDS', 7);
  if (measureSeconds < 1 || roundCount < 1) throw new Error('BENCH_SECONDS and BENCH_ROUNDS must be at least 1');
  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-bench-'));
  let server: Child | undefined;
  try {
    server = await startChild(THIS_FILE, 'joinery', { args: [dataDir] });
    const staff = credentialsFor(server.base);
    const modules = await fetchText(`${server.base}/api/modules?limit=100`, { headers: staff });
    const module = (JSON.parse(modules.text).items as { id: string; data: { name: string } }[]).find((m) => m.data.name === 'Side panel 1800');
    const configurators = await fetchText(`${server.base}/api/publishedconfigurators?limit=100`, { headers: staff });
    const published = (JSON.parse(configurators.text).items as { id: string; data: { published: boolean } }[]).find((c) => c.data.published);
    if (!module || !published) throw new Error('the demo seed has no Side panel 1800 or no published configurator');
    const targets = {
      public: { url: `${server.base}/api/published/configurator/${published.id}`, headers: {} as Record<string, string> },
      head: { url: `${server.base}/api/modules/${module.id}`, headers: staff },
    };
    const sizes: Record<string, number> = {};
    for (const [name, target] of Object.entries(targets)) {
      const reply = await fetchText(target.url, { headers: target.headers });
      if (reply.status !== 200) throw new Error(`GET ${target.url} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
      sizes[name] = Buffer.byteLength(reply.text);
    }
    const pid = server.process.pid!;
    const side = (name: 'public' | 'head') => ({ name, pid, requests: [{ name, ...targets[name] }] });
    const loadBefore = loadAverage();
    const [publicRead, headRead] = await measureCpuPerRequest([side('public'), side('head')], { rounds: roundCount, seconds: measureSeconds, warmup: warmupSeconds });
    const loadAfter = loadAverage();
    const ratio = cpuRateRatio(publicRead, headRead);
    const broken = cpuFailed([publicRead, headRead]);
    const verdict = ratio.median >= TARGET_RATIO && !broken ? 'PASS' : 'FAIL';
    const summary = [
      `## Storefront read`,
      ``,
      `**${verdict}**: by the median of ${roundCount} rotating rounds, the public configurator read costs **${fmt(publicRead.micros.median)} µs** of server CPU per request against the staff head read's **${fmt(headRead.micros.median)} µs**: a rate by CPU of **${pct(ratio.median)}** of the head read's (per-round spread ${pct(ratio.min)}–${pct(ratio.max)}; target: at least ${pct(TARGET_RATIO)})${broken ? '; some requests failed, which fails the run' : ''}.`,
      ``,
      `Command: \`npm run bench:storefront\` (\`npx tsx bench/storefront.bench.ts\`; BENCH_ROUNDS=${roundCount}, BENCH_SECONDS=${measureSeconds}, BENCH_WARMUP_SECONDS=${warmupSeconds}).`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      `- Public: \`GET /api/published/configurator/{id}\` signed out (the demo's published shelving configurator, ${fmt(sizes.public)} bytes). Head: \`GET /api/modules/{id}\` as the demo admin (Side panel 1800, ${fmt(sizes.head)} bytes). One server (the demo seed on a fresh SQLite file) in a child process; autocannon in the parent; all traffic to ${HOST}.`,
      `- ${CPU_METHOD}`,
      ``,
      ...CPU_HEADER,
      cpuRow(publicRead),
      cpuRow(headRead),
      ``,
      ...cpuRoundsTable([publicRead, headRead]),
    ].join('\n');
    writeSection('storefront', summary);
    process.stdout.write(`\n${summary}\nwritten to bench/RESULTS.md (section storefront)\n`);
  } finally {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runAsChild({ joinery: (dataDir) => serveJoinery(dataDir!) }, main);
