// The operational surface a team running Joinery relies on: the health probes, request ids on
// answers and error bodies, Prometheus metrics behind METRICS_TOKEN, and load shedding when the
// event loop stalls.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { SCHEMA_VERSION, SCHEMA_VERSIONS } from '../../rest/model/migrations.ts';
import { formWith, sampleFile } from '../support/files.ts';
import { call, DEMO_ADMIN, startTestServer, type TestServer } from '../support/server.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123';

describe('health probes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ as: null });
  });
  afterAll(() => server?.close());

  test('GET /healthz answers 200 {status: ok} to anyone, and GET /readyz 200 with the schema version', async () => {
    const health = await call(`${server.url}/healthz`);
    assert.equal(health.status, 200);
    assert.deepEqual(health.body, { status: 'ok' });
    const ready = await call(`${server.url}/readyz`);
    assert.equal(ready.status, 200);
    assert.deepEqual(ready.body, { status: 'ready', schemaVersion: SCHEMA_VERSION });
  });

  test('GET /readyz answers 503 naming the versions while the data is at another schema version', async () => {
    // what an instance sees when a newer release has migrated the data under it
    await server.store.update(SCHEMA_VERSIONS, { op: 'eq', field: 'id', value: 'version' }, { set: { version: SCHEMA_VERSION + 1 } });
    try {
      const ready = await call(`${server.url}/readyz`);
      assert.equal(ready.status, 503);
      assert.match(ready.body.message, new RegExp(`schema version ${SCHEMA_VERSION + 1}, newer than this release knows \\(${SCHEMA_VERSION}\\)`));
      assert.equal((await call(`${server.url}/healthz`)).status, 200, 'the process is alive all the same');
    } finally {
      await server.store.update(SCHEMA_VERSIONS, { op: 'eq', field: 'id', value: 'version' }, { set: { version: SCHEMA_VERSION } });
    }
  });

  test('GET /readyz answers 503 while the store does not answer', async () => {
    await server.store.close();
    try {
      const ready = await call(`${server.url}/readyz`);
      assert.equal(ready.status, 503);
      assert.equal(ready.body.message, 'The store does not answer');
      assert.equal((await call(`${server.url}/healthz`)).status, 200);
    } finally {
      await server.store.connect();
    }
  });

  test('both are in the OpenAPI document, public, with the statuses they answer', async () => {
    const doc = (await call(`${server.url}/api/schema.json`)).body;
    assert.equal(doc.paths['/healthz'].get['x-access'], 'public');
    assert.deepEqual(Object.keys(doc.paths['/healthz'].get.responses).sort(), ['200', '431'], 'liveness is answered even under load: never 503');
    assert.ok(doc.paths['/readyz'].get.responses['503']);
  });
});

describe('request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ as: null });
  });
  afterAll(() => server?.close());

  test('every answer has an X-Request-Id, and every error body the same id as requestId', async () => {
    const ok = await call(`${server.url}/api/version`);
    assert.match(ok.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
    for (const [path, status] of [['/api/modules', 401], ['/api/nothing-here', 404], ['/api/modules?limit=zero', 401]] as const) {
      const refused = await call(`${server.url}${path}`);
      assert.equal(refused.status, status);
      assert.equal(refused.body.requestId, refused.headers.get('x-request-id'), `${path}: ${JSON.stringify(refused.body)}`);
    }
    const invalid = await call(`${server.url}/api/auth/login`, { method: 'POST', json: { email: 42 } });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.requestId, invalid.headers.get('x-request-id'));
    assert.notEqual(ok.headers.get('x-request-id'), invalid.headers.get('x-request-id'), 'each request has its own');
  });

  test('a GraphQL answer has it as X-Request-Id, and each of its errors as extensions.requestId', async () => {
    const reply = await call(`${server.url}/graphql`, { method: 'POST', as: DEMO_ADMIN, json: { query: '{ module(id: "ffffffffffffffffffffffff") { head } }' } });
    const requestId = reply.headers.get('x-request-id');
    assert.match(requestId ?? '', /^[0-9a-f-]{36}$/);
    assert.deepEqual(reply.body.errors.map((error: any) => [error.extensions.code, error.extensions.requestId]), [['NOT_FOUND', requestId]]);
  });

  test("a well-formed incoming X-Request-Id is kept (a proxy's trace); anything else is replaced", async () => {
    const traced = await call(`${server.url}/api/modules`, { headers: { 'x-request-id': 'lb-7f3a.2026:req_01' } });
    assert.equal(traced.headers.get('x-request-id'), 'lb-7f3a.2026:req_01');
    assert.equal(traced.body.requestId, 'lb-7f3a.2026:req_01');
    for (const bad of ['has spaces in it', 'x'.repeat(200), '<script>', '-starts-with-a-dash']) {
      const replaced = await call(`${server.url}/api/modules`, { headers: { 'x-request-id': bad } });
      assert.match(replaced.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, bad);
    }
  });
});

/** The value of one sample of the Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2]?.split(/,(?=[a-z_]+=")/) ?? [];
    if (wanted.every((label) => have.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('metrics', () => {
  let server: TestServer;
  const scrape = async () => {
    const reply = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    return reply.text();
  };
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN } });
  });
  afterAll(() => server?.close());

  test('are refused without the token (401, Bearer), with a wrong one, and with an API token', async () => {
    const none = await call(`${server.url}/metrics`, { as: null });
    assert.equal(none.status, 401);
    assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer/);
    assert.match(none.body.message, /METRICS_TOKEN/);
    assert.equal((await call(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status, 401);
    const token = await call(`${server.url}/api/users/me/tokens`, { method: 'POST', json: { name: 'scraper', scope: 'read' } });
    assert.equal((await call(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token.body.token ?? token.body.secret}` } })).status, 401);
  });

  test('count requests by route pattern and status, with their latency', async () => {
    const modules = (await call(`${server.url}/api/modules?limit=1`)).body.items;
    const before = await scrape();
    const route = { method: 'GET', route: '/api/modules/:moduleId', status: '200' };
    for (let i = 0; i < 3; i++) assert.equal((await call(`${server.url}/api/modules/${modules[0].id}`)).status, 200);
    assert.equal((await call(`${server.url}/api/modules/ffffffffffffffffffffffff`)).status, 404);
    const after = await scrape();
    assert.equal(sample(after, 'joinery_http_request_duration_seconds_count', route) - sample(before, 'joinery_http_request_duration_seconds_count', route), 3, after.split('\n').filter((l) => l.includes('/api/modules/')).join('\n'));
    assert.equal(sample(after, 'joinery_http_request_duration_seconds_count', { ...route, status: '404' }), 1);
    assert.ok(sample(after, 'joinery_http_request_duration_seconds_sum', route) > 0);
    assert.ok(!after.includes(modules[0].id), 'no raw URL becomes a label');
  });

  test('count GraphQL operations by name and outcome, store operations by collection, upload bytes, event-loop lag', async () => {
    const before = await scrape();
    const query = (body: object) => call(`${server.url}/graphql`, { method: 'POST', json: body });
    assert.equal((await query({ query: 'query ShelfCount { modules(page: { limit: 1 }) { total } }', operationName: 'ShelfCount' })).status, 200);
    await query({ query: 'query Broken { module(id: "ffffffffffffffffffffffff") { head } }', operationName: 'Broken' });
    const company = (await call(`${server.url}/api/companies?limit=1`)).body.items[0];
    const png = sampleFile('png')!;
    const uploaded = await call(`${server.url}/api/companies/${company.id}/avatar.png`, { method: 'PUT', body: formWith({ bytes: png, name: 'logo.png' }) });
    assert.equal(uploaded.status, 200, JSON.stringify(uploaded.body));
    const after = await scrape();
    assert.equal(sample(after, 'joinery_graphql_operation_duration_seconds_count', { operation: 'ShelfCount', type: 'query', outcome: 'ok' }), 1);
    assert.equal(sample(after, 'joinery_graphql_operation_duration_seconds_count', { operation: 'Broken', type: 'query', outcome: 'error' }), 1);
    assert.ok(sample(after, 'joinery_store_operation_duration_seconds_count', { operation: 'find', collection: 'modules' }) > sample(before, 'joinery_store_operation_duration_seconds_count', { operation: 'find', collection: 'modules' }));
    assert.ok(sample(after, 'joinery_store_operation_duration_seconds_count', { operation: 'transaction', collection: '(transaction)' }) > 0);
    assert.equal(sample(after, 'joinery_upload_bytes_total') - sample(before, 'joinery_upload_bytes_total'), png.length);
    assert.match(after, /^nodejs_eventloop_lag_seconds \d/m);
    assert.doesNotMatch(after, /task_queue/, 'there is no task queue yet, so no gauge pretends to read one');
  });

  test('are off without METRICS_TOKEN: /metrics is no route (404), whatever is sent', async () => {
    const plain = await startTestServer({ as: null });
    try {
      const reply = await call(`${plain.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}`, accept: 'text/html' } });
      assert.equal(reply.status, 404);
      assert.equal(reply.body.statusCode, 404);
    } finally {
      await plain.close();
    }
  });
});

describe('overload protection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ as: null, env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '100', OVERLOAD_RETRY_AFTER_SECONDS: '7' } });
  });
  afterAll(() => server?.close());

  /** CPU-bound work in slices: the event loop turns between them, each turn some 200 ms late. */
  async function stallEventLoop(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const slice = Date.now() + 200;
      while (Date.now() < slice) {
        // busy on purpose: this is the stall
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The status of GET /api/version once it is no longer 503 (the loop is on time again), within 10 s. */
  async function statusOnceRecovered(): Promise<number> {
    const deadline = Date.now() + 10_000;
    let status = (await call(`${server.url}/api/version`)).status;
    while (status === 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await call(`${server.url}/api/version`)).status;
    }
    return status;
  }

  test('while the event loop stalls, requests get 503 with Retry-After; the liveness probe is still answered; then it recovers', async () => {
    // the start itself (loading the demo) may have kept the loop busy
    assert.equal(await statusOnceRecovered(), 200);
    let shed: Awaited<ReturnType<typeof call>> | undefined;
    for (let attempt = 0; attempt < 5 && !shed; attempt++) {
      await stallEventLoop(1500);
      const reply = await call(`${server.url}/api/version`);
      if (reply.status === 503) shed = reply;
    }
    assert.ok(shed, 'a request during the stall was shed');
    assert.equal(shed.headers.get('retry-after'), '7');
    assert.match(shed.body.message, /overloaded: try again in 7 seconds/);
    assert.equal(shed.body.requestId, shed.headers.get('x-request-id'));
    const [live, ready] = [await call(`${server.url}/healthz`), await call(`${server.url}/readyz`)];
    assert.equal(live.status, 200, 'liveness is never shed');
    assert.equal(ready.status, 503, 'readiness tells the load balancer to send traffic elsewhere');
    // the next sample (a second later) finds the loop on time again
    assert.equal(await statusOnceRecovered(), 200);
  }, 30_000);
});
