// The signed-in user, their workspaces and the switch between them, through GraphQL on a real server.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';
import { BIRCH_ADMIN, DEMO_ADMIN } from '../support/demo-users.ts';

let server: TestServer;
beforeAll(async () => {
  // the demo as it is seeded: Oak & Ash is on STARTUP (test servers default to ENTERPRISE)
  server = await startTestServer({ plan: 'STARTUP' });
});
afterAll(async () => {
  await server?.close();
});


const ME = `{ me { user { email name roles avatarUrl } memberships { roles workspace { alias name } } workspace { alias name color plan limits { canPublish maxConfigurators maxUsers maxProductsPerConfigurator generativeModularDesign } } superadmin } }`;

test('me answers the user, their roles and the current workspace with its plan limits', async () => {
  const reply = await gql(server, ME);
  assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
  const { me } = reply.body.data;
  assert.equal(me.user.email, DEMO_ADMIN);
  assert.deepEqual(me.user.roles, ['admin']);
  assert.equal(me.user.avatarUrl, '/api/users/me.png');
  assert.equal(me.workspace.name, 'Oak & Ash');
  assert.equal(me.workspace.plan, 'STARTUP');
  assert.deepEqual(me.workspace.limits, { canPublish: true, maxConfigurators: 2, maxUsers: 5, maxProductsPerConfigurator: 10, generativeModularDesign: false });
  assert.deepEqual(me.memberships, [{ roles: ['admin'], workspace: { alias: 'demo', name: 'Oak & Ash' } }]);
  assert.equal(me.superadmin, false);
});

test('switching to a workspace the user does not belong to is refused and changes nothing', async () => {
  const reply = await gql(server, `mutation { switchWorkspace(alias: "elsewhere") { workspace { alias } } }`);
  assert.equal(reply.body.errors[0].extensions.code, 'FORBIDDEN');
  assert.match(reply.body.errors[0].message, /elsewhere/);
  const after = await gql(server, `{ me { workspace { alias } } workspaces { alias } }`);
  assert.equal(after.body.data.me.workspace.alias, 'demo');
  assert.deepEqual(after.body.data.workspaces, [{ alias: 'demo' }]);
});

test("the dashboard's welcome pop-up is shown once per user: Birch & Co's admin has not seen it until it is marked, Oak & Ash's team has", async () => {
  const welcomed = async (as: string) => (await gql(server, '{ me { welcomeShown } }', undefined, { as })).body.data.me.welcomeShown;
  assert.equal(await welcomed(DEMO_ADMIN), true);
  assert.equal(await welcomed(BIRCH_ADMIN), false);
  const marked = await gql(server, 'mutation { markWelcomeShown { welcomeShown user { email } } }', undefined, { as: BIRCH_ADMIN });
  assert.deepEqual(marked.body.data.markWelcomeShown, { welcomeShown: true, user: { email: BIRCH_ADMIN } });
  assert.equal(await welcomed(BIRCH_ADMIN), true);
  // per user: marking it for one leaves another's as it was
  assert.equal(await welcomed(DEMO_ADMIN), true);
});
