// The fuzz suites (issue 16 §3): every operation of the server's own OpenAPI document gets generated
// bad requests (wrong types, huge and unicode strings, missing and extra fields, bad ids, prototype
// keys, cut-off multipart, bad tokens and conditional headers), made by fast-check from a fixed seed
// so that a failure comes back the same. Each answer must be no 5xx, a status the operation declares,
// and a body of a declared type that fits the declared schema. The operations are split between
// files (`part` of `parts`) so that the cores share the work.
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { afterAll, beforeAll, test } from 'vitest';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { answerJudge, withComponents, type DeclaredOperation } from './openapi-answers.ts';
import { plainRequest } from './http-client.ts';
import { DEMO_ADMIN, startTestServer, type TestServer } from './server.ts';
import { sampleParams, subresourceRoute } from './subresource-samples.ts';

/** Generated requests per operation. */
export const REQUESTS_PER_OPERATION = 20;
const SEED = 1616;
const CONCURRENCY = 12;

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Record<string, any>;
}

interface FuzzOperation extends DeclaredOperation {
  template: string;
  parameters: Parameter[];
  /** the JSON body's schema, with references resolved */
  json?: Record<string, any>;
  text: boolean;
  multipart: boolean;
  image: boolean;
  example?: unknown;
}

interface FuzzRequest {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** Values that have broken parsers and queries before: prototype keys, operators, control and bidi characters, huge strings. */
const NASTY = [
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ' ', '\u0000', '%00', '..', '../../etc/passwd', '-1', '0', '1e309',
  'NaN', 'null', 'true', '[]', '{}', '\u202e', '💩', '\uD800', '<script>alert(1)</script>', "' OR 1=1 --", '$where', '{"$gt":""}', 'a'.repeat(5000),
];
const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => 'ü'.repeat(n)),
);
const protoKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'zzExtra', '$where', '');
const json = fc.jsonValue({ maxDepth: 3 });
const hexId = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 });

/**
 * A value in a URL: a lone surrogate cannot be percent-encoded, so it becomes U+FFFD as a browser would send it;
 * no URL carries a path segment '.' or '..' (clients resolve it to another route, percent-encoded or not), so
 * such a value is sent as '...'.
 */
const encode = (value: string) => {
  const text = encodeURIComponent((value as string & { toWellFormed(): string }).toWellFormed());
  return /^\.{1,2}$/.test(text) ? '...' : text;
};

/** A value that passes the schema as far as a simple reading of it goes: the base that one mutation spoils. */
function exampleOf(schema: any, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleOf(choice[0], depth + 1);
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'object': {
      const required: string[] = schema.required ?? [];
      return Object.fromEntries(required.map((name) => [name, exampleOf(schema.properties?.[name], depth + 1)]));
    }
    case 'array':
      return [];
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** A value of another JSON type than the schema's. */
const wrongType = (schema: any) => {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  return json.filter((value) => {
    if (value === null) return type !== 'null';
    if (Array.isArray(value)) return type !== 'array';
    if (typeof value === 'number') return type !== 'number' && type !== 'integer';
    return typeof value !== type;
  });
};

/** `{"key": value, …the rest}` as JSON text: a prototype key survives only as text. */
const withKey = (base: unknown, key: string, value: unknown) => {
  const rest = JSON.stringify(base && typeof base === 'object' && !Array.isArray(base) ? base : {}).slice(1);
  return `{${JSON.stringify(key)}: ${JSON.stringify(value)}${rest === '}' ? '}' : `, ${rest}`}`;
};

/** A multipart body with one small file, as bytes, and its content type. */
async function multipart(field: string, name: string, bytes: Uint8Array): Promise<{ body: Uint8Array; type: string }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

class Fuzzer {
  private readonly ids = new Map<string, { id: string; document: unknown }>();
  constructor(private readonly server: TestServer) {}

  async load(): Promise<void> {
    for (const kind of KINDS) {
      const [head] = await this.server.store.find(kind.collection, { where: { op: 'eq', field: 'deleted', value: false }, limit: 1 });
      if (head) this.ids.set(kind.collection, { id: head.id, document: head.document });
    }
  }

  /** A value for a path parameter that names something real where the demo has one, so that other mutations reach their check. */
  private validParam(op: FuzzOperation, parameter: Parameter): string {
    const collection = op.template.split('/')[2];
    const resource = this.ids.get(collection);
    const sub = subresourceRoute(op.template);
    if (sub && resource) {
      try {
        const picks = sampleParams(sub.def, resource.document);
        if (parameter.name in picks) return encode(String(picks[parameter.name]));
      } catch {
        // the demo's document has nothing there: any well-formed value (404)
      }
    }
    if (KINDS.some((k) => k.idParam === parameter.name || `${k.idParam}2` === parameter.name)) return resource?.id ?? 'a'.repeat(24);
    const schema = parameter.schema;
    if (schema.enum) return encode(String(schema.enum[0]));
    if (schema.type === 'integer' || /version/i.test(parameter.name)) return '1';
    if (schema.format === 'email') return 'admin%40demo.joinery.test';
    const candidates = ['demo', 'modules', 'view', resource?.id ?? 'a'.repeat(24), 'a'.repeat(22), '0123456789abcdef', 'x'];
    return encode(candidates.find((c) => !schema.pattern || new RegExp(schema.pattern).test(c)) ?? 'x');
  }

  private url(op: FuzzOperation, params: Record<string, string> = {}, query = ''): string {
    let path = op.template;
    for (const p of op.parameters.filter((p) => p.in === 'path')) path = path.replace(`{${p.name}}`, params[p.name] ?? this.validParam(op, p));
    return `${this.server.url}${path}${query ? `?${query}` : ''}`;
  }

  /** The operation's valid body, as text, and its content type. */
  private validBody(op: FuzzOperation): { body?: string; type?: string } {
    if (op.json) return { body: JSON.stringify(op.example ?? exampleOf(op.json)), type: 'application/json' };
    if (op.text) return { body: 'someone@example.com', type: 'text/plain' };
    return {};
  }

  /** Every kind of bad request that applies to the operation, each an arbitrary. */
  requests(op: FuzzOperation): fc.Arbitrary<Promise<FuzzRequest>> {
    const valid = this.validBody(op);
    const request = (label: string, url: string, headers: Record<string, string> = {}, body: string | Uint8Array | undefined = valid.body, type = valid.type) =>
      Promise.resolve({ label, method: op.method, url, headers: { ...(body !== undefined && type ? { 'content-type': type } : {}), ...headers }, body });
    const pathParams = op.parameters.filter((p) => p.in === 'path');
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const kinds: fc.Arbitrary<Promise<FuzzRequest>>[] = [
      fc.tuple(fc.oneof(protoKey, fc.constantFrom(...queryParams.map((p) => p.name), 'zz')), text).map(([key, value]) =>
        request(`query ${key}=${value.slice(0, 20)}`, this.url(op, {}, `${encode(key)}=${encode(value)}`)),
      ),
      fc.oneof(text.map((t) => `Bearer ${t}`), text.map((t) => `Bearer jny_${t}`), fc.constantFrom('Basic YTpi', 'Bearer', 'jny_x')).map((authorization) =>
        request('a bad Authorization header', this.url(op), { authorization: authorization.replace(/[^\t\x20-\x7e]/g, '?') }),
      ),
      fc.tuple(fc.constantFrom('if-match', 'if-none-match', 'range'), text).map(([name, value]) =>
        request(`${name}: ${value.slice(0, 20)}`, this.url(op), { [name]: value.replace(/[^\t\x20-\x7e]/g, '?').slice(0, 2000) }),
      ),
    ];
    if (pathParams.length) {
      kinds.push(
        fc.tuple(fc.nat(pathParams.length - 1), fc.oneof(text, hexId)).map(([i, value]) =>
          request(`path ${pathParams[i].name}=${value.slice(0, 20)}`, this.url(op, { [pathParams[i].name]: encode(value || ' ') })),
        ),
      );
    }
    if (queryParams.length) {
      kinds.push(
        fc.tuple(fc.constantFrom(...queryParams), fc.oneof(text, json.map((v) => JSON.stringify(v)))).map(([p, value]) =>
          request(`query ${p.name} twice`, this.url(op, {}, `${encode(p.name)}=${encode(value)}&${encode(p.name)}=1`)),
        ),
      );
    }
    if (op.json) kinds.push(...this.jsonBodies(op, request));
    if (op.text) kinds.push(text.map((t) => request(`text ${t.slice(0, 20)}`, this.url(op), {}, t, 'text/plain')));
    if (op.multipart) kinds.push(...this.multipartBodies(op));
    if (op.image) {
      kinds.push(fc.uint8Array({ maxLength: 64 }).map((bytes) => request('random image bytes', this.url(op), {}, bytes, 'image/png')));
    }
    return fc.oneof(...kinds);
  }

  private jsonBodies(op: FuzzOperation, request: (label: string, url: string, headers?: Record<string, string>, body?: string | Uint8Array, type?: string) => Promise<FuzzRequest>) {
    const base = (op.example ?? exampleOf(op.json)) as Record<string, unknown>;
    const properties = Object.keys(op.json!.properties ?? {});
    const required: string[] = op.json!.required ?? [];
    const url = this.url(op);
    const send = (label: string, body: string) => request(label, url, {}, body, 'application/json');
    const kinds = [
      fc.tuple(protoKey, json).map(([key, value]) => send(`extra ${key}`, withKey(base, key, value))),
      json.map((value) => send('another JSON value', JSON.stringify(value))),
      fc.nat(200).map((n) => send('cut-off JSON', JSON.stringify(base).slice(0, n % Math.max(1, JSON.stringify(base).length)))),
      fc.nat(40).map((n) => send('deep nesting', `${'['.repeat(n * 50)}${']'.repeat(n * 50)}`)),
    ];
    if (required.length) kinds.push(fc.constantFrom(...required).map((name) => send(`without ${name}`, JSON.stringify({ ...base, [name]: undefined }))));
    if (properties.length) {
      kinds.push(
        fc.constantFrom(...properties).chain((name) => wrongType(op.json!.properties[name]).map((value) => send(`${name} of a wrong type`, JSON.stringify({ ...base, [name]: value })))),
        fc.tuple(fc.constantFrom(...properties), text).map(([name, value]) => send(`${name} = ${value.slice(0, 20)}`, JSON.stringify({ ...base, [name]: value }))),
      );
    }
    return kinds;
  }

  private multipartBodies(op: FuzzOperation) {
    const url = this.url(op);
    const send = (label: string, body: Uint8Array, type: string) => Promise.resolve({ label, method: op.method, url, headers: { 'content-type': type }, body });
    return [
      fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.nat()).map(async ([bytes, cut]) => {
        const form = await multipart('file', 'a.png', bytes);
        return send('cut-off multipart', form.body.subarray(0, cut % form.body.length), form.type);
      }),
      fc.tuple(fc.oneof(protoKey, text), text, fc.uint8Array({ maxLength: 64 })).map(async ([field, name, bytes]) => {
        const form = await multipart(field || 'file', name || 'x', bytes);
        return send(`multipart field ${field.slice(0, 20)}`, form.body, form.type);
      }),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => send('multipart without a boundary', bytes, 'multipart/form-data')),
    ];
  }

  /** Sent as the demo admin (`cookie`) unless the request brings an Authorization header of its own. */
  async send(request: FuzzRequest, cookie: string) {
    const headers = 'authorization' in request.headers ? request.headers : { cookie, ...request.headers };
    return plainRequest(request.url, { method: request.method, headers, body: request.body });
  }
}

/** The operations of the server's OpenAPI document, in a fixed order. */
function operationsOf(document: any): FuzzOperation[] {
  const components = document.components.schemas;
  const operations: FuzzOperation[] = [];
  for (const [template, item] of Object.entries<any>(document.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'head', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        template,
        method: method.toUpperCase(),
        parameters: op.parameters ?? [],
        responses: op.responses,
        json: content['application/json'] && withComponents(content['application/json'].schema, components),
        example: content['application/json']?.example,
        text: !!content['text/plain'],
        multipart: !!content['multipart/form-data'],
        image: Object.keys(content).some((type) => type.startsWith('image/')),
      });
    }
  }
  return operations;
}

/** Runs `run` over the items a few at a time; answers the problems found. */
async function pool<T>(items: T[], run: (item: T) => Promise<string[]>): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) problems.push(...(await run(items[next++])));
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return problems;
}

export function fuzzSuite(part: number, parts: number): void {
  let server: TestServer;
  let fuzzer: Fuzzer;
  let operations: FuzzOperation[];
  let judge: ReturnType<typeof answerJudge>;

  beforeAll(async () => {
    // sign-in and demo requests answer 429 once their limits are reached: fine, it is declared; generous limits keep more requests reaching their checks
    server = await startTestServer({ env: { RATE_LIMIT_SIGN_IN: '1000/minute', RATE_LIMIT_DEMO_REQUESTS: '1000/minute' } });
    fuzzer = new Fuzzer(server);
    await fuzzer.load();
    const document = server.app.swagger() as any;
    judge = answerJudge(document.components);
    operations = operationsOf(document).filter((_, i) => i % parts === part);
  });
  afterAll(() => server.close());

  test(`every operation of the OpenAPI document (part ${part + 1} of ${parts}) answers ${REQUESTS_PER_OPERATION} generated bad requests without a 5xx, as it declares`, { timeout: 120_000 }, async () => {
    const batches = operations.map((op, i) => ({ op, requests: fc.sample(fuzzer.requests(op), { seed: SEED + part * 100_000 + i, numRuns: REQUESTS_PER_OPERATION }) }));
    assert.ok(operations.length > 100, `${operations.length} operations`);
    let sent = 0;
    const problems = await pool(batches, async ({ op, requests }) => {
      // the demo admin's session, looked up once per operation (an operation may have ended it: logout)
      const cookie = await server.sessionCookie(DEMO_ADMIN);
      const found: string[] = [];
      for (const made of requests) {
        const request = await made;
        const reply = await fuzzer.send(request, cookie);
        sent++;
        const where = `${op.method} ${op.template} [${request.label}] → ${reply.status} ${JSON.stringify(reply.body)?.slice(0, 200)}`;
        if (reply.status >= 500) found.push(`5xx: ${where}`);
        else {
          const problem = judge(op, reply);
          if (problem) found.push(`${problem}: ${where}`);
        }
      }
      return found;
    });
    assert.equal(sent, operations.length * REQUESTS_PER_OPERATION);
    assert.deepEqual(problems.slice(0, 30), [], `${problems.length} of ${sent} answers broke the contract`);
  });
}
