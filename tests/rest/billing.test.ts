// The billing port (issue 22 §1 Billing): Stripe through the stripe package against a local HTTP
// stand-in of the endpoints it uses, and the local provider where a superadmin sets plans. Either
// way a plan change moves the workspace's limits at once.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { assertError, client, ok } from './helpers.ts';
import { DEMO_USER } from '../support/demo-users.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** Stripe's API as far as Joinery uses it: customers, Checkout sessions (create, retrieve) and portal sessions. */
async function stripeStandIn(): Promise<{ server: Server; url: string; seen: Seen[]; checkout: Map<string, Record<string, unknown>> }> {
  const seen: Seen[] = [];
  const checkout = new Map<string, Record<string, unknown>>();
  const body = (request: IncomingMessage) => new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await body(request));
    const path = request.url ?? '';
    seen.push({ method: request.method ?? '', path, authorization: request.headers.authorization, form });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      response.end(JSON.stringify(json));
    };
    if (request.method === 'POST' && path === '/v1/customers') return answer(200, { id: 'cus_oak', object: 'customer', name: form.get('name') });
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${checkout.size + 1}`;
      const session = {
        id, object: 'checkout.session', url: `https://checkout.stripe.test/${id}`, status: 'open', payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        metadata: { workspace: form.get('metadata[workspace]'), plan: form.get('metadata[plan]') },
      };
      checkout.set(id, session);
      return answer(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([A-Za-z0-9_]+)$/.exec(path);
    if (request.method === 'GET' && retrieve) {
      const session = checkout.get(retrieve[1]);
      return session ? answer(200, session) : answer(404, { error: { type: 'invalid_request_error', message: `No such checkout.session: '${retrieve[1]}'` } });
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return answer(200, { id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1', customer: form.get('customer') });
    }
    answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, checkout };
}

describe('Stripe billing (stand-in)', () => {
  let stripe: Awaited<ReturnType<typeof stripeStandIn>>;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await stripeStandIn();
    server = await startTestServer({
      plan: 'STARTUP',
      env: { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_PRICES: 'GROWTH=price_growth,STARTUP=price_startup', STRIPE_API_URL: stripe.url },
    });
  });
  afterAll(async () => {
    await server?.close();
    stripe?.server.close();
  });

  test('the overview shows the plan, its limits and the usage against each', async () => {
    const billing = await ok(client(server).get('/billing'));
    assert.equal(billing.provider, 'stripe');
    assert.equal(billing.plan, 'STARTUP');
    assert.equal(billing.planName, 'Startup');
    assert.deepEqual(billing.limits, { canPublish: true, maxConfigurators: 2, maxUsers: 5, maxProductsPerConfigurator: 10, generativeModularDesign: false });
    assert.equal(billing.usage.configurators, 2);
    assert.equal(billing.usage.users, 3);
    assert.ok(billing.usage.productsPerConfigurator > 0);
  });

  test('checkout makes the workspace a Stripe customer once, buys the plan’s price, and a paid checkout moves the limits at once', async () => {
    const c = client(server);
    const { url } = await ok(c.post('/billing/checkout', { plan: 'GROWTH' }));
    assert.match(url, /^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const created = stripe.seen.find((s) => s.path === '/v1/checkout/sessions')!;
    assert.equal(created.authorization, 'Bearer sk_test_standin');
    assert.equal(created.form.get('mode'), 'subscription');
    assert.equal(created.form.get('customer'), 'cus_oak');
    assert.equal(created.form.get('line_items[0][price]'), 'price_growth');
    assert.equal(created.form.get('client_reference_id'), 'demo');
    assert.match(created.form.get('success_url')!, /\/admin-space\/billing\?checkout=\{CHECKOUT_SESSION_ID\}$/);
    const id = [...stripe.checkout.keys()].at(-1)!;

    // not paid yet: nothing changes
    assert.equal((await ok(c.post(`/billing/checkout/${id}`))).plan, 'STARTUP');
    Object.assign(stripe.checkout.get(id)!, { status: 'complete', payment_status: 'paid' });
    const after = await ok(c.post(`/billing/checkout/${id}`));
    assert.equal(after.plan, 'GROWTH');
    assert.equal(after.limits.maxConfigurators, 5);
    // the workspace itself is on the new plan, with its limits, from this request on
    const workspace = await ok(c.get('/workspaces/demo'));
    assert.equal(workspace.plan, 'GROWTH');
    assert.equal(workspace.limits.maxConfigurators, 5);

    // the portal reuses the customer made for the checkout
    const portal = await ok(c.post('/billing/portal'));
    assert.equal(portal.url, 'https://billing.stripe.test/p/session_1');
    assert.equal(stripe.seen.filter((s) => s.path === '/v1/customers').length, 1);
    assert.equal(stripe.seen.find((s) => s.path === '/v1/billing_portal/sessions')!.form.get('customer'), 'cus_oak');
  });

  test('a checkout of another workspace does not change this one; an unknown checkout is the payment service’s 502; a plan without a price is refused', async () => {
    const c = client(server);
    stripe.checkout.set('cs_test_other', { id: 'cs_test_other', object: 'checkout.session', status: 'complete', payment_status: 'paid', client_reference_id: 'birch', metadata: { workspace: 'birch', plan: 'ENTERPRISE' } });
    assert.notEqual((await ok(c.post('/billing/checkout/cs_test_other'))).plan, 'ENTERPRISE');
    assertError(await c.post('/billing/checkout/cs_test_missing'), 502, 'payment service');
    assertError(await c.post('/billing/checkout', { plan: 'ENTERPRISE' }), 400, 'Enterprise plan cannot be bought online');
    assertError(await c.post('/billing/checkout', { plan: 'FREE' }), 400);
  });

  test('payment is for admins; a user sees the plan and usage', async () => {
    const asUser = client(server, { as: DEMO_USER });
    assert.equal((await asUser.get('/billing')).status, 200);
    assertError(await asUser.post('/billing/portal'), 403);
    assertError(await asUser.post('/billing/checkout', { plan: 'GROWTH' }), 403);
  });
});

describe('local billing', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plan: 'STARTUP' });
  });
  afterAll(() => server?.close());

  test('without Stripe the portal is the plans page, checkout says who sets plans, and a superadmin’s plan change moves the limits at once', async () => {
    const c = client(server);
    assert.equal((await ok(c.get('/billing'))).provider, 'local');
    assert.deepEqual(await ok(c.post('/billing/portal')), { url: '/subscription' });
    assertError(await c.post('/billing/checkout', { plan: 'GROWTH' }), 400, 'Contact us');
    await server.model.billing.setPlan('demo', 'GROWTH');
    const billing = await ok(c.get('/billing'));
    assert.equal(billing.plan, 'GROWTH');
    assert.equal(billing.limits.maxUsers, 25);
  });
});
