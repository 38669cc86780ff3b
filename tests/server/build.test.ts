// `npm start` builds the web app and the server bundle only when their inputs changed (build.ts).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { buildServerIfChanged, DIST, SERVER_BUNDLE, WEB_INPUT_FOLDERS } from '../../build.ts';
import { serverIsCurrent } from '../../build-stamps.js';
import { importsOf, isUnder, sourceFiles } from '../support/imports.ts';

test('the web app imports only from the folders its stamp hashes, so a change anywhere it reads rebuilds it', () => {
  const files = sourceFiles('web');
  assert.ok(files.length > 50, 'the web sources are found');
  const outside = files
    .flatMap(importsOf)
    .filter((i) => i.target !== undefined && !WEB_INPUT_FOLDERS.some((folder) => isUnder(i.target, folder)))
    .map((i) => `${i.file} imports ${i.specifier}`);
  assert.deepEqual(outside, [], `add the folder to WEB_INPUT_FOLDERS in build.ts`);
});

test('the server is bundled again only when its stamp no longer matches', async () => {
  await buildServerIfChanged();
  assert.equal(await buildServerIfChanged(), false, 'unchanged inputs: no second build');
  // a stamp whose inputs hash differs stands for an edited source (the sources themselves stay untouched here)
  const stampFile = join(DIST, 'server.stamp.json');
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  writeFileSync(stampFile, JSON.stringify({ ...stamp, inputsHash: 'an edit since' }));
  assert.equal(serverIsCurrent(), false, 'start.js sees the stale stamp too, and runs the build');
  assert.equal(await buildServerIfChanged(), true, 'changed inputs: built again');
  assert.equal(await buildServerIfChanged(), false, 'and stamped again');
  assert.equal(serverIsCurrent(), true, 'start.js then starts without building');
  assert.ok(JSON.parse(readFileSync(stampFile, 'utf8')).inputs.includes('server.ts'), 'the stamp lists what esbuild bundled');
});

/** The packages a bundle file loads as it starts: its static imports, followed through the chunks it imports. */
function packagesLoadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  // esbuild writes each static import as a statement at the start of a line; import("…") stays inline
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s)?"([^"]+)";/gm)) {
    if (specifier.startsWith('./')) for (const name of packagesLoadedAtStart(join(DIST, specifier), seen)) packages.add(name);
    else packages.add(specifier);
  }
  return packages;
}

test('the bundled server loads the MongoDB driver only when MONGODB_URI asks for it, as the TypeScript entry does', async () => {
  await buildServerIfChanged();
  const packages = packagesLoadedAtStart(SERVER_BUNDLE);
  assert.ok(packages.has('fastify') && packages.has('better-sqlite3'), `the static imports are found (${[...packages].join(', ')})`);
  assert.equal(packages.has('mongodb'), false, 'mongodb is loaded at start: its store must stay a chunk loaded by import()');
});

test('argon2 (a native library), file-type and ua-parser-js load with the first password, upload or storefront visit, not at start', async () => {
  await buildServerIfChanged();
  const packages = packagesLoadedAtStart(SERVER_BUNDLE);
  assert.ok(packages.has('fastify'), 'the static imports are found');
  for (const lazy of ['@node-rs/argon2', 'file-type', 'ua-parser-js']) assert.equal(packages.has(lazy), false, `${lazy} is loaded at start: import it where it is used`);
});
