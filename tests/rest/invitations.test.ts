// Invitations (issue 7 §4): a plain-text list of e-mails invited with roles, mailed through the mail
// port (files under DATA_DIR/mail here), read and accepted from the link's code; nobody grants more
// than they hold; staff invitations count against the plan's maxUsers.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, ok, storeFingerprint, type Client } from './helpers.ts';
import { BIRCH_ADMIN, DEMO_ADMIN, DEMO_EDITOR, DEMO_GUEST, DEMO_USER } from '../support/demo-users.ts';

const PASSWORD_RULE = 'Password must be at least 8 characters long, must include lower and upper case characters and at least one number';
let server: TestServer;
let admin: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = client(server);
});
afterAll(() => server.close());

const invite = (text: string, query = '', as?: string) =>
  call(`${server.url}/api/users/invitations${query}`, { method: 'POST', body: text, headers: { 'content-type': 'text/plain' }, ...(as ? { as } : {}) });

/** The mail sent to an address, as the file the mail port wrote. */
function mailTo(email: string): string {
  const folder = join(server.dataDir, 'mail');
  const file = readdirSync(folder).filter((f) => f.endsWith(`-${email}.eml`)).sort().at(-1);
  assert.ok(file, `a mail to ${email} in ${folder}`);
  // quoted-printable: long lines are broken with a trailing =
  return readFileSync(join(folder, file), 'utf8').replace(/=\r?\n/g, '');
}
const codeIn = (mail: string) => /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail)![1];

describe('inviting', () => {
  test('e-mails separated by ; or , are invited with the roles asked; each gets a mail with the link', async () => {
    const reply = await invite(' Ines.Invited@example.com; tom@example.com ,\n ines.invited@example.com', '?role=editor&role=user');
    assert.equal(reply.status, 201, JSON.stringify(reply.body));
    assert.deepEqual(reply.body.map((u: any) => [u.email, u.roles, u.workspace, u.invitedBy]), [
      ['ines.invited@example.com', ['editor', 'user'], 'demo', DEMO_ADMIN],
      ['tom@example.com', ['editor', 'user'], 'demo', DEMO_ADMIN],
    ]);
    const mail = mailTo('ines.invited@example.com');
    assert.match(mail, /^To: ines.invited@example.com$/m);
    assert.match(mail, /^Subject: Ada Admin invited you to Oak & Ash on Joinery$/m);
    assert.equal(codeIn(mail), reply.body[0].code);
    assert.ok(mail.includes(`/invitation/${reply.body[0].code}`));
    const pending = await ok(admin.get('/users/invitations'));
    assert.deepEqual(pending.map((i: any) => i.email).sort(), ['ines.invited@example.com', 'tom@example.com']);
  });

  test('a bad address is 400 quoting it, and nothing is invited; members already there are skipped', async () => {
    const before = (await ok(admin.get('/users/invitations'))).length;
    assertError(await invite('good@example.com; not-an-email; also@bad'), 400, '"not-an-email"', '"also@bad"');
    assertError(await invite(' ; ,'), 400, 'at least one e-mail');
    assertError(await invite('x@example.com', '?role=owner'), 400, 'role');
    assertError(await call(`${server.url}/api/users/invitations`, { method: 'POST', json: { emails: ['x@example.com'] } }), 400, 'body');
    assert.equal((await ok(admin.get('/users/invitations'))).length, before);
    assert.deepEqual((await invite(DEMO_EDITOR)).body, []);
  });

  test('a customer may be invited to a configurator by its domain, which must be one of the workspace', async () => {
    const reply = await invite('buyer@example.com', '?role=guest&domain=configure.oakandash.co.uk');
    assert.equal(reply.status, 201);
    assert.equal(reply.body[0].domain, 'configure.oakandash.co.uk');
    assert.match(mailTo('buyer@example.com'), /configure\.oakandash\.co\.uk/);
    assertError(await invite('buyer2@example.com', '?role=guest&domain=elsewhere.example.com'), 400, 'elsewhere.example.com');
  });

  test('editors invite guests only; users and guests do not invite', async () => {
    assert.equal((await invite('customer@example.com', '?role=guest', DEMO_EDITOR)).status, 201);
    assertError(await invite('colleague@example.com', '?role=user', DEMO_EDITOR), 403, 'guests only');
    assertError(await invite('colleague@example.com', '', DEMO_EDITOR), 403);
    assertError(await invite('colleague@example.com', '?role=guest', DEMO_USER), 403);
    assertError(await invite('colleague@example.com', '?role=guest', DEMO_GUEST), 403);
  });

  test('staff invitations count against maxUsers (STARTUP: 5); guests do not', async () => {
    const startup = await startTestServer({ plan: 'STARTUP' });
    try {
      const post = (text: string, query = '') => call(`${startup.url}/api/users/invitations${query}`, { method: 'POST', body: text, headers: { 'content-type': 'text/plain' } });
      const before = await storeFingerprint(startup);
      // 3 staff now (admin, editor, user): 2 more fit, 3 do not
      assertError(await post('a@example.com; b@example.com; c@example.com'), 403, 'Your Startup plan allows 5 users, and this would make 6. Upgrade to add more.');
      assert.equal((await ok(client(startup).get('/users/invitations'))).length, 0, 'nothing was invited');
      assert.equal((await post('a@example.com; b@example.com')).status, 201);
      assertError(await post('c@example.com'), 403, 'allows 5 users');
      assert.equal((await post('c@example.com; d@example.com', '?role=guest')).status, 201);
      assert.equal(await storeFingerprint(startup), before);
    } finally {
      await startup.close();
    }
  });
});

describe('accepting', () => {
  test('the link’s code shows the invitation to anyone; accepting sets name and password, signs in and joins with the roles', async () => {
    const [invited] = (await invite('newcomer@example.com', '?role=editor')).body;
    const shown = await ok(call(`${server.url}/api/users/invitations/${invited.code}`, { as: null }));
    assert.deepEqual(shown, { email: 'newcomer@example.com', roles: ['editor'], domain: null, expires: invited.expires, workspace: { alias: 'demo', name: 'Oak & Ash' }, account: false });

    const accept = (body: unknown) => call(`${server.url}/api/users/invitations/${invited.code}/accept`, { method: 'POST', json: body, as: null });
    assertError(await accept({ name: 'New Comer', password: 'short' }), 400, PASSWORD_RULE);
    assertError(await accept({ name: 'New Comer' }), 400, 'password');
    const accepted = await accept({ name: 'New Comer', password: 'Newcomer-pass-1' });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.deepEqual([accepted.body.email, accepted.body.name, accepted.body.roles, accepted.body.workspace, accepted.body.signupMethod], ['newcomer@example.com', 'New Comer', ['editor'], 'demo', 'Invitation']);
    const cookie = accepted.headers.get('set-cookie')!.split(';')[0];
    assert.equal((await ok(call(`${server.url}/api/modules`, { headers: { cookie } }))).total > 0, true);
    // used up
    assertError(await accept({ name: 'Again', password: 'Newcomer-pass-1' }), 404);
    assertError(await call(`${server.url}/api/users/invitations/${invited.code}`, { as: null }), 404);
    // and the new password signs in
    assert.equal((await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 'newcomer@example.com', password: 'Newcomer-pass-1' }, as: null })).status, 200);
  });

  test('someone with an account joins with their password, or signed in as the invited e-mail', async () => {
    // Birch & Co is on FREE, full with its one admin: a guest it may invite
    const [toBirch] = (await call(`${server.url}/api/users/invitations?role=guest`, {
      method: 'POST', body: DEMO_EDITOR, headers: { 'content-type': 'text/plain' }, as: BIRCH_ADMIN,
    })).body;
    assert.equal((await ok(call(`${server.url}/api/users/invitations/${toBirch.code}`, { as: null }))).account, true);
    const accept = (init: Parameters<typeof call>[1]) => call(`${server.url}/api/users/invitations/${toBirch.code}/accept`, { method: 'POST', ...init });
    assertError(await accept({ json: {}, as: null }), 401, 'Sign in as editor@demo.joinery.test');
    assertError(await accept({ json: { password: 'Wrong-pass-1' }, as: null }), 401, 'Wrong e-mail or password');
    assertError(await accept({ json: {}, as: DEMO_USER }), 401, 'Sign in as editor@demo.joinery.test');
    const accepted = await accept({ json: {}, as: DEMO_EDITOR });
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
    assert.deepEqual(accepted.body.memberships.map((m: any) => [m.workspace.alias, m.roles]), [['demo', ['editor']], ['birch', ['guest']]]);
    assert.equal(accepted.body.workspace, 'birch', 'the session moves to the workspace just joined');
  });

  test('an invitation is revoked by its workspace’s admin or its sender; for anyone else it does not exist', async () => {
    // the editor's session moved to Birch & Co when they joined it above: back to Oak & Ash
    assert.equal((await call(`${server.url}/api/workspaces/demo/switch`, { method: 'POST', as: DEMO_EDITOR })).status, 200);
    const [invited] = (await invite('maybe@example.com', '?role=guest', DEMO_EDITOR)).body;
    assertError(await call(`${server.url}/api/users/invitations/${invited.code}`, { method: 'DELETE', as: BIRCH_ADMIN }), 404);
    assertError(await call(`${server.url}/api/users/invitations/${invited.code}`, { method: 'DELETE', as: DEMO_USER }), 404);
    assert.equal((await call(`${server.url}/api/users/invitations/${invited.code}`, { method: 'DELETE', as: DEMO_EDITOR })).status, 204);
    assertError(await call(`${server.url}/api/users/invitations/${invited.code}/accept`, { method: 'POST', json: { name: 'M', password: 'Maybe-pass-1' }, as: null }), 404);
    const [again] = (await invite('maybe@example.com', '?role=guest')).body;
    assert.equal((await admin.del(`/users/invitations/${again.code}`)).status, 204);
  });
});
