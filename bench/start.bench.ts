/**
 * Start and memory (issue 17): how long a restart on an existing database takes to answer its first
 * 200, and how much memory the whole process tree holds once idle.
 *
 *   npm run bench:start            (ROUNDS=5 by default)
 *
 * The demo is seeded once into a temp DATA_DIR and copied for each way, which starts once on its copy
 * before the rounds; then each round restarts the server in each way, alternating (so a busy moment of
 * the machine falls on all of them), and measures:
 * - first 200: from the spawn to the first 200 of GET /api/version, polled every 10 ms;
 * - CPU to first 200: user and system time of the whole tree until then (children that ended
 *   included), from /proc: unlike the wall time, it does not grow when other work shares the cores;
 * - memory 3 s after that first 200 (the start's last work, the GraphQL gateway built after listening,
 *   has just ended) and 10 s after it with no request in between (idle: the server gives back its young
 *   generation after 5 s of quiet, rest/operations/idle-memory.ts): the sum of VmRSS over the started
 *   process and all its descendants (npm and sh included for `npm start`), the tree's physical pages
 *   each counted once, and, when idle, the server's own RSS (the node process that listens) and the rest.
 * Ways: `npm start` with the build stamps current (npm, then start.js), npm start's line run by sh
 * without npm (read from package.json: the stamp check, then the server in the same process), plain
 * `node dist/server.js` (what a process manager might restart, without the line's flag and
 * environment) and `tsx server.ts` (the TypeScript entry as `npm run dev` runs it). All ways restart on
 * one copy of the seeded database: the derived values' fingerprint is the same for the bundle and tsx,
 * so no way reindexes after another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { buildServerIfChanged, buildWebIfChanged, SERVER_BUNDLE } from '../build.ts';
import { ROOT } from '../rest/paths.ts';
import { freePort } from '../tests/support/process.ts';
import { fmt, HOST, loadAverage, loadNote, machine, summarise, writeSection } from './support.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
/** when the start's own work has just ended */
const STARTED_MS = 3000;
/** idle: long enough after the start for the server to have given back its young generation */
const IDLE_MS = 10_000;

/** `npm start`'s line, as package.json has it */
const START_LINE: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start;

const WAYS: Record<string, string[]> = {
  'npm start (builds current)': ['npm', 'start', '--silent'],
  [`sh -c "${START_LINE}"`]: ['sh', '-c', START_LINE],
  'node dist/server.js': [process.execPath, SERVER_BUNDLE],
  'tsx server.ts': [join(ROOT, 'node_modules', '.bin', 'tsx'), 'server.ts'],
};

/** The process and its descendants, by /proc. */
function tree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap(tree)];
}

function rssKiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const PAGE_BYTES = 4096;
/** pagemap's "present" bit and the page frame number below it (readable as root; zero otherwise) */
const PRESENT = 1n << 63n;
const FRAME = (1n << 55n) - 1n;

/**
 * The physical pages the processes hold, each once, by /proc/<pid>/pagemap: unlike a sum of RSS, a page
 * two of them map (the node binary npm and the server both run) counts once. Undefined when the kernel
 * hides the frame numbers (not root).
 */
function distinctResidentMiB(pids: number[]): number | undefined {
  const frames = new Set<bigint>();
  for (const pid of pids) {
    let smaps: string;
    let pagemap: number;
    try {
      smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
      pagemap = openSync(`/proc/${pid}/pagemap`, 'r');
    } catch {
      continue;
    }
    try {
      // each mapping's header line, then its Rss: only the mappings with resident pages are read
      for (const [, from, to, rss] of smaps.matchAll(/^([0-9a-f]+)-([0-9a-f]+) [^\n]*\n(?:[^\n]*\n)*?Rss:\s+(\d+) kB/gm)) {
        if (rss === '0') continue;
        const first = parseInt(from, 16) / PAGE_BYTES;
        const entries = Buffer.alloc((parseInt(to, 16) / PAGE_BYTES - first) * 8);
        readSync(pagemap, entries, 0, entries.length, first * 8);
        for (let i = 0; i < entries.length; i += 8) {
          const entry = entries.readBigUInt64LE(i);
          if (entry & PRESENT) frames.add(entry & FRAME);
        }
      }
    } finally {
      closeSync(pagemap);
    }
  }
  return frames.has(0n) || frames.size === 0 ? undefined : (frames.size * PAGE_BYTES) / 1024 / 1024;
}

/** Linux's USER_HZ: /proc reports CPU times in these ticks */
const TICKS_PER_SECOND = 100;

/** User and system time of the process, and of its children that ended, in ms. */
function cpuMs(pid: number): number {
  try {
    // the fields after the command's closing parenthesis; utime, stime, cutime, cstime are the 12th to the 15th
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

async function firstOk(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before answering`);
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Ends the process group the started command leads (npm's children included) and waits for it. */
async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

interface Memory {
  /** the sum of the tree's RSS */
  rssMiB: number;
  /** the tree's resident pages, each once (a page two processes share counts once), when the kernel tells */
  distinctMiB?: number;
  /** the node process that serves (the tree's last node process), alone */
  serverRssMiB: number;
}

interface StartSample {
  firstOkMs: number;
  cpuMs: number;
  started: Memory;
  idle: Memory;
}

/** The command name of a process, from /proc. */
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

function memoryOf(root: number): Memory {
  const pids = tree(root);
  // npm runs as a process named npm (a node binary too): the server is the last node below it
  const server = pids.filter((pid) => commandOf(pid) === 'node').at(-1) ?? root;
  return { rssMiB: pids.reduce((sum, pid) => sum + rssKiB(pid), 0) / 1024, distinctMiB: distinctResidentMiB(pids), serverRssMiB: rssKiB(server) / 1024 };
}

async function startOnce(command: string[], dataDir: string): Promise<StartSample> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir },
    stdio: 'ignore',
    // its own process group, so that stopping it stops npm's children too
    detached: true,
  });
  try {
    await firstOk(`http://${HOST}:${port}/api/version`, child);
    const firstOkMs = performance.now() - started;
    const cpu = tree(child.pid!).reduce((sum, pid) => sum + cpuMs(pid), 0);
    const okAt = performance.now();
    const memoryAt = async (ms: number) => {
      await new Promise((r) => setTimeout(r, okAt + ms - performance.now()));
      return memoryOf(child.pid!);
    };
    return { firstOkMs, cpuMs: cpu, started: await memoryAt(STARTED_MS), idle: await memoryAt(IDLE_MS) };
  } finally {
    await stop(child);
  }
}

/** A memory sample for the round's log. */
const said = (memory: Memory) => `RSS ${fmt(memory.rssMiB)} MiB (server ${fmt(memory.serverRssMiB)}; each page once ${memory.distinctMiB === undefined ? '?' : fmt(memory.distinctMiB)})`;

/** "median / max" of the tree's pages each counted once, when the kernel told them every time. */
function distinctCell(samples: Memory[]): string {
  if (!samples.every((memory) => memory.distinctMiB !== undefined)) return 'not readable';
  const distinct = summarise(samples.map((memory) => memory.distinctMiB!));
  return `${fmt(distinct.p50)} / ${fmt(distinct.max)}`;
}

async function main(): Promise<void> {
  await buildWebIfChanged();
  await buildServerIfChanged();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'joinery-start-bench-'));
  try {
    // the first start seeds the demo (and a second settles what a first start writes once): what follows are restarts on an existing database
    const seeded = join(dataDir, 'seeded');
    await startOnce(WAYS['node dist/server.js'], seeded);
    await startOnce(WAYS['node dist/server.js'], seeded);
    const loadBefore = loadAverage();
    const samples = Object.fromEntries(Object.keys(WAYS).map((way) => [way, [] as StartSample[]]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [way, command] of Object.entries(WAYS)) {
        const sample = await startOnce(command, seeded);
        samples[way].push(sample);
        console.log(`round ${round + 1}, ${way}: first 200 after ${fmt(sample.firstOkMs)} ms (${fmt(sample.cpuMs)} ms of CPU); ${STARTED_MS / 1000} s later ${said(sample.started)}; idle ${said(sample.idle)}`);
      }
    }
    const rows = Object.entries(samples).map(([way, list]) => {
      const [start, cpu] = (['firstOkMs', 'cpuMs'] as const).map((key) => summarise(list.map((sample) => sample[key])));
      const [started, idle] = (['started', 'idle'] as const).map((when) => list.map((sample) => sample[when]));
      const rss = summarise(idle.map((memory) => memory.rssMiB));
      const server = summarise(idle.map((memory) => memory.serverRssMiB));
      const rest = summarise(idle.map((memory) => Math.max(0, memory.rssMiB - memory.serverRssMiB)));
      return `| \`${way}\` | ${fmt(start.p50)} | ${fmt(start.max)} | ${fmt(cpu.p50)} | ${distinctCell(started)} | ${fmt(rss.p50)} / ${fmt(rss.max)} | **${distinctCell(idle)}** | ${fmt(server.p50)} | ${fmt(rest.p50)} |`;
    });
    writeSection(
      'start',
      [
        '## Start and memory',
        '',
        `Restart on an existing database (the demo, seeded by a first start) to the first 200 of \`GET /api/version\`, the CPU time the whole process tree spent until then, its memory ${STARTED_MS / 1000} s later (the start's last work, the GraphQL gateway built after listening, has just ended) and idle, ${IDLE_MS / 1000} s after the first 200 with no request in between; ${ROUNDS} alternating rounds. Targets: first 200 ≤ 1,500 ms, idle RSS of the whole process tree ≤ 160 MiB. Command: \`npm run bench:start\`.`,
        '',
        `| started as | first 200, median (ms) | first 200, max (ms) | CPU to first 200, median (ms) | ${STARTED_MS / 1000} s after it: the tree's pages, each once, median / max (MiB) | idle: RSS of the tree summed, median / max (MiB) | idle: the tree's pages, each once, median / max (MiB) | idle: the server process alone, median (MiB) | idle: the rest of the tree, npm and sh (MiB) |`,
        '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
        ...rows,
        '',
        `- The CPU time grows far less than the wall time when other work shares the cores: on a busy machine it is the figure to compare with the target. \`npm start\` leaves npm itself (a Node process of its own, which waits for its script whatever the script does) beside the server: a sum of RSS counts the pages both map (the node binary, shared libraries) twice; "the tree's pages, each once" counts every physical page the tree holds once (/proc/<pid>/pagemap).`,
        `- ${new Date().toISOString()}; ${machine()}`,
        `- ${loadNote(loadBefore, loadAverage())}`,
      ].join('\n'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
