// Webhook deliveries survive the server (issue 21 §4): an event is written to the outbox in its
// change's transaction, so when the server process is killed (SIGKILL) while the endpoint is down,
// the server started again on the same data folder delivers it, signed, once the endpoint is back.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, test } from 'vitest';
import { modelOptions } from '../../rest/app.ts';
import { readConfig } from '../../rest/config.ts';
import { hashPassword } from '../../rest/model/identity/passwords.ts';
import { createModel } from '../../rest/model/model.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { freePort, startProcess, until, waitFor, type ServerProcess } from '../support/process.ts';
import { startReceiver } from '../support/receiver.ts';
import { tempFolders } from '../support/temp.ts';

const folders = tempFolders('joinery-webhooks');
afterAll(folders.removeAll);

const ADMIN = 'admin@hooks.joinery.test';
const PASSWORD = 'Hooks-Test-Passw0rd';
const SECRET = `whsec_${Buffer.from('the restart test signing key').toString('base64')}`;
// The second attempt comes 2 s after the first: the first server is killed between them, and the second
// server makes it soon after its start. With retries 100 ms apart the kill often fell in an attempt, whose
// lease (the 10 s timeout and a 5 s margin) the second server then waited out; the test holds either way.
const ENV = { WEBHOOK_RETRY_BASE_MS: '2000', WEBHOOK_MAX_ATTEMPTS: '50', INTEGRATIONS_POLL_MS: '50' };

/** A data folder with one workspace, its admin and a webhook to `url` (no demo: the start stays quick). */
async function prepare(dataDir: string, url: string): Promise<void> {
  const store = new SqliteStore({ file: join(dataDir, 'joinery.sqlite') });
  await store.connect();
  const model = await createModel(systemRuntime(store), modelOptions(readConfig({ DATA_DIR: dataDir })));
  await model.directory.addWorkspace({ alias: 'hooks', name: 'Hooks', color: '#336699', plan: 'ENTERPRISE' });
  await model.directory.addUser({ email: ADMIN, name: 'Admin', workspace: 'hooks', memberships: [{ workspace: 'hooks', roles: ['admin'] }], signupMethod: 'Invitation', passwordHash: await hashPassword(PASSWORD) });
  const admin = await model.directory.actorFor(ADMIN);
  await model.integrations.installed.install(admin, 'hooks', { type: 'webhook', settings: { url, signingSecret: SECRET, events: ['module.version_created'] } });
  await store.close();
}

async function start(dataDir: string): Promise<{ server: ServerProcess; base: string; cookie: string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...ENV });
  assert.equal((await waitFor(`${base}/healthz`, 60_000)).status, 200);
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN, password: PASSWORD }) });
  assert.equal(login.status, 200);
  return { server, base, cookie: login.headers.get('set-cookie')!.split(';')[0] };
}

test('an event whose endpoint was down is delivered, signed, by the server started again after a SIGKILL', async () => {
  const receiver = await startReceiver();
  receiver.status = 503;
  const dataDir = folders.make();
  await prepare(dataDir, `${receiver.url}/hook`);

  const first = await start(dataDir);
  const created = await fetch(`${first.base}/api/modules`, { method: 'POST', headers: { cookie: first.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Restart shelf' }) });
  assert.equal(created.status, 201, await created.clone().text());
  const { id } = (await created.json()) as { id: string };
  const attemptsFor = () => receiver.received.filter((r) => r.path === '/hook' && r.body.includes(id));
  const logOf = async ({ base, cookie }: { base: string; cookie: string }) => {
    const hooks = (await fetch(`${base}/api/workspaces/hooks/integrations`, { headers: { cookie } }).then((r) => r.json())) as any;
    return ((await fetch(`${base}/api/workspaces/hooks/integrations/${hooks.installed[0].id}/deliveries`, { headers: { cookie } }).then((r) => r.json())) as any).deliveries;
  };
  // the endpoint is down: the first server tries, is refused, and is killed before it succeeds
  await until(async () => (await logOf(first))[0]?.attempts.length >= 1, 'a first attempt logged');
  assert.equal((await logOf(first))[0].attempts[0].status, 503);
  first.server.child.kill('SIGKILL');
  await first.server.exited;
  const beforeRestart = attemptsFor().length;
  receiver.status = 200;

  const second = await start(dataDir);
  try {
    await until(() => attemptsFor().length > beforeRestart, 'the delivery after the restart', 30_000).catch((error) => {
      throw new Error(`${error.message}\n${second.server.output()}`);
    });
    const delivery = attemptsFor().at(-1)!;
    const payload = new Webhook(SECRET).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; data: { id: string } };
    assert.deepEqual([payload.type, payload.data.id], ['module.version_created', id]);
    await until(async () => (await logOf(second))[0].status === 'delivered', 'the log to say delivered');
    const log = await logOf(second);
    assert.equal(log.length, 1, 'one delivery, attempted by both servers');
    assert.deepEqual([log[0].attempts[0].status, log[0].attempts.at(-1).status], [503, 200]);
  } finally {
    second.server.child.kill('SIGTERM');
    await second.server.exited;
    await receiver.close();
  }
});
