import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

/**
 * bench/RESULTS.md holds one section per benchmark, each between `<!-- bench:{name} -->` markers, so a
 * benchmark rewrites its own results and leaves the others'.
 */
export function writeResultsSection(name: string, markdown: string): void {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? `${current.slice(0, from)}${section}${current.slice(to + end.length)}` : `${current.trimEnd()}${current.trim() ? '\n\n' : ''}${section}\n`;
  writeFileSync(RESULTS_FILE, next);
}
