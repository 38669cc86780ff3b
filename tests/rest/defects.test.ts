// Defects the audit of issue 16 §1 found, each with the test that failed before its fix: cut-off
// uploads, answers the OpenAPI document did not declare, private details in public reads, short codes
// made by outsiders, API tokens after a password change.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { formWith, sampleFile } from '../support/files.ts';
import { call, type TestServer } from '../support/server.ts';
import { assertError, openServer, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
beforeAll(async () => {
  ({ server, c } = await openServer());
});
afterAll(() => server.close());

/** The bytes and content type of a multipart body, cut off before its closing boundary. */
async function cutOff(form: FormData, keep: (bytes: Buffer, boundary: string) => number): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  const type = request.headers.get('content-type')!;
  const bytes = Buffer.from(await request.arrayBuffer());
  const boundary = /boundary=(.+)$/.exec(type)![1];
  return { body: bytes.subarray(0, keep(bytes, boundary)), type };
}

const blobFiles = () => {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
    } catch {
      return [];
    }
  };
  return walk(join(server.dataDir, 'blobs')).sort();
};

describe('§1.2 a multipart upload cut off before its closing boundary', () => {
  test('is a 400 naming the problem, and leaves no blob behind', async () => {
    const company = await c.post('/companies', { name: 'Cut-off uploads' });
    assert.equal(company.status, 201);
    const png = sampleFile('png')!;
    const cuts: [string, (bytes: Buffer, boundary: string) => number][] = [
      ['before the closing boundary', (bytes, boundary) => bytes.lastIndexOf(`--${boundary}--`)],
      ['in the middle of the file', (bytes) => bytes.indexOf(png.subarray(0, 8)) + 20],
      ['inside the part headers', (bytes) => bytes.indexOf('Content-Type') + 5],
    ];
    const before = blobFiles();
    for (const [label, keep] of cuts) {
      for (const path of [`/companies/${company.body.id}/avatar.png`, `/companies/${company.body.id}/v/1/avatar.png?notHead=true`]) {
        const { body, type } = await cutOff(formWith({ bytes: png, name: 'a.png' }), keep);
        const reply = await call(`${c.api}${path}`, { method: 'PUT', body, headers: { 'content-type': type } });
        assertError(reply, 400, 'multipart');
        assert.ok(reply.body.message.length < 300, label);
      }
    }
    assert.deepEqual(blobFiles(), before, 'no blob and no staged upload was left');
    assert.equal((await c.get(`/companies/${company.body.id}/history`)).body.versions.length, 1);
  });
});
