/**
 * What the benchmarks share: servers in child processes (so the load generator never shares an event
 * loop with what it measures), autocannon runs, the machine's description, and bench/RESULTS.md, where
 * each benchmark owns one section.
 *
 * A benchmark file is both the parent and its children: `runAsChild(roles, main)` runs the role named
 * by `--role=…` in a child, or `main` in the parent.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOST = '127.0.0.1';
export const CONNECTIONS = 10;
export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

type ToParent = { type: 'ready'; port: number } | { type: 'error'; message: string };
export type ToChild = { type: 'body'; body: unknown; contentType: string } | { type: 'close' };

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

/** In a child: tells the parent the server listens on `port`, and closes it when asked. */
export function serve(port: number, close: () => Promise<void>): void {
  closeOnRequest(close);
  send({ type: 'ready', port });
}

/** In a child: the first `body` message of the parent (what a bare route should answer). */
export function bodyFromParent(): Promise<{ body: unknown; contentType: string }> {
  return new Promise((done) => {
    const onMessage = (message: ToChild) => {
      if (message.type !== 'body') return;
      process.off('message', onMessage);
      done(message);
    };
    process.on('message', onMessage);
  });
}

export interface Child {
  process: ChildProcess;
  port: number;
  close(): Promise<void>;
}

/** Starts `file` again as a child in `role`; resolves once it listens. */
export function startChild(
  file: string,
  role: string,
  options: { args?: string[]; execArgv?: string[]; beforeReady?: (child: ChildProcess) => void } = {},
): Promise<Child> {
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

/** Runs the child role named by --role=… (with the argument after it), or `main` in the parent. */
export function runAsChild(roles: Record<string, (arg: string | undefined) => Promise<void>>, main: () => Promise<void>): void {
  const flag = process.argv.find((arg) => arg.startsWith('--role='));
  const role = flag?.slice('--role='.length);
  if (role === undefined) {
    main().catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
    return;
  }
  const run = roles[role];
  if (!run) throw new Error(`unknown role ${role}`);
  run(process.argv[process.argv.indexOf(flag!) + 1]).catch((error: unknown) => {
    send({ type: 'error', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    process.exitCode = 1;
    if (process.connected) process.disconnect();
  });
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
}

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export async function load(target: Target, seconds: number): Promise<Measured> {
  // autocannon ships no types: required through createRequire and typed here.
  const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<any>;
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
  });
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

/** Warms each target up (discarded), then measures it, one after the other. */
export async function measureAll(targets: Target[], timing: { warmup: number; measure: number }): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const target of targets) {
    if (timing.warmup > 0) {
      process.stdout.write(`warm-up ${target.name} ${target.url} (${timing.warmup} s, discarded)\n`);
      await load(target, timing.warmup);
    }
    process.stdout.write(`measure ${target.name} ${target.url} (${timing.measure} s)\n`);
    measured.push(await load(target, timing.measure));
  }
  return measured;
}

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

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const resultRow = (name: string, m: Measured) =>
  `| ${name} | ${fmt(m.rps)} | ${fmt(m.p50, 2)} | ${fmt(m.p99, 2)} | ${m.errors + m.timeouts} / ${m.non2xx} | ${fmt(m.total)} |`;

export const RESULT_HEADER = ['| Target | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | Errors / non-2xx | Requests |', '|---|---:|---:|---:|---:|---:|'];

export const failed = (m: Measured) => m.errors + m.timeouts + m.non2xx > 0;

/** The machine and its load, for a results section (load averages taken before and after the runs). */
export function machineLines(loadBefore: number, loadAfter: number): string[] {
  const cpus = os.cpus();
  // the run itself keeps both cores busy (server and load generator), so only the load before it tells whether the machine was quiet
  const busy = loadBefore > 1;
  return [
    `- Date: ${new Date().toISOString()}`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, ${fmt(os.totalmem() / 2 ** 30, 1)} GiB, ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node ${process.version}`,
    `- 1-minute load average: ${fmt(loadBefore, 2)} before the runs${busy ? ' — **above 1: other work was competing for the machine, so these numbers are noisy**' : ' (a quiet machine)'}; ${fmt(loadAfter, 2)} after, which includes the runs themselves`,
  ];
}

export const loadAverage = () => os.loadavg()[0];
