// A vitest reporter: the CPU seconds of the run's costliest test files (tests/support/cpu-budget.ts
// measures them), of all files together and of vitest's own process (collecting and transforming), so
// a change that makes the suite slower shows in every run's output.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { ROOT } from '../../rest/paths.ts';

/** every file's CPU seconds, costliest first, for a closer look than the run's output gives */
const REPORT = join(ROOT, 'test-results', 'cpu-per-file.json');

const SHOWN = 12;

export default class CpuReport implements Reporter {
  private readonly startedAt = process.cpuUsage();

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const files = modules
      .map((module) => ({ name: `${module.project.name}:${module.moduleId.replace(`${module.project.config.root}/`, '')}`, cpu: module.meta().cpuSeconds, wallSeconds: Math.round(module.diagnostic().duration / 100) / 10 }))
      .filter((file): file is { name: string; cpu: number; wallSeconds: number } => file.cpu !== undefined)
      .sort((a, b) => b.cpu - a.cpu);
    if (!files.length) return;
    const own = process.cpuUsage(this.startedAt);
    const total = files.reduce((sum, file) => sum + file.cpu, 0);
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(REPORT, `${JSON.stringify({ files, vitestProcess: (own.user + own.system) / 1e6 }, null, 1)}\n`);
    const lines = files.slice(0, SHOWN).map((file) => `  ${file.cpu.toFixed(1).padStart(6)}  ${file.name}`);
    console.log(
      `\nCPU seconds: ${total.toFixed(0)} in ${files.length} test files, ${((own.user + own.system) / 1e6).toFixed(0)} in vitest's own process; the costliest files (all in test-results/cpu-per-file.json):\n${lines.join('\n')}\n`,
    );
  }
}
