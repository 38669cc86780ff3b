// The access matrix's world (issue 7 §5): a test server whose samples of every kind are private to
// Oak & Ash and shared for reading with READER only, files in every file sub-resource, a short code,
// tokens and an invitation; and who calls (`send`) and what a case is. Each access-matrix test file sets it
// up once (`setUpMatrix`) for its own server, so the files run side by side.
import assert from 'node:assert/strict';
import { KINDS } from '../../../rest/model/kinds/registry.ts';
import { strictAjv } from '../../../rest/model/validation.ts';
import { SHARED_SCHEMAS } from '../../../rest/routes/schemas.ts';
import { createSamples, type SampleCollection, type SampleSet } from '../../support/samples.ts';
import { call, startTestServer, type TestServer } from '../../support/server.ts';
import type { Reply } from '../helpers.ts';
import { formWith, sampleFile } from '../../support/files.ts';
import { sampleParams, type SubresourceRoute } from '../../support/subresource-samples.ts';
// STRANGER: a guest of Oak & Ash nothing is shared with
import { systemRuntime } from '../../../rest/model/runtime.ts';
import { enqueueTask } from '../../../rest/model/tasks/tasks.ts';
import '../../support/task-types.ts';
import { BIRCH_ADMIN as FOREIGN, DEMO_ADMIN as ADMIN, DEMO_EDITOR as EDITOR, DEMO_GUEST as STRANGER } from '../../support/demo-users.ts';

export { ADMIN, EDITOR, FOREIGN };
/** a guest of Oak & Ash with read access to every sample */
export const READER = 'reader@demo.joinery.test';

export let server: TestServer;
export let samples: SampleSet;
export let shortCode: string;
export let readToken: string;
export let adminTokenId: string;
export let invitationCode: string;
/** a task of the admin's that waits for an hour, so that no case sees it change: the task routes' subject */
export let taskId: string;
/** a published configurator of the demo that no case changes: the storefront's routes' subject */
export let storefrontId: string;
/** an installed export of the demo, one of its runs with a file, and a webhook with one delivery in its log */
export const integration = { exportId: '', runId: '', webhookId: '', deliveryId: '' };
/** each sample's head version once its files are uploaded */
export const latest = new Map<string, number>();
export const ajv = strictAjv();
for (const schema of SHARED_SCHEMAS) ajv.addSchema(schema);

/** Starts the matrix's server and makes its world; for a file's beforeAll (its afterAll closes `server`). */
export async function setUpMatrix(): Promise<void> {
  server = await startTestServer();
  samples = await createSamples(`${server.url}/api`);
  const api = `${server.url}/api`;
  // every sample private to Oak & Ash, readable by READER only (and the configurator not on the storefront)
  await call(`${api}/publishedconfigurators/${samples.publishedconfigurators.id}`, { method: 'PATCH', json: { published: false } });
  await server.model.directory.addUser({ email: READER, name: 'Rea Reader', workspace: 'demo', memberships: [{ workspace: 'demo', roles: ['guest'] }], signupMethod: 'Invitation' });
  for (const kind of KINDS) {
    const reply = await call(`${api}/${kind.collection}/${samples[kind.collection as SampleCollection].id}/sharing`, { method: 'PUT', json: { public: false, grants: [{ email: READER, action: 'GrantedReadAccess' }] } });
    assert.equal(reply.status, 200);
  }
  // every file sub-resource of every sample gets content, so that reading it is a permission question
  for (const kind of KINDS) {
    const sample = samples[kind.collection as SampleCollection];
    for (const def of kind.subresources.filter((d) => d.content)) {
      const path = fillSubresource({ kind, def, versioned: false, part: 'content' }, `/api/${kind.collection}/{${kind.idParam}}/${def.content!.path ?? def.path}.{extension}`);
      const reply = await call(`${server.url}${path}`, { method: 'PUT', body: contentForm(def)() });
      assert.equal(reply.status, 200, `uploading ${path}: ${JSON.stringify(reply.body)}`);
    }
    latest.set(kind.collection, (await call(`${api}/${kind.collection}/${sample.id}`)).body.version);
  }
  shortCode = (await call(`${api}/s/modules/${samples.modules.id}/view`)).body.code;
  const admin = { ...(await server.model.directory.actorFor(ADMIN)), via: 'session' as const };
  readToken = (await server.model.identity.tokens.create(admin, { name: 'matrix reader', scope: 'read' })).token;
  adminTokenId = (await server.model.identity.tokens.create(admin, { name: 'matrix', scope: 'read-write' })).id;
  invitationCode = (await server.model.identity.invitations.invite(admin, { text: 'matrix@example.com', roles: ['guest'] }))[0].code;
  await setUpIntegrations(admin);
  const rt = systemRuntime(server.store);
  const waiting = { workspace: 'demo', owner: ADMIN, type: 'test-record', title: 'Matrix task', input: { dir: '.' }, runAt: new Date(Date.now() + 3_600_000) };
  taskId = (await server.store.transaction((tx) => enqueueTask(tx, rt, waiting))).id;
  storefrontId = (await server.store.find('publishedconfigurators')).find((h) => h.document.title === 'Shelving configurator' && h.document.published === true && !h.deleted)!.id;
}


export type Who = 'anonymous' | 'foreign' | 'stranger' | 'reader' | 'readToken' | 'admin' | 'editor';
export interface Request {
  method: string;
  path: string;
  body?: unknown;
  text?: string;
  /** a multipart body (an upload), made afresh for each send */
  form?: () => FormData;
  headers?: Record<string, string>;
}

export function send(who: Who, request: Request): Promise<Reply> {
  const as: Record<Who, string | null | undefined> = { anonymous: null, foreign: FOREIGN, stranger: STRANGER, reader: READER, readToken: null, admin: ADMIN, editor: EDITOR };
  const headers: Record<string, string> = { ...request.headers, ...(who === 'readToken' ? { authorization: `Bearer ${readToken}` } : {}) };
  if (request.text !== undefined) headers['content-type'] = 'text/plain';
  return call(`${server.url}${request.path}`, {
    method: request.method,
    as: as[who],
    headers,
    redirect: 'manual',
    ...(request.form ? { body: request.form() } : request.text !== undefined ? { body: request.text } : request.body !== undefined ? { json: request.body } : {}),
  });
}

/** One case: who calls what, and which statuses are right (with an optional check of the body). */
export interface Case {
  who: Who;
  request: Request;
  expect: number[];
  check?: (reply: Reply) => void;
}
/** A case that does not apply to a route, with the reason. */
export const na = (reason: string) => ({ na: reason });
export type CaseOrNa = Case | { na: string };
export interface RouteCases {
  unauthenticated: CaseOrNa;
  foreignWorkspace: CaseOrNa;
  unshared: CaseOrNa;
  readOnly: CaseOrNa;
}

/** The extension a file sub-resource's sample content has. */
export const contentExtension = (def: SubresourceRoute['def']) => def.content!.extensions.find((e) => sampleFile(e))!;
export const contentForm = (def: SubresourceRoute['def']) => () => {
  const extension = contentExtension(def);
  return formWith({ bytes: sampleFile(extension)!, name: `sample.${extension}` });
};

/** A sub-resource path (OpenAPI template) naming what the sample document has there, at its latest version. */
export function fillSubresource(sub: SubresourceRoute, template: string): string {
  const sample = samples[sub.kind.collection as SampleCollection];
  const params: Record<string, string | number> = {
    ...sampleParams(sub.def, sample.document),
    [sub.kind.idParam]: sample.id,
    versionId: latest.get(sub.kind.collection) ?? 1,
    ...(sub.def.content ? { extension: contentExtension(sub.def) } : {}),
  };
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])));
}

/** An export with a made file, and a webhook (to a closed port) with a delivery of an order made after it. */
async function setUpIntegrations(admin: Parameters<TestServer['model']['integrations']['installed']['install']>[0]): Promise<void> {
  const { installed, exports, worker } = server.model.integrations;
  integration.exportId = (await installed.install(admin, 'demo', { type: 'export', settings: { dataset: 'orders', format: 'csv', schedule: 'none' } })).id;
  integration.runId = (await exports.request(admin, 'demo', integration.exportId)).id;
  await worker.round();
  const hook = await installed.install(admin, 'demo', { type: 'webhook', settings: { url: 'http://127.0.0.1:9/hook', signingSecret: `whsec_${Buffer.alloc(24, 7).toString('base64')}` } });
  integration.webhookId = hook.id;
  await installed.configure(admin, 'demo', hook.id, { status: 'paused' });
  const [row] = await server.store.find('webhookoutbox', { where: { op: 'eq', field: 'integration', value: hook.id }, limit: 1 });
  if (row) integration.deliveryId = row.id;
  else {
    integration.deliveryId = 'f'.repeat(24);
    const event = { id: 'msg_matrix', type: 'order.created', timestamp: new Date().toISOString(), data: {} };
    await server.store.insert('webhookoutbox', [{ id: integration.deliveryId, workspace: 'demo', integration: hook.id, event, status: 'failed', attempts: [], due: 0, lease: 0, created: new Date().toISOString() }]);
  }
}
