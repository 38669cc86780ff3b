/**
 * Writes schema/generated/ from the kinds registry: filters.graphql (one `<Kind>Filter` input per kind)
 * and kinds.graphql (each kind's types, document types, queries and mutations).
 *
 * Run after changing a kind:   npx tsx schema/generate.ts
 * tests/gateway/generated-schema.test.ts fails while a committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFiltersSdl } from './filter-inputs.ts';
import { renderKindsSdl } from './kind-sdl.ts';

export const FILTERS_SDL_PATH = fileURLToPath(new URL('./generated/filters.graphql', import.meta.url));
export const KINDS_SDL_PATH = fileURLToPath(new URL('./generated/kinds.graphql', import.meta.url));

/** Each generated file with what it should hold now. */
export const GENERATED_SDL: [path: string, render: () => string][] = [
  [FILTERS_SDL_PATH, renderFiltersSdl],
  [KINDS_SDL_PATH, renderKindsSdl],
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(fileURLToPath(new URL('./generated/', import.meta.url)), { recursive: true });
  for (const [path, render] of GENERATED_SDL) {
    writeFileSync(path, render());
    console.log(`wrote ${path}`);
  }
}
