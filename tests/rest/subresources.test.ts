// Every sub-resource of the registry (rest-api.md §3.2, §7.4, §7.7, §7.8), walked from the registry
// with sample documents: both read forms with their ETags and 304s, the log, and each write the
// registry gives it, in both forms; a write adds a version (a branch with notHead) and never changes
// an earlier version. A sub-resource added to the registry is walked here without new test code.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { createResource, type SampleCollection, type SampleSet } from '../support/samples.ts';
import { samplePath, sampleValue } from '../support/subresource-samples.ts';
import type { TestServer } from '../support/server.ts';
import { assertError, historyOf, ok, openServer, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
let samples: SampleSet;

beforeAll(async () => ({ server, c, samples } = await openServer({ samples: true })));
afterAll(() => server.close());

/** A fresh resource with the sample's document, so each write starts from the same place. */
async function fresh(collection: SampleCollection) {
  return createResource(c.api, collection, samples[collection].document);
}

/** A value that differs from `value` and still fits its schema: the first name (or count) found is changed, a list doubled. */
function changed(value: any): any {
  if (Array.isArray(value)) return [...value, ...value];
  const copy = structuredClone(value);
  const queue: any[] = [copy];
  while (queue.length) {
    const at = queue.shift();
    if (typeof at.name === 'string') {
      at.name = `changed-${at.name}`;
      return copy;
    }
    if (typeof at.triangles === 'number') {
      at.triangles += 1;
      return copy;
    }
    for (const child of Object.values(at)) if (child && typeof child === 'object' && !Array.isArray(child)) queue.push(child);
  }
  // a map (providers, a provider's data): one more entry
  return { ...copy, ...(Object.values(copy).every((v) => v && typeof v === 'object') ? { extra: { note: 'added' } } : { note: 'added' }) };
}

test('every kind the catalogue gives sub-resources has them in the registry', () => {
  const withSubresources = KINDS.filter((k) => k.subresources.length).map((k) => k.collection).sort();
  assert.deepEqual(withSubresources, [
    'appearances', 'companies', 'connectortypes', 'modules', 'offlineactions', 'orders', 'populations', 'productconfigurations', 'products', 'workbatches',
  ]);
});

for (const kind of KINDS) {
  for (const def of kind.subresources) {
    const collection = kind.collection as SampleCollection;
    describe(`${collection} ${def.path}`, () => {
      let id: string;
      let path: string;
      let value: unknown;
      beforeAll(() => {
        ({ id } = samples[collection]);
        path = samplePath(def, samples[collection].document);
        value = sampleValue(def, samples[collection].document);
      });

      test('head form: the value, the head ETag, 304 with it', async () => {
        const read = await c.get(`/${collection}/${id}/${path}`);
        assert.equal(read.status, 200, JSON.stringify(read.body));
        assert.deepEqual(read.body.document, value);
        assert.equal(read.body.id, id);
        const etag = read.headers.get('etag')!;
        assert.equal(etag, `"${read.body.head}"`);
        const again = await c.get(`/${collection}/${id}/${path}`, { 'if-none-match': etag });
        assert.equal(again.status, 304);
        assert.equal(again.body, undefined);
      });

      test('versioned form: the value of that version, its ETag, 304 with it', async () => {
        const read = await c.get(`/${collection}/${id}/v/1/${path}`);
        assert.equal(read.status, 200, JSON.stringify(read.body));
        assert.deepEqual(read.body.document, value);
        assert.equal(read.body.version, 1);
        const etag = read.headers.get('etag')!;
        assert.match(etag, /^"1\.\d+"$/);
        assert.equal((await c.get(`/${collection}/${id}/v/1/${path}`, { 'if-none-match': etag })).status, 304);
        assertError(await c.get(`/${collection}/${id}/v/99/${path}`), 404, 'no version 99');
      });

      test('log: versions newest first, each with the value then', async () => {
        const log = await ok(c.get(`/${collection}/${id}/${path}/log?limit=5`));
        assert.ok(Array.isArray(log) && log.length >= 1);
        const first = log[log.length - 1];
        assert.equal(first.version, 1);
        assert.deepEqual(first.document, value);
        assert.equal(first.changed, true, 'the first version brought it');
      });

      for (const write of def.writes ?? []) {
        test(`${write.toUpperCase()} on the head adds one version and moves the head; on a version with notHead, a branch`, async () => {
          const target = await fresh(collection);
          const at = `/${collection}/${target.id}`;
          // a merge patch with the whole changed value sets it
          const body = write === 'post' ? { extra: { note: 'added' } } : changed(value);
          const send = (base: string) =>
            write === 'delete' ? c.del(`${base}/${path}`) : (c as any)[write === 'post' ? 'post' : write](`${base}/${path}`, body);
          const first = await send(at);
          assert.equal(first.status, write === 'post' ? 201 : write === 'delete' ? 204 : 200, JSON.stringify(first.body));
          assert.equal(first.headers.get('etag'), '"2"');
          const head = await c.get(`${at}/${path}`);
          // (removing a required field takes the object holding it: deleting map/image removes the map)
          if (write === 'delete') assertError(head, 404, 'has no');
          else {
            assert.equal(head.status, 200);
            assert.deepEqual(head.body.document, first.body.document);
            assert.notDeepEqual(head.body.document, value);
          }
          // the version written on keeps what it had
          assert.deepEqual((await ok(c.get(`${at}/v/1/${path}`))).document, value);

          const onVersion = await send(`${at}/v/1`);
          assert.ok(onVersion.status < 300, JSON.stringify(onVersion.body));
          const history = await historyOf(c, collection, target.id);
          assert.equal(history.versions.length, 3);
          assert.deepEqual(history.versions[2].parents, [1]);
          assert.equal(history.head, 3, 'a write on a version moves the head to it');

          const before = (await historyOf(c, collection, target.id)).head;
          const notHead = write === 'delete' ? await c.del(`${at}/v/1/${path}?notHead=true`) : await (c as any)[write === 'post' ? 'post' : write](`${at}/v/1/${path}?notHead=true`, body);
          assert.ok(notHead.status < 300, JSON.stringify(notHead.body));
          const after = await historyOf(c, collection, target.id);
          assert.equal(after.versions.length, 4);
          assert.equal(after.head, before, 'notHead leaves the head where it was');
        });
      }
    });
  }
}
