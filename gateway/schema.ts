import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCHEMA_DIR = fileURLToPath(new URL('../schema/', import.meta.url));

/** The SDL: schema/*.graphql and schema/generated/*.graphql, in name order. */
export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return [dir, join(dir, 'generated')].flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.graphql'))
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8')),
  );
}
