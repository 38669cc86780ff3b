// CPU time of a test worker and of the processes it starts (test servers in their own process,
// Chromium), read from /proc: what a test file costs the machine, whatever else runs beside it. CPU
// time barely changes with the machine's load, unlike wall time (Linux only; elsewhere it reads 0).
import { readdirSync, readFileSync } from 'node:fs';

/** clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux) */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  ppid: number;
  /** its own user + system time, in ticks */
  own: number;
  /** the user + system time of its children it has waited for, in ticks */
  reaped: number;
}

function readTimes(pid: string): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which may hold spaces: state, ppid, ... utime (14th) ... cstime (17th)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), own: Number(fields[11]) + Number(fields[12]), reaped: Number(fields[13]) + Number(fields[14]) };
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds of this process and of every process below it: its own, its waited-for children's, and
 * the live descendants' (with the children those waited for). A process whose parent exits without
 * waiting for it (Chromium's renderers when the browser closes) takes its time out of the tree: see
 * `closeCounted`.
 */
function treeSeconds(root = process.pid): number {
  let all: string[];
  try {
    all = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  const times = new Map<number, ProcessTimes>();
  for (const pid of all) {
    const read = readTimes(pid);
    if (read) times.set(Number(pid), read);
  }
  let ticks = 0;
  for (const [pid, { own, reaped }] of times) {
    let ancestor = pid;
    // an orphan's parent is init (1): it is outside the tree
    while (ancestor !== root && ancestor > 1 && times.has(ancestor)) ancestor = times.get(ancestor)!.ppid;
    if (ancestor === root) ticks += own + reaped;
  }
  return ticks / TICKS_PER_SECOND;
}

/** Time that left the tree when processes were closed (kept on globalThis: one count per worker process). */
const counted = globalThis as { joineryClosedCpuSeconds?: number };

/** CPU seconds this worker process and the processes it started have used so far. */
export function cpuSeconds(): number {
  return treeSeconds() + (counted.joineryClosedCpuSeconds ?? 0);
}

/**
 * Runs `close` (of a browser, say) and keeps the CPU time its processes had used: without it, a
 * process tree whose members are not all waited for by this process would take its time away with it.
 */
export async function closeCounted(close: () => Promise<void>): Promise<void> {
  const before = treeSeconds();
  await close();
  counted.joineryClosedCpuSeconds = (counted.joineryClosedCpuSeconds ?? 0) + Math.max(0, before - treeSeconds());
}
