// Conditional requests: ETags on head and version reads, If-None-Match → 304, If-Match on writes →
// 412 when stale; and concurrent writers without If-Match never lose data.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { newMarker } from '../support/samples.ts';
import type { TestServer } from '../support/server.ts';
import { openServer, assertError, historyOf, ok, type Client } from './helpers.ts';

let server: TestServer;
let c: Client;
const marker = newMarker();

beforeAll(async () => ({ server, c } = await openServer()));
afterAll(() => server.close());

async function theme(): Promise<string> {
  return (await ok(c.post('/themes', { name: `Theme ${marker}`, seed: '#336699' }), 201)).id;
}

test('a head read has an ETag; If-None-Match with it answers 304 until the head moves', async () => {
  const id = await theme();
  const first = await c.get(`/themes/${id}`);
  const etag = first.headers.get('etag');
  assert.ok(etag, 'head read carries an ETag');
  const again = await c.get(`/themes/${id}`, { 'if-none-match': etag });
  assert.equal(again.status, 304);
  assert.equal(again.body, undefined);
  assert.equal(again.headers.get('etag'), etag);
  assert.equal((await c.get(`/themes/${id}`, { 'if-none-match': `"nope", ${etag}` })).status, 304);
  assert.equal((await c.get(`/themes/${id}`, { 'if-none-match': '*' })).status, 304);
  assert.equal((await c.get(`/themes/${id}`, { 'if-none-match': '"other"' })).status, 200);

  const written = await c.patch(`/themes/${id}`, { trueColours: true });
  assert.equal(written.status, 200);
  const newTag = written.headers.get('etag');
  assert.ok(newTag && newTag !== etag, 'a write answers the new head ETag');
  const after = await c.get(`/themes/${id}`, { 'if-none-match': etag });
  assert.equal(after.status, 200);
  assert.equal(after.body.document.trueColours, true);
  assert.equal(after.headers.get('etag'), newTag);
  assert.equal((await c.head(`/themes/${id}`)).headers.get('etag'), newTag);
});

test('a version read has an ETag; 304 while unchanged, a new one once its tag or summary changes', async () => {
  const id = await theme();
  await ok(c.patch(`/themes/${id}`, { trueColours: false }));
  const v1 = await c.get(`/themes/${id}/v/1`);
  const etag = v1.headers.get('etag');
  assert.ok(etag);
  assert.equal((await c.get(`/themes/${id}/v/1`, { 'if-none-match': etag })).status, 304);
  // tagging changes the version's record (not its document), so the representation and its ETag change
  await ok(c.put(`/themes/${id}/log/1`, { tag: 'first' }));
  const tagged = await c.get(`/themes/${id}/v/1`, { 'if-none-match': etag });
  assert.equal(tagged.status, 200);
  assert.equal(tagged.body.info.tag, 'first');
  assert.notEqual(tagged.headers.get('etag'), etag);
  assert.equal((await c.get(`/themes/${id}/v/1`, { 'if-none-match': tagged.headers.get('etag')! })).status, 304);
  // the ETag of one version is not that of another
  const v2 = await c.get(`/themes/${id}/v/2`, { 'if-none-match': tagged.headers.get('etag')! });
  assert.equal(v2.status, 200);
});

test('If-Match with the current ETag writes; a stale one is 412 and writes nothing', async () => {
  const id = await theme();
  const etag = (await c.get(`/themes/${id}`)).headers.get('etag')!;
  const first = await c.patch(`/themes/${id}`, { secondary: '#111111' }, { 'if-match': etag });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const before = await historyOf(c, 'themes', id);
  for (const write of [
    () => c.patch(`/themes/${id}`, { secondary: '#222222' }, { 'if-match': etag }),
    () => c.put(`/themes/${id}`, { name: 'Replaced', seed: '#000000' }, { 'if-match': etag }),
    () => c.patch(`/themes/${id}/v/1`, { secondary: '#333333' }, { 'if-match': etag }),
    () => c.put(`/themes/${id}/v/2`, { name: 'Replaced', seed: '#000000' }, { 'if-match': etag }),
  ]) {
    const reply = await write();
    assertError(reply, 412, 'head is version 2');
    assert.equal(reply.body.head, 2);
  }
  assert.deepEqual(await historyOf(c, 'themes', id), before);
  assert.equal((await ok(c.get(`/themes/${id}`))).document.secondary, '#111111');
  const current = (await c.get(`/themes/${id}`)).headers.get('etag')!;
  assert.equal((await c.patch(`/themes/${id}`, { tertiary: '#444444' }, { 'if-match': `"9", ${current}` })).status, 200);
  assert.equal((await c.patch(`/themes/${id}`, { tertiary: '#555555' }, { 'if-match': '*' })).status, 200);
});

test("a complete read's ETag is current until the resource changes, even without a new version; then If-Match with it is 412", async () => {
  const id = await theme();
  const complete = (await c.get(`/themes/${id}?complete=true`)).headers.get('etag')!;
  assert.match(complete, /^"1\.\d+"$/);
  // compared as entity tags, not as numbers
  assertError(await c.patch(`/themes/${id}`, { trueColours: true }, { 'if-match': '"01"' }), 412, 'head is version 1');
  await ok(c.put(`/themes/${id}/log/1`, { tag: 'first' }));
  const stale = await c.patch(`/themes/${id}`, { trueColours: true }, { 'if-match': complete });
  assertError(stale, 412, 'head is version 1');
  assert.equal(stale.body.head, 1);
  const current = (await c.get(`/themes/${id}?complete=true`)).headers.get('etag')!;
  assert.equal((await c.patch(`/themes/${id}`, { trueColours: true }, { 'if-match': `W/"1", ${current}` })).status, 200);
});

test('of two writers holding the same ETag, exactly one wins; the other gets 412', async () => {
  const id = await theme();
  const etag = (await c.get(`/themes/${id}`)).headers.get('etag')!;
  const replies = await Promise.all([
    c.patch(`/themes/${id}`, { secondary: '#aaaaaa' }, { 'if-match': etag }),
    c.patch(`/themes/${id}`, { secondary: '#bbbbbb' }, { 'if-match': etag }),
  ]);
  assert.deepEqual(replies.map((r) => r.status).sort(), [200, 412]);
  assert.equal((await historyOf(c, 'themes', id)).versions.length, 2);
});

test('20 concurrent PATCHes of different fields: 21 versions, and the head has all 20 changes', async () => {
  const id = await theme();
  const keys = Array.from({ length: 20 }, (_, i) => `colour${String.fromCharCode(65 + i)}`);
  const replies = await Promise.all(keys.map((key, i) => c.patch(`/themes/${id}`, { properties: { light: { [key]: `#0000${String(i).padStart(2, '0')}` } } })));
  for (const reply of replies) assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.deepEqual(replies.map((r) => r.body.version).sort((a, b) => a - b), Array.from({ length: 20 }, (_, i) => i + 2));

  const history = await historyOf(c, 'themes', id);
  assert.equal(history.versions.length, 21);
  assert.equal(history.head, 21);
  // one line of versions, each the child of the one before: no write was lost to a sibling
  assert.deepEqual(history.versions.map((v) => v.parents), [[], ...Array.from({ length: 20 }, (_, i) => [i + 1])]);
  const head = await ok(c.get(`/themes/${id}`));
  assert.deepEqual(head.document.properties.light, Object.fromEntries(keys.map((key, i) => [key, `#0000${String(i).padStart(2, '0')}`])));
  assert.equal(head.document.name, `Theme ${marker}`);
});

test('every change to sharing or tags makes a cached version read stale, even when they come at once', async () => {
  const id = await theme();
  const first = await c.get(`/themes/${id}/v/1`);
  const etag = first.headers.get('etag')!;
  const grants = (n: number) => ({ public: false, grants: [{ email: `reader${n}@example.com`, action: 'GrantedReadAccess' }] });
  const changes = [
    ...Array.from({ length: 6 }, (_, n) => c.put(`/themes/${id}/sharing`, grants(n))),
    ...Array.from({ length: 4 }, (_, n) => c.put(`/themes/${id}/log/1`, { summary: `note ${n}` })),
  ];
  for (const reply of await Promise.all(changes)) assert.equal(reply.status, 200);
  assert.equal((await c.get(`/themes/${id}/v/1`, { 'if-none-match': etag })).status, 200, 'the old ETag no longer matches');
  const revision = (tag: string) => Number(tag.replace(/"/g, '').split('.')[1]);
  const now = (await c.get(`/themes/${id}/v/1`)).headers.get('etag')!;
  assert.equal(revision(now), revision(etag) + changes.length, 'no change was lost');
});
