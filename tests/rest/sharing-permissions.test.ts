// Permissions and sharing (rest-api.md §6): a guest of the demo workspace reads only what is shared
// with them or public, and writes only with write access; sharing is read and replaced over REST.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { Actor } from '../../rest/model/identity/actor.ts';
import { requireKind } from '../../rest/model/kinds/registry.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { newMarker } from '../support/samples.ts';
import { assertError, client, historyOf, ok, storeFingerprint, type Client } from './helpers.ts';
import { DEMO_ADMIN as ADMIN, DEMO_EDITOR as EDITOR, DEMO_GUEST as GUEST } from '../support/demo-users.ts';

const marker = newMarker();
const themes = requireKind('themes');

describe('as the workspace admin', () => {
  let server: TestServer;
  let c: Client;
  let id: string;
  beforeAll(async () => {
    server = await startTestServer();
    c = client(server);
    id = (await ok(c.post('/themes', { name: `Shared ${marker}`, seed: '#123456' }), 201)).id;
  });
  afterAll(() => server.close());

  test('sharing starts private; PUT replaces it and GET answers what was put; no version is added', async () => {
    assert.deepEqual(await ok(c.get(`/themes/${id}/sharing`)), { public: false, grants: [] });
    const sharing = { public: true, grants: [{ email: GUEST, action: 'GrantedReadAccess' }, { email: EDITOR, action: 'Duplicated' }] };
    assert.deepEqual(await ok(c.put(`/themes/${id}/sharing`, sharing)), sharing);
    assert.deepEqual(await ok(c.get(`/themes/${id}/sharing`)), sharing);
    assert.deepEqual(await ok(c.put(`/themes/${id}/sharing`, { public: false, grants: [] })), { public: false, grants: [] });
    assert.deepEqual(await ok(c.get(`/themes/${id}/sharing`)), { public: false, grants: [] });
    assert.equal((await historyOf(c, 'themes', id)).versions.length, 1);
  });

  test('a bad sharing body is 400 naming the field, and changes nothing', async () => {
    await ok(c.put(`/themes/${id}/sharing`, { public: false, grants: [{ email: GUEST, action: 'GrantedWriteAccess' }] }));
    const before = await storeFingerprint(server);
    for (const [body, field] of [
      [{ grants: [] }, 'public'],
      [{ public: 'yes', grants: [] }, 'public'],
      [{ public: true }, 'grants'],
      [{ public: true, grants: [{ email: 'not-an-email', action: 'GrantedReadAccess' }] }, 'email'],
      [{ public: true, grants: [{ email: GUEST, action: 'GrantedEverything' }] }, 'action'],
      [{ public: true, grants: [{ email: GUEST }] }, 'action'],
      [{ public: true, grants: [], everyone: true }, 'everyone'],
      [{ public: true, grants: {} }, 'grants'],
    ] as const) {
      assertError(await c.put(`/themes/${id}/sharing`, body), 400, field);
    }
    assertError(await c.raw('PUT', `/themes/${id}/sharing`, undefined), 400, 'body');
    assert.equal(await storeFingerprint(server), before);
    assert.deepEqual((await ok(c.get(`/themes/${id}/sharing`))).grants, [{ email: GUEST, action: 'GrantedWriteAccess' }]);
  });

  test('the admin may do everything to resources of the workspace, including those of others', async () => {
    const editor = await server.model.directory.actorFor(EDITOR);
    const theirs = (await server.model.writes.create(editor, themes, { name: `Editor's ${marker}`, seed: '#654321' })).id;
    for (const resource of [id, theirs]) {
      const permissions = await ok(c.get(`/themes/${resource}/permissions`));
      assert.deepEqual(
        { read: permissions.read, write: permissions.write, duplicate: permissions.duplicate, share: permissions.share, delete: permissions.delete },
        { read: true, write: true, duplicate: true, share: true, delete: true },
      );
      assert.equal(permissions.workspace, 'demo');
    }
    assert.equal((await ok(c.get(`/themes/${theirs}/permissions`))).owner, EDITOR);
    assert.equal((await c.put(`/themes/${theirs}/sharing`, { public: true, grants: [] })).status, 200);
    assert.equal((await c.del(`/themes/${theirs}`)).status, 204);
  });
});

describe('as a guest of the workspace', () => {
  let server: TestServer;
  let c: Client;
  let admin: Actor;
  /** a theme of the admin's: private, then shared in the tests */
  let id: string;
  /** the demo's public preset themes (seeds/presets.ts): everyone reads them */
  let presets: string[];
  const sorted = (ids: string[]) => [...ids].sort();
  const model = () => server.model;
  const share = (resource: string, sharing: { public: boolean; grants: { email: string; action: 'GrantedReadAccess' | 'GrantedWriteAccess' | 'Duplicated' }[] }) =>
    model().metadata.setSharing(admin, themes, resource, sharing);

  beforeAll(async () => {
    server = await startTestServer({ as: GUEST });
    c = client(server);
    admin = await model().directory.actorFor(ADMIN);
    id = (await model().writes.create(admin, themes, { name: `Private ${marker}`, seed: '#0a0b0c' })).id;
    presets = (await model().lists.list(admin, themes, { public: true })).items.map((row) => row.id);
  });
  afterAll(() => server.close());

  test('reads nothing of the workspace that is not shared: lists hold only what is public, reads 404 like missing ids', async () => {
    assert.equal(presets.length, 5);
    for (const kind of ['modules', 'products', 'themes', 'orders']) {
      const open = kind === 'themes' ? presets : [];
      const page = await ok(c.get(`/${kind}`));
      assert.equal(page.total, open.length, kind);
      assert.deepEqual(sorted(page.items.map((r: any) => r.id)), sorted(open));
      assert.deepEqual(sorted((await ok(c.get(`/${kind}/all`))).items.map((r: any) => r.id)), sorted(open));
    }
    const hidden = await c.get(`/themes/${id}`);
    const missing = await c.get(`/themes/${'0'.repeat(24)}`);
    assertError(hidden, 404, 'was not found');
    assertError(missing, 404, 'was not found');
    assert.equal((await c.head(`/themes/${id}`)).status, 404);
    for (const sub of ['/history', '/log', '/v/1', '/permissions', '/sharing', '/usages', '/summary']) {
      assertError(await c.get(`/themes/${id}${sub}`), 404);
    }
  });

  test('may not create: 403, nothing written', async () => {
    const before = await storeFingerprint(server);
    assertError(await c.post('/themes', { name: 'Mine', seed: '#111111' }), 403, 'themes');
    assertError(await c.post(`/themes?duplicate_id=${id}`, {}), 403);
    assert.equal(await storeFingerprint(server), before);
  });

  test('with read access: reads and lists it, and every write is 403 and writes nothing', async () => {
    await share(id, { public: false, grants: [{ email: GUEST, action: 'GrantedReadAccess' }] });
    assert.equal((await ok(c.get(`/themes/${id}`))).owner, ADMIN);
    assert.equal((await c.head(`/themes/${id}`)).status, 200);
    assert.deepEqual((await ok(c.get('/themes?shared=true'))).items.map((r: any) => r.id), [id]);
    assert.deepEqual(sorted((await ok(c.get('/themes/all'))).items.map((r: any) => r.id)), sorted([id, ...presets]));
    const permissions = await ok(c.get(`/themes/${id}/permissions`));
    assert.deepEqual(
      { read: permissions.read, write: permissions.write, duplicate: permissions.duplicate, share: permissions.share, delete: permissions.delete },
      { read: true, write: false, duplicate: false, share: false, delete: false },
    );
    const before = await storeFingerprint(server);
    assertError(await c.patch(`/themes/${id}`, { name: 'Hijacked' }), 403, 'write');
    assertError(await c.put(`/themes/${id}`, { name: 'Hijacked', seed: '#000000' }), 403, 'write');
    assertError(await c.patch(`/themes/${id}/v/1`, { name: 'Hijacked' }), 403, 'write');
    assertError(await c.put(`/themes/${id}/log/1`, { tag: 'mine' }), 403, 'write');
    assertError(await c.put(`/themes/${id}/sharing`, { public: true, grants: [] }), 403, 'share');
    assertError(await c.del(`/themes/${id}`), 403, 'delete');
    assertError(await c.del(`/themes/${id}?archive=true`), 403, 'delete');
    assert.equal(await storeFingerprint(server), before);
  });

  test('with write access: writes (as its author), but still neither shares nor deletes', async () => {
    await share(id, { public: false, grants: [{ email: GUEST, action: 'GrantedWriteAccess' }] });
    const written = await ok(c.patch(`/themes/${id}`, { trueColours: true }));
    assert.equal(written.owner, ADMIN);
    const history = await historyOf(c, 'themes', id);
    assert.equal(history.versions.at(-1).author, GUEST);
    assert.equal((await ok(c.get(`/themes/${id}/permissions`))).write, true);
    assertError(await c.put(`/themes/${id}/sharing`, { public: true, grants: [] }), 403, 'share');
    assertError(await c.del(`/themes/${id}`), 403, 'delete');
  });

  test('public resources are readable by the guest and listed with public=true', async () => {
    const open = (await model().writes.create(admin, themes, { name: `Public ${marker}`, seed: '#fedcba' })).id;
    assertError(await c.get(`/themes/${open}`), 404);
    await share(open, { public: true, grants: [] });
    assert.equal((await ok(c.get(`/themes/${open}`))).document.name, `Public ${marker}`);
    assert.deepEqual(sorted((await ok(c.get('/themes?public=true'))).items.map((r: any) => r.id)), sorted([open, ...presets]));
    assert.equal((await ok(c.get(`/themes/${open}/permissions`))).write, false);
    assert.equal((await ok(c.get(`/themes/${open}/summary`))).name, `Public ${marker}`);
  });

  test('short codes resolve only to what the guest may read', async () => {
    const hidden = (await model().writes.create(admin, themes, { name: `Hidden ${marker}`, seed: '#abcabc' })).id;
    const code = await model().shortCodes.codeFor(admin, themes, hidden, 'view');
    assertError(await c.get(`/s/${code.code}`), 404);
    assertError(await c.get(`/s/themes/${hidden}/view`), 404);
    const browser = await fetch(`${server.url}/s/${code.code}`, { redirect: 'manual' });
    assert.equal(browser.status, 404);
    await share(hidden, { public: true, grants: [] });
    assert.equal((await ok(c.get(`/s/${code.code}`))).id, hidden);
  });
});
