// Small helpers shared by the REST tests: HTTP calls against a real test server and assertions
// about error bodies. Nothing here stands in for the server.
import assert from 'node:assert/strict';
import type { KindDef } from '../../rest/model/kinds/kind-def.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { versionsOf } from '../../rest/model/resources/storage-layout.ts';
import { createSamples, type SampleSet } from '../support/samples.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

export type Reply = Awaited<ReturnType<typeof call>>;

/**
 * Calls to a test server's /api, as its default user (the demo admin) unless `as` names another
 * user, or is null for signed-out calls.
 */
export function client(server: TestServer, options: { as?: string | null } = {}) {
  const api = `${server.url}/api`;
  const { as } = options;
  const send = (method: string) => (path: string, json?: unknown, headers?: Record<string, string>) =>
    call(`${api}${path}`, { method, json, headers, as });
  return {
    api,
    get: (path: string, headers?: Record<string, string>) => call(`${api}${path}`, { headers, as }),
    head: (path: string, headers?: Record<string, string>) => call(`${api}${path}`, { method: 'HEAD', headers, as }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    del: (path: string, headers?: Record<string, string>) => call(`${api}${path}`, { method: 'DELETE', headers, as }),
    /** a raw body with a content type of the caller's choosing */
    raw: (method: string, path: string, body: string | undefined, contentType?: string) =>
      call(`${api}${path}`, { method, body, headers: contentType ? { 'content-type': contentType } : {}, as }),
  };
}
export type Client = ReturnType<typeof client>;

/** A JSON error of this status, {statusCode, error, message}, whose message contains each fragment. */
export function assertError(reply: Reply, status: number, ...fragments: (string | RegExp)[]): void {
  const context = `${reply.status} ${JSON.stringify(reply.body)}`;
  assert.equal(reply.status, status, context);
  assertErrorBody(reply);
  for (const fragment of fragments) {
    if (typeof fragment === 'string') assert.ok(reply.body.message.includes(fragment), `message should name ${fragment}: ${context}`);
    else assert.match(reply.body.message, fragment, context);
  }
}

/** The body of an error answer: {statusCode (the status), error (its text), message}. */
export function assertErrorBody(reply: Reply): void {
  const context = `${reply.status} ${JSON.stringify(reply.body)}`;
  assert.ok(reply.body && typeof reply.body === 'object', `error body should be JSON: ${context}`);
  assert.equal(reply.body.statusCode, reply.status, context);
  assert.equal(typeof reply.body.error, 'string', context);
  assert.equal(typeof reply.body.message, 'string', context);
  assert.ok(reply.body.message.length > 0, context);
}

/** Every version record of a resource, as GET …/history answers it. */
export async function historyOf(c: Client, collection: string, id: string): Promise<{ head: number; versions: any[] }> {
  const reply = await c.get(`/${collection}/${id}/history`);
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  return reply.body;
}

export async function ok(reply: Promise<Reply> | Reply, status = 200): Promise<any> {
  const r = await reply;
  assert.equal(r.status, status, `${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** a head's document is not part of a fingerprint (every write of it moves the head), so it is not read */
const NOT_FINGERPRINTED = ['document'];

/**
 * A fingerprint of everything stored about resources: every head's versions, revision, sharing and
 * deletion, every version row, usage and short code. Equal fingerprints mean nothing was written.
 */
export async function storeFingerprint(server: TestServer): Promise<string> {
  const store = server.store;
  const parts: unknown[] = [];
  for (const kind of KINDS) {
    const heads = await store.find(kind.collection, { omit: NOT_FINGERPRINTED });
    parts.push(heads.map((h) => [h.id, h.head, h.latest, h.revision, h.deleted, h.public, h.grants, h.lastEdited]));
    parts.push(await store.count(versionsOf(kind)));
  }
  parts.push(await store.count('usages'), await store.count('shortcodes'));
  return JSON.stringify(parts);
}

/**
 * What the history and list of one collection rest on: its heads (version, revision, sharing,
 * deletion) and version rows, plus usages and short codes. Cheap enough to take around every request.
 */
export async function collectionFingerprint(server: TestServer, collection: string): Promise<string> {
  const store = server.store;
  const heads = await store.find(collection, { omit: NOT_FINGERPRINTED });
  return JSON.stringify([
    heads.map((h) => [h.id, h.head, h.latest, h.revision, h.deleted, h.public, h.grants, h.lastEdited]),
    await store.count(`${collection}_versions`),
    await store.count('usages'),
    await store.count('shortcodes'),
  ]);
}

export const kindByCollection = (collection: string): KindDef => {
  const kind = KINDS.find((k) => k.collection === collection);
  assert.ok(kind, collection);
  return kind;
};

/** A fresh seeded server and a client of it; with `samples`, one sample resource of every kind too. */
export async function openServer(): Promise<{ server: TestServer; c: Client }>;
export async function openServer(options: { samples: true }): Promise<{ server: TestServer; c: Client; samples: SampleSet }>;
export async function openServer(options: { samples?: boolean } = {}) {
  const server = await startTestServer();
  const c = client(server);
  return options.samples ? { server, c, samples: await createSamples(c.api) } : { server, c };
}
