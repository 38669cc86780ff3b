// Defects the audit of issue 16 §1 found, each with the test that failed before its fix: cut-off
// uploads, answers the OpenAPI document did not declare, private details in public reads, short codes
// made by outsiders, API tokens after a password change.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { formWith, sampleFile } from '../support/files.ts';
import { call, type TestServer } from '../support/server.ts';
import { assertError, ok, openServer, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
beforeAll(async () => {
  ({ server, c } = await openServer());
});
afterAll(() => server.close());

/** The bytes and content type of a multipart body, cut off before its closing boundary. */
async function cutOff(form: FormData, keep: (bytes: Buffer, boundary: string) => number): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const type = request.headers.get('content-type')!;
  const bytes = Buffer.from(await request.arrayBuffer());
  const boundary = /boundary=(.+)$/.exec(type)![1];
  return { body: bytes.subarray(0, keep(bytes, boundary)), type };
}

const blobFiles = () => {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    } catch {
      return [];
    }
  };
  return walk(join(server.dataDir, 'blobs')).sort();
};

describe('§1.2 a multipart upload cut off before its closing boundary', () => {
  test('is a 400 naming the problem, and leaves no blob behind', async () => {
    const company = await c.post('/companies', { name: 'Cut-off uploads' });
    assert.equal(company.status, 201);
    const png = sampleFile('png')!;
    const cuts: [string, (bytes: Buffer, boundary: string) => number][] = [
      ['before the closing boundary', (bytes, boundary) => bytes.lastIndexOf(`--${boundary}--`)],
      ['in the middle of the file', (bytes) => bytes.indexOf(png.subarray(0, 8)) + 20],
      ['inside the part headers', (bytes) => bytes.indexOf('Content-Type') + 5],
    ];
    const before = blobFiles();
    for (const [label, keep] of cuts) {
      for (const path of [`/companies/${company.body.id}/avatar.png`, `/companies/${company.body.id}/v/1/avatar.png?notHead=true`]) {
        const { body, type } = await cutOff(formWith({ bytes: png, name: 'a.png' }), keep);
        const reply = await call(`${c.api}${path}`, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': type } });
        assertError(reply, 400, 'multipart');
        assert.ok(reply.body.message.length < 300, label);
      }
    }
    assert.deepEqual(blobFiles(), before, 'no blob and no staged upload was left');
    assert.equal((await c.get(`/companies/${company.body.id}/history`)).body.versions.length, 1);
  });
});

describe('§1.3 every answer is one the OpenAPI document declares', () => {
  const BAD_TOKEN = { authorization: 'Bearer jny_not-a-token-at-all' };

  test('a bad API token is 401 on public operations too, as the document now declares; GET /api/auth/session is 200 either way', async () => {
    const document = (await call(`${c.api}/schema.json`)).body;
    const session = await call(`${c.api}/auth/session`, { headers: BAD_TOKEN });
    assert.equal(session.status, 200, JSON.stringify(session.body));
    assert.deepEqual(session.body, { signedIn: false, user: null });
    assert.equal(document.paths['/api/auth/session'].get.responses['401'], undefined);
    const publicOperations = [['/api/version', 'get', '/api/version'], ['/api/websitecontent/{type}', 'get', '/api/websitecontent/blog'], ['/api/auth/login', 'post', '/api/auth/login'], ['/api/demorequests', 'post', '/api/demorequests']] as const;
    for (const [path, method, url] of publicOperations) {
      assert.equal(document.paths[path][method]['x-access'], 'public');
      const reply = await call(`${server.url}${url}`, { method: method.toUpperCase(), headers: BAD_TOKEN, ...(method === 'post' ? { json: {} } : {}) });
      assertError(reply, 401, 'API token is not valid');
      assert.ok(document.paths[path][method].responses['401'], `${path} declares 401`);
    }
  });

  test('sign-in and demo requests from a foreign Origin are a declared 403 whose message does not speak of a session', async () => {
    const document = (await call(`${c.api}/schema.json`)).body;
    const sends = [
      ['/api/auth/login', { email: 'admin@demo.joinery.test', password: 'JoineryDemo1' }],
      ['/api/demorequests', { kind: 'demo', name: 'Rosa', email: 'rosa@workshop.example' }],
    ] as const;
    for (const [path, json] of sends) {
      const reply = await call(`${server.url}${path}`, { method: 'POST', json, as: null, headers: { origin: 'https://evil.example' } });
      assertError(reply, 403, 'https://evil.example');
      assert.doesNotMatch(reply.body.message, /session/, path);
      assert.ok(document.paths[path].post.responses['403'], `${path} declares 403`);
    }
    const cookie = await server.sessionCookie('admin@demo.joinery.test');
    const withSession = await call(`${c.api}/themes`, { method: 'POST', json: { name: 'T', seed: '#123456' }, headers: { cookie, origin: 'https://evil.example' } });
    assertError(withSession, 403, 'with your session');
  });
});

describe('§1.4 public reads reveal nothing private', () => {
  const published = async () => (await server.store.find('publishedconfigurators')).find((h) => h.document.published === true && !h.deleted)!;

  test('a published configurator is for its customers through the storefront: signed out, the staff API answers 401', async () => {
    const head = await published();
    for (const path of [`/publishedconfigurators/${head.id}`, `/publishedconfigurators/${head.id}?complete=true`, `/publishedconfigurators/${head.id}/v/1`, `/publishedconfigurators/${head.id}/summary`]) {
      assertError(await call(`${c.api}${path}`, { as: null }), 401);
    }
    // members still see the owner
    assert.equal((await c.get(`/publishedconfigurators/${head.id}`)).body.owner, head.owner);
  });

  test("another workspace's admin finds no configurator of Oak & Ash, published or not, over REST and GraphQL (issue 18 §2)", async () => {
    const head = await published();
    const birch = { as: 'admin@birch.joinery.test' };
    for (const path of ['', '?multiWorkspace=true', '/v/1?multiWorkspace=true', '/history?multiWorkspace=true', '/log?multiWorkspace=true', '/summary?multiWorkspace=true', '/permissions?multiWorkspace=true']) {
      assertError(await call(`${c.api}/publishedconfigurators/${head.id}${path}`, birch), 404);
    }
    const listed = await call(`${c.api}/publishedconfigurators/all`, birch);
    assert.equal(listed.status, 200);
    assert.equal(listed.body.items.some((row: any) => row.id === head.id), false, 'not in their lists either');
    const cookie = await server.sessionCookie('admin@birch.joinery.test');
    const reply = await call(`${server.url}/graphql`, {
      method: 'POST',
      json: { query: `{ publishedConfigurator(id: "${head.id}", multiWorkspace: true) { id owner { email } document { title } } }` },
      headers: { cookie },
    });
    assert.equal(reply.body.errors?.[0]?.extensions?.code, 'NOT_FOUND', JSON.stringify(reply.body));
    assert.doesNotMatch(JSON.stringify(reply.body), /@demo\.joinery\.test|Shelving configurator/);
  });

  test("GraphQL: another workspace's plan, limits and sync points are for its members; alias and name stay public", async () => {
    // a module of Oak & Ash shared with Birch's admin names its workspace
    const module = (await server.store.find('modules')).find((h) => !h.deleted && h.workspace === 'demo')!;
    await ok(c.put(`/modules/${module.id}/sharing`, { public: false, grants: [{ email: 'admin@birch.joinery.test', action: 'GrantedReadAccess' }] }));
    const cookie = await server.sessionCookie('admin@birch.joinery.test');
    const query = (fields: string) =>
      call(`${server.url}/graphql`, { method: 'POST', json: { query: `{ module(id: "${module.id}", multiWorkspace: true) { workspace { ${fields} } } }` }, headers: { cookie } });
    const open = await query('alias name');
    assert.deepEqual(open.body, { data: { module: { workspace: { alias: 'demo', name: open.body.data.module.workspace.name } } } });
    for (const field of ['plan', 'limits { maxUsers }', 'syncPoints', 'themeId']) {
      const reply = await query(`alias ${field}`);
      assert.equal(reply.body.errors?.[0]?.extensions?.code, 'FORBIDDEN', `${field}: ${JSON.stringify(reply.body)}`);
      assert.doesNotMatch(JSON.stringify(reply.body.data ?? {}), /STARTUP|ENTERPRISE|maxUsers/);
    }
    // a member sees them
    const own = await call(`${server.url}/graphql`, { method: 'POST', json: { query: `{ module(id: "${module.id}") { workspace { plan syncPoints } } }` } });
    assert.equal(own.body.errors, undefined, JSON.stringify(own.body));
    await ok(c.put(`/modules/${module.id}/sharing`, { public: false, grants: [] }));
  });
});

describe('§1.5 edit short links', () => {
  test("only those who may edit a resource may make its edit code; outsiders may still make a view code of a public one", async () => {
    const published = (await server.store.find('publishedconfigurators')).find((h) => h.document.published === true && !h.deleted)!;
    await ok(c.put(`/publishedconfigurators/${published.id}/sharing`, { public: true, grants: [] }));
    const outsider = { as: 'admin@birch.joinery.test' };
    const path = `${c.api}/s/publishedconfigurators/${published.id}`;
    const before = await server.store.count('shortcodes');
    assertError(await call(`${path}/edit?multiWorkspace=true`, outsider), 403, 'edit');
    assertError(await call(`${path}/edit`, { as: null }), 403, 'edit');
    assert.equal(await server.store.count('shortcodes'), before, 'no edit code was made');
    assert.equal((await call(`${path}/view?multiWorkspace=true`, outsider)).status, 200);
    assert.equal((await call(`${path}/edit`)).status, 200, 'its own admin may');
    await ok(c.put(`/publishedconfigurators/${published.id}/sharing`, { public: false, grants: [] }));
    const document = (await call(`${c.api}/schema.json`)).body;
    assert.ok(document.paths['/api/s/{kind}/{id}/{mode}'].get.responses['403']);
  });
});

describe('§1.6 API tokens and a password change', () => {
  const EDITOR = 'editor@demo.joinery.test';
  const asEditor = (path: string, init: Parameters<typeof call>[1] = {}) => call(`${c.api}${path}`, { ...init, as: EDITOR });

  test("a password change revokes the user's API tokens, and says so", async () => {
    const made = await asEditor('/users/me/tokens', { method: 'POST', json: { name: 'ERP', scope: 'read-write' } });
    assert.equal(made.status, 201);
    const bearer = { authorization: `Bearer ${made.body.token}` };
    assert.equal((await call(`${c.api}/users/me`, { headers: bearer })).status, 200);
    const changed = await asEditor('/users/me', { method: 'PUT', json: { password: 'Another-Pass-9', currentPassword: 'JoineryDemo1' } });
    assert.equal(changed.status, 200, JSON.stringify(changed.body));
    assertError(await call(`${c.api}/users/me`, { headers: bearer }), 401, 'API token');
    const document = (await call(`${c.api}/schema.json`)).body;
    assert.match(document.paths['/api/users/me'].put.description, /revokes your API tokens/);
    // back, for the other tests
    await asEditor('/users/me', { method: 'PUT', json: { password: 'JoineryDemo1', currentPassword: 'Another-Pass-9' } });
  });

  test('DELETE /api/users/me/tokens revokes every token of the user at once, and only theirs', async () => {
    const tokens = [];
    for (const name of ['one', 'two']) tokens.push((await asEditor('/users/me/tokens', { method: 'POST', json: { name, scope: 'read' } })).body.token);
    const others = (await c.post('/users/me/tokens', { name: 'admin', scope: 'read' })).body.token;
    const revoked = await asEditor('/users/me/tokens', { method: 'DELETE' });
    assert.equal(revoked.status, 204, JSON.stringify(revoked.body));
    for (const token of tokens) assertError(await call(`${c.api}/users/me`, { headers: { authorization: `Bearer ${token}` } }), 401);
    assert.deepEqual((await asEditor('/users/me/tokens')).body, []);
    assert.equal((await call(`${c.api}/users/me`, { headers: { authorization: `Bearer ${others}` } })).status, 200);
    // a token cannot revoke tokens
    assertError(await call(`${c.api}/users/me/tokens`, { method: 'DELETE', headers: { authorization: `Bearer ${others}` } }), 403);
  });
});
