// The workspace's theme (the staff app's colours) through GraphQL on a real server: reading it,
// applying one as the theme designer does, and who may.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { PRESET_THEMES } from '../../seeds/presets.ts';
import { themeDocument } from '../../rules/colour-scheme.ts';
import { rolesFromProperties } from '../../rules/colour-roles.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gql } from '../support/graphql.ts';
import { BIRCH_ADMIN, DEMO_EDITOR as EDITOR, DEMO_GUEST, DEMO_USER as USER } from '../support/demo-users.ts';


let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


const APPLY = `mutation Apply($themeId: ID) {
  applyTheme(themeId: $themeId) { workspace { alias themeId theme { id name document { seed } } } errors { field code message } }
}`;
const ACTIVE = `{ me { workspace { themeId theme { id document { seed } } } } }`;

async function createTheme(name: string, seed: string, as?: string): Promise<string> {
  const reply = await gql(server, `mutation($d: ThemeDocumentInput!) { createTheme(document: $d) { theme { id } errors { message } } }`, { d: { name, seed } }, { as });
  assert.deepEqual(reply.body.data.createTheme.errors, []);
  return reply.body.data.createTheme.theme.id;
}

async function active(as?: string) {
  const reply = await gql(server, ACTIVE, undefined, { as });
  assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
  return reply.body.data.me.workspace;
}

test('a fresh demo offers public preset themes to every workspace, each with every role its colours make', async () => {
  const PRESETS = `{ themes(filter: { public: true }, page: { limit: 50, sort: name }) { items { name resource { document { seed secondary tertiary trueColours properties { light dark } } } } } }`;
  for (const as of [EDITOR, BIRCH_ADMIN, DEMO_GUEST]) {
    const reply = await gql(server, PRESETS, undefined, { as });
    assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
    const items = reply.body.data.themes.items;
    assert.deepEqual(items.map((t: { name: string }) => t.name), [...PRESET_THEMES.map((p) => p.name)].sort(), as);
    for (const { name, resource } of items) {
      const preset = PRESET_THEMES.find((p) => p.name === name)!;
      // the roles are the designer's for those colours, as registering them in the designer would store them
      assert.deepEqual(resource.document.properties, themeDocument(name, preset.colours).properties, name);
      assert.ok(rolesFromProperties(resource.document.properties.light) && rolesFromProperties(resource.document.properties.dark), `${name} has every role`);
    }
  }
});

test('an editor applies a theme of the workspace: the workspace answers it as its theme, for everyone in it', async () => {
  assert.deepEqual(await active(), { themeId: null, theme: null }, 'the demo starts with the default colours');
  const id = await createTheme('Walnut', '#5D3A1A', EDITOR);
  const reply = await gql(server, APPLY, { themeId: id }, { as: EDITOR });
  assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
  assert.deepEqual(reply.body.data.applyTheme, {
    workspace: { alias: 'demo', themeId: id, theme: { id, name: 'Walnut', document: { seed: '#5D3A1A' } } },
    errors: [],
  });
  assert.deepEqual(await active(USER), { themeId: id, theme: { id, document: { seed: '#5D3A1A' } } }, 'a user of the workspace reads it too');
});

test('users may not apply a theme, and nothing changes', async () => {
  const before = await active();
  const id = await createTheme('Not mine to apply', '#123456', USER);
  const reply = await gql(server, APPLY, { themeId: id }, { as: USER });
  assert.equal(reply.body.data.applyTheme.workspace, null);
  assert.equal(reply.body.data.applyTheme.errors[0].code, 'FORBIDDEN');
  assert.match(reply.body.data.applyTheme.errors[0].message, /admin or editor/);
  assert.deepEqual(await active(), before);
});

test("another workspace's theme is refused, even when shared with the editor, until it is public (a preset)", async () => {
  const before = await active();
  const birch = await createTheme('Birch bark', '#C9B79C', BIRCH_ADMIN);
  const share = async (sharing: object) =>
    assert.equal((await call(`${server.url}/api/themes/${birch}/sharing`, { method: 'PUT', json: sharing, as: BIRCH_ADMIN })).status, 200);
  const refusal = (themeId: string) => [{ field: 'themeId', code: 'BAD_REQUEST', message: `themeId must name a theme of workspace demo or a public theme (${themeId} is neither)` }];

  // the same answer whether it exists or not: a theme of another workspace is not revealed
  for (const themeId of [birch, '0'.repeat(24), 'not-an-id']) assert.deepEqual((await gql(server, APPLY, { themeId }, { as: EDITOR })).body.data.applyTheme.errors, refusal(themeId));
  await share({ public: false, grants: [{ email: EDITOR, action: 'GrantedReadAccess' }] });
  assert.deepEqual((await gql(server, APPLY, { themeId: birch }, { as: EDITOR })).body.data.applyTheme.errors, refusal(birch));
  assert.deepEqual(await active(), before, 'refusals change nothing');

  await share({ public: true, grants: [] });
  const applied = await gql(server, APPLY, { themeId: birch }, { as: EDITOR });
  assert.deepEqual(applied.body.data.applyTheme.errors, []);
  assert.deepEqual(await active(), { themeId: birch, theme: { id: birch, document: { seed: '#C9B79C' } } });
});

test('a theme that is gone leaves the id but no theme; applying null goes back to the default colours', async () => {
  const id = await createTheme('Short-lived', '#336699', EDITOR);
  assert.deepEqual((await gql(server, APPLY, { themeId: id }, { as: EDITOR })).body.data.applyTheme.errors, []);
  assert.equal((await call(`${server.url}/api/themes/${id}`, { method: 'DELETE', as: EDITOR })).status, 204);
  assert.deepEqual(await active(), { themeId: id, theme: null });
  const cleared = await gql(server, APPLY, { themeId: null }, { as: EDITOR });
  assert.deepEqual(cleared.body.data.applyTheme, { workspace: { alias: 'demo', themeId: null, theme: null }, errors: [] });
  assert.deepEqual(await active(), { themeId: null, theme: null });
});

test('the workspace settings (REST, admins) take the same themes: a public one of another workspace too', async () => {
  const [preset] = (await call(`${server.url}/api/themes?public=true`)).body.items.filter((t: { data: { name: string } }) => t.data.name === 'Birch bark');
  const put = await call(`${server.url}/api/workspaces/demo`, { method: 'PUT', json: { themeId: preset.id } });
  assert.equal(put.status, 200, JSON.stringify(put.body));
  assert.equal(put.body.themeId, preset.id);
  const refused = await call(`${server.url}/api/workspaces/demo`, { method: 'PUT', json: { name: 'Renamed', themeId: '0'.repeat(24) } });
  assert.equal(refused.status, 400);
  assert.match(refused.body.message, /body\/themeId must name a theme/);
  assert.equal((await call(`${server.url}/api/workspaces/demo`)).body.name, 'Oak & Ash', 'a refused change writes nothing');
});
