// The imports of the repository's source files, parsed by TypeScript (static, dynamic and type
// imports and re-exports alike): for the tests that guard which folder may import which.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { ROOT } from '../../rest/paths.ts';

export interface SourceImport {
  /** the importing file, relative to the root */
  file: string;
  /** as written */
  specifier: string;
  /** a relative import's target, relative to the root; undefined for a package */
  target?: string;
}

/** Every .ts and .tsx file under a folder of the root, relative to the root. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.parentPath.split(/[\\/]/).includes('node_modules'))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

/** What a file imports. */
export function importsOf(file: string): SourceImport[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return importedFiles.map(({ fileName: specifier }) => ({
    file,
    specifier,
    target: specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : undefined,
  }));
}

/** Whether a root-relative path lies in a top-level folder of the root. */
export const isUnder = (path: string | undefined, folder: string) => path !== undefined && (path === folder || path.startsWith(`${folder}/`));
