// Every kind of the registry, through the same life: create, read, list, patch, replace, history,
// diff, duplicate, summary, delete. Kinds are taken from KINDS, documents from tests/support/samples.ts.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { mergePatch } from '../../rest/model/versions/json-changes.ts';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { SAMPLES, withOwnAddresses, type SampleCollection, type SampleSet } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { openServer, assertError, historyOf, ok, type Client } from './helpers.ts';
import { DEMO_ADMIN as ADMIN } from '../support/demo-users.ts';

const ENVELOPE_KEYS = ['created', 'document', 'head', 'id', 'lastEdited', 'owner', 'version', 'workspace'];
const ROW_KEYS = ['created', 'data', 'head', 'id', 'lastEdited', 'owner', 'version'];

let server: TestServer;
let c: Client;
let samples: SampleSet;

beforeAll(async () => ({ server, c, samples } = await openServer({ samples: true })));
afterAll(() => server.close());

test('there is a sample for every kind of the registry, and no other', () => {
  assert.deepEqual(Object.keys(SAMPLES).sort(), KINDS.map((k) => k.collection).sort());
});

test('GET /api/version answers the application version', async () => {
  const body = await ok(c.get('/version'));
  assert.equal(body.name, 'Joinery');
  assert.match(body.version, /^\d+\.\d+\.\d+/);
});

for (const kind of KINDS) {
  const collection = kind.collection as SampleCollection;
  describe(kind.collection, () => {
    test('create answers 201 with the envelope, a Location and an ETag; the head reads the same', async () => {
      const document = withOwnAddresses(kind, samples[collection].document);
      const created = await c.post(`/${collection}`, document);
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual(Object.keys(created.body).sort(), ENVELOPE_KEYS);
      const { id } = created.body;
      assert.match(id, /^[0-9a-f]{24}$/);
      assert.equal(created.body.version, 1);
      assert.equal(created.body.head, 1);
      assert.equal(created.body.owner, ADMIN);
      assert.equal(created.body.workspace, 'demo');
      assert.equal(created.body.created, created.body.lastEdited);
      assert.ok(!Number.isNaN(Date.parse(created.body.created)));
      assert.deepEqual(created.body.document, document);
      assert.equal(created.headers.get('location'), `/api/${collection}/${id}`);
      assert.equal(created.headers.get('etag'), '"1"');

      const head = await c.get(`/${collection}/${id}`);
      assert.equal(head.status, 200);
      assert.deepEqual(head.body, created.body);
      assert.equal(head.headers.get('etag'), '"1"');

      const check = await c.head(`/${collection}/${id}`);
      assert.equal(check.status, 200);
      assert.equal((await c.head(`/${collection}/${'0'.repeat(24)}`)).status, 404);
    });

    test('the list and /all carry the row: id, version, head, owner, created, lastEdited and the kind’s data', async () => {
      const { id, document } = samples[collection];
      for (const path of [`/${collection}?limit=200`, `/${collection}/all?limit=200`]) {
        const page = await ok(c.get(path));
        const row = page.items.find((r: any) => r.id === id);
        assert.ok(row, `${path} lists ${id}`);
        assert.deepEqual(Object.keys(row).sort(), ROW_KEYS);
        assert.equal(row.version, 1);
        assert.equal(row.head, 1);
        assert.equal(row.owner, ADMIN);
        assert.deepEqual(row.data, JSON.parse(JSON.stringify(kind.list(document as never))));
      }
    });

    test('PATCH merges and adds a version; PUT replaces; no write changes an earlier version', async () => {
      const document = withOwnAddresses(kind, samples[collection].document);
      const created = await ok(c.post(`/${collection}`, document), 201);
      const id = created.id;
      const title = `Renamed ${samples.marker}`;
      const patched = await ok(c.patch(`/${collection}/${id}`, { [kind.titleField]: title }));
      assert.equal(patched.version, 2);
      assert.equal(patched.head, 2);
      assert.deepEqual(patched.document, { ...document, [kind.titleField]: title });

      const replaced = await ok(c.put(`/${collection}/${id}`, document));
      assert.equal(replaced.version, 3);
      assert.deepEqual(replaced.document, document);

      const v1 = await ok(c.get(`/${collection}/${id}/v/1`));
      assert.deepEqual(v1.document, document);
      const v2 = await ok(c.get(`/${collection}/${id}/v/2`));
      assert.deepEqual(v2.document, { ...document, [kind.titleField]: title });
      assert.equal(v2.head, 3);

      const history = await historyOf(c, collection, id);
      assert.equal(history.head, 3);
      assert.deepEqual(history.versions.map((v) => [v.version, v.parents, v.author, v.kind]), [
        [1, [], ADMIN, 'Microversion'],
        [2, [1], ADMIN, 'Microversion'],
        [3, [2], ADMIN, 'Microversion'],
      ]);

      const diff = await ok(c.get(`/${collection}/${id}/v/1/diff/${id}/v/2`));
      const before = (document as Record<string, unknown>)[kind.titleField];
      assert.deepEqual(diff.changes, [
        before === undefined
          ? { operation: 'Added', path: `/${kind.titleField}`, to: title }
          : { operation: 'Changed', path: `/${kind.titleField}`, from: before, to: title },
      ]);
    });

    test('duplicate_id copies the head into a new resource, merging the body; duplicate_version copies that version', async () => {
      const document = withOwnAddresses(kind, samples[collection].document) as Record<string, unknown>;
      // what every copy of the kind changes (a configurator's copy is a draft without the maker's domain,
      // and the addresses it keeps are numbered: an address leads to one resource)
      const numbered = (n: number) => Object.fromEntries((kind.domains ?? []).filter((f) => typeof copiedDocument[f] === 'string').map((f) => [f, String(copiedDocument[f]).replace(/^([^.]*)/, `$1-${n}`)]));
      const copiedDocument = mergePatch(document, kind.duplicatePatch ?? {}) as Record<string, unknown>;
      const copied = { ...copiedDocument, ...numbered(2) };
      const source = await ok(c.post(`/${collection}`, document), 201);
      await ok(c.patch(`/${collection}/${source.id}`, { [kind.titleField]: `Second ${samples.marker}` }));

      const copy = await ok(c.post(`/${collection}?duplicate_id=${source.id}`, { [kind.titleField]: `Copy ${samples.marker}` }), 201);
      assert.notEqual(copy.id, source.id);
      assert.equal(copy.version, 1);
      assert.deepEqual(copy.document, { ...(copied as object), [kind.titleField]: `Copy ${samples.marker}` });
      const [first] = (await historyOf(c, collection, copy.id)).versions;
      assert.deepEqual(first.origin, { collection, id: source.id, version: 2 });

      const old = await ok(c.post(`/${collection}?duplicate_id=${source.id}&duplicate_version=1`, {}), 201);
      assert.deepEqual(old.document, { ...copiedDocument, ...numbered(3) });
      assert.deepEqual((await historyOf(c, collection, old.id)).versions[0].origin, { collection, id: source.id, version: 1 });

      assertError(await c.post(`/${collection}?duplicate_id=${source.id}&duplicate_version=9`, {}), 404, 'no version 9');
      assertError(await c.post(`/${collection}?duplicate_version=1`, {}), 400, 'duplicate_id');
    });

    test(kind.hasSummary ? 'summary answers the name, and with include_attributes its scalar settings' : 'has no summary route', async () => {
      const { id, document } = samples[collection];
      const reply = await c.get(`/${collection}/${id}/summary`);
      if (!kind.hasSummary) {
        assertError(reply, 404, 'is not a route');
        return;
      }
      assert.equal(reply.status, 200);
      assert.equal(reply.body.id, id);
      assert.equal(reply.body.name, (document as any)[kind.titleField] ?? null);
      assert.equal(reply.body.owner, ADMIN);
      assert.equal(reply.body.attributes, undefined);
      const full = await ok(c.get(`/${collection}/${id}/summary?include_attributes=true`));
      const scalars = Object.fromEntries(Object.entries(document).filter(([, v]) => v === null || typeof v !== 'object'));
      assert.deepEqual(full.attributes, scalars);
    });

    test('DELETE removes it: reads answer 404 and lists leave it out', async () => {
      const created = await ok(c.post(`/${collection}`, withOwnAddresses(kind, samples[collection].document)), 201);
      const deleted = await c.del(`/${collection}/${created.id}`);
      assert.equal(deleted.status, 204);
      assertError(await c.get(`/${collection}/${created.id}`), 404, created.id);
      assertError(await c.get(`/${collection}/${created.id}/v/1`), 404, created.id);
      assertError(await c.get(`/${collection}/${created.id}/history`), 404);
      const page = await ok(c.get(`/${collection}/all?limit=200&includeDeleted=true`));
      assert.ok(!page.items.some((r: any) => r.id === created.id));
      assertError(await c.del(`/${collection}/${created.id}`), 404);
    });
  });
}
