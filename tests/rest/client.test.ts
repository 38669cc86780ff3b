// The typed client (rest/client) against a real server: every operation exists under its operationId,
// the lifecycle works end to end, rest-api.md §5's client-side rules hold, and errors carry the body.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { createJoineryClient, JoineryApiError, RequiredParameterError, type JoineryClient } from '../../rest/client/client.ts';
import { encodeQuery } from '../../rest/client/request.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { expectedOperationIds } from '../support/operations.ts';
import { sampleFile } from '../support/files.ts';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_USER } from '../support/demo-users.ts';

let server: TestServer;
let api: JoineryClient;
/** a transport spy: records what the client hands to fetch, then really sends it */
let sent: { url: string; init: RequestInit }[] = [];
const spyFetch: typeof fetch = (input, init) => {
  sent.push({ url: String(input), init: init ?? {} });
  return fetch(input, init);
};

beforeAll(async () => {
  server = await startTestServer();
  api = createJoineryClient({ baseUrl: server.url, fetch: spyFetch });
});
afterAll(async () => {
  await server.close();
});

/** rejects with exactly this JoineryApiError status; answers it for further checks */
async function apiError(promise: Promise<unknown>, status: number): Promise<JoineryApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof JoineryApiError, `expected a JoineryApiError, got ${error}`);
    assert.equal(error.status, status, error.message);
    return error;
  }
  assert.fail(`expected a ${status}`);
}

test('every operation of every kind and sub-resource is a method named as its operationId, plus the meta and short-code calls', () => {
  for (const kind of KINDS) {
    const methods = (api as unknown as Record<string, Record<string, unknown>>)[kind.collection];
    const expected = expectedOperationIds(kind).sort();
    assert.deepEqual(Object.keys(methods).sort(), expected, kind.collection);
  }
  for (const name of ['getVersion', 'getShortCode', 'applyShortCode', 'getModuleImage', 'getModuleVersionImage']) assert.equal(typeof (api as any)[name], 'function', name);
});

test('identity, the public site and the products page are top-level methods; sign-in with a provider (a redirect) is not a call', () => {
  const topLevel = [
    ...['login', 'getSession', 'logout', 'listSignInProviders'],
    ...['getMe', 'updateMe', 'getMyActivity', 'getMyAvatar', 'setMyAvatar', 'deleteMyAvatar', 'listUsers', 'getUser', 'getUserAvatar', 'updateUser', 'deleteUser'],
    ...['listMyTokens', 'createMyToken', 'mintApiDocsToken', 'revokeMyToken', 'revokeMyTokens', 'inviteUsers', 'listInvitations', 'revokeInvitation', 'getInvitation', 'acceptInvitation'],
    ...['listMyWorkspaces', 'createWorkspace', 'getWorkspace', 'updateWorkspace', 'switchWorkspace', 'listAllWorkspaces', 'setWorkspacePlan'],
    ...['listWebsiteContent', 'getWebsiteContent', 'createDemoRequest', 'syncExternal'],
    ...['listCategories', 'addCategory', 'renameCategory', 'deleteCategory', 'listFunctions', 'addFunction', 'renameFunction', 'deleteFunction'],
  ];
  for (const name of topLevel) assert.equal(typeof (api as any)[name], 'function', name);
  for (const name of ['startProviderSignIn', 'finishProviderSignIn', 'followShortLink']) assert.equal((api as any)[name], undefined, name);
});

test('getVersion answers the app name and version', async () => {
  const version = await api.getVersion();
  assert.equal(version.name, 'Joinery');
  assert.match(version.version, /^\d+\.\d+\.\d+/);
});

describe('a module through its lifecycle', () => {
  let moduleId: string;

  test('create, read, conditional read', async () => {
    const created = await api.modules.createModule({ body: { name: 'Lifecycle shelf', description: 'oak', skus: ['LS-1'] } });
    moduleId = created.id;
    assert.equal(created.version, 1);
    assert.equal(created.document.name, 'Lifecycle shelf');
    assert.equal(created.etag, '"1"');
    assert.ok(!Object.keys(created).includes('etag'), 'the etag is not part of the body');

    const read = await api.modules.getModule({ moduleId, complete: true });
    assert.deepEqual(read.document, { name: 'Lifecycle shelf', description: 'oak', skus: ['LS-1'] });
    assert.equal(read.info?.version, 1);
    assert.equal(read.permissions?.write, true);

    const plain = await api.modules.getModule({ moduleId });
    assert.equal(plain.etag, '"1"');
    const again = await api.modules.getModule({ moduleId, ifNoneMatch: plain.etag ?? undefined });
    assert.deepEqual(again, { notModified: true, etag: '"1"' });
    const changed = await api.modules.getModule({ moduleId, ifNoneMatch: '"99"' });
    assert.ok(!('notModified' in changed) && changed.document.name === 'Lifecycle shelf');

    assert.equal(await api.modules.checkModuleAccess({ moduleId }), true);
    assert.equal(await api.modules.checkModuleAccess({ moduleId: 'ffffffffffffffffffffffff' }), false);
  });

  test('patch with If-Match, a stale If-Match is a 412 with details', async () => {
    const patched = await api.modules.patchModule({ moduleId, body: { description: 'walnut' }, ifMatch: '"1"', complete: true });
    assert.equal(patched.version, 2);
    assert.equal(patched.document.description, 'walnut');
    assert.equal(patched.etag, '"2"');
    const stale = await apiError(api.modules.patchModule({ moduleId, body: { description: 'ash' }, ifMatch: '"1"' }), 412);
    assert.equal(stale.body.statusCode, 412);
    assert.equal(stale.body.error, 'Precondition Failed');
    assert.deepEqual(stale.details, { head: 2 });
  });

  test('log, log entry, history, version read and diff', async () => {
    const log = await api.modules.getModuleLog({ moduleId });
    assert.deepEqual(log.map((v) => v.version), [2, 1]);
    assert.deepEqual((await api.modules.getModuleLog({ moduleId, limit: 1 })).map((v) => v.version), [2]);
    assert.equal(log[0].kind, 'Version');

    const tagged = await api.modules.updateModuleLogEntry({ moduleId, versionId: 1, body: { tag: 'first cut', summary: 'oak' } });
    assert.equal(tagged.tag, 'first cut');
    assert.equal((await api.modules.getModuleLogEntry({ moduleId, versionId: 1 })).summary, 'oak');
    assert.deepEqual((await api.modules.getModuleLog({ moduleId, tag: 'first cut' })).map((v) => v.version), [1]);
    assert.equal((await api.modules.getModuleHistory({ moduleId })).head, 2);

    const v1 = await api.modules.getModuleVersion({ moduleId, versionId: 1 });
    assert.equal(v1.document.description, 'oak');
    assert.equal(v1.info.version, 1);
    assert.deepEqual(v1.graph.versions.map((v) => v.version), [1, 2]);
    const cached = await api.modules.getModuleVersion({ moduleId, versionId: 1, ifNoneMatch: v1.etag ?? undefined });
    assert.ok('notModified' in cached && cached.notModified);

    const diff = await api.modules.diffModuleVersions({ moduleId, versionId: 1, moduleId2: moduleId, versionId2: 2 });
    assert.deepEqual(diff.from, { id: moduleId, version: 1 });
    assert.deepEqual(diff.changes, [{ operation: 'Changed', path: '/description', from: 'oak', to: 'walnut' }]);
  });

  test('copy (from once) and merge (from twice) send repeated from parameters', async () => {
    sent = [];
    const copied = await api.modules.replaceModuleVersion({ moduleId, versionId: 2, from: 1 });
    assert.equal(copied.version, 3);
    assert.equal(copied.document.description, 'oak');
    assert.match(sent[0].url, /\/api\/modules\/[0-9a-f]{24}\/v\/2\?from=1$/);
    assert.equal(sent[0].init.body, undefined, 'copy sends no body');

    const branch = await api.modules.patchModuleVersion({ moduleId, versionId: 3, body: { skus: ['LS-1', 'LS-2'] }, notHead: true });
    assert.equal(branch.version, 4);
    assert.equal(branch.head, 3, 'notHead leaves the head');
    const main = await api.modules.patchModule({ moduleId, body: { price: '120 GBP' } });
    assert.equal(main.version, 5);

    sent = [];
    const merged = await api.modules.replaceModuleVersion({ moduleId, versionId: 5, from: [4, 5] });
    assert.match(sent[0].url, /\/v\/5\?from=4&from=5$/);
    assert.equal(merged.version, 6);
    assert.deepEqual(merged.document, { name: 'Lifecycle shelf', description: 'oak', skus: ['LS-1', 'LS-2'], price: '120 GBP' });

    const left = await api.modules.patchModuleVersion({ moduleId, versionId: 6, body: { price: '1' }, notHead: true });
    const right = await api.modules.patchModule({ moduleId, body: { price: '2' } });
    const conflict = await apiError(api.modules.replaceModuleVersion({ moduleId, versionId: right.version, from: [left.version, right.version] }), 409);
    assert.deepEqual(conflict.details?.conflicts, ['/price']);
  });

  test('replace, permissions, sharing, usages', async () => {
    const head = await api.modules.getModule({ moduleId });
    const replaced = await api.modules.replaceModule({ moduleId, body: { name: 'Lifecycle shelf', skus: ['LS-9'] }, ifMatch: head.etag ?? undefined });
    assert.deepEqual(replaced.document, { name: 'Lifecycle shelf', skus: ['LS-9'] });
    const permissions = await api.modules.getModulePermissions({ moduleId });
    assert.equal(permissions.owner, DEMO_ADMIN);
    const sharing = await api.modules.updateModuleSharing({ moduleId, body: { public: true, grants: [{ email: DEMO_USER, action: 'GrantedReadAccess' }] } });
    assert.equal(sharing.public, true);
    assert.deepEqual(await api.modules.getModuleSharing({ moduleId }), sharing);
    assert.deepEqual(await api.modules.getModuleUsages({ moduleId }), { usages: [], next: null });
    assert.deepEqual(await api.modules.getModuleVersionUsages({ moduleId, versionId: 1 }), { usages: [], next: null });
  });

  test('short code: get one, apply it', async () => {
    const code = await api.getShortCode({ kind: 'modules', id: moduleId, mode: 'view' });
    assert.equal(code.id, moduleId);
    assert.equal(code.mode, 'view');
    assert.deepEqual(await api.applyShortCode({ code: code.code }), code);
    const missing = await apiError(api.applyShortCode({ code: 'nosuchcode0' }), 404);
    assert.match(missing.body.message, /nosuchcode0/);
  });

  test('duplicate, delete a version, delete; a deleted module is a 404 with its body', async () => {
    const copy = await api.modules.createModule({ duplicate_id: moduleId, duplicate_version: 1, body: { name: 'Copy of shelf' } });
    assert.deepEqual(copy.document, { name: 'Copy of shelf', description: 'oak', skus: ['LS-1'] });
    const tip = await api.modules.patchModuleVersion({ moduleId: copy.id, versionId: 1, body: { description: 'tip' }, notHead: true });
    const onHead = await apiError(api.modules.deleteModuleVersion({ moduleId: copy.id, versionId: 1 }), 409);
    assert.match(onHead.body.message, /is the head/);
    assert.equal(await api.modules.deleteModuleVersion({ moduleId: copy.id, versionId: tip.version }), undefined);
    await apiError(api.modules.getModuleVersion({ moduleId: copy.id, versionId: tip.version }), 404);
    assert.equal(await api.modules.deleteModule({ moduleId: copy.id }), undefined);
    const gone = await apiError(api.modules.getModule({ moduleId: copy.id }), 404);
    assert.deepEqual(gone.body, { statusCode: 404, error: 'Not Found', message: `Module ${copy.id} was not found`, requestId: gone.requestId });
    assert.match(gone.requestId ?? '', /^[0-9a-f-]{36}$/, 'the request id, to quote in a report');
    assert.equal(gone.details, undefined);
  });
});

test('JoineryApiError carries 400 bodies that name the field', async () => {
  const invalid = await apiError(api.modules.createModule({ body: { description: 'no name' } as never }), 400);
  assert.equal(invalid.body.statusCode, 400);
  assert.equal(invalid.body.error, 'Bad Request');
  assert.match(invalid.body.message, /name/);
  assert.equal(invalid.operation, 'createModule');
  const badFilter = await apiError(api.modules.listModules({ filters: { colour: 'red' } }), 400);
  assert.match(badFilter.body.message, /colour/);
  await apiError(api.modules.getModuleVersion({ moduleId: 'not-an-id', versionId: 1 }), 400);
});

describe('rest-api.md §5 client-side rules', () => {
  test('a missing required path parameter fails before sending, with the exact message', async () => {
    const calls: string[] = [];
    const recorder: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const offline = createJoineryClient({ baseUrl: 'http://127.0.0.1:9', fetch: recorder });
    const id = '0123456789abcdef01234567';
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => offline.modules.getModuleVersion({ moduleId: id, versionId: undefined as never }), 'versionId', 'getModuleVersion'],
      [() => offline.modules.getModuleVersion({ moduleId: null as never, versionId: 1 }), 'moduleId', 'getModuleVersion'],
      [() => (offline.modules.getModule as (args?: unknown) => Promise<unknown>)(), 'moduleId', 'getModule'],
      [() => offline.modules.diffModuleVersions({ moduleId: id, versionId: 1, moduleId2: undefined as never, versionId2: 2 }), 'moduleId2', 'diffModuleVersions'],
      [() => offline.modules.diffModuleVersions({ moduleId: id, versionId: 1, moduleId2: id, versionId2: null as never }), 'versionId2', 'diffModuleVersions'],
      [() => offline.modules.replaceModuleVersion({ moduleId: id, versionId: undefined as never, from: [1, 2] }), 'versionId', 'replaceModuleVersion'],
      [() => offline.appearances.deleteAppearanceVersion({ appearanceId: id, versionId: null as never }), 'versionId', 'deleteAppearanceVersion'],
      [() => offline.workbatches.getWorkBatchSummary({ workbatchId: undefined as never }), 'workbatchId', 'getWorkBatchSummary'],
      [() => offline.publishedconfigurators.patchPublishedConfigurator({ publishedconfiguratorId: null as never, body: {} }), 'publishedconfiguratorId', 'patchPublishedConfigurator'],
      [() => offline.getShortCode({ kind: 'modules', id, mode: undefined as never }), 'mode', 'getShortCode'],
      [() => offline.applyShortCode({ code: null as never }), 'code', 'applyShortCode'],
    ];
    for (const [call, name, operation] of cases) {
      await assert.rejects(call(), (error: unknown) => {
        assert.ok(error instanceof RequiredParameterError);
        assert.equal(error.message, `Required parameter ${name} was null or undefined when calling ${operation}.`);
        return true;
      });
    }
    assert.deepEqual(calls, [], 'no request was sent');
    // the same client does send once the parameters are there
    await offline.modules.getModuleVersion({ moduleId: id, versionId: 1 });
    assert.deepEqual(calls, [`http://127.0.0.1:9/api/modules/${id}/v/1`]);
  });

  test("plus signs in query values travel as %2B and the server reads 'a+b'", async () => {
    const plus = await api.modules.createModule({ body: { name: 'Shelf+Pin' } });
    const space = await api.modules.createModule({ body: { name: 'Shelf Pin' } });
    const seen: string[] = [];
    const listener = (request: { url?: string }) => seen.push(request.url ?? '');
    server.app.server.on('request', listener);
    try {
      sent = [];
      const found = await api.modules.listModules({ filters: { name: 'Shelf+Pin' } });
      assert.equal(sent[0].url, `${server.url}/api/modules?name=Shelf%2BPin`);
      assert.deepEqual(seen, ['/api/modules?name=Shelf%2BPin'], 'the raw URL the server received');
      assert.deepEqual(found.items.map((row) => row.id), [plus.id], "the server filtered by 'Shelf+Pin', not 'Shelf Pin'");
      const spaced = await api.modules.listModules({ filters: { name: 'Shelf Pin' }, limit: 10 });
      assert.equal(sent[1].url, `${server.url}/api/modules?limit=10&name=Shelf%20Pin`);
      assert.deepEqual(spaced.items.map((row) => row.id), [space.id]);
    } finally {
      server.app.server.off('request', listener);
    }
    assert.equal(encodeQuery({ name: 'a+b', from: [1, 2], skip: undefined, none: null, flag: false }), 'name=a%2Bb&from=1&from=2&flag=false');
  });

  test('requests carry credentials and the configured headers', async () => {
    sent = [];
    const withHeaders = createJoineryClient({ baseUrl: `${server.url}/api/`, fetch: spyFetch, headers: { 'x-trace': 'client-test' } });
    await withHeaders.modules.listModules({ limit: 1, headers: { 'x-call': 'one' } });
    assert.equal(sent[0].url, `${server.url}/api/modules?limit=1`, 'a trailing /api in baseUrl is accepted');
    assert.equal(sent[0].init.credentials, 'include');
    assert.deepEqual(sent[0].init.headers, { accept: 'application/json', 'x-trace': 'client-test', 'x-call': 'one' });
  });

  test('createJoineryClient throws when there is no fetch', () => {
    const saved = globalThis.fetch;
    (globalThis as { fetch?: typeof fetch }).fetch = undefined;
    try {
      assert.throws(() => createJoineryClient({ baseUrl: server.url }), { message: 'fetch is missing: pass one to createJoineryClient' });
      assert.ok(createJoineryClient({ baseUrl: server.url, fetch: saved }));
    } finally {
      globalThis.fetch = saved;
    }
  });
});

describe('sub-resources and binary content', () => {
  test('providers added, read, patched and removed; a source image uploaded and downloaded whole, in part and conditionally; extra headers travel', async () => {
    const png = sampleFile('png')!;
    const { id: moduleId } = await api.modules.createModule({ body: { name: 'Client upload' } });
    const added = await api.modules.addModuleProviders({ moduleId, body: { shopify: { sku: 'C-1' } } });
    assert.equal(added.etag, '"2"');
    assert.deepEqual(added.document, { shopify: { sku: 'C-1' } });
    await api.modules.patchModuleProvider({ moduleId, providersId: 'shopify', body: { stock: 3 } });
    const provider = await api.modules.getModuleProvider({ moduleId, providersId: 'shopify' });
    assert.deepEqual(provider.document, { sku: 'C-1', stock: 3 });

    sent = [];
    const cookie = await server.sessionCookie(DEMO_ADMIN);
    const uploaded = await api.modules.uploadModuleSourceImageContent({ moduleId, extension: 'png', file: png, filename: 'side.png', headers: { cookie } });
    assert.equal((sent[0].init.headers as Record<string, string>).cookie, cookie, 'a cookie (or a bearer token) travels with the call');
    assert.ok(sent[0].init.body instanceof FormData);
    assert.equal(uploaded.document.name, 'side.png');
    assert.equal(uploaded.version, 4);

    const content = await api.modules.getModuleSourceImageContent({ moduleId, extension: 'png' });
    assert.ok(!('notModified' in content));
    assert.deepEqual(Buffer.from(content.bytes), png);
    assert.equal(content.contentType, 'image/png');
    assert.equal(content.size, png.length);
    const part = await api.modules.getModuleSourceImageVersionContent({ moduleId, versionId: 4, extension: 'png', range: 'bytes=0-3' });
    assert.ok(!('notModified' in part) && part.status === 206 && part.bytes.length === 4 && part.size === png.length);
    assert.deepEqual(await api.modules.getModuleSourceImageContent({ moduleId, extension: 'png', ifNoneMatch: content.etag! }), { notModified: true, etag: content.etag });
    const log = await api.modules.getModuleSourceImageLog({ moduleId });
    assert.deepEqual(log.map((entry) => [entry.version, entry.changed, entry.document?.name ?? null]), [[4, true, 'side.png'], [3, false, null], [2, false, null], [1, false, null]]);
    const image = await api.getModuleImage({ moduleRef: `${moduleId}:head` });
    assert.ok(!('notModified' in image) && image.contentType === 'image/png');

    await api.modules.deleteModuleProvider({ moduleId, providersId: 'shopify' });
    await apiError(api.modules.getModuleProvider({ moduleId, providersId: 'shopify' }), 404);
    await assert.rejects(api.modules.getModuleProvider({ moduleId } as never), RequiredParameterError);
  });
});

/**
 * A browser's cookie jar in front of fetch: it keeps what Set-Cookie sets and sends it back. Its
 * requests always carry a cookie header (empty before a sign-in), so they are signed out until then.
 */
function browserFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
}

describe('identity, the public site and the products page through the client (their operations are in the route table too)', () => {
  test('sign in (the session cookie comes back), read me and the team, make a token and use it, invite by plain text, set and read the avatar, sign out', async () => {
    const browser = createJoineryClient({ baseUrl: server.url, fetch: browserFetch() });
    await apiError(browser.getMe(), 401);
    const wrong = await apiError(browser.login({ body: { email: DEMO_ADMIN, password: 'not it' } }), 401);
    assert.equal(wrong.operation, 'login');

    const me = await browser.login({ body: { email: DEMO_ADMIN, password: DEMO_PASSWORD } });
    assert.equal(me.email, DEMO_ADMIN);
    assert.equal(me.workspace, 'demo');
    assert.deepEqual((await browser.getMe()).email, me.email, 'the session cookie travels');
    const team = await browser.listUsers();
    assert.ok(team.some((user) => user.email === DEMO_EDITOR && user.roles.includes('editor')));
    assert.equal((await browser.getUser({ email: DEMO_USER })).name, 'Uma User');
    await apiError(browser.getUser({ email: 'nobody@demo.joinery.test' }), 404);

    const token = await browser.createMyToken({ body: { name: 'client test', scope: 'read' } });
    assert.match(token.token, /^jny_/);
    const withToken = createJoineryClient({ baseUrl: server.url, headers: { authorization: `Bearer ${token.token}` } });
    assert.ok((await withToken.listCategories()).includes('Frames'), 'a read token lists the categories');
    const readOnly = await apiError(withToken.addCategory({ body: { name: 'Nope', ids: ['0123456789abcdef01234567'] } }), 403);
    assert.match(readOnly.body.message, /may only read/);
    assert.equal(await browser.revokeMyToken({ tokenId: token.id }), undefined);

    sent = [];
    const traced = createJoineryClient({ baseUrl: server.url, fetch: spyFetch, headers: { cookie: await server.sessionCookie(DEMO_ADMIN) } });
    const invited = await traced.inviteUsers({ body: 'client.one@example.com; client.two@example.com', role: ['guest'] });
    assert.deepEqual(invited.map((i) => [i.email, i.roles]), [['client.one@example.com', ['guest']], ['client.two@example.com', ['guest']]]);
    assert.match(sent[0].url, /\/api\/users\/invitations\?role=guest$/);
    assert.equal((sent[0].init.headers as Record<string, string>)['content-type'], 'text/plain');

    const png = sampleFile('png')!;
    assert.equal(await browser.setMyAvatar({ file: png, contentType: 'image/png' }), undefined);
    const avatar = await browser.getMyAvatar({ size: 48 });
    assert.ok(!('notModified' in avatar));
    assert.equal(avatar.contentType, 'image/png');
    assert.deepEqual([...avatar.bytes.subarray(1, 4)], [...Buffer.from('PNG')]);
    assert.deepEqual(await browser.getMyAvatar({ size: 48, ifNoneMatch: avatar.etag! }), { notModified: true, etag: avatar.etag });

    assert.equal(await browser.logout(), undefined);
    await apiError(browser.getMe(), 401);
  });

  test("the site's content is cached with its ETag; a demo request is 201; the workspaces are listed", async () => {
    const anonymous = createJoineryClient({ baseUrl: server.url, fetch: browserFetch() });
    const blog = await anonymous.listWebsiteContent({ type: 'blog' });
    assert.ok(!('notModified' in blog) && blog.length > 0 && blog.etag);
    assert.deepEqual(await anonymous.listWebsiteContent({ type: 'blog', ifNoneMatch: blog.etag! }), { notModified: true, etag: blog.etag });
    const doc = await anonymous.getWebsiteContent({ type: 'blog', name: blog[0].slug });
    assert.ok(!('notModified' in doc) && doc.content.length > 0);
    const missing = await apiError(anonymous.listWebsiteContent({ type: 'poems' }), 404);
    assert.match(missing.body.message, /poems/);
    const asked = await anonymous.createDemoRequest({ body: { kind: 'demo', name: 'Client Test', email: 'client@example.com' } });
    assert.equal(asked.kind, 'demo');
    assert.deepEqual((await api.listMyWorkspaces()).map((w) => w.alias).includes('demo'), true);
  });
});

/** Compile-time checks only (tsc): the API is typed per kind. Never called. */
export function typeChecks(client: JoineryClient): void {
  // @ts-expect-error documents are typed: modules have no 'title'
  void client.modules.createModule({ body: { name: 'x', title: 'y' } });
  // @ts-expect-error a module needs a name
  void client.modules.replaceModule({ moduleId: 'x', body: { description: 'y' } });
  // @ts-expect-error only publishedconfigurators, themes, workbatches and workflows have a summary
  void client.modules.getModuleSummary;
  // @ts-expect-error the id parameter is named per kind
  void client.themes.getTheme({ moduleId: 'x' });
  // @ts-expect-error copy/merge sends no body
  void client.modules.replaceModuleVersion({ moduleId: 'x', versionId: 1, from: 1, body: { name: 'x' } });
  void client.themes.getThemeSummary({ themeId: 'x', include_attributes: true }).then((s) => s.attributes);
  void client.modules.getModule({ moduleId: 'x' }).then((read) => read.document.skus?.[0]);
  // @ts-expect-error a connector's source needs the connector
  void client.connectortypes.getConnectorTypeConnectorSourceImage({ connectortypeId: 'x' });
  void client.connectortypes.getConnectorTypeConnectorSourceImage({ connectortypeId: 'x', connectorsId: 'top' });
  // @ts-expect-error avatars are images
  void client.companies.uploadCompanyAvatarContent({ companyId: 'x', extension: 'step', file: new Uint8Array() });
  void client.workbatches.getWorkBatchGroupData({ workbatchId: 'x', groupsId: 0 });
  // @ts-expect-error a work batch's providers are only read
  void client.workbatches.deleteWorkBatchProvider;
}
