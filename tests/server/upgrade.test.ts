// A database made before sign-in existed (users without passwords or derived membership fields)
// works after the upgrade: the demo users sign in with DEMO_PASSWORD and are found as members.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'vitest';
import { buildApp } from '../../rest/app.ts';
import { readConfig } from '../../rest/config.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { call, DEMO_PASSWORD, startTestServer } from '../support/server.ts';

test('users stored before sign-in existed get their membership fields and the demo password at the next start', async () => {
  const before = await startTestServer({ as: null });
  const store = new SqliteStore({ file: join(before.dataDir, 'joinery.sqlite') });
  try {
    await before.store.update('users', { op: 'eq', field: 'id', value: 'editor@demo.joinery.test' }, { unset: ['workspaces', 'staffIn', 'passwordHash'] });
    await store.connect();
    const after = await buildApp({ config: readConfig({ LOG_LEVEL: 'silent', DATA_DIR: before.dataDir }), store });
    await after.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(after.app.server.address() as { port: number }).port}`;
    const login = await call(`${url}/api/auth/login`, { method: 'POST', json: { email: 'editor@demo.joinery.test', password: DEMO_PASSWORD } });
    assert.equal(login.status, 200, JSON.stringify(login.body));
    const members = await after.model.directory.membersOf('demo');
    assert.ok(members.some((u) => u.email === 'editor@demo.joinery.test'));
    await after.app.close();
  } finally {
    await before.close();
  }
});
