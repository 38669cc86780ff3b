/**
 * Sustained mixed load: 50 clients for 60 s against one Joinery server (signed in as the demo admin),
 * each cycling through what the staff app and third parties do most: a module list, a head read, a
 * filtered search, the GraphQL products list, a version's history, the session check and a write
 * (PATCH of a module's description, so versions are added under load). Reports the error rate (any
 * network error, timeout or non-2xx answer counts) and the latency percentiles.
 *
 *   npm run bench:load                       (or: npx tsx bench/load.bench.ts)
 *   BENCH_SECONDS=60 BENCH_CONNECTIONS=50    the defaults
 *
 * The server runs in its own child process (this file with --role=joinery), so autocannon in the
 * parent never shares its event loop. All traffic goes to 127.0.0.1. Writes the "load" section of
 * bench/RESULTS.md. A run with any error exits 1: unlike the speed benches, the target here is zero.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { credentialsFor, fetchText, fmt, loadAverage, loadNote, machine, runAsChild, seconds, serveJoinery, startChild, writeSection } from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);

interface Step {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** The mix each client cycles through, on ids of the demo read once before the run. */
function mix(moduleId: string, otherId: string): Step[] {
  const json = { 'content-type': 'application/json' };
  const products = JSON.stringify({ query: '{ modules(page: { limit: 20 }) { total items { id name progress data { source nParameters nConnectors } } } }' });
  return [
    { method: 'GET', path: '/api/modules?limit=20' },
    { method: 'GET', path: `/api/modules/${moduleId}` },
    { method: 'GET', path: '/api/modules?name=door&limit=20' },
    { method: 'POST', path: '/graphql', body: products, headers: json },
    { method: 'GET', path: `/api/modules/${otherId}/history?limit=20` },
    { method: 'GET', path: '/api/auth/session' },
    // every client writes the same module: concurrent writers on one head, as a busy team makes them
    { method: 'PATCH', path: `/api/modules/${moduleId}`, body: JSON.stringify({ description: 'Written under load' }), headers: json },
  ];
}

async function main(): Promise<void> {
  const duration = seconds('BENCH_SECONDS', 60);
  const connections = seconds('BENCH_CONNECTIONS', 50);
  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-load-'));
  const server = await startChild(THIS_FILE, 'joinery', { args: [dataDir] });
  try {
    const headers = credentialsFor(server.base);
    const list = JSON.parse((await fetchText(`${server.base}/api/modules?limit=2`, { headers })).text) as { items: { id: string }[] };
    const [first, second] = list.items;
    const steps = mix(first.id, second.id);
    const before = loadAverage();
    const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<any>;
    process.stdout.write(`${connections} clients for ${duration} s, ${steps.length} requests in each cycle\n`);
    const result = await autocannon({
      url: server.base,
      connections,
      duration,
      pipelining: 1,
      headers,
      requests: steps.map((step) => ({ method: step.method, path: step.path, body: step.body, headers: { ...headers, ...step.headers } })),
    });
    const after = loadAverage();
    const failures = result.errors + result.timeouts + result.non2xx;
    const total = result.requests.total;
    const rate = total ? (100 * failures) / total : 0;
    const verdict = failures === 0 ? 'PASS' : 'FAIL';
    writeSection(
      'load',
      [
        '## Sustained mixed load',
        '',
        `Command: \`npm run bench:load\` (${connections} clients, ${duration} s; each cycles through a module list, a head read, a name search, the GraphQL products list, a history page, the session check and a PATCH of one module that every client writes). Target: no errors.`,
        '',
        '| Requests | Requests/s (mean) | Errors (network, timeouts, non-2xx) | Error rate | Latency p50 (ms) | p90 (ms) | p99 (ms) | max (ms) |',
        '|---:|---:|---:|---:|---:|---:|---:|---:|',
        `| ${fmt(total)} | ${fmt(result.requests.mean)} | ${fmt(failures)} | ${fmt(rate, 2)} % | ${fmt(result.latency.p50)} | ${fmt(result.latency.p90)} | ${fmt(result.latency.p99)} | ${fmt(result.latency.max)} |`,
        '',
        `**${verdict}**. ${machine()}; ${loadNote(before, after)}. Client and server share the machine's cores.`,
      ].join('\n'),
    );
    process.stdout.write(`${verdict}: ${fmt(total)} requests, ${fmt(failures)} failed (${fmt(rate, 2)} %), p99 ${fmt(result.latency.p99)} ms\n`);
    if (failures) process.exitCode = 1;
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runAsChild({ joinery: (dataDir) => serveJoinery(dataDir!) }, main);
