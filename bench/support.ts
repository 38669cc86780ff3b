/**
 * What the benchmarks share: servers in child processes (so the load generator never shares an event
 * loop with what it measures), load generation with autocannon, latency statistics, the machine and
 * its load, and bench/RESULTS.md, where each benchmark replaces its own section.
 *
 * A benchmark file is both the parent and its children: `runAsChild(roles, main)` runs the role named
 * by `--role=…` in a child, or `main` in the parent; `startChild` forks the file again in a role.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

export const HOST = '127.0.0.1';
/** who the benchmarks act as */
export const BENCH_USER = 'admin@demo.joinery.test';
export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

type ToParent = { type: 'ready'; port: number; cookie?: string } | { type: 'error'; message: string };
/** What the parent tells a child: the body a bare route should answer, or to close. */
export type ToChild = { type: 'body'; body: unknown; contentType: string } | { type: 'close' };

/** In a child: tell the parent the server listens (or failed). */
export function reportReady(port: number, cookie?: string): void {
  process.send?.({ type: 'ready', port, cookie } satisfies ToParent);
}

export function reportChildError(error: unknown): void {
  process.send?.({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies ToParent);
  process.exitCode = 1;
  if (process.connected) process.disconnect();
}

/** In a child: when the parent says close (or goes away), close the server and let the process end. */
export function closeOnRequest(close: () => Promise<void>): void {
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
    if (message?.type === 'close') void stop();
  });
  process.on('disconnect', () => void stop());
}

/** The next message of `type` that `from` sends: a child to its parent, or the parent to this child (`process`). */
export function nextMessage<M extends { type: string }>(from: EventEmitter, type: M['type']): Promise<M> {
  return new Promise((done) => {
    const onMessage = (message: M) => {
      if (message?.type !== type) return;
      from.off('message', onMessage);
      done(message);
    };
    from.on('message', onMessage);
  });
}

/** In a child: the first `body` message of the parent (what a bare route should answer). */
export const bodyFromParent = () => nextMessage<Extract<ToChild, { type: 'body' }>>(process, 'body');

export interface Child {
  process: ChildProcess;
  port: number;
  base: string;
  /** what each request to this child carries: the session cookie of a signed-in user, for Joinery */
  headers: Record<string, string>;
  close(): Promise<void>;
}

/** The headers each started child asked its requests to carry, by origin (the bare servers ask none). */
const credentials = new Map<string, Record<string, string>>();

/** What a request to `url` carries: the session cookie of the child serving it, if any. */
export function credentialsFor(url: string): Record<string, string> {
  return credentials.get(new URL(url).origin) ?? {};
}

/** Forks `file` with `--role=<role>` and its arguments; resolves once the child reports its port. */
export function startChild(file: string, role: string, options: { args?: string[]; execArgv?: string[]; beforeReady?: (child: ChildProcess) => void } = {}): Promise<Child> {
  const child = fork(file, [`--role=${role}`, ...(options.args ?? [])], {
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
  return new Promise((resolve, reject) => {
    child.on('message', (message: ToParent) => {
      if (message.type === 'ready') {
        const base = `http://${HOST}:${message.port}`;
        const headers: Record<string, string> = message.cookie ? { cookie: message.cookie } : {};
        credentials.set(base, headers);
        resolve({ process: child, port: message.port, base, headers, close });
      }
      if (message.type === 'error') reject(new Error(`${role}: ${message.message}`));
    });
    child.once('exit', (code, signal) => reject(new Error(`${role} exited before it was ready (code ${code}, signal ${signal})`)));
    child.once('error', reject);
    options.beforeReady?.(child);
  });
}

/**
 * In a child: a real Joinery server, started as `npm start` starts it (rest/start-server.ts with the demo loader), on the
 * SQLite file in `dataDir` (the demo is loaded when the file has no workspace yet), listening on a
 * free port; reports it to the parent with a session cookie of BENCH_USER.
 */
export async function serveJoinery(dataDir: string, env: Record<string, string> = {}): Promise<void> {
  const { readConfig } = await import('../rest/config.ts');
  const { startServer } = await import('../rest/start-server.ts');
  const { loadDemo } = await import('../seeds/load.ts');
  const config = readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true', HOST, PORT: '8080', ...env });
  const { app, model, port } = await startServer(config, { listen: { port: 0, host: HOST }, demo: loadDemo });
  closeOnRequest(() => app.close());
  // requests are signed in, as the demo admin's browser is: the session cookie travels with each
  const { secret } = await model.identity.sessions.start(BENCH_USER, 'demo');
  reportReady(port, `joinery_session=${secret}`);
}

/** In a child: a bare Fastify server (the baseline a benchmark compares Joinery with) listening on a free port; reports it. */
export async function serveBare(app: FastifyInstance, close: () => Promise<void> = () => app.close()): Promise<void> {
  await app.listen({ port: 0, host: HOST });
  closeOnRequest(close);
  const address = app.server.address();
  reportReady(typeof address === 'object' && address ? address.port : 0);
}

/** The role a benchmark file was started with (`--role=…`), or undefined in the parent. */
export const roleOf = (argv = process.argv) => argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);

/** Runs the child role named by --role=… (with the argument after it), or `main` in the parent. */
export function runAsChild(roles: Record<string, (arg: string | undefined) => Promise<void>>, main: () => Promise<void>): void {
  const role = roleOf();
  if (role === undefined) {
    main().catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
    return;
  }
  const run = roles[role];
  if (!run) throw new Error(`unknown role ${role}`);
  run(process.argv[process.argv.indexOf(`--role=${role}`) + 1]).catch(reportChildError);
}

/** The value at quantile q (0..1) of sorted numbers, by the nearest-rank method. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), max: sorted[sorted.length - 1] };
}

/** GETs a URL and reads the body; the milliseconds from sending to the last byte. */
export async function timedGet(url: string, headers: Record<string, string> = credentialsFor(url)): Promise<{ ms: number; status: number; text: string }> {
  const start = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { ms: performance.now() - start, status: response.status, text };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()} (${os.arch()}), Node ${process.version}`;
}

export const loadAverage = () => os.loadavg()[0];

/**
 * The 1-minute load average with a plain warning when other work competed for the CPUs. Only the load
 * before the runs tells: the one after includes the runs themselves (server and load generator).
 */
export function loadNote(before: number, after: number): string {
  const cpus = os.cpus().length;
  const busy = before > 1;
  return `1-minute load average ${fmt(before, 2)} before the runs${busy ? ` — **above 1 on ${cpus} shared cores: other work competed for the machine, so these numbers are noisy**` : ' (a quiet machine)'}; ${fmt(after, 2)} after, which includes the runs themselves`;
}

/** Replaces (or appends) the section `name` of bench/RESULTS.md, between markers of its own. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text = from >= 0 && to > from ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}` : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, text);
}

// ---------------------------------------------------------------------------------------------
// Load generation: what autocannon sends
// ---------------------------------------------------------------------------------------------
export const CONNECTIONS = 10;

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** A whole number of seconds from the environment variable `name`, or `fallback`. */
export function seconds(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number of seconds (got ${JSON.stringify(text)})`);
  return value;
}

export async function fetchText(url: string, init?: RequestInit): Promise<{ status: number; contentType: string; text: string }> {
  const response = await fetch(url, init);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text: await response.text() };
}

// ---------------------------------------------------------------------------------------------
// CPU per request: what a server process spent, from the kernel's account of it
// ---------------------------------------------------------------------------------------------
/** The kernel's clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * The CPU time (user + system, all its threads: JavaScript, GC, libuv's pool) process `pid` has used
 * so far, in µs, from /proc/<pid>/stat. Read from outside, so the measured server runs no code for it.
 */
export function processCpuMicros(pid: number): { total: number; system: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return { total: ((utime + stime) * 1e6) / clockTicks(), system: (stime * 1e6) / clockTicks() };
}

/** One side of a CPU comparison: requests to send, and the server process that answers them. */
export interface CpuSide {
  name: string;
  /** the server process whose CPU is counted */
  pid: number;
  /** one request, or a sequence sent in turn on each connection (a screen's calls); the unit counted is the whole sequence */
  requests: Target[];
}

export interface CpuRound {
  /** CPU µs the server spent per unit (a request, or a whole sequence of them) */
  micros: number;
  /** of which in the kernel (system time: mostly the sockets) */
  systemMicros: number;
  /** units answered per second (autocannon's count over the round's wall-clock time) */
  rate: number;
  units: number;
  failed: number;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  q1: number;
  q3: number;
}

export interface CpuResult {
  side: CpuSide;
  rounds: CpuRound[];
  micros: Spread;
  systemMicros: Spread;
  rate: Spread;
}

const median = (sorted: number[]) => (sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: median(sorted), min: sorted[0], max: sorted[sorted.length - 1], q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

/** One autocannon run of a side, with the CPU its server spent meanwhile. */
async function cpuRound(side: CpuSide, seconds: number): Promise<CpuRound> {
  const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<any>;
  const [first] = side.requests;
  const url = new URL(first.url);
  const before = processCpuMicros(side.pid);
  const started = performance.now();
  const result = await autocannon({
    url: url.origin,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    requests: side.requests.map((r) => {
      const u = new URL(r.url);
      return { method: r.method ?? 'GET', path: `${u.pathname}${u.search}`, headers: r.headers, body: r.body };
    }),
  });
  const elapsed = (performance.now() - started) / 1000;
  const after = processCpuMicros(side.pid);
  const units = result.requests.total / side.requests.length;
  return {
    micros: units > 0 ? (after.total - before.total) / units : Number.NaN,
    systemMicros: units > 0 ? (after.system - before.system) / units : Number.NaN,
    rate: units / elapsed,
    units,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * CPU per request of each side, in `rounds` rounds after a discarded warm-up: each round loads every
 * side once, the order rotating from round to round, so a change in what else runs on the machine
 * touches every side alike. CPU is the server's own (user + system), so neither a slow client nor a
 * busy machine changes it much, unlike requests/s.
 */
export async function measureCpuPerRequest(sides: CpuSide[], timing: { rounds: number; seconds: number; warmup: number }): Promise<CpuResult[]> {
  if (timing.warmup > 0) {
    for (const side of sides) {
      process.stdout.write(`warm-up ${side.name} (${timing.warmup} s, discarded)\n`);
      await cpuRound(side, timing.warmup);
    }
  }
  const rounds = sides.map(() => [] as CpuRound[]);
  for (let round = 0; round < timing.rounds; round++) {
    const order = sides.map((_, i) => (i + round) % sides.length);
    for (const index of order) rounds[index].push(await cpuRound(sides[index], timing.seconds));
    process.stdout.write(`round ${round + 1}/${timing.rounds}: ${sides.map((side, i) => `${side.name} ${fmt(rounds[i][round].micros)} µs (kernel ${fmt(rounds[i][round].systemMicros)})`).join(', ')}\n`);
  }
  return sides.map((side, i) => ({
    side,
    rounds: rounds[i],
    micros: spreadOf(rounds[i].map((r) => r.micros)),
    systemMicros: spreadOf(rounds[i].map((r) => r.systemMicros)),
    rate: spreadOf(rounds[i].map((r) => r.rate)),
  }));
}

/** The rounds' per-round ratios of `a`'s rate to `b`'s by CPU (b's µs / a's µs), with their spread. */
export function cpuRateRatio(a: CpuResult, b: CpuResult): Spread {
  return spreadOf(a.rounds.map((round, i) => b.rounds[i].micros / round.micros));
}

export const cpuFailed = (results: CpuResult[]) => results.some((r) => r.rounds.some((round) => round.failed > 0));

export const CPU_HEADER = [
  '| side | CPU µs per request, median | IQR | min–max | of which kernel, median | requests/s, median (secondary: wall-clock, load-sensitive) | failed |',
  '|---|---:|---:|---:|---:|---:|---:|',
];

export const cpuRow = (r: CpuResult) =>
  `| ${r.side.name} | **${fmt(r.micros.median)}** | ${fmt(r.micros.q1)}–${fmt(r.micros.q3)} | ${fmt(r.micros.min)}–${fmt(r.micros.max)} | ${fmt(r.systemMicros.median)} | ${fmt(r.rate.median)} | ${fmt(r.rounds.reduce((n, round) => n + round.failed, 0))} |`;

export const pct = (n: number) => `${fmt(n * 100, 1)}%`;

/** How CPU per request is measured, for each section that reports it. */
export const CPU_METHOD = `CPU per request: the server process's user + system time (all its threads) from \`/proc/<pid>/stat\` before and after each round, divided by the requests autocannon completed in it; ${CONNECTIONS} connections, no pipelining. Rounds rotate which side goes first; the tables give the median over rounds with the interquartile range and min–max. Ratios of rates are CPU ratios (the other side's µs over this side's), per round, then their median.`;

/** Each round's CPU µs per request (and requests/s) of every side, in the order the sides were given. */
export function cpuRoundsTable(results: CpuResult[]): string[] {
  return [
    `| round | ${results.map((r) => `${r.side.name} µs`).join(' | ')} | ${results.map((r) => `${r.side.name} req/s`).join(' | ')} |`,
    `|---:|${results.map(() => '---:|').join('')}${results.map(() => '---:|').join('')}`,
    ...results[0].rounds.map(
      (_, i) => `| ${i + 1} | ${results.map((r) => fmt(r.rounds[i].micros)).join(' | ')} | ${results.map((r) => fmt(r.rounds[i].rate)).join(' | ')} |`,
    ),
  ];
}
