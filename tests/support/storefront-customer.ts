// A storefront customer made as a real one is: signed up on the demo's shelving configurator, visiting
// it (from an address and browser of the test's choosing), saving a configuration and ordering it, all
// through the public storefront API. The server must trust X-Forwarded-For (TRUST_PROXY) for the address.
import assert from 'node:assert/strict';
import { call, type TestServer } from './server.ts';

export interface StorefrontCustomer {
  /** the shelving configurator's id */
  configurator: string;
  saved: { id: string; version: number };
  /** the order's resource id and its reference (OA-…) */
  order: { id: string; reference: string };
}

export async function makeStorefrontCustomer(
  server: TestServer,
  who: { email: string; name: string; password?: string },
  visitor: { address: string; userAgent: string },
): Promise<StorefrontCustomer> {
  const list = (await call(`${server.url}/api/publishedconfigurators`)).body.items;
  const configurator = list.find((c: { data: { title: string } }) => c.data.title === 'Shelving configurator').id;
  const api = (path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    call(`${server.url}/api/published/configurator/${configurator}${path}`, { as: null, ...init });
  const signUp = await api('/customers/signup', { method: 'POST', json: { email: who.email, password: who.password ?? 'Customer1Pass', name: who.name } });
  assert.equal(signUp.status, 201, JSON.stringify(signUp.body));
  const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0];
  const visit = await api('/visits', { method: 'POST', json: {}, headers: { cookie, 'x-forwarded-for': visitor.address, 'user-agent': visitor.userAgent } });
  assert.equal(visit.status, 201, JSON.stringify(visit.body));
  const view = (await api('')).body;
  const side = view.offer.modules[view.offer.categories[0].moduleIds[0]];
  const configuration = { modules: [0, 1].map((instance) => ({ module: `${side.id}:${side.version}`, instance, parameters: {} })), connections: [], session: visit.body.session };
  const saved = (await api('/configurations', { method: 'POST', json: configuration, headers: { cookie } })).body;
  const placed = await api('/orders', { method: 'POST', json: { configuration: { id: saved.id, version: saved.version }, session: visit.body.session }, headers: { cookie } });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const order = (await server.store.find('orders')).find((o) => o.document.reference === placed.body.id)!;
  return { configurator, saved: { id: saved.id, version: saved.version }, order: { id: order.id, reference: placed.body.id } };
}
