/**
 * Writes at 100,000 modules against the same writes at 1,000 (issue 5): a create and a PATCH (which
 * moves the module's usages) must cost the same, within 1.5× by the median.
 *
 *   npx tsx bench/build-workspace.ts && npx tsx bench/build-workspace.ts --modules=1000   once
 *   npx tsx bench/writes.bench.ts                                                       BENCH_WRITES=300
 *
 * Each workspace file is copied to a temp folder (the built ones stay as they are) and served by a
 * Joinery child process with the usual synchronous=FULL. Requests go one at a time, alternating
 * between the two servers, so a change in the machine's load touches both alike. Writes
 * bench/RESULTS.md's "writes" section.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceDir, type BuiltWorkspace } from './build-workspace.ts';
import { credentialsFor, fmt, loadNote, machine, reportChildError, roleOf, serveJoinery, startChild, summarise, writeSection, type Child } from './support.ts';

const THIS_FILE = fileURLToPath(import.meta.url);
const TARGET = 1.5;

interface Target {
  modules: number;
  child: Child;
  dir: string;
  connectorType: string;
  created: string[];
  create: number[];
  patch: number[];
}

async function timedWrite(url: string, method: string, body: unknown): Promise<{ ms: number; json: any }> {
  const start = performance.now();
  const response = await fetch(url, { method, headers: { ...credentialsFor(url), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, json: JSON.parse(text) };
}

const moduleBody = (n: number, connectorType: string) => ({
  name: `Write bench ${n}`,
  categories: ['Bench'],
  connectors: [
    { id: 'a', name: 'A', connectorType: { id: connectorType, version: 1 } },
    { id: 'b', name: 'B', connectorType: { id: connectorType, version: 1 } },
  ],
});

async function open(modules: number): Promise<Target> {
  const built = workspaceDir(modules);
  const meta = JSON.parse(readFileSync(built.done, 'utf8')) as BuiltWorkspace;
  const dir = mkdtempSync(join(os.tmpdir(), `joinery-writes-${modules}-`));
  copyFileSync(built.file, join(dir, 'joinery.sqlite'));
  const child = await startChild(THIS_FILE, 'joinery', { args: [dir] });
  return { modules, child, dir, connectorType: meta.busyConnectorType, created: [], create: [], patch: [] };
}

async function main(): Promise<void> {
  const writes = Number(process.env.BENCH_WRITES ?? 300);
  const loadBefore = os.loadavg()[0];
  const targets = [await open(1000), await open(100_000)];
  try {
    // warm-up: a few writes each, not counted
    for (const t of targets) for (let n = 0; n < 10; n++) await timedWrite(`${t.child.base}/api/modules`, 'POST', moduleBody(-n, t.connectorType));
    for (let n = 0; n < writes; n++) {
      for (const t of n % 2 ? [...targets].reverse() : targets) {
        const created = await timedWrite(`${t.child.base}/api/modules`, 'POST', moduleBody(n, t.connectorType));
        t.create.push(created.ms);
        t.created.push(created.json.id);
      }
    }
    for (let n = 0; n < writes; n++) {
      for (const t of n % 2 ? [...targets].reverse() : targets) {
        // a new description and one connector fewer: a new version, and its usages rewritten
        const patched = await timedWrite(`${t.child.base}/api/modules/${t.created[n]}`, 'PATCH', { description: `patched ${n}`, connectors: [moduleBody(n, t.connectorType).connectors[0]] });
        t.patch.push(patched.ms);
      }
    }
    const loadAfter = os.loadavg()[0];
    const [small, large] = targets.map((t) => ({ create: summarise(t.create), patch: summarise(t.patch) }));
    const rows = (['create', 'patch'] as const).map((op) => {
      const ratio = large[op].p50 / small[op].p50;
      return `| ${op === 'create' ? 'POST /api/modules' : 'PATCH /api/modules/{id}'} | ${fmt(small[op].p50, 2)} | ${fmt(small[op].p95, 2)} | ${fmt(large[op].p50, 2)} | ${fmt(large[op].p95, 2)} | ${fmt(ratio, 2)}× | ${ratio <= TARGET ? 'PASS' : 'FAIL'} |`;
    });
    const pass = (['create', 'patch'] as const).every((op) => large[op].p50 / small[op].p50 <= TARGET);
    writeSection(
      'writes',
      [
        `## Writes at 100,000 modules against 1,000`,
        ``,
        `**${pass ? 'PASS' : 'FAIL'}** — command: \`npx tsx bench/writes.bench.ts\` (BENCH_WRITES=${writes}), after building both workspaces with bench/build-workspace.ts.`,
        ``,
        `- ${new Date().toISOString()}; ${machine()}`,
        `- ${loadNote(loadBefore, loadAfter)}`,
        `- Copies of the 1,000- and 100,000-module workspaces, each served by Joinery in its own process (SQLite, WAL, synchronous=FULL). ${writes} creates (a module with two connectors, so two usages), then ${writes} PATCHes of those modules (a new description and one connector fewer: a new version, the head's derived fields and its usages rewritten), one request at a time, alternating between the two servers; latency to the last byte, in ms.`,
        ``,
        `| write | 1,000 p50 | 1,000 p95 | 100,000 p50 | 100,000 p95 | median ratio (target ≤ ${TARGET}×) | |`,
        `|---|---:|---:|---:|---:|---:|---|`,
        ...rows,
      ].join('\n'),
    );
    process.stdout.write(`written to bench/RESULTS.md (section writes): ${pass ? 'PASS' : 'FAIL'}\n`);
  } finally {
    await Promise.allSettled(targets.map((t) => t.child.close()));
    for (const t of targets) rmSync(t.dir, { recursive: true, force: true });
  }
}

const role = roleOf();
if (role === 'joinery') serveJoinery(process.argv[process.argv.indexOf('--role=joinery') + 1]).catch(reportChildError);
else if (process.argv[1] === THIS_FILE) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
