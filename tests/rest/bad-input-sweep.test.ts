// A sweep over every route of every kind, as the server itself documents them (its OpenAPI document):
// malformed path parameters, unknown, over-long, mistyped, repeated and garbage query values, broken and
// mistyped bodies. Every answer is a 4xx JSON error (400 naming the parameter where the input is
// malformed) or a success, never a 5xx; no refused request writes anything; and every answer is one
// its operation declares in the document, with a body that fits the declared schema.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { KINDS, kindOf } from '../../rest/model/kinds/registry.ts';
import { WEBSITE_CONTENT } from '../../rest/model/website/website-docs.ts';
import { statusesOf } from '../../rest/routes/operation.ts';
import { formWith, sampleFile } from '../support/files.ts';
import { plainRequest } from '../support/http-client.ts';
import { answerJudge, type DeclaredResponse } from '../support/openapi-answers.ts';
import { expectedOperationIds } from '../support/operations.ts';
import { sampleParams, sampleValue, subresourceRoute } from '../support/subresource-samples.ts';
import { ROUTE_TABLE } from '../../rest/routes/route-table.ts';
import { createSamples, type SampleCollection, type SampleSet } from '../support/samples.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { collectionFingerprint, storeFingerprint, type Reply } from './helpers.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: { type?: string; enum?: unknown[]; pattern?: string; format?: string; maxLength?: number; items?: unknown };
}
interface Operation {
  method: string;
  template: string;
  parameters: Parameter[];
  hasBody: boolean;
  /** the JSON body's documented example (routes outside the kinds declare one), a valid body to spoil */
  example?: Record<string, unknown>;
  /** the body is plain text, not JSON (POST /users/invitations) */
  textBody: boolean;
  /** only superadmins may call it: the sweep calls it as one, so that its input is what is refused */
  superadmin?: boolean;
  /** the JSON schema of the request body, as documented */
  bodySchema?: any;
  /** takes multipart/form-data (an upload) */
  multipart?: boolean;
  /** status → what the document declares */
  responses: Record<string, DeclaredResponse>;
  /** the collection the route belongs to, or whose resources it touches */
  collection: SampleCollection;
}

let server: TestServer;
let samples: SampleSet;
let operations: Operation[];
let code: string;
const HUGE = 'x'.repeat(5000);
const SUPERADMIN = 'ops@joinery.app';
/** whole numbers written in other ways than decimal digits: each is 1 to Number() */
const NOT_DECIMAL = ['0x1', '0b1', '1e0', '+1', ' 1', '1.0'];

beforeAll(async () => {
  server = await startTestServer();
  samples = await createSamples(`${server.url}/api`);
  await server.model.directory.addUser({ email: SUPERADMIN, name: 'Joinery Ops', workspace: 'demo', memberships: [{ workspace: 'demo', roles: ['user'] }], signupMethod: 'Invitation' });
  code = (await call(`${server.url}/api/s/modules/${samples.modules.id}/view`)).body.code;
  const document = server.app.swagger() as unknown as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: any; responses: Record<string, DeclaredResponse>; 'x-access'?: string }>>;
    components: { schemas: Record<string, unknown>; responses?: Record<string, DeclaredResponse> };
  };
  undeclared = answerJudge(document.components);
  operations = [];
  for (const [template, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'head', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const segment = template.split('/')[2];
      const collection = (KINDS.some((k) => k.collection === segment) ? segment : 'modules') as SampleCollection;
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        template,
        parameters: op.parameters ?? [],
        hasBody: op.requestBody !== undefined,
        bodySchema: content['application/json']?.schema,
        example: content['application/json']?.example as Record<string, unknown> | undefined,
        textBody: op.requestBody !== undefined && !content['application/json'] && !content['multipart/form-data'],
        superadmin: op['x-access'] === 'superadmin',
        multipart: content['multipart/form-data'] !== undefined,
        responses: op.responses,
        collection,
      });
    }
  }
  // the browser short link is hidden from the API document, but is a route like any other
  operations.push({
    method: 'GET',
    template: '/s/{code}',
    parameters: [{ name: 'code', in: 'path', schema: { type: 'string' } }],
    hasBody: false,
    textBody: false,
    // as the route table declares it: errors are JSON error bodies
    responses: Object.fromEntries(
      statusesOf(ROUTE_TABLE.find((op) => op.path === '/s/{code}')!).map((status) => [status, status >= 400 ? { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } : {}]),
    ),
    collection: 'modules',
  });
});

let undeclared: ReturnType<typeof answerJudge>;
afterAll(() => server.close());

/** A value for each path parameter that names something real. */
function validParam(op: Operation, name: string): string {
  const sub = subresourceRoute(op.template);
  if (sub && name in sampleParams(sub.def, samples[op.collection].document)) return encodeURIComponent(String(sampleParams(sub.def, samples[op.collection].document)[name]));
  if (name === 'versionId' || name === 'versionId2' || name === 'version') return '1';
  if (name === 'moduleRef') return samples.modules.id;
  if (name === 'extension') return String(op.parameters.find((p) => p.name === name)!.schema.enum![0]);
  if (name === 'kind') return 'modules';
  if (name === 'mode') return 'view';
  if (name === 'code' && !op.template.includes('/invitations/')) return code;
  if (name === 'id') return samples.modules.id;
  if (op.template.startsWith('/api/websitecontent/')) return name === 'type' ? 'blog' : WEBSITE_CONTENT.blog[0].slug;
  if (KINDS.some((k) => k.idParam === name || `${k.idParam}2` === name)) return samples[op.collection].id;
  // parameters outside the kinds: what their schema allows (a provider, an e-mail, an invitation code, an alias)
  const schema = op.parameters.find((p) => p.name === name)?.schema ?? {};
  if (schema.enum) return String(schema.enum[0]);
  if (schema.format === 'email') return DEMO_ADMIN;
  const candidates = ['demo', 'a'.repeat(22), '0123456789abcdef', samples[op.collection].id];
  return candidates.find((c) => !schema.pattern || new RegExp(schema.pattern).test(c)) ?? samples[op.collection].id;
}

/** A body that passes validation, so a refusal is about the input under test, not the body. */
function validBody(op: Operation): unknown {
  if (op.example) return op.example;
  if (op.textBody) return 'someone@example.com';
  const sub = subresourceRoute(op.template);
  if (sub) return op.method === 'PATCH' ? {} : sampleValue(sub.def, samples[op.collection].document);
  if (op.template.endsWith('/sharing')) return { public: false, grants: [] };
  if (op.template.includes('/log/')) return {};
  if (op.method === 'PATCH') return {};
  if (op.template === '/api/demorequests') return { kind: 'demo', name: 'Rosa Carpenter', email: 'rosa@workshop.example' };
  return samples[op.collection].document;
}

function url(op: Operation, params: Record<string, string> = {}, query = ''): string {
  let path = op.template;
  for (const p of op.parameters.filter((p) => p.in === 'path')) path = path.replace(`{${p.name}}`, params[p.name] ?? validParam(op, p.name));
  return `${server.url}${path}${query ? `?${query}` : ''}`;
}

interface Case {
  label: string;
  url: string;
  body?: string;
  /** a multipart body, for uploads */
  form?: () => FormData;
  contentType?: string;
  /** 'param': a 400 whose message names `names`; '4xx': any JSON 4xx; 'no5xx': anything but a 5xx */
  expect: 'param' | '4xx' | 'no5xx';
  names?: string;
}

function cases(op: Operation): Case[] {
  const list: Case[] = [];
  const body = op.hasBody ? (op.textBody ? String(validBody(op)) : JSON.stringify(validBody(op))) : undefined;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  pathParams.forEach((p, i) => {
    // values that break the parameter's rule (a map key such as a provider name may well be 'not-an-id')
    const garbage = i === 0 ? ['not-an-id', 'a'.repeat(300), '%F0%9F%92%A9'] : [p.schema.pattern ? 'Not%20An%20Id!' : 'not-an-id', '-1'];
    if (p.schema.type === 'integer') garbage.push(...NOT_DECIMAL.map(encodeURIComponent));
    // an element id (connectorsId, partsId …) is any short text: one that is not there is a 404; an over-long one a 400
    const free = p.schema.type === 'string' && !p.schema.pattern && !p.schema.enum;
    if (free) list.push({ label: `path ${p.name} over-long`, url: url(op, { [p.name]: 'x'.repeat(101) }), body, expect: 'param', names: p.name });
    for (const value of garbage) {
      // a value the parameter's own pattern allows (a workspace alias or a slug may well be not-an-id) may only be refused as missing
      const decoded = decodeURIComponent(value);
      const allowed = p.schema.pattern !== undefined && new RegExp(p.schema.pattern).test(decoded) && decoded.length <= (p.schema.maxLength ?? Infinity);
      list.push({ label: `path ${p.name}=${value.slice(0, 12)}`, url: url(op, { [p.name]: value }), body, expect: free || allowed ? '4xx' : 'param', names: p.name });
    }
  });
  const q = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  list.push({ label: 'unknown query', url: url(op, {}, q([['zzUnknown', '1']])), body, expect: queryParams.length ? 'param' : 'no5xx', names: 'zzUnknown' });
  const firstText = queryParams.find((p) => p.schema.type === 'string');
  for (const p of queryParams) {
    list.push({ label: `query ${p.name} huge`, url: url(op, {}, q([[p.name, HUGE]])), body, expect: 'param', names: p.name });
    const type = p.schema.type;
    const wrong = type === 'boolean' ? 'maybe' : type === 'integer' ? 'ten' : type === 'array' ? 'x' : p.schema.enum ? 'bogus' : p.schema.pattern ? 'not-an-id' : undefined;
    if (wrong) list.push({ label: `query ${p.name}=${wrong}`, url: url(op, {}, q([[p.name, wrong]])), body, expect: 'param', names: p.name });
    if (type === 'integer' || (type === 'array' && (p.schema.items as { type?: string })?.type === 'integer')) {
      for (const notDecimal of NOT_DECIMAL) list.push({ label: `query ${p.name}=${notDecimal}`, url: url(op, {}, q([[p.name, notDecimal]])), body, expect: 'param', names: p.name });
    }
    // a repeated value arrives as a list: every typed parameter, and one text parameter per route
    if (type !== 'array' && (type !== 'string' || p === firstText)) {
      list.push({ label: `query ${p.name} twice`, url: url(op, {}, q([[p.name, '1'], [p.name, '2']])), body, expect: 'param', names: p.name });
    }
  }
  const free = queryParams.filter((p) => p.schema.type === 'string' && !p.schema.enum && !p.schema.pattern);
  if (free.length) {
    const garbage = free.map((p) => `${encodeURIComponent(p.name)}=%FF%FE%00%E2%80%AE%22%27%3B--`).join('&');
    list.push({ label: 'garbage text in every free-text query value', url: url(op, {}, garbage), body, expect: 'no5xx' });
  }
  if (op.multipart) {
    const png = sampleFile('png')!;
    list.push({ label: 'two files', url: url(op), form: () => formWith({ bytes: png, name: 'a.png' }, { bytes: png, name: 'b.png' }), expect: '4xx' });
    list.push({ label: 'an empty file', url: url(op), form: () => formWith({ bytes: Buffer.alloc(0), name: 'a.png' }), expect: '4xx' });
    list.push({ label: 'a name leaving its folder', url: url(op), form: () => formWith({ bytes: png, name: '../../a.png' }), expect: '4xx' });
    list.push({ label: 'a text field only', url: url(op), form: () => { const f = new FormData(); f.append('file', 'text'); return f; }, expect: '4xx' });
  }
  if (op.textBody) {
    for (const [label, text] of [['JSON instead of text', '{"a": 1}'], ['no address', ';;'], ['not an address', 'nobody']]) {
      list.push({ label, url: url(op), body: text, contentType: label.startsWith('JSON') ? 'application/json' : 'text/plain', expect: '4xx' });
    }
  } else if (op.hasBody) {
    list.push({ label: 'broken JSON', url: url(op), body: '{"a": [1, ', expect: '4xx' });
    list.push({ label: 'a JSON list', url: url(op), body: '[1, 2]', expect: '4xx' });
    list.push({ label: 'a JSON number', url: url(op), body: '12', expect: '4xx' });
    const valid = validBody(op) as Record<string, unknown>;
    const schema = op.bodySchema ?? {};
    // an object with a fixed set of properties refuses others; a map (providers) takes any key that fits its rule
    if (schema.type === 'object' && schema.additionalProperties === false && !op.multipart) {
      list.push({ label: 'unknown property', url: url(op), body: JSON.stringify({ ...valid, zzUnknown: true }), expect: 'param', names: 'zzUnknown' });
    }
    // a multipart route answers JSON with 415 (the body must be the upload) before reading any field
    const [field, wrong] = op.multipart ? [] : wrongField(op, schema);
    if (field) list.push({ label: `wrong type of ${field}`, url: url(op), body: JSON.stringify({ ...valid, [field]: wrong }), expect: 'param', names: field });
    list.push({ label: 'XML', url: url(op), body: '<a/>', contentType: 'application/xml', expect: '4xx' });
    list.push({ label: 'text', url: url(op), body: body ?? '{}', contentType: 'text/plain', expect: '4xx' });
  }
  return list;
}

/** A property of the body to send with a value of the wrong type: the title of a document, a field of a sub-resource. */
function wrongField(op: Operation, schema: any): [string | undefined, unknown] {
  if (op.template.endsWith('/sharing')) return ['public', 'yes'];
  if (op.template.includes('/log/')) return ['tag', 5];
  if (!subresourceRoute(op.template)) return [kindOf(op.collection)!.titleField, 12345];
  const text = Object.entries(schema.properties ?? {}).find(([name, s]: [string, any]) => s.type === 'string' && (schema.required ?? []).includes(name));
  return text ? [text[0], 12345] : [undefined, undefined];
}

async function send(op: Operation, c: Case): Promise<Reply> {
  if (c.form) return call(c.url, { method: op.method, body: c.form(), redirect: 'manual' });
  // a live session of whom the request acts as, looked up per request as `call` does (a case may have signed it out)
  const headers: Record<string, string> = { cookie: await server.sessionCookie(op.superadmin ? SUPERADMIN : DEMO_ADMIN) };
  if (c.body !== undefined) headers['content-type'] = c.contentType ?? (op.textBody ? 'text/plain' : 'application/json');
  // a redirect is the answer under test, not the page it leads to (plainRequest follows none)
  return plainRequest(c.url, { method: op.method, body: c.body, headers });
}

function problem(op: Operation, c: Case, reply: Reply): string | undefined {
  const where = `${op.method} ${op.template} [${c.label}] → ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`;
  if (reply.status >= 500) return `5xx: ${where}`;
  const notDeclared = undeclared(op, reply);
  if (notDeclared) return `${notDeclared}: ${where}`;
  const isError = reply.status >= 400;
  if (isError && op.method !== 'HEAD') {
    const b = reply.body;
    if (!b || typeof b !== 'object' || b.statusCode !== reply.status || typeof b.error !== 'string' || typeof b.message !== 'string') return `not a JSON error: ${where}`;
  }
  if (c.expect === 'no5xx') return undefined;
  if (!isError) return `accepted: ${where}`;
  if (c.expect === 'param') {
    if (reply.status !== 400) return `not 400: ${where}`;
    if (op.method !== 'HEAD' && !reply.body.message.includes(c.names!)) return `message does not name ${c.names}: ${where}`;
  }
  return undefined;
}

/**
 * Requests run a few at a time. Every case of a writing route must be refused (problem() reports any
 * that is not), so the collection must be exactly as before once all of a route's cases are answered.
 */
async function sweep(ops: Operation[]): Promise<{ problems: string[]; requests: number }> {
  const problems: string[] = [];
  let requests = 0;
  for (const op of ops) {
    const all = cases(op);
    requests += all.length;
    const before = await collectionFingerprint(server, op.collection);
    for (let i = 0; i < all.length; i += 8) {
      const batch = all.slice(i, i + 8);
      const replies = await Promise.all(batch.map((c) => send(op, c)));
      batch.forEach((c, j) => {
        const found = problem(op, c, replies[j]);
        if (found) problems.push(found);
      });
    }
    if ((await collectionFingerprint(server, op.collection)) !== before) problems.push(`refused requests wrote: ${op.method} ${op.template}`);
  }
  return { problems, requests };
}

test('the API document lists every route of every kind and sub-resource', () => {
  for (const kind of KINDS) {
    const routes = operations.filter((op) => op.template.startsWith(`/api/${kind.collection}/`) || op.template === `/api/${kind.collection}`);
    // create, list, list all, get, HEAD, version, history, log, log entry (get, put), diff, permissions,
    // sharing (get, put), usages (head and version), put head and version, patch head and version, delete head and version;
    // per sub-resource: head and versioned reads, the log, each write in both forms, binary content read and upload in both forms
    assert.equal(routes.length, expectedOperationIds(kind).length, `${kind.collection}: ${routes.map((op) => `${op.method} ${op.template}`).join(', ')}`);
  }
});

for (const kind of KINDS) {
  test(`${kind.collection}: no bad input to any of its routes is a 5xx or writes anything`, async () => {
    const before = await storeFingerprint(server);
    const { problems, requests } = await sweep(operations.filter((op) => op.template.startsWith(`/api/${kind.collection}/`) || op.template === `/api/${kind.collection}`));
    assert.ok(requests > 100, `${requests} requests`);
    assert.deepEqual(problems, []);
    assert.equal(await storeFingerprint(server), before, 'the sweep wrote something');
  });
}

test('short codes and the version route: no bad input is a 5xx or writes anything', async () => {
  const before = await storeFingerprint(server);
  const { problems } = await sweep(operations.filter((op) => !KINDS.some((k) => op.template.startsWith(`/api/${k.collection}`))));
  assert.deepEqual(problems, []);
  assert.equal(await storeFingerprint(server), before);
});
