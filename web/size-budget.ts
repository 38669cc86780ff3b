import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** A page and the modules its route loads (the entry, then each matched route's lazy module). */
export interface PageBudget {
  page: string;
  modules: string[];
  /** gzipped KiB */
  maxKiB: number;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
}

/** The JavaScript files a page loads: the chunks of its modules and everything they import statically. */
export function pageFiles(chunks: ChunkLike[], modules: string[], root: string): Set<string> {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, ChunkLike>();
  for (const chunk of chunks) {
    if (chunk.facadeModuleId) byModule.set(relative(root, chunk.facadeModuleId), chunk);
  }
  const files = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const module of modules) {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`size budget: no chunk is built for ${module}`);
    visit(chunk);
  }
  return files;
}

/**
 * Fails the build when a page's JavaScript, gzipped, exceeds its budget (page-budgets.ts), and prints
 * what each page loads.
 */
export function sizeBudget(root: string, budgets: PageBudget[]): Plugin {
  return {
    name: 'joinery-size-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is ChunkLike & (typeof bundle)[string] => item.type === 'chunk') as unknown as ChunkLike[];
      const gzipped = new Map(chunks.map((c) => [c.fileName, gzipSync(c.code, { level: 9 }).length]));
      const over: string[] = [];
      for (const budget of budgets) {
        const files = pageFiles(chunks, budget.modules, root);
        const kib = [...files].reduce((sum, file) => sum + (gzipped.get(file) ?? 0), 0) / 1024;
        const line = `${budget.page}: ${kib.toFixed(1)} KiB gzipped of JavaScript in ${files.size} files (budget ${budget.maxKiB} KiB)`;
        this.info(line);
        // SIZE_DETAIL=1 npm run build:web lists the files, to see where a page's weight comes from
        if (process.env.SIZE_DETAIL) this.info([...files].map((f) => `  ${f} ${((gzipped.get(f) ?? 0) / 1024).toFixed(1)} KiB`).join('\n'));
        if (kib > budget.maxKiB) over.push(line);
      }
      if (over.length) this.error(`JavaScript over budget:\n${over.join('\n')}`);
    },
  };
}
