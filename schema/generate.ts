/**
 * Writes schema/generated/filters.graphql (one `<Kind>Filter` input per kind) from the kinds registry.
 *
 * Run after changing a kind's filters:   npx tsx schema/generate.ts
 * tests/gateway/generated-schema.test.ts fails while the committed file is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderFiltersSdl } from './filter-inputs.ts';

export const FILTERS_SDL_PATH = fileURLToPath(new URL('./generated/filters.graphql', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(fileURLToPath(new URL('./generated/', import.meta.url)), { recursive: true });
  writeFileSync(FILTERS_SDL_PATH, renderFiltersSdl());
  console.log(`wrote ${FILTERS_SDL_PATH}`);
}
