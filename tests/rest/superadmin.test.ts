// The superadmin space (issue 22 §4) over REST and GraphQL: only users of SUPERADMIN_DOMAINS (404 for
// everyone else); every workspace with plan, members and usage, paged; a plan change that moves the
// workspace's limits at once; suspension (read-only work, an unavailable storefront); every published
// configurator and task, with Cancel and Restart; each action in the activity log, saying who acted.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { CONFIGURATOR_UNAVAILABLE } from '../../rules/workspace-suspension.ts';
import { systemRuntime } from '../../rest/model/runtime.ts';
import { enqueueTask } from '../../rest/model/tasks/tasks.ts';
import { TEAM_USERS } from '../../seeds/joinery-team.ts';
import { BIRCH_ADMIN, DEMO_ADMIN, DEMO_EDITOR, DEMO_GUEST } from '../support/demo-users.ts';
import { gql, gqlData } from '../support/graphql.ts';
import { until } from '../support/process.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import '../support/task-types.ts';
import { tempFolders } from '../support/temp.ts';
import { assertError, client, ok, type Client } from './helpers.ts';

/** The demo's superadmin (seeds/joinery-team.ts): ops@joinery.dev, of the default SUPERADMIN_DOMAINS */
const SUPERADMIN = TEAM_USERS[0].email;
const folders = tempFolders('joinery-superadmin');
let server: TestServer;
let ops: Client;
let admin: Client;

beforeAll(async () => {
  server = await startTestServer({ plan: 'STARTUP' });
  ops = client(server, { as: SUPERADMIN });
  admin = client(server, { as: DEMO_ADMIN });
});
afterAll(async () => {
  await server.close();
  folders.removeAll();
});

/** Walks a superadmin list page by page (limit 2), answering every item and the total. */
async function walk(path: string): Promise<{ items: any[]; total: number; pages: number }> {
  const items: any[] = [];
  let cursor: string | null = null;
  let total = 0;
  let pages = 0;
  do {
    const page: any = await ok(ops.get(`${path}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`));
    items.push(...page.items);
    ({ total, next: cursor } = page);
    pages++;
  } while (cursor);
  return { items, total, pages };
}

const enqueueScheduled = (workspace: string, title: string) => {
  const rt = systemRuntime(server.store);
  const later = new Date(Date.now() + 3_600_000);
  return server.store.transaction((tx) => enqueueTask(tx, rt, { workspace, owner: DEMO_EDITOR, type: 'test-record', title, input: { dir: folders.make() }, runAt: later }));
};

/** The latest entries of the workspace timeline its admin sees. */
const timeline = async (as = DEMO_ADMIN) => (await ok(client(server, { as }).get('/workspace/activity?limit=5'))).items;

describe('who may enter', () => {
  test('every superadmin operation is 404 for anyone else, GraphQL NOT_FOUND; 401 signed out', async () => {
    const task = await enqueueScheduled('demo', 'Importing stool.step');
    const calls = (c: Client) => [
      c.get('/superadmin/workspaces'),
      c.put('/superadmin/workspaces/birch/plan', { plan: 'ENTERPRISE' }),
      c.post('/superadmin/workspaces/birch/suspend'),
      c.post('/superadmin/workspaces/birch/resume'),
      c.get('/superadmin/configurators'),
      c.get('/superadmin/tasks'),
      c.post(`/superadmin/tasks/${task.id}/cancel`),
      c.post(`/superadmin/tasks/${task.id}/restart`),
    ];
    await server.model.directory.addUser({ email: 'ops@evil-joinery.dev', name: 'Not Ops', workspace: 'joinery-team', memberships: [{ workspace: 'joinery-team', roles: ['user'] }], signupMethod: 'Invitation' });
    for (const who of [DEMO_ADMIN, BIRCH_ADMIN, DEMO_GUEST, 'ops@evil-joinery.dev']) {
      for (const reply of await Promise.all(calls(client(server, { as: who })))) assertError(reply, 404, 'Not found');
      const refused = await gql(server, '{ superadminWorkspaces { total } }', undefined, { as: who });
      assert.equal(refused.body.errors[0].extensions.code, 'NOT_FOUND', who);
      const mutation = await gql(server, 'mutation { setWorkspacePlan(alias: "birch", plan: ENTERPRISE) { errors { code } } }', undefined, { as: who });
      assert.equal(mutation.body.errors[0].extensions.code, 'NOT_FOUND', who);
    }
    for (const reply of await Promise.all(calls(client(server, { as: null })))) assert.equal(reply.status, 401);
    assert.equal((await ok(admin.get('/users/me'))).superadmin, false);
    assert.equal((await ok(ops.get('/users/me'))).superadmin, true);
    assert.ok((await ok(ops.get('/superadmin/tasks'))).items.some((t: any) => t.id === task.id));
  });
});

describe('workspaces', () => {
  test('every workspace by name, a page at a time, with plan, members and usage against each limit; REST and GraphQL agree', async () => {
    const { items, total, pages } = await walk('/superadmin/workspaces');
    assert.deepEqual(items.map((w) => w.name), ['Birch & Co', 'Joinery Team', 'Oak & Ash']);
    assert.deepEqual([total, pages], [3, 2]);
    const oak = items.find((w) => w.alias === 'demo');
    assert.deepEqual([oak.plan, oak.planName, oak.limits.maxConfigurators, oak.usage.configurators, oak.suspended], ['STARTUP', 'Startup', 2, 2, null]);
    // staff: the admin, editor and user; members: the guest and the shop's customers too
    assert.deepEqual([oak.staff, oak.usage.users], [3, 3]);
    assert.ok(oak.members > oak.staff);
    const data = await gqlData(server, '{ superadminWorkspaces(page: { limit: 50 }) { total items { alias planName usage { configurators users productsPerConfigurator } limits { maxUsers } } } }', undefined, { as: SUPERADMIN });
    const same = data.superadminWorkspaces.items.find((w: any) => w.alias === 'demo');
    assert.deepEqual(same, { alias: 'demo', planName: 'Startup', usage: oak.usage, limits: { maxUsers: oak.limits.maxUsers } });
    assertError(await ops.get('/superadmin/workspaces?limit=51'), 400, 'limit');
    assertError(await ops.get('/superadmin/workspaces?cursor=nonsense'), 400, 'cursor');
    assertError(await ops.get(`/superadmin/workspaces?cursor=${encodeURIComponent((await ok(ops.get('/superadmin/tasks?limit=1'))).next ?? 'x')}`), 400, 'cursor');
  });

  test("a plan change moves the workspace's limits at once, and is recorded with who acted, for the superadmin and the workspace's admins", async () => {
    const shelving = (await ok(admin.get('/publishedconfigurators'))).items.find((k: any) => k.data.title === 'Shelving configurator');
    const configurator = (title: string) => ({ title, joineryDomain: `${title.toLowerCase()}.oak-and-ash.joinery.app`, product: shelving.data.product, published: false });
    assertError(await admin.post('/publishedconfigurators', configurator('Third')), 403, 'Your Startup plan allows 2 configurators. Upgrade to add more.');

    const growth = await ok(ops.put('/superadmin/workspaces/demo/plan', { plan: 'GROWTH' }));
    assert.deepEqual([growth.plan, growth.limits.maxConfigurators], ['GROWTH', 5]);
    const third = await ok(admin.post('/publishedconfigurators', configurator('Third')), 201);

    // lowered: the very next creation is refused by the new plan, in plain words
    const solo = await gqlData(server, 'mutation { setWorkspacePlan(alias: "demo", plan: SOLO) { workspace { plan limits { maxConfigurators } usage { configurators } } errors { message } } }', undefined, { as: SUPERADMIN });
    assert.deepEqual(solo.setWorkspacePlan, { workspace: { plan: 'SOLO', limits: { maxConfigurators: 1 }, usage: { configurators: 3 } }, errors: [] });
    assertError(await admin.post('/publishedconfigurators', configurator('Fourth')), 403, 'Your Solo plan allows 1 configurator. Upgrade to add more.');
    assert.equal((await ok(admin.get('/billing'))).limits.maxConfigurators, 1, "the workspace's own Billing screen shows the new limit");

    const [latest, before] = await timeline();
    assert.deepEqual([latest.type, latest.who.email, latest.what, latest.link], ['SUPERADMIN_ACTION', SUPERADMIN, 'changed the plan from Growth to Solo (Joinery team)', '/admin-space/billing']);
    assert.equal(before.type, 'RESOURCE_CREATED');
    const mine = await ok(ops.get('/users/me/activity'));
    assert.deepEqual(mine.slice(0, 2).map((e: any) => [e.type, e.workspace, e.detail]), [
      ['planChanged', 'demo', 'changed the plan from Growth to Solo'],
      ['planChanged', 'demo', 'changed the plan from Startup to Growth'],
    ]);
    assertError(await ops.put('/superadmin/workspaces/demo/plan', { plan: 'PLATINUM' }), 400, 'plan');
    assertError(await ops.put('/superadmin/workspaces/nowhere/plan', { plan: 'SOLO' }), 404, 'There is no workspace nowhere');
    const refused = await gqlData(server, 'mutation { setWorkspacePlan(alias: "nowhere", plan: SOLO) { workspace { plan } errors { field code message } } }', undefined, { as: SUPERADMIN });
    assert.deepEqual(refused.setWorkspacePlan, { workspace: null, errors: [{ field: null, code: 'NOT_FOUND', message: 'There is no workspace nowhere' }] });
    await ok(admin.del(`/publishedconfigurators/${third.id}`).then(() => ops.put('/superadmin/workspaces/demo/plan', { plan: 'STARTUP' })));
  });

  test("suspension: the workspace's work is read-only and its storefront unavailable, until it is resumed", async () => {
    const birch = client(server, { as: BIRCH_ADMIN });
    const module = (await ok(birch.get('/modules'))).items[0];
    const suspended = await ok(ops.post('/superadmin/workspaces/birch/suspend'));
    assert.equal(suspended.suspended.by, SUPERADMIN);
    assertError(await ops.post('/superadmin/workspaces/birch/suspend'), 409, 'Birch & Co is suspended already');

    assert.equal((await ok(birch.get(`/modules/${module.id}`))).id, module.id, 'its members still read its work');
    const refusal = 'Birch & Co is suspended: its work can be read but not changed. Contact the Joinery team to resume it.';
    assertError(await birch.patch(`/modules/${module.id}`, { description: 'changed' }), 403, refusal);
    assertError(await birch.post('/modules', { name: 'New box' }), 403, refusal);
    assertError(await birch.del(`/modules/${module.id}`), 403, refusal);
    const viaGraphql = await gqlData(server, `mutation { patchModule(id: "${module.id}", patch: { description: "changed" }) { errors { code message } } }`, undefined, { as: BIRCH_ADMIN });
    assert.deepEqual(viaGraphql.patchModule.errors, [{ code: 'FORBIDDEN', message: refusal }]);
    assert.equal((await ok(birch.get(`/modules/${module.id}`))).version, module.version, 'nothing was written');
    assert.equal((await timeline(BIRCH_ADMIN))[0].what, 'suspended the workspace: its work is read-only and its storefronts unavailable (Joinery team)');
    // the app's frame says so to its members (its banner reads me.workspace.suspended)
    const suspendedNow = async () => (await gqlData(server, '{ me { workspace { suspended } } }', undefined, { as: BIRCH_ADMIN })).me.workspace.suspended;
    assert.equal(await suspendedNow(), true);

    // another workspace works as before
    assert.equal((await admin.patch(`/modules/${(await ok(admin.get('/modules?limit=1'))).items[0].id}`, { description: 'still fine' })).status, 200);
    assertError(await ops.post('/superadmin/workspaces/demo/resume'), 409, 'Oak & Ash is not suspended');

    await ok(ops.post('/superadmin/workspaces/birch/resume'));
    assert.equal(await suspendedNow(), false);
    assert.equal((await birch.patch(`/modules/${module.id}`, { description: 'changed after' })).status, 200);
    assert.deepEqual((await ok(ops.get('/users/me/activity'))).slice(0, 2).map((e: any) => e.type), ['workspaceResumed', 'workspaceSuspended']);
  });

  test("a suspended workspace's storefront answers 404 'Configurator unavailable'", async () => {
    const { items } = await ok(ops.get('/superadmin/configurators?limit=50'));
    const oak = items.find((k: any) => k.workspace.alias === 'demo');
    assert.equal((await client(server, { as: null }).get(`/published/configurator/${oak.id}`)).status, 200);
    await ok(ops.post('/superadmin/workspaces/demo/suspend'));
    try {
      assertError(await client(server, { as: null }).get(`/published/configurator/${oak.id}`), 404, CONFIGURATOR_UNAVAILABLE);
      const listed = (await ok(ops.get('/superadmin/configurators?limit=50'))).items.find((k: any) => k.id === oak.id);
      assert.equal(listed.workspace.suspended, true);
    } finally {
      await ok(ops.post('/superadmin/workspaces/demo/resume'));
    }
    assert.equal((await client(server, { as: null }).get(`/published/configurator/${oak.id}`)).status, 200);
  });
});

describe('configurators and tasks', () => {
  test('every published configurator of every workspace, with its public address and storefront', async () => {
    const { items, total } = await walk('/superadmin/configurators');
    assert.equal(items.length, total);
    assert.ok(items.every((k) => k.storefront === `/c/${k.id}` && k.address.startsWith('https://')));
    const shelving = items.find((k) => k.title === 'Shelving configurator');
    assert.deepEqual([shelving.workspace.name, shelving.address], ['Oak & Ash', 'https://configure.oakandash.co.uk/']);
    const published = await server.store.find('publishedconfigurators', { where: { op: 'and', where: [{ op: 'eq', field: 'deleted', value: false }, { op: 'eq', field: 'data.published', value: true }] } });
    assert.deepEqual(items.map((k) => k.id).sort(), published.map((k) => k.id).sort(), 'the published ones of every workspace, no drafts');
    const birch = client(server, { as: BIRCH_ADMIN });
    const product = (await ok(birch.get('/products'))).items[0];
    const draft = await ok(birch.post('/publishedconfigurators', { title: 'Box wall draft', joineryDomain: 'box-wall.birch-and-co.joinery.app', product: { id: product.id, version: product.version }, published: false }), 201);
    assert.ok(!(await walk('/superadmin/configurators')).items.some((k) => k.id === draft.id), 'a draft is not listed');
  });

  test("every task, newest first; Cancel and Restart any workspace's task, recorded in its timeline with who acted", async () => {
    const birchTask = await enqueueScheduled('birch', 'Importing crate.step');
    const { items } = await ok(ops.get('/superadmin/tasks?limit=50'));
    assert.equal(items[0].id, birchTask.id, 'newest first');
    assert.deepEqual([items[0].workspace, items[0].status, items[0].actions], ['birch', 'Scheduled', { cancel: true, restart: false, report: false }]);

    const cancelled = await ok(ops.post(`/superadmin/tasks/${birchTask.id}/cancel`));
    assert.deepEqual([cancelled.status, cancelled.message], ['Failed', `Cancelled by ${SUPERADMIN}`]);
    assertError(await ops.post(`/superadmin/tasks/${birchTask.id}/cancel`), 409, 'It can be cancelled only while it is Running, Submitted or Scheduled');
    const [entry] = await timeline(BIRCH_ADMIN);
    assert.deepEqual([entry.who.email, entry.what, entry.link], [SUPERADMIN, 'cancelled the task Importing crate.step (Joinery team)', `/tasks/${birchTask.id}`]);

    const restarted = await gqlData(server, `mutation { superadminRestartTask(id: "${birchTask.id}") { task { status } errors { message } } }`, undefined, { as: SUPERADMIN });
    assert.deepEqual(restarted.superadminRestartTask, { task: { status: 'Submitted' }, errors: [] });
    await until(async () => (await ops.get('/superadmin/tasks?limit=1')).body.items[0].status === 'Complete', 'the restarted task to run');
    assert.equal((await timeline(BIRCH_ADMIN))[0].what, 'restarted the task Importing crate.step (Joinery team)');
    assert.deepEqual((await ok(ops.get('/users/me/activity'))).slice(0, 2).map((e: any) => [e.type, e.workspace]), [['taskRestarted', 'birch'], ['taskCancelled', 'birch']]);
    assertError(await ops.post('/superadmin/tasks/0123456789abcdef01234567/cancel'), 404, 'No task');
    assertError(await ops.post('/superadmin/tasks/not-an-id/restart'), 400, 'taskId');
  });
});
