// A product from an Onshape element (issue 21 §2, source.onshape), against a local HTTP stand-in for
// Onshape that answers its OAuth 2 sign-in and the REST API's STEP translation (start a translation,
// ask how it stands, download the file), as sign-in is tested against a real provider: signing in with
// Onshape links the account; the import uses its token; a newer Onshape version is a new module version.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { w } from '../../rest/store/port.ts';
import { stepOfBoxes } from '../../seeds/step-geometry.ts';
import { DEMO_EDITOR } from '../support/demo-users.ts';
import { until } from '../support/process.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const TOKEN = 'onshape-access-token';
const DOCUMENT = 'd0c0000000000000000000d0';
const ELEMENT = 'e1e0000000000000000000e1';

/** The element's STEP file at each Onshape version: version v2 made the shelf deeper. */
const VERSIONS: Record<string, Buffer> = {
  v1: stepOfBoxes('Shelf', [{ name: 'shelf', at: [0, 0, 0], size: [800, 300, 18], colour: [0.76, 0.6, 0.42] }]),
  v2: stepOfBoxes('Shelf', [{ name: 'shelf', at: [0, 0, 0], size: [800, 380, 18], colour: [0.76, 0.6, 0.42] }]),
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Onshape as Joinery sees it: OAuth 2 with PKCE (every authorisation approved at once), the signed-in
 * user's session info, and translations that finish on the second time they are asked about. Every API
 * call must carry the token it gave.
 */
function fakeOnshape(port: number, redirectUri: string) {
  const codes = new Map<string, string>();
  const translations = new Map<string, { version: string; asked: number }>();
  const seen: string[] = [];
  const server = createHttpServer(async (req, res) => {
    const url = new URL(req.url!, `http://127.0.0.1:${port}`);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    let text = '';
    for await (const chunk of req) text += chunk;
    if (url.pathname === '/oauth/authorize') {
      if (url.searchParams.get('redirect_uri') !== redirectUri) return json(400, { error: 'redirect_uri_mismatch' });
      const code = `code-${codes.size + 1}`;
      codes.set(code, url.searchParams.get('code_challenge')!);
      return res.writeHead(302, { location: `${redirectUri}?code=${code}&state=${url.searchParams.get('state')}` }).end();
    }
    if (url.pathname === '/oauth/token' && req.method === 'POST') {
      const form = new URLSearchParams(text);
      const challenge = codes.get(form.get('code') ?? '');
      if (!challenge || createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url') !== challenge) return json(400, { error: 'invalid_grant' });
      return json(200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 3600, refresh_token: 'onshape-refresh' });
    }
    if (req.headers.authorization !== `Bearer ${TOKEN}`) return json(401, { message: 'Unauthenticated' });
    seen.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/api/users/sessioninfo') return json(200, { id: 'onshape-user-7', email: DEMO_EDITOR, name: 'Ed on Onshape' });
    // what the 'From Onshape' dialog lists: the account's documents, a document's versions (oldest first, as Onshape gives them), a version's elements
    if (url.pathname === '/api/documents') return json(200, { items: [{ id: DOCUMENT, name: 'Shelving', owner: {} }, { id: 'd1ff', name: 'Drafts' }], next: null });
    if (url.pathname === `/api/documents/d/${DOCUMENT}/versions`) return json(200, [{ id: 'v1', name: 'V1', createdAt: '2026-11-01T09:00:00Z' }, { id: 'v2', name: 'V2 deeper', createdAt: '2026-11-20T09:00:00Z' }]);
    const elements = /^\/api\/documents\/d\/([^/]+)\/v\/(v\d)\/elements$/.exec(url.pathname);
    if (elements && elements[1] === DOCUMENT) return json(200, [{ id: ELEMENT, name: 'Shelf', elementType: 'PARTSTUDIO' }, { id: 'drawing1', name: 'Drawing 1', elementType: 'APPLICATION' }]);
    const start = /^\/api\/partstudios\/d\/([^/]+)\/v\/([^/]+)\/e\/([^/]+)\/translations$/.exec(url.pathname);
    if (start && req.method === 'POST') {
      const body = JSON.parse(text);
      if (body.formatName !== 'STEP' || start[1] !== DOCUMENT || start[3] !== ELEMENT || !VERSIONS[start[2]]) return json(400, { message: 'bad translation request' });
      const id = `t${translations.size + 1}`;
      translations.set(id, { version: start[2], asked: 0 });
      return json(200, { id, requestState: 'ACTIVE' });
    }
    const poll = /^\/api\/translations\/([^/]+)$/.exec(url.pathname);
    if (poll && translations.has(poll[1])) {
      const translation = translations.get(poll[1])!;
      translation.asked++;
      return json(200, translation.asked < 2 ? { id: poll[1], requestState: 'ACTIVE' } : { id: poll[1], requestState: 'DONE', resultExternalDataIds: [`file-${translation.version}`] });
    }
    const file = /^\/api\/documents\/d\/([^/]+)\/externaldata\/file-(v\d)$/.exec(url.pathname);
    if (file && VERSIONS[file[2]]) return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(VERSIONS[file[2]]);
    return json(404, { message: `no ${url.pathname}` });
  });
  return { server: server.listen(port, '127.0.0.1'), seen };
}

let joinery: TestServer;
let onshape: ReturnType<typeof fakeOnshape>;
let browser: APIRequestContext;

beforeAll(async () => {
  const [onshapePort, joineryPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${onshapePort}`;
  onshape = fakeOnshape(onshapePort, `http://127.0.0.1:${joineryPort}/api/auth/onshape/callback`);
  joinery = await startTestServer({
    port: joineryPort,
    as: null,
    env: {
      ONSHAPE_CLIENT_ID: 'onshape-id',
      ONSHAPE_CLIENT_SECRET: 'onshape-secret',
      ONSHAPE_AUTHORIZATION_URL: `${base}/oauth/authorize`,
      ONSHAPE_TOKEN_URL: `${base}/oauth/token`,
      ONSHAPE_USERINFO_URL: `${base}/api/users/sessioninfo`,
    },
  });
  browser = await playwrightRequest.newContext();
});
afterAll(async () => {
  await browser?.dispose();
  await joinery?.close();
  await new Promise((resolve) => onshape?.server.close(resolve));
});

const element = (version: string) => ({ documentId: DOCUMENT, wvmType: 'Version', wvmId: version, elementId: ELEMENT, documentName: 'Shelving', elementName: 'Shelf' });
const importOnshape = async (body: unknown) => {
  const response = await browser.post(`${joinery.url}/api/cad-imports/onshape`, { data: body, headers: { 'sec-fetch-site': 'same-origin' } });
  return { status: response.status(), body: await response.json() };
};
const moduleOf = async (id: string) => (await browser.get(`${joinery.url}/api/modules/${id}`)).json();
const tasksSettled = (moduleId: string, count: number) =>
  until(async () => {
    const tasks = (await joinery.model.tasks.list(await joinery.model.directory.actorFor(DEMO_EDITOR))).filter((t) => t.documentId === moduleId);
    const failed = tasks.find((t) => t.status === 'Failed');
    if (failed) throw new Error(`${failed.type} failed: ${failed.message}`);
    return tasks.length >= count && tasks.every((t) => t.status === 'Complete');
  }, `${count} tasks on ${moduleId} to complete`, 60_000);

describe('importing from Onshape', () => {
  test('before an Onshape account is linked, the import says to sign in with Onshape', async () => {
    const signedIn = await playwrightRequest.newContext();
    try {
      const session = await joinery.sessionCookie(DEMO_EDITOR);
      const response = await signedIn.post(`${joinery.url}/api/cad-imports/onshape`, { data: { onshape: element('v1') }, headers: { cookie: session, 'sec-fetch-site': 'same-origin' } });
      assert.equal(response.status(), 409);
      assert.match((await response.json()).message, /sign in with Onshape/);
      const documents = await signedIn.get(`${joinery.url}/api/cad-imports/onshape/documents`, { headers: { cookie: session } });
      assert.equal(documents.status(), 409);
      assert.match((await documents.json()).message, /No Onshape account is linked to you/);
    } finally {
      await signedIn.dispose();
    }
  });

  test("signing in with Onshape links the account; the element's STEP translation becomes a product, and a newer version its next version", { timeout: 120_000 }, async () => {
    const landed = await browser.get(`${joinery.url}/api/auth/onshape`);
    assert.equal(new URL(landed.url()).searchParams.get('error'), null);

    // what the 'From Onshape' dialog offers, from the linked account: documents, versions newest first, the elements that translate
    const list = async (path: string) => (await browser.get(`${joinery.url}/api/cad-imports/onshape/documents${path}`)).json();
    assert.deepEqual((await list('')).documents, [{ id: DOCUMENT, name: 'Shelving' }, { id: 'd1ff', name: 'Drafts' }]);
    assert.deepEqual((await list(`/${DOCUMENT}/versions`)).versions.map((v: { id: string; name: string }) => [v.id, v.name]), [['v2', 'V2 deeper'], ['v1', 'V1']]);
    assert.deepEqual((await list(`/${DOCUMENT}/versions/v1/elements`)).elements, [{ id: ELEMENT, name: 'Shelf', elementType: 'PARTSTUDIO' }]);

    const first = await importOnshape({ onshape: element('v1') });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const id = first.body.module.id as string;
    assert.equal(first.body.module.document.name, 'Shelf');
    await tasksSettled(id, 2);
    const v1 = await moduleOf(id);
    assert.equal(v1.document.source.onshape.wvmId, 'v1');
    assert.equal(v1.document.source.file.file.name, 'Shelf.step');
    const panel = () => v1.document.productionParts.groups[0].parts[0];
    assert.deepEqual([panel().dimensions, panel().thickness], [{ length: 800, width: 300 }, 18]);
    assert.ok(onshape.seen.includes(`POST /api/partstudios/d/${DOCUMENT}/v/v1/e/${ELEMENT}/translations`));

    // the linked account's tokens are stored sealed, never as they are
    const [link] = (await joinery.store.find('cadlinks', {})) as any[];
    assert.ok(link.sealed.accessToken.data && link.sealed.refreshToken.data);
    assert.ok(![TOKEN, 'onshape-refresh'].some((token) => JSON.stringify(link).includes(token)), 'no token in the clear');
    // a link stored before tokens were sealed still imports (below), and is sealed once read
    const plain = { id: link.id, email: link.email, linked: link.linked, accessToken: TOKEN, refreshToken: 'onshape-refresh' };
    await joinery.store.transaction(async (tx) => {
      await tx.delete('cadlinks', w.eq('id', link.id));
      await tx.insert('cadlinks', [plain as never]);
    });

    const again = await importOnshape({ onshape: element('v2'), moduleId: id });
    assert.equal(again.status, 201, JSON.stringify(again.body));
    assert.equal(again.body.module.id, id);
    await tasksSettled(id, 4);
    const v2 = await moduleOf(id);
    assert.ok(v2.version > v1.version, 'the newer Onshape version is a new module version');
    assert.equal(v2.document.source.onshape.wvmId, 'v2');
    assert.deepEqual(v2.document.productionParts.groups[0].parts[0].dimensions, { length: 800, width: 380 });
    // the earlier version keeps what it had
    const older = await (await browser.get(`${joinery.url}/api/modules/${id}/v/${v1.version}`)).json();
    assert.equal(older.document.source.onshape.wvmId, 'v1');
    const [resealed] = (await joinery.store.find('cadlinks', {})) as any[];
    assert.equal(resealed.accessToken, undefined);
    assert.ok(resealed.sealed.accessToken.data && !JSON.stringify(resealed).includes(TOKEN));
  });
});
