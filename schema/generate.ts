/**
 * Writes schema/generated/ from the kinds registry: arguments.graphql (each kind's `<Kind>Filter`,
 * `<Kind>Sort` and `<Kind>PageInput`, and WriteOptions, from rest/model/kind-arguments.ts)
 * and kinds.graphql (each kind's types, document types, queries and mutations); and the web app's copy
 * and merge operations of every kind (web/src/versions/generated/; `npm run generate` runs codegen next),
 * and the types implementing each interface (Resource, OrderStanding) for the web app's cache
 * (web/src/frame/possible-types.ts), from the hand-written schema/*.graphql with the generated SDL.
 *
 * Run after changing a kind:   npm run generate (this, then GraphQL Code Generator)
 * tests/gateway/generated-schema.test.ts fails while a committed file is stale.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderArgumentsSdl } from './arguments-sdl.ts';
import { renderKindsSdl } from './kind-sdl.ts';
import { renderPossibleTypesModule } from './possible-types.ts';
import { renderVersionActionsModule, renderVersionOperations } from './version-operations.ts';

export const ARGUMENTS_SDL_PATH = fileURLToPath(new URL('./generated/arguments.graphql', import.meta.url));
export const KINDS_SDL_PATH = fileURLToPath(new URL('./generated/kinds.graphql', import.meta.url));
const VERSION_ACTIONS_DIR = new URL('../web/src/versions/generated/', import.meta.url);
const SCHEMA_DIR = fileURLToPath(new URL('./', import.meta.url));

/** The whole schema: the hand-written schema/*.graphql and the SDL generated from the registry now. */
const schemaSdl = () => [
  ...readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.graphql')).sort().map((name) => readFileSync(`${SCHEMA_DIR}${name}`, 'utf8')),
  renderArgumentsSdl(),
  renderKindsSdl(),
];

/** Each generated file with what it should hold now. */
export const GENERATED_SDL: [path: string, render: () => string][] = [
  [ARGUMENTS_SDL_PATH, renderArgumentsSdl],
  [KINDS_SDL_PATH, renderKindsSdl],
  // the web app's copy and merge of every kind, for the version-history popover
  [fileURLToPath(new URL('VersionActions.graphql', VERSION_ACTIONS_DIR)), renderVersionOperations],
  [fileURLToPath(new URL('version-actions.ts', VERSION_ACTIONS_DIR)), renderVersionActionsModule],
  // what implements each interface, for the web app's cache (fragments on Resource, on OrderStanding)
  [fileURLToPath(new URL('../web/src/frame/possible-types.ts', import.meta.url)), () => renderPossibleTypesModule(schemaSdl())],
];

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(fileURLToPath(new URL('./generated/', import.meta.url)), { recursive: true });
  mkdirSync(fileURLToPath(VERSION_ACTIONS_DIR), { recursive: true });
  for (const [path, render] of GENERATED_SDL) {
    writeFileSync(path, render());
    console.log(`wrote ${path}`);
  }
}
