// Which side may import which (docs/decisions.md, issue 15): the server's code (rest/, gateway/) never
// imports the demo (seeds/): the process entry server.ts gives it the demo loader. The gateway never
// imports the build-time generators of schema/: it reads only the SDL they wrote (.graphql files).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'vitest';
import { ConfigError, readConfig } from '../../rest/config.ts';
import { startServer } from '../../rest/start-server.ts';
import { importsOf, isUnder, sourceFiles, type SourceImport } from '../support/imports.ts';

const describe = (found: SourceImport[]) => found.map((i) => `${i.file} imports ${i.specifier}`).join('\n');

test('nothing under rest/ or gateway/ imports seeds/', () => {
  const files = [...sourceFiles('rest'), ...sourceFiles('gateway')];
  assert.ok(files.length > 100, 'the server sources are found');
  const found = files.flatMap(importsOf).filter((i) => isUnder(i.target, 'seeds'));
  assert.equal(describe(found), '', 'pass the demo loader in from server.ts (StartOptions.demo) instead');
});

test('nothing under gateway/ imports the code of schema/', () => {
  const found = sourceFiles('gateway').flatMap(importsOf).filter((i) => isUnder(i.target, 'schema'));
  assert.equal(describe(found), '', 'run-time helpers of the gateway live in gateway/; schema/ only generates');
});

test('the guard resolves relative imports: the one import of seeds/ that is allowed, in server.ts, is seen', () => {
  const targets = importsOf('server.ts').map((i) => i.target);
  assert.ok(targets.includes('seeds/load.ts'), `server.ts imports seeds/load.ts (found ${targets.join(', ')})`);
});

test('a server asked for the demo (SEED_DEMO=true) but given no demo loader refuses to start, before it opens the database', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'joinery-no-demo-'));
  try {
    const config = readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await assert.rejects(startServer(config, { listen: { port: 0, host: '127.0.0.1' } }), (error: Error) => {
      assert.ok(error instanceof ConfigError, 'a configuration error: the process entry prints it without a stack');
      assert.match(error.message, /^SEED_DEMO=true asks for the demo, but this server was started without the demo loader/);
      return true;
    });
    assert.equal(existsSync(join(dataDir, 'joinery.sqlite')), false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
