/**
 * Load generation for the throughput benchmarks: autocannon runs against targets, and their rows in
 * bench/RESULTS.md. Child processes, the machine and the results file are bench/support.ts.
 */
import { createRequire } from 'node:module';
import { fmt } from './support.ts';

export const CONNECTIONS = 10;

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

export const resultRow = (name: string, m: Measured) =>
  `| ${name} | ${fmt(m.rps)} | ${fmt(m.p50, 2)} | ${fmt(m.p99, 2)} | ${m.errors + m.timeouts} / ${m.non2xx} | ${fmt(m.total)} |`;

export const RESULT_HEADER = ['| Target | Requests/s (mean) | Latency p50 (ms) | Latency p99 (ms) | Errors / non-2xx | Requests |', '|---|---:|---:|---:|---:|---:|'];

export const failed = (m: Measured) => m.errors + m.timeouts + m.non2xx > 0;
