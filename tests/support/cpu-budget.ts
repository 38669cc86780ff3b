// Every test file's CPU time (its worker's and the processes it started: servers, Chromium), kept in
// the file's task meta for tests/support/cpu-report.ts, and a budget per file: the suite runs one file
// per core, so its longest file bounds the wall time, and a file that grows past the budget fails
// asking to be split. CPU time, unlike wall time, hardly changes when the machine is busy; the
// budget is about twice what the costliest file uses on a quiet machine, so load never trips it.
import { afterAll } from 'vitest';
import { cpuSeconds } from './cpu.ts';

declare module '@vitest/runner' {
  interface TaskMeta {
    /** CPU seconds the file used, from its setup to its last afterAll (tests/support/cpu.ts) */
    cpuSeconds?: number;
  }
}

/** CPU seconds one test file may use, on its own worker and the processes it starts */
export const FILE_CPU_BUDGET_SECONDS = 60;

const start = cpuSeconds();

afterAll(({}, file) => {
  const used = cpuSeconds() - start;
  file.meta.cpuSeconds = Math.round(used * 10) / 10;
  if (used > FILE_CPU_BUDGET_SECONDS) {
    throw new Error(`this file used ${used.toFixed(1)} CPU-seconds, over the ${FILE_CPU_BUDGET_SECONDS} a file may use (tests/support/cpu-budget.ts): split it, so the two cores share its work`);
  }
});
