// Integration secrets are sealed with AES-256-GCM (rest/model/integrations/secret-box.ts): under
// JOINERY_SECRET_KEY, or a key generated once in the data folder and read again on the next start.
import assert from 'node:assert/strict';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, test } from 'vitest';
import { ConfigError, readConfig } from '../../rest/config.ts';
import { loadSecretKey, SecretBox } from '../../rest/model/integrations/secret-box.ts';
import { tempFolders } from '../support/temp.ts';

const folders = tempFolders('joinery-secrets');
afterAll(folders.removeAll);

test('a sealed secret opens only with its key, and tampering is detected', () => {
  const box = new SecretBox(Buffer.alloc(32, 1));
  const sealed = box.seal('Bearer erp-token');
  assert.equal(JSON.stringify(sealed).includes('erp-token'), false);
  assert.equal(box.open(sealed), 'Bearer erp-token');
  assert.throws(() => new SecretBox(Buffer.alloc(32, 2)).open(sealed));
  const flipped = Buffer.from(sealed.data, 'base64');
  flipped[0] ^= 1;
  assert.throws(() => box.open({ ...sealed, data: flipped.toString('base64') }));
});

test('without JOINERY_SECRET_KEY a key is made once in the data folder, readable by its owner only, and read again', () => {
  const dir = folders.make();
  const first = loadSecretKey(undefined, dir);
  assert.equal(first.length, 32);
  assert.equal(statSync(join(dir, 'secret.key')).mode & 0o777, 0o600);
  assert.deepEqual(loadSecretKey(undefined, dir), first);
  writeFileSync(join(dir, 'secret.key'), 'not a key');
  assert.throws(() => loadSecretKey(undefined, dir), /does not hold a 32-byte key/);
  assert.equal(readFileSync(join(dir, 'secret.key'), 'utf8'), 'not a key');
});

test('JOINERY_SECRET_KEY is used as given, and a wrong one stops the start naming it', () => {
  const key = Buffer.alloc(32, 9);
  assert.deepEqual(loadSecretKey(key.toString('base64'), folders.make()), key);
  assert.deepEqual(loadSecretKey(key.toString('hex'), folders.make()), key);
  assert.throws(() => readConfig({ JOINERY_SECRET_KEY: 'too-short' }), (error: Error) => error instanceof ConfigError && /JOINERY_SECRET_KEY must be 32 bytes/.test(error.message));
});
