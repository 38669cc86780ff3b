// Runs every tests/**/*.test.ts file with Node's test runner (Node 20's --test does not glob .ts files).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function findTests(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const filter = process.argv.slice(2);
const root = new URL('.', import.meta.url).pathname;
const files = findTests(root)
  .map((file) => relative(process.cwd(), file))
  .filter((file) => filter.length === 0 || filter.some((part) => file.includes(part)))
  .sort();
if (files.length === 0) {
  console.error(`no test files match ${filter.join(' ')}`);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
