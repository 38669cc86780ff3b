/**
 * The functions a V8 CPU profile (`node --cpu-prof`, or BENCH_CPU_PROF=dir for a bench) spent its time
 * in: the top by self time and by total time (self plus callees, each function counted once per stack).
 *
 *   npx tsx bench/cpuprofile-top.ts <file.cpuprofile> [count=30] [filter] [--skip=seconds]
 *
 * `filter` keeps the samples whose stack holds a frame matching it (a function or file name), to look
 * at one request kind's share; --skip leaves out the first seconds (a server's start and seeding).
 * The profile samples wall-clock time while JavaScript runs: on a busy machine, time the process waited
 * for a core lands on the frame it was in (often `writev`, the end of a syscall), so read the
 * JavaScript frames, not the syscalls.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const skipArg = process.argv.find((arg) => arg.startsWith('--skip='));
const skipMicros = skipArg ? Number(skipArg.slice('--skip='.length)) * 1e6 : 0;
const [file, countText = '30', filter] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!file) throw new Error('usage: npx tsx bench/cpuprofile-top.ts <file.cpuprofile> [count] [filter]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url.replace(/^.*\/node_modules\//, '~/').replace(/^file:\/\/.*?\/(rest|gateway|bench|seeds)\//, '$1/');
  return `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
};
const stackOf = (id: number) => {
  const stack: ProfileNode[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(byId.get(at)!);
  return stack;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
let idle = 0;
let elapsed = 0;
profile.samples.forEach((id, i) => {
  const micros = profile.timeDeltas[i] ?? 0;
  elapsed += micros;
  if (elapsed < skipMicros) return;
  const stack = stackOf(id);
  const name = stack[0].callFrame.functionName;
  if (name === '(idle)' || name === '(program)') {
    if (name === '(idle)') idle += micros;
    return;
  }
  if (filter && !stack.some((node) => label(node).includes(filter))) return;
  all += micros;
  self.set(label(stack[0]), (self.get(label(stack[0])) ?? 0) + micros);
  for (const key of new Set(stack.map(label))) total.set(key, (total.get(key) ?? 0) + micros);
});

const count = Number(countText);
const top = (map: Map<string, number>) =>
  [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, micros]) => `${((100 * micros) / all).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${key}`);
console.log(`busy ${(all / 1000).toFixed(0)} ms (idle ${(idle / 1000).toFixed(0)} ms)${filter ? `, stacks through "${filter}"` : ''}\n\nby self time:`);
console.log(top(self).join('\n'));
console.log('\nby total time:');
console.log(top(total).join('\n'));
