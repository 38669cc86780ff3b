// A storefront customer (signed up on the storefront, with its own cookie) saves and orders as
// themselves where the login type wants a signed-in customer, and reads their own orders only: the
// seam between the customer sessions (model.customers) and the storefront's writes (issue 18 §3, §7).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let id: string;
let sides: string;

beforeAll(async () => {
  server = await startTestServer();
  const { body } = await call(`${server.url}/api/publishedconfigurators`);
  id = body.items.find((c: { data: { title: string } }) => c.data.title === 'Shelving configurator').id;
  const set = await call(`${server.url}/api/publishedconfigurators/${id}`, { method: 'PATCH', json: { auth: { loginType: 'RequiredToOrder', signupType: 'Signup', emailPassword: true } } });
  assert.equal(set.status, 200);
  const view = await call(`${server.url}/api/published/configurator/${id}`, { as: null });
  const side = view.body.offer.modules[view.body.offer.categories[0].moduleIds[0]];
  sides = `${side.id}:${side.version}`;
});
afterAll(() => server.close());

const api = (path: string, init: { method?: string; json?: unknown; cookie?: string } = {}) =>
  call(`${server.url}/api/published/configurator/${id}${path}`, { as: null, method: init.method, json: init.json, headers: init.cookie ? { cookie: init.cookie } : {} });

async function signUp(email: string): Promise<string> {
  const reply = await api('/customers/signup', { method: 'POST', json: { email, password: 'Customer1Pass', name: email.split('@')[0] } });
  assert.equal(reply.status, 201, JSON.stringify(reply.body));
  return (reply.headers.get('set-cookie') ?? '').split(';')[0];
}

describe('a storefront customer orders as themselves', () => {
  test('RequiredToOrder: signed out is 401; signed in on the storefront, the order is theirs and only theirs to list', async () => {
    const configuration = { modules: [0, 1].map((instance) => ({ module: sides, instance, parameters: {} })), connections: [] };
    const saved = (await api('/configurations', { method: 'POST', json: configuration })).body;
    assert.equal((await api('/orders', { method: 'POST', json: { configuration: { id: saved.id, version: saved.version } } })).status, 401);

    const rosa = await signUp('rosa@workshop.example');
    const mine = await api('/configurations', { method: 'POST', json: configuration, cookie: rosa });
    assert.equal(mine.status, 201);
    const placed = await api('/orders', { method: 'POST', json: { configuration: { id: mine.body.id, version: mine.body.version } }, cookie: rosa });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(placed.body.status, 'received');
    const order = (await server.store.find('orders')).find((o) => o.document.reference === placed.body.id)!;
    assert.equal(order.owner, 'rosa@workshop.example');

    const listed = await api('/orders', { cookie: rosa });
    assert.deepEqual(listed.body.items.map((o: { id: string }) => o.id), [placed.body.id]);
    const tom = await signUp('tom@workshop.example');
    assert.deepEqual((await api('/orders', { cookie: tom })).body.items, [], 'another customer sees none of hers');
    assert.equal((await api('/orders')).status, 401);
  });
});
