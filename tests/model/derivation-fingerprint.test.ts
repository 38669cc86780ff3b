// The fingerprint of each kind's derived head values (rest/model/lists/derived-values.ts) decides
// whether a start rebuilds every head of the kind. It must be the same whether the server runs bundled
// (dist/server.js, as `npm start` runs it) or from source (tsx), or alternating the two would rebuild
// everything at each start; and since it no longer sees the derivation code, a change of that code
// must come with a raised derivationVersion, which the recorded sources below enforce.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { externalPackages } from '../../build.ts';
import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { derivationFingerprint } from '../../rest/model/lists/derived-values.ts';
import { ROOT } from '../../rest/paths.ts';

const fingerprints = () => Object.fromEntries(KINDS.map((kind) => [kind.collection, derivationFingerprint(kind)]));

/** A script printing every kind's fingerprint as JSON, as the server computes them at start. */
const PRINT_FINGERPRINTS = `
import { KINDS } from './rest/model/kinds/registry.ts';
import { derivationFingerprint } from './rest/model/lists/derived-values.ts';
console.log(JSON.stringify(Object.fromEntries(KINDS.map((kind) => [kind.collection, derivationFingerprint(kind)]))));
`;

test('the bundled server and the sources run by tsx compute the same fingerprint for every kind', async () => {
  // the bundle as build.ts makes dist/server.js (packages loaded from node_modules), one folder below the root
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'dist', 'fingerprint-test-'));
  try {
    const { build } = await import('esbuild');
    const bundle = join(dir, 'print.mjs');
    await build({
      stdin: { contents: PRINT_FINGERPRINTS, resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      plugins: [externalPackages],
      outfile: bundle,
      logLevel: 'warning',
    });
    const source = join(dir, 'print.ts');
    writeFileSync(source, PRINT_FINGERPRINTS.replaceAll("'./rest/", "'../../rest/"));
    const bundled = JSON.parse(execFileSync(process.execPath, [bundle], { cwd: ROOT, encoding: 'utf8' }));
    const fromSource = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', source], { cwd: ROOT, encoding: 'utf8' }));
    assert.deepEqual(bundled, fromSource);
    assert.deepEqual(fromSource, fingerprints());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test('the fingerprint reads no function source: the same derivation written otherwise keeps it, a raised derivationVersion changes it', () => {
  for (const kind of KINDS) {
    const rewritten: KindDef = {
      ...kind,
      list: (document) => /* written otherwise */ kind.list(document),
      filters: kind.filters.map((filter) => (filter.extract ? { ...filter, extract: (document) => filter.extract!(document) } : filter)),
      sorts: kind.sorts?.map((sort) => (sort.value ? { ...sort, value: (document) => sort.value!(document) } : sort)),
    };
    assert.equal(derivationFingerprint(rewritten), derivationFingerprint(kind), kind.collection);
    assert.notEqual(derivationFingerprint({ ...kind, derivationVersion: (kind.derivationVersion ?? 1) + 1 }), derivationFingerprint(kind), kind.collection);
  }
});

// ---------------------------------------------------------------------------------------------
// The derivation code of each kind, recorded with its derivationVersion
// ---------------------------------------------------------------------------------------------

const RECORD = join(ROOT, 'tests', 'model', 'derivation-sources.json');
const UPDATE = 'UPDATE_DERIVATIONS';

/** A hash of the code that derives a kind's head values, as this test runner compiles it. */
function derivationSource(kind: KindDef): string {
  const parts = [
    kind.list.toString(),
    ...kind.filters.map((filter) => `${filter.name}:${filter.extract?.toString() ?? ''}`),
    ...(kind.sorts ?? []).map((sort) => `${sort.name}:${sort.value?.toString() ?? ''}`),
  ];
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

test('a kind whose derivation code changed has a raised derivationVersion (tests/model/derivation-sources.json records both)', () => {
  const now = Object.fromEntries(KINDS.map((kind) => [kind.collection, { version: kind.derivationVersion ?? 1, source: derivationSource(kind) }]));
  if (process.env[UPDATE] === '1') writeFileSync(RECORD, `${JSON.stringify(now, null, 2)}\n`);
  const recorded = JSON.parse(readFileSync(RECORD, 'utf8')) as Record<string, { version: number; source: string }>;
  const update = `then record it: ${UPDATE}=1 npx vitest run tests/model/derivation-fingerprint.test.ts`;
  for (const [collection, { version, source }] of Object.entries(now)) {
    const was = recorded[collection];
    assert.ok(was, `${collection} has no recorded derivation: ${update}`);
    if (was.source !== source && was.version === version) {
      assert.fail(`how ${collection} derives its list data, filter or sort values changed: raise derivationVersion in its kind (to ${version + 1}) so that a start rebuilds its heads, ${update}`);
    }
    assert.deepEqual({ version, source }, was, `${collection}: ${update}`);
  }
});
