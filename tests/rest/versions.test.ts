// Heads and immutable numbered versions: branches (notHead), writes on a version, the version graph,
// copy and three-way merge onto the head, logs (from, to, limit, tag), log entries, diffs, version deletes.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { newMarker } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { openServer, assertError, historyOf, ok, type Client } from './helpers.ts';
import { DEMO_ADMIN as ADMIN } from '../support/demo-users.ts';

let server: TestServer;
let c: Client;
const marker = newMarker();

beforeAll(async () => ({ server, c } = await openServer()));
afterAll(() => server.close());

/** A fresh workflow: a kind with plain text fields and lists, and no references. */
async function workflow(extra: Record<string, unknown> = {}): Promise<string> {
  const created = await ok(
    c.post('/workflows', { name: `Flow ${marker}`, description: 'first', states: [{ id: 'a', name: 'A' }], transitions: [], ...extra }),
    201,
  );
  return created.id;
}
const wf = (id: string, rest = '') => `/workflows/${id}${rest}`;

describe('versions', () => {
  test('each version records number, parents, author, created, kind, tag and summary; complete makes a Version', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'second' }));
    await ok(c.patch(wf(id, '?complete=true'), { description: 'third' }));
    const history = await historyOf(c, 'workflows', id);
    assert.equal(history.head, 3);
    assert.deepEqual(
      history.versions.map((v) => ({ version: v.version, parents: v.parents, author: v.author, kind: v.kind, tag: v.tag, summary: v.summary })),
      [
        { version: 1, parents: [], author: ADMIN, kind: 'Microversion', tag: null, summary: null },
        { version: 2, parents: [1], author: ADMIN, kind: 'Microversion', tag: null, summary: null },
        { version: 3, parents: [2], author: ADMIN, kind: 'Version', tag: null, summary: null },
      ],
    );
    const created = history.versions.map((v) => Date.parse(v.created));
    assert.ok(created.every((t, i) => !Number.isNaN(t) && (i === 0 || t >= created[i - 1])));
  });

  test('a version read carries its record and the version graph', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'second' }));
    const read = await ok(c.get(wf(id, '/v/1')));
    assert.equal(read.version, 1);
    assert.equal(read.head, 2);
    assert.equal(read.document.description, 'first');
    assert.equal(read.info.version, 1);
    assert.equal(read.graph.head, 2);
    assert.deepEqual(read.graph.versions.map((v: any) => [v.version, v.parents]), [[1, []], [2, [1]]]);
    for (const v of read.graph.versions) assert.ok(!Number.isNaN(Date.parse(v.created)));
    assertError(await c.get(wf(id, '/v/3')), 404, 'no version 3');
  });

  test('complete=true on a head read adds the record, the graph and the permissions', async () => {
    const id = await workflow();
    const plain = await ok(c.get(wf(id)));
    assert.equal(plain.graph, undefined);
    const full = await ok(c.get(wf(id, '?complete=true')));
    assert.equal(full.info.version, 1);
    assert.deepEqual(full.graph.versions.map((v: any) => v.version), [1]);
    assert.equal(full.permissions.write, true);
  });

  test('notHead adds a version off the named version without moving the head (a branch)', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'main 2' })); // v2, head
    const branch = await ok(c.patch(wf(id, '/v/1?notHead=true'), { description: 'branch 3' }));
    assert.equal(branch.version, 3);
    assert.equal(branch.head, 2);
    assert.equal(branch.document.description, 'branch 3');
    assert.equal((await ok(c.get(wf(id)))).document.description, 'main 2');
    const onBranch = await ok(c.put(wf(id, '/v/3?notHead=true'), { ...branch.document, name: `Branch ${marker}` }));
    assert.equal(onBranch.version, 4);
    assert.equal(onBranch.head, 2);
    const history = await historyOf(c, 'workflows', id);
    assert.equal(history.head, 2);
    assert.deepEqual(history.versions.map((v) => [v.version, v.parents]), [[1, []], [2, [1]], [3, [1]], [4, [3]]]);
    // the versions written on are unchanged
    assert.equal((await ok(c.get(wf(id, '/v/1')))).document.description, 'first');
    assert.equal((await ok(c.get(wf(id, '/v/3')))).document.description, 'branch 3');
  });

  test('a write on an old version without notHead becomes the head, its parent the version written on', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'second' }));
    const written = await ok(c.patch(wf(id, '/v/1'), { name: `Rewritten ${marker}` }));
    assert.equal(written.version, 3);
    assert.equal(written.head, 3);
    assert.equal(written.document.description, 'first');
    assert.deepEqual((await historyOf(c, 'workflows', id)).versions[2].parents, [1]);
  });

  test('PATCH is a JSON merge patch: objects merge, null removes, lists replace', async () => {
    const id = await workflow({ states: [{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }] });
    const patched = await ok(c.patch(wf(id), { description: null, states: [{ id: 'c', name: 'C', start: true }] }));
    assert.equal('description' in patched.document, false);
    assert.deepEqual(patched.document.states, [{ id: 'c', name: 'C', start: true }]);
    assert.equal(patched.document.name, `Flow ${marker}`);
    const viaMergeType = await c.raw('PATCH', wf(id), JSON.stringify({ description: 'typed' }), 'application/merge-patch+json');
    assert.equal(viaMergeType.status, 200, JSON.stringify(viaMergeType.body));
    assert.equal(viaMergeType.body.document.description, 'typed');
    // a patch leaving the document invalid is refused, naming the field, and writes nothing
    assertError(await c.patch(wf(id), { name: null }), 400, 'name');
    assertError(await c.patch(wf(id), { states: [] }), 400, 'states');
    assert.equal((await historyOf(c, 'workflows', id)).versions.length, 3);
  });
});

describe('copy and merge onto the head', () => {
  test('PUT …/v/{head}?from=v with no body copies version v to be the new head', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'second' }));
    const copied = await ok(c.put(wf(id, '/v/2?from=1')));
    assert.equal(copied.version, 3);
    assert.equal(copied.head, 3);
    assert.equal(copied.document.description, 'first');
    const history = await historyOf(c, 'workflows', id);
    assert.deepEqual(history.versions[2].parents, [2, 1]);
    assert.equal((await ok(c.get(wf(id, '/v/2')))).document.description, 'second');
  });

  test('copy needs the current head in the path (412 otherwise), a different version, and no body', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'second' }));
    assertError(await c.put(wf(id, '/v/1?from=1')), 412, 'head is version 2');
    assertError(await c.put(wf(id, '/v/2?from=2')), 400, 'already the head');
    assertError(await c.put(wf(id, '/v/2?from=9')), 404, 'no version 9');
    assertError(await c.put(wf(id, '/v/2?from=1'), { description: 'x' }), 400, 'body');
    assertError(await c.put(wf(id, '/v/2?from=1&from=1')), 400, 'two different versions');
    assertError(await c.put(wf(id, '/v/2?from=1&from=2&from=2')), 400, 'from');
    assert.equal((await historyOf(c, 'workflows', id)).versions.length, 2);
  });

  test('two from values merge three-way; the base is the nearest common ancestor', async () => {
    // v1 → v2 renames; then a branch v3 off v2 changes the description, and the head v4 (off v2)
    // renames back. Against the nearest ancestor v2 only v4 touched the name, so its name wins;
    // a merge against v1 would have kept v3's name instead.
    const id = await workflow();
    await ok(c.patch(wf(id), { name: 'Renamed' })); // v2
    await ok(c.patch(wf(id, '/v/2?notHead=true'), { description: 'from the branch' })); // v3
    await ok(c.patch(wf(id, '/v/2'), { name: `Flow ${marker}`, transitions: [{ from: 'a', to: 'a' }] })); // v4, head
    const merged = await ok(c.put(wf(id, '/v/4?from=4&from=3')));
    assert.equal(merged.version, 5);
    assert.equal(merged.head, 5);
    assert.equal(merged.document.name, `Flow ${marker}`);
    assert.equal(merged.document.description, 'from the branch');
    assert.deepEqual(merged.document.transitions, [{ from: 'a', to: 'a' }]);
    const history = await historyOf(c, 'workflows', id);
    assert.deepEqual(history.versions[4].parents, [4, 3]);
    const read = await ok(c.get(wf(id, '/v/5')));
    assert.deepEqual(read.graph.versions.find((v: any) => v.version === 5).parents, [4, 3]);
  });

  test('a conflicting merge answers 409 naming the conflicting paths, and writes nothing', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id, '/v/1?notHead=true'), { description: 'theirs', states: [{ id: 'x', name: 'X' }] })); // v2
    await ok(c.patch(wf(id), { description: 'ours', states: [{ id: 'y', name: 'Y' }], name: `Ours ${marker}` })); // v3, head
    const before = await historyOf(c, 'workflows', id);
    const reply = await c.put(wf(id, '/v/3?from=3&from=2'));
    assertError(reply, 409, '/description', '/states');
    assert.deepEqual(reply.body.conflicts, ['/description', '/states']);
    assert.equal(reply.body.base, 1);
    assert.deepEqual(await historyOf(c, 'workflows', id), before);
    assert.equal((await ok(c.get(wf(id)))).document.description, 'ours');
  });

  test('both sides making the same change is no conflict', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id, '/v/1?notHead=true'), { description: 'same' })); // v2
    await ok(c.patch(wf(id), { description: 'same', name: `Both ${marker}` })); // v3
    const merged = await ok(c.put(wf(id, '/v/3?from=2&from=3')));
    assert.equal(merged.document.description, 'same');
    assert.equal(merged.document.name, `Both ${marker}`);
  });
});

describe('log', () => {
  let id: string;
  beforeAll(async () => {
    id = await workflow();
    for (let i = 2; i <= 6; i++) await ok(c.patch(wf(id), { description: `v${i}` }));
  });

  test('newest first; limit, from and to (version numbers) bound it', async () => {
    assert.deepEqual((await ok(c.get(wf(id, '/log')))).map((v: any) => v.version), [6, 5, 4, 3, 2, 1]);
    assert.deepEqual((await ok(c.get(wf(id, '/log?limit=2')))).map((v: any) => v.version), [6, 5]);
    assert.deepEqual((await ok(c.get(wf(id, '/log?from=3')))).map((v: any) => v.version), [6, 5, 4, 3]);
    assert.deepEqual((await ok(c.get(wf(id, '/log?to=2')))).map((v: any) => v.version), [2, 1]);
    assert.deepEqual((await ok(c.get(wf(id, '/log?from=2&to=4&limit=2')))).map((v: any) => v.version), [4, 3]);
  });

  test('from and to also take ISO 8601 times', async () => {
    const log = await ok(c.get(wf(id, '/log')));
    const third = log.find((v: any) => v.version === 3).created;
    const fromThird = await ok(c.get(wf(id, `/log?from=${encodeURIComponent(third)}`)));
    assert.ok(fromThird.every((v: any) => v.created >= third));
    assert.ok(fromThird.some((v: any) => v.version === 3));
    assert.deepEqual((await ok(c.get(wf(id, '/log?to=2000-01-01T00:00:00Z')))), []);
    assert.equal((await ok(c.get(wf(id, '/log?from=2000-01-01')))).length, 6);
  });

  test('bad bounds and limits are 400 naming the parameter', async () => {
    assertError(await c.get(wf(id, '/log?from=yesterday')), 400, 'from');
    assertError(await c.get(wf(id, '/log?to=2020-13-45T99:99')), 400, 'to');
    for (const limit of ['0', '201', 'x']) assertError(await c.get(wf(id, `/log?limit=${limit}`)), 400, 'limit');
  });

  test('PUT log/{version} sets tag and summary; tag filters the log; tags are unique per resource', async () => {
    const tagged = await ok(c.put(wf(id, '/log/4'), { tag: 'release-1', summary: 'First release' }));
    assert.equal(tagged.version, 4);
    assert.equal(tagged.tag, 'release-1');
    assert.equal(tagged.summary, 'First release');
    assert.equal(tagged.kind, 'Version');
    assert.deepEqual(await ok(c.get(wf(id, '/log/4'))), tagged);
    assert.deepEqual((await ok(c.get(wf(id, '/log?tag=release-1')))).map((v: any) => v.version), [4]);
    assert.deepEqual(await ok(c.get(wf(id, '/log?tag=none-such'))), []);
    assertError(await c.put(wf(id, '/log/5'), { tag: 'release-1' }), 409, 'release-1');
    assert.equal((await ok(c.get(wf(id, '/log/5')))).tag, null);
    // the document of a tagged version is unchanged, and no version was added
    assert.equal((await ok(c.get(wf(id, '/v/4')))).document.description, 'v4');
    assert.equal((await historyOf(c, 'workflows', id)).versions.length, 6);
    // summary alone, and clearing
    assert.equal((await ok(c.put(wf(id, '/log/4'), { summary: null }))).summary, null);
    assert.equal((await ok(c.get(wf(id, '/log/4')))).tag, 'release-1');
    assertError(await c.put(wf(id, '/log/99'), { tag: 'x' }), 404, 'no version 99');
    assertError(await c.put(wf(id, '/log/4'), { tag: 'x', colour: 'red' }), 400, 'colour');
    // untagged, a version is again what its write made it: a microversion, or a Version when written complete
    const untagged = await ok(c.put(wf(id, '/log/4'), { tag: null }));
    assert.deepEqual([untagged.tag, untagged.kind], [null, 'Microversion']);
    const complete = await ok(c.patch(wf(id, '?complete=true'), { description: 'v7' }));
    await ok(c.put(wf(id, `/log/${complete.version}`), { tag: 'complete-one' }));
    assert.equal((await ok(c.put(wf(id, `/log/${complete.version}`), { tag: null }))).kind, 'Version');
    assertError(await c.get(wf(id, '/log/99')), 404, 'no version 99');
  });
});

describe('diff', () => {
  test('changes are typed Added, Removed or Changed, with JSON pointer paths', async () => {
    const id = await workflow({ states: [{ id: 'a/b', name: 'A' }] });
    await ok(c.put(wf(id), { name: `Flow ${marker}`, states: [{ id: 'a/b', name: 'Renamed A' }, { id: 'c', name: 'C' }], transitions: [] }));
    const diff = await ok(c.get(wf(id, `/v/1/diff/${id}/v/2`)));
    assert.deepEqual(diff.from, { id, version: 1 });
    assert.deepEqual(diff.to, { id, version: 2 });
    const byPath = Object.fromEntries(diff.changes.map((change: any) => [change.path, change]));
    assert.deepEqual(byPath['/description'], { operation: 'Removed', path: '/description', from: 'first' });
    assert.deepEqual(byPath['/states/0/name'], { operation: 'Changed', path: '/states/0/name', from: 'A', to: 'Renamed A' });
    assert.deepEqual(byPath['/states/1'], { operation: 'Added', path: '/states/1', to: { id: 'c', name: 'C' } });
    assert.equal(diff.changes.length, 3);
    const back = await ok(c.get(wf(id, `/v/2/diff/${id}/v/1`)));
    assert.equal(back.changes.find((change: any) => change.path === '/description').operation, 'Added');
  });

  test('two resources of a kind can be compared; a missing version is 404', async () => {
    const a = await workflow();
    const b = await workflow({ description: 'other' });
    const diff = await ok(c.get(wf(a, `/v/1/diff/${b}/v/1`)));
    assert.deepEqual(diff.changes, [{ operation: 'Changed', path: '/description', from: 'first', to: 'other' }]);
    assertError(await c.get(wf(a, `/v/1/diff/${b}/v/2`)), 404, 'no version 2');
    assertError(await c.get(wf(a, `/v/1/diff/${'0'.repeat(24)}/v/1`)), 404);
  });

  test('pointer steps escape ~ and / (RFC 6901)', async () => {
    const { id } = await ok(c.post('/offlineactions', { action: 'render', url: 'https://jobs.example/r', arguments: { 'size/mm~x': '10' } }), 201);
    await ok(c.patch(`/offlineactions/${id}`, { arguments: { 'size/mm~x': '20' } }));
    const diff = await ok(c.get(`/offlineactions/${id}/v/1/diff/${id}/v/2`));
    assert.deepEqual(diff.changes, [{ operation: 'Changed', path: '/arguments/size~1mm~0x', from: '10', to: '20' }]);
  });
});

describe('deleting versions and resources', () => {
  test('only the tip of a branch can be deleted: not the head, not a parent', async () => {
    const id = await workflow();
    await ok(c.patch(wf(id), { description: 'head' })); // v2
    await ok(c.patch(wf(id, '/v/1?notHead=true'), { description: 'branch' })); // v3
    await ok(c.patch(wf(id, '/v/3?notHead=true'), { description: 'branch tip' })); // v4
    assertError(await c.del(wf(id, '/v/2')), 409, 'head');
    assertError(await c.del(wf(id, '/v/3')), 409, 'parent of version 4');
    assertError(await c.del(wf(id, '/v/4?archive=true')), 400, 'archive');
    assert.equal((await historyOf(c, 'workflows', id)).versions.length, 4);
    assert.equal((await c.del(wf(id, '/v/4'))).status, 204);
    assertError(await c.get(wf(id, '/v/4')), 404, 'no version 4');
    assert.equal((await c.del(wf(id, '/v/3'))).status, 204);
    assert.deepEqual((await historyOf(c, 'workflows', id)).versions.map((v) => v.version), [1, 2]);
    assertError(await c.del(wf(id, '/v/9')), 404, 'no version 9');
  });

  test('archive keeps the resource for includeDeleted lists but reads answer 404', async () => {
    const id = await workflow();
    assert.equal((await c.del(wf(id, '?archive=true'))).status, 204);
    assertError(await c.get(wf(id)), 404);
    const page = await ok(c.get(`/workflows?includeDeleted=true&name=${marker}&limit=200`));
    assert.ok(page.items.some((row: any) => row.id === id));
  });
});
