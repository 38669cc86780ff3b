import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { ConfigError, readConfig } from '../../rest/config.ts';

describe('configuration', () => {
  it('has defaults that run the demo on port 8080 in ./data', () => {
    const config = readConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, './data');
    assert.equal(config.mongodbUri, undefined);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.seedDemo, true);
    assert.equal(config.demoUser, 'admin@demo.joinery.test');
  });

  it('takes PORT, DATA_DIR, MONGODB_URI and PUBLIC_URL from the environment', () => {
    const config = readConfig({ PORT: '9001', DATA_DIR: '/tmp/j', MONGODB_URI: 'mongodb://db:27017/joinery', PUBLIC_URL: 'https://joinery.example/' });
    assert.equal(config.port, 9001);
    assert.equal(config.dataDir, '/tmp/j');
    assert.equal(config.mongodbUri, 'mongodb://db:27017/joinery');
    assert.equal(config.publicUrl, 'https://joinery.example');
  });

  const bad: [string, string, RegExp][] = [
    ['PORT', 'eighty', /^PORT must be a whole number from 1 to 65535/],
    ['PORT', '70000', /^PORT must be/],
    ['PORT', '80.5', /^PORT must be/],
    ['MONGODB_URI', 'postgres://x', /^MONGODB_URI must be a mongodb:\/\//],
    ['PUBLIC_URL', 'not a url', /^PUBLIC_URL must be an http/],
    ['PUBLIC_URL', 'ftp://files.example', /^PUBLIC_URL must be an http/],
    ['LOG_LEVEL', 'loud', /^LOG_LEVEL must be one of/],
    ['SEED_DEMO', 'yes', /^SEED_DEMO must be true or false/],
    ['DEMO_USER', 'nobody', /^DEMO_USER must be an e-mail address/],
  ];
  for (const [name, value, message] of bad) {
    it(`rejects ${name}=${value} with a message naming ${name}`, () => {
      assert.throws(() => readConfig({ [name]: value }), (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, message);
        assert.ok(error.message.includes(JSON.stringify(value)), 'the message quotes the bad value');
        return true;
      });
    });
  }
});
