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
 * time, alternating which goes first in each round. Besides requests/s, each measurement reads the
 * server process's CPU time (utime + stime in /proc/<pid>/stat) before and after, and reports the CPU
 * milliseconds per request. Writes the "storefront" section of bench/RESULTS.md; exits 0 on FAIL too
 * (a measurement, not a test), non-zero only for a broken run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONNECTIONS, credentialsFor, failed, fetchText, fmt, load, loadAverage, loadNote, machine, runAsChild, seconds, serveJoinery, startChild,
  writeSection, HOST, type Child, type Measured,
} from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET_RATIO = 0.8;
/** clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux) */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds the process has used (user + system), from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the fields after the command name (which may hold spaces) start at its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}

/** Median and spread of a few numbers. */
function spread(samples: number[]): { p50: number; min: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const p50 = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { p50, min: sorted[0], max: sorted[sorted.length - 1] };
}

interface Run extends Measured {
  cpuPerRequest: number;
}

async function measure(server: Child, url: string, headers: Record<string, string>, duration: number): Promise<Run> {
  const before = cpuMs(server.process.pid!);
  const measured = await load({ name: url, url, headers }, duration);
  const used = cpuMs(server.process.pid!) - before;
  return { ...measured, cpuPerRequest: measured.total > 0 ? used / measured.total : 0 };
}

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
    const module = (JSON.parse(modules.text).items as { id: string; data: { name: string } }[]).find((m) => m.data.name === 'Side panel 1800')!;
    const configurators = await fetchText(`${server.base}/api/publishedconfigurators?limit=100`, { headers: staff });
    const published = (JSON.parse(configurators.text).items as { id: string; data: { published: boolean } }[]).find((c) => c.data.published);
    if (!module || !published) throw new Error('the demo seed has no Side panel 1800 or no published configurator');
    const targets = {
      public: { url: `${server.base}/api/published/configurator/${published.id}`, headers: {} },
      head: { url: `${server.base}/api/modules/${module.id}`, headers: staff },
    };
    const sizes: Record<string, number> = {};
    for (const [name, target] of Object.entries(targets)) {
      const reply = await fetchText(target.url, { headers: target.headers });
      if (reply.status !== 200) throw new Error(`GET ${target.url} answered ${reply.status}: ${reply.text.slice(0, 300)}`);
      sizes[name] = Buffer.byteLength(reply.text);
    }
    const loadBefore = loadAverage();
    if (warmupSeconds > 0) for (const target of Object.values(targets)) await load({ name: target.url, ...target }, warmupSeconds);
    const rounds: { public: Run; head: Run; ratio: number }[] = [];
    for (let round = 1; round <= roundCount; round++) {
      const order: ('public' | 'head')[] = round % 2 ? ['public', 'head'] : ['head', 'public'];
      const measured: Partial<Record<'public' | 'head', Run>> = {};
      for (const name of order) measured[name] = await measure(server, targets[name].url, targets[name].headers, measureSeconds);
      const ratio = measured.head!.rps > 0 ? measured.public!.rps / measured.head!.rps : 0;
      rounds.push({ public: measured.public!, head: measured.head!, ratio });
      process.stdout.write(`round ${round}/${roundCount}: public ${fmt(measured.public!.rps)} req/s (${fmt(measured.public!.cpuPerRequest, 3)} CPU ms/req), head ${fmt(measured.head!.rps)} req/s (${fmt(measured.head!.cpuPerRequest, 3)} CPU ms/req), ${fmt(ratio * 100, 1)}%\n`);
    }
    const loadAfter = loadAverage();
    const ratio = spread(rounds.map((r) => r.ratio));
    const cpu = (name: 'public' | 'head') => spread(rounds.map((r) => r[name].cpuPerRequest));
    const broken = rounds.some((r) => failed(r.public) || failed(r.head));
    const verdict = ratio.p50 >= TARGET_RATIO && !broken ? 'PASS' : 'FAIL';
    const pct = (n: number) => `${fmt(n * 100, 1)}%`;
    const ms = (n: number) => fmt(n, 3);
    const summary = [
      `## Storefront read`,
      ``,
      `**${verdict}**: by the median of ${roundCount} alternating rounds, the public configurator read serves **${pct(ratio.p50)}** of the staff head read's requests/s (spread ${pct(ratio.min)}–${pct(ratio.max)}; target: median at least ${fmt(TARGET_RATIO * 100)}%)${broken ? '; some requests failed, which fails the run' : ''}.`,
      `Server CPU per request, median (spread): public ${ms(cpu('public').p50)} ms (${ms(cpu('public').min)}–${ms(cpu('public').max)}), head ${ms(cpu('head').p50)} ms (${ms(cpu('head').min)}–${ms(cpu('head').max)}).`,
      ``,
      `Command: \`npx tsx bench/storefront.bench.ts\` (BENCH_ROUNDS=${roundCount}, BENCH_SECONDS=${measureSeconds}, BENCH_WARMUP_SECONDS=${warmupSeconds}).`,
      ``,
      `- ${new Date().toISOString()}; ${machine()}`,
      `- ${loadNote(loadBefore, loadAfter)}`,
      `- Public: \`GET /api/published/configurator/{id}\` signed out (the demo's published shelving configurator, ${fmt(sizes.public)} bytes). Head: \`GET /api/modules/{id}\` as the demo admin (Side panel 1800, ${fmt(sizes.head)} bytes). One server (the demo seed on a fresh SQLite file) in a child process.`,
      `- autocannon in the parent, ${CONNECTIONS} connections, all traffic to ${HOST}; CPU is the server process's utime + stime from /proc/<pid>/stat over each measurement, divided by its requests.`,
      ``,
      `| round | public req/s | head req/s | ratio | public CPU ms/req | head CPU ms/req | public p50 / p99 ms | head p50 / p99 ms |`,
      `|---:|---:|---:|---:|---:|---:|---:|---:|`,
      ...rounds.map(
        (r, i) =>
          `| ${i + 1} | ${fmt(r.public.rps)} | ${fmt(r.head.rps)} | ${pct(r.ratio)} | ${ms(r.public.cpuPerRequest)} | ${ms(r.head.cpuPerRequest)} | ${fmt(r.public.p50, 1)} / ${fmt(r.public.p99, 1)} | ${fmt(r.head.p50, 1)} / ${fmt(r.head.p99, 1)} |`,
      ),
    ].join('\n');
    writeSection('storefront', summary);
    process.stdout.write(`\n${summary}\nwritten to bench/RESULTS.md (section storefront)\n`);
  } finally {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runAsChild({ joinery: (dataDir) => serveJoinery(dataDir!) }, main);
