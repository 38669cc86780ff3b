// Provider sign-in end to end (issue 7 §2), against a real OpenID provider run inside the test
// (oidc-provider, standing in for Google): the browser (Playwright's request context, which keeps
// cookies and follows redirects like one) starts at GET /api/auth/google, signs in and consents at
// the provider, comes back to the callback and lands on /oauth with a session; GET /api/users/me
// then answers the user. PKCE and state are checked by the real provider and by Joinery.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import Provider from 'oidc-provider';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { AUTH_FLOWS } from '../../rest/model/identity/providers.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_USER } from '../support/demo-users.ts';

/** The provider's accounts, by the login typed on its (development) sign-in form. */
const ACCOUNTS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  ada: { email: DEMO_ADMIN, email_verified: true, name: 'Ada at Google' },
  ines: { email: 'ines@example.com', email_verified: true, name: 'Ines Invited' },
  olga: { email: 'olga@example.com', email_verified: true, name: 'Olga Only-Google' },
  unverified: { email: DEMO_USER, email_verified: false, name: 'Not Verified' },
  stranger: { email: 'stranger@example.com', email_verified: true, name: 'Sam Stranger' },
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let server: TestServer;
let providerServer: ReturnType<Provider['listen']>;
let issuer: string;
const contexts: APIRequestContext[] = [];

beforeAll(async () => {
  const [providerPort, joineryPort] = [await freePort(), await freePort()];
  issuer = `http://127.0.0.1:${providerPort}`;
  const provider = new Provider(issuer, {
    clients: [{
      client_id: 'joinery-test',
      client_secret: 'provider-secret',
      redirect_uris: [`http://127.0.0.1:${joineryPort}/api/auth/google/callback`],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    }],
    findAccount: async (_ctx, id) => (ACCOUNTS[id] ? { accountId: id, claims: async () => ({ sub: id, ...ACCOUNTS[id] }) } : undefined),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['a test key, not a secret'] },
  });
  providerServer = provider.listen(providerPort);
  server = await startTestServer({
    port: joineryPort,
    as: null,
    env: { GOOGLE_CLIENT_ID: 'joinery-test', GOOGLE_CLIENT_SECRET: 'provider-secret', GOOGLE_ISSUER: issuer },
  });
});
afterAll(async () => {
  for (const context of contexts) await context.dispose();
  await server?.close();
  await new Promise((resolve) => providerServer?.close(resolve));
});

async function browser(): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext();
  contexts.push(context);
  return context;
}

/** Submits the provider's form on the page just answered (its login, then its consent). */
async function submitForm(context: APIRequestContext, page: APIResponse, fields: Record<string, string>): Promise<APIResponse> {
  const html = await page.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  assert.ok(action, `a form on ${page.url()}: ${html.slice(0, 300)}`);
  const hidden = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return context.post(new URL(action.replace(/&amp;/g, '&'), page.url()).href, { form: { ...hidden, ...fields } });
}

/** Signs in at the provider as `login` from GET /api/auth/google(?query): answers where the browser landed. */
async function signInAtProvider(context: APIRequestContext, login: string, query = ''): Promise<URL> {
  const loginPage = await context.get(`${server.url}/api/auth/google${query}`);
  assert.ok(loginPage.url().startsWith(issuer), `at the provider: ${loginPage.url()}`);
  const consentPage = await submitForm(context, loginPage, { login, password: 'anything' });
  const landed = await submitForm(context, consentPage, {});
  return new URL(landed.url());
}

describe('signing in with an OpenID Connect provider', () => {
  test('GET /api/auth/google sends the browser to the provider with PKCE (S256), state, nonce and the §9 scopes', async () => {
    const context = await browser();
    const start = await context.get(`${server.url}/api/auth/google`, { maxRedirects: 0 });
    assert.equal(start.status(), 302);
    const to = new URL(start.headers().location);
    assert.equal(to.origin, issuer);
    assert.equal(to.searchParams.get('client_id'), 'joinery-test');
    assert.equal(to.searchParams.get('redirect_uri'), `${server.url}/api/auth/google/callback`);
    assert.equal(to.searchParams.get('code_challenge_method'), 'S256');
    assert.match(to.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.ok(to.searchParams.get('state') && to.searchParams.get('nonce'));
    assert.deepEqual(to.searchParams.get('scope')?.split(' '), ['openid', 'email', 'profile']);
    assert.match(start.headers()['set-cookie'] ?? '', /joinery_signin=.*HttpOnly/i);
  });

  test('the whole flow: sign in at the provider, consent, callback, session cookie, /oauth, and GET /api/users/me', async () => {
    const context = await browser();
    const flowsBefore = await server.store.count(AUTH_FLOWS);
    const landed = await signInAtProvider(context, 'ada');
    assert.equal(landed.origin + landed.pathname, `${server.url}/oauth`);
    assert.equal(landed.search, '');
    const me = await context.get(`${server.url}/api/users/me`);
    assert.equal(me.status(), 200);
    const body = await me.json();
    assert.equal(body.email, DEMO_ADMIN);
    assert.equal(body.workspace, 'demo');
    // linked: the provider's subject is kept with the user
    assert.deepEqual((await server.model.directory.user(DEMO_ADMIN))!.providers, { google: 'ada' });
    const activity = await (await context.get(`${server.url}/api/users/me/activity`)).json();
    assert.equal(activity[0].type, 'signedIn');
    assert.equal(activity[0].detail, 'google');
    // the finished flow is gone, so it cannot be replayed
    assert.equal(await server.store.count(AUTH_FLOWS), flowsBefore);
  });

  test('linked providers: the Security screen lists them; one is unlinked, unless it is the only way in', async () => {
    const context = await browser();
    await signInAtProvider(context, 'ada');
    const links = await (await context.get(`${server.url}/api/users/me/providers`)).json();
    assert.deepEqual(links, [{ name: 'google', label: 'Google', linked: true }]);
    // the admin has a password too: Google may go
    assert.equal((await context.delete(`${server.url}/api/users/me/providers/google`)).status(), 204);
    assert.deepEqual(await (await context.get(`${server.url}/api/users/me/providers`)).json(), [{ name: 'google', label: 'Google', linked: false }]);
    assert.equal((await context.delete(`${server.url}/api/users/me/providers/google`)).status(), 404);
    // an account made through Google has no password: unlinking would lock it out
    const admin = { ...(await server.model.directory.actorFor(DEMO_ADMIN)), via: 'session' as const };
    const [invitation] = await server.model.identity.invitations.invite(admin, { text: 'olga@example.com', roles: ['user'] });
    const olga = await browser();
    await signInAtProvider(olga, 'olga', `?invitation=${invitation.code}`);
    const refused = await olga.delete(`${server.url}/api/users/me/providers/google`);
    assert.equal(refused.status(), 409);
    assert.match((await refused.json()).message, /only way you sign in/);
    // signing in with Google again links it again, as before
    await signInAtProvider(await browser(), 'ada');
    assert.deepEqual((await server.model.directory.user(DEMO_ADMIN))!.providers, { google: 'ada' });
  });

  test('an invited e-mail joins its workspace through the provider; sign-up without an invitation is refused', async () => {
    const admin = { ...(await server.model.directory.actorFor(DEMO_ADMIN)), via: 'session' as const };
    const [invitation] = await server.model.identity.invitations.invite(admin, { text: 'ines@example.com', roles: ['editor'] });
    const context = await browser();
    const landed = await signInAtProvider(context, 'ines', `?invitation=${invitation.code}`);
    assert.equal(landed.pathname, '/oauth');
    assert.equal(landed.searchParams.get('error'), null);
    const me = await (await context.get(`${server.url}/api/users/me`)).json();
    assert.deepEqual([me.email, me.name, me.roles, me.workspace, me.signupMethod], ['ines@example.com', 'Ines Invited', ['editor'], 'demo', 'google']);

    const refused = await browser();
    const nobody = await signInAtProvider(refused, 'stranger');
    assert.equal(nobody.pathname, '/oauth');
    assert.match(nobody.searchParams.get('error') ?? '', /no Joinery account for stranger@example.com.*invitation/i);
    assert.equal((await refused.get(`${server.url}/api/users/me`)).status(), 401);
    assert.equal(await server.model.directory.user('stranger@example.com'), null);
  });

  test('an unverified provider e-mail does not sign in, even one of a user', async () => {
    const context = await browser();
    const landed = await signInAtProvider(context, 'unverified');
    assert.match(landed.searchParams.get('error') ?? '', /not verified/);
    assert.equal((await context.get(`${server.url}/api/users/me`)).status(), 401);
  });

  test('a callback from another browser (without the state cookie), a replayed or made-up state are refused', async () => {
    const starter = await browser();
    const start = await starter.get(`${server.url}/api/auth/google`, { maxRedirects: 0 });
    const state = new URL(start.headers().location).searchParams.get('state')!;
    const other = await browser();
    const hijacked = await other.get(`${server.url}/api/auth/google/callback?code=stolen&state=${state}`);
    assert.match(new URL(hijacked.url()).searchParams.get('error') ?? '', /not started here/);
    assert.equal((await other.get(`${server.url}/api/users/me`)).status(), 401);
    // the state was used up by that attempt: the rightful browser cannot reuse it either
    const late = await starter.get(`${server.url}/api/auth/google/callback?code=stolen&state=${state}`);
    assert.match(new URL(late.url()).searchParams.get('error') ?? '', /not started here/);
    const madeUp = await starter.get(`${server.url}/api/auth/google/callback?code=x&state=made-up`);
    assert.match(new URL(madeUp.url()).searchParams.get('error') ?? '', /not started here/);
  });

  test('only configured providers are offered; the others are 404', async () => {
    const context = await browser();
    assert.deepEqual(await (await context.get(`${server.url}/api/auth/providers`)).json(), [{ name: 'google', label: 'Google' }]);
    assert.equal((await context.get(`${server.url}/api/auth/github`, { maxRedirects: 0 })).status(), 404);
    assert.equal((await context.get(`${server.url}/api/auth/myspace`, { maxRedirects: 0 })).status(), 400);
  });
});

/**
 * A stand-in for GitHub's OAuth 2 endpoints (GitHub speaks no OpenID Connect): it approves every
 * authorisation at once, and checks what GitHub would check (client secret, redirect URI, PKCE).
 */
function fakeGitHub(port: number, redirectUri: string, account: { id: number; login: string; name: string; emails: { email: string; primary: boolean; verified: boolean }[] }) {
  const codes = new Map<string, string>();
  const seen: { scope?: string; challengeMethod?: string } = {};
  const server = createHttpServer(async (req, res) => {
    const url = new URL(req.url!, `http://127.0.0.1:${port}`);
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/login/oauth/authorize') {
      seen.scope = url.searchParams.get('scope') ?? undefined;
      seen.challengeMethod = url.searchParams.get('code_challenge_method') ?? undefined;
      if (url.searchParams.get('redirect_uri') !== redirectUri) return json(400, { error: 'redirect_uri_mismatch' });
      const code = `code-${codes.size + 1}`;
      codes.set(code, url.searchParams.get('code_challenge')!);
      return res.writeHead(302, { location: `${redirectUri}?code=${code}&state=${url.searchParams.get('state')}` }).end();
    }
    if (url.pathname === '/login/oauth/access_token' && req.method === 'POST') {
      let text = '';
      for await (const chunk of req) text += chunk;
      const form = new URLSearchParams(text);
      const challenge = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const basic = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const secretOk = form.get('client_secret') === 'github-secret' || basic.endsWith(':github-secret');
      if (!challenge || !secretOk || createHash('sha256').update(verifier).digest('base64url') !== challenge) return json(400, { error: 'bad_verification_code' });
      codes.delete(form.get('code')!);
      return json(200, { access_token: 'gh-token', token_type: 'bearer', scope: 'repo,gist,user' });
    }
    if (req.headers.authorization !== 'Bearer gh-token') return json(401, { message: 'Bad credentials' });
    if (url.pathname === '/user') return json(200, { id: account.id, login: account.login, name: account.name, email: null });
    if (url.pathname === '/user/emails') return json(200, account.emails);
    return json(404, {});
  });
  return { server: server.listen(port, '127.0.0.1'), seen };
}

describe('signing in with an OAuth 2 provider (GitHub)', () => {
  test('PKCE and the §9 code-host scopes; the verified e-mail from the e-mails list finds the user', async () => {
    const [githubPort, joineryPort] = [await freePort(), await freePort()];
    const base = `http://127.0.0.1:${githubPort}`;
    const github = fakeGitHub(githubPort, `http://127.0.0.1:${joineryPort}/api/auth/github/callback`, {
      id: 4242,
      login: 'ada-codes',
      name: 'Ada on GitHub',
      emails: [{ email: 'ada@personal.example', primary: true, verified: false }, { email: DEMO_EDITOR, primary: false, verified: true }],
    });
    const joinery = await startTestServer({
      port: joineryPort,
      as: null,
      env: {
        GITHUB_CLIENT_ID: 'github-id',
        GITHUB_CLIENT_SECRET: 'github-secret',
        GITHUB_AUTHORIZATION_URL: `${base}/login/oauth/authorize`,
        GITHUB_TOKEN_URL: `${base}/login/oauth/access_token`,
        GITHUB_USERINFO_URL: `${base}/user`,
      },
    });
    try {
      const context = await browser();
      const landed = await context.get(`${joinery.url}/api/auth/github`);
      assert.equal(new URL(landed.url()).pathname, '/oauth');
      assert.equal(new URL(landed.url()).searchParams.get('error'), null);
      assert.equal(github.seen.challengeMethod, 'S256');
      assert.deepEqual(github.seen.scope?.split(' '), ['repo', 'gist', 'user']);
      const me = await (await context.get(`${joinery.url}/api/users/me`)).json();
      assert.equal(me.email, DEMO_EDITOR);
      assert.deepEqual((await joinery.model.directory.user(DEMO_EDITOR))!.providers, { github: '4242' });
    } finally {
      await joinery.close();
      await new Promise((resolve) => github.server.close(resolve));
    }
  });
});
