import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import { ConfigError, DEFAULT_DEMO_PASSWORD, readConfig } from '../../rest/config.ts';

describe('configuration', () => {
  it('has defaults that run the demo on port 8080 in ./data', () => {
    const config = readConfig({});
    assert.equal(config.port, 8080);
    assert.equal(config.dataDir, './data');
    assert.equal(config.mongodbUri, undefined);
    assert.equal(config.publicUrl, 'http://localhost:8080');
    assert.equal(config.seedDemo, true);
    assert.equal(config.demoPassword, DEFAULT_DEMO_PASSWORD);
    assert.deepEqual(config.superadminDomains, ['joinery.app', 'joinery.dev']);
    assert.equal(config.sessionIdleHours, 168);
    assert.equal(config.sessionMaxHours, 720);
    assert.equal(config.smtpUrl, undefined);
    assert.deepEqual(config.providers, {});
    // metrics off; 10 s to finish requests on SIGTERM; load shed past a 1 s event-loop lag, retried after 10 s
    assert.equal(config.metricsToken, undefined);
    assert.deepEqual([config.shutdownTimeoutSeconds, config.overloadMaxEventLoopDelayMs, config.overloadRetryAfterSeconds], [10, 1000, 10]);
  });

  it('with NODE_ENV=production loads no demo unless SEED_DEMO=true, and then refuses the default demo password', () => {
    assert.equal(readConfig({ NODE_ENV: 'production' }).seedDemo, false);
    assert.throws(() => readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }), (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.match(error.message, /^DEMO_PASSWORD must be set to a password of your own/);
      return true;
    });
    const config = readConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', DEMO_PASSWORD: 'Another-Secret-42' });
    assert.equal(config.seedDemo, true);
    assert.equal(config.demoPassword, 'Another-Secret-42');
  });

  it('enables a sign-in provider when its client id and secret are set, with its test endpoints', () => {
    const config = readConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9999' });
    assert.deepEqual(config.providers.google, { clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:9999', authorizationUrl: undefined, tokenUrl: undefined, userinfoUrl: undefined });
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
    ['DEMO_PASSWORD', 'short', /^DEMO_PASSWORD must be a password by the rule: Password must be at least 8 characters long/],
    ['SUPERADMIN_DOMAINS', 'not a domain', /^SUPERADMIN_DOMAINS must be comma-separated e-mail domains/],
    ['SESSION_IDLE_HOURS', '0', /^SESSION_IDLE_HOURS must be a whole number of hours/],
    ['SESSION_MAX_HOURS', 'a week', /^SESSION_MAX_HOURS must be a whole number of hours/],
    ['SESSION_IDLE_HOURS', '800', /^SESSION_IDLE_HOURS must be at most SESSION_MAX_HOURS/],
    ['TRUST_PROXY', 'yes', /^TRUST_PROXY must be true or false/],
    ['SMTP_URL', 'mail.example.com', /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    ['MAIL_FROM', 'nobody', /^MAIL_FROM must be an address/],
    ['GOOGLE_CLIENT_ID', 'only-the-id', /^GOOGLE_CLIENT_ID must be set together with GOOGLE_CLIENT_SECRET/],
    ['GITHUB_CLIENT_SECRET', 'only-the-secret', /^GITHUB_CLIENT_SECRET must be set together with GITHUB_CLIENT_ID/],
    ['METRICS_TOKEN', 'short', /^METRICS_TOKEN must be at least 16 printable characters without spaces/],
    ['METRICS_TOKEN', 'a token with spaces in it', /^METRICS_TOKEN must be at least 16 printable characters/],
    ['SHUTDOWN_TIMEOUT_SECONDS', '0', /^SHUTDOWN_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600/],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 'fast', /^OVERLOAD_MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to 60000/],
    ['OVERLOAD_RETRY_AFTER_SECONDS', '-1', /^OVERLOAD_RETRY_AFTER_SECONDS must be a whole number of seconds from 1 to 3600/],
    ['TASK_WORKERS', 'many', /^TASK_WORKERS must be a whole number of worker threads from 0 to 64/],
    ['TASK_LEASE_SECONDS', '0', /^TASK_LEASE_SECONDS must be a whole number of seconds from 1 to 3600/],
    ['SUPPORT_EMAIL', 'support', /^SUPPORT_EMAIL must be an e-mail address/],
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
