import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Temporary folders for a test file: `make()` one, `removeAll()` in afterAll or afterEach. */
export function tempFolders(prefix: string): { make(): string; removeAll(): void } {
  const made: string[] = [];
  return {
    make: () => {
      const folder = mkdtempSync(join(tmpdir(), `${prefix}-`));
      made.push(folder);
      return folder;
    },
    removeAll: () => {
      for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
    },
  };
}
