// Binary content (issue 6 §3): every file sub-resource of the registry takes a streamed multipart
// upload in both forms and serves it back with Content-Type, Content-Length, ETag, Cache-Control,
// 304 and 206; the content is stored once by its sha256; bad uploads are refused naming the problem
// and store nothing; blobs no version refers to are collected; and the module image of application.md §7.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { KINDS, requireKind } from '../../rest/model/kinds/registry.ts';
import { parsePath } from '../../rest/model/subresources/subresource-paths.ts';
import { DEMO_STEP_FILES } from '../../seeds/demo-geometry.ts';
import { formWith, sampleFile } from '../support/files.ts';
import { createSamples, createResource, type SampleCollection, type SampleSet } from '../support/samples.ts';
import { samplePath } from '../support/subresource-samples.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { assertError, client, historyOf, ok, storeFingerprint, type Client } from './helpers.ts';

const LIMIT = 64 * 1024;
let server: TestServer;
let c: Client;
let samples: SampleSet;

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_UPLOAD_BYTES: String(LIMIT) } });
  c = client(server);
  samples = await createSamples(c.api);
});
afterAll(() => server.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const upload = (path: string, form: FormData, headers: Record<string, string> = {}) => call(`${c.api}${path}`, { method: 'PUT', body: form, headers });
const download = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${c.api}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
};
/** The content types the OpenAPI document declares for an answer of GET `path` (a path of /api) with this status. */
function declaredTypes(path: string, status: number): string[] {
  const document = server.app.swagger() as unknown as { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
  const full = `/api${path.split('?')[0]}`;
  const matches = Object.keys(document.paths).filter((template) => new RegExp(`^${template.replace(/\./g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(full));
  assert.equal(matches.length, 1, `one operation for ${full}: ${matches.join(', ')}`);
  return Object.keys(document.paths[matches[0]].get.responses[String(status)]?.content ?? {});
}

async function blobs(): Promise<string[]> {
  const hashes: string[] = [];
  for await (const blob of server.blobs.list()) hashes.push(blob.hash);
  return hashes.sort();
}

/** Refused with this status naming the problem; nothing is written and no blob is kept. */
async function refusedUpload(send: () => ReturnType<typeof upload>, status: number, ...fragments: string[]) {
  const before = [await storeFingerprint(server), await blobs()];
  const reply = await send();
  assertError(reply, status, ...fragments);
  assert.deepEqual([await storeFingerprint(server), await blobs()], before, 'nothing was written and no blob kept');
}

for (const kind of KINDS) {
  for (const def of kind.subresources.filter((d) => d.content)) {
    const collection = kind.collection as SampleCollection;
    const extension = def.content!.extensions.find((e) => sampleFile(e))!;
    describe(`${collection} ${def.content!.path ?? def.path}.{extension}`, () => {
      let id: string;
      let path: string;
      let meta: string;
      const bytes = Buffer.concat([sampleFile(extension)!, Buffer.from(`\n${collection} ${def.name}`)]);
      beforeAll(async () => {
        id = (await createResource(c.api, collection, samples[collection].document)).id;
        path = `${samplePath(def, samples[collection].document, parsePath(def.content!.path ?? def.path).url)}.${extension}`;
        meta = samplePath(def, samples[collection].document);
      });

      test(`upload (.${extension}) adds a version whose file is {name, contentType, uri, hashString, size}; the content reads back`, async () => {
        const reply = await upload(`/${collection}/${id}/${path}`, formWith({ bytes, name: `part.${extension}` }));
        assert.equal(reply.status, 200, JSON.stringify(reply.body));
        assert.equal(reply.headers.get('etag'), '"2"');
        const file = reply.body.document;
        assert.deepEqual(file, {
          name: `part.${extension}`,
          contentType: file.contentType,
          uri: `/api/${collection}/${id}/v/2/${path}`,
          hashString: sha256(bytes),
          size: bytes.length,
        });
        assert.deepEqual((await ok(c.get(`/${collection}/${id}/${meta}`))).document, file);
        assert.equal((await historyOf(c, collection, id)).versions.length, 2);

        const head = await download(`/${collection}/${id}/${path}`);
        assert.equal(head.status, 200);
        assert.deepEqual(head.bytes, bytes);
        assert.equal(head.headers.get('content-type')?.split(';')[0], file.contentType);
        assert.ok(declaredTypes(`/${collection}/${id}/${path}`, 200).includes(file.contentType), `the document declares ${file.contentType}`);
        assert.equal(head.headers.get('content-length'), String(bytes.length));
        assert.equal(head.headers.get('etag'), `"${sha256(bytes)}"`);
        assert.equal(head.headers.get('cache-control'), 'private, no-cache');
        assert.equal(head.headers.get('x-content-type-options'), 'nosniff');

        // the uri is the versioned form: it never changes, so it is cached for good
        const versioned = await download(file.uri.replace(/^\/api/, ''));
        assert.deepEqual(versioned.bytes, bytes);
        assert.match(versioned.headers.get('cache-control')!, /immutable/);
        assert.equal((await download(file.uri.replace(/^\/api/, ''), { 'if-none-match': versioned.headers.get('etag')! })).status, 304);

        const part = await download(`/${collection}/${id}/v/2/${path}`, { range: 'bytes=2-5' });
        assert.equal(part.status, 206);
        assert.ok(declaredTypes(`/${collection}/${id}/v/2/${path}`, 206).includes(part.headers.get('content-type')!.split(';')[0]));
        assert.deepEqual(part.bytes, bytes.subarray(2, 6));
        assert.equal(part.headers.get('content-range'), `bytes 2-5/${bytes.length}`);
        const tail = await download(`/${collection}/${id}/v/2/${path}`, { range: 'bytes=-3' });
        assert.deepEqual(tail.bytes, bytes.subarray(bytes.length - 3));
        const beyond = await download(`/${collection}/${id}/v/2/${path}`, { range: `bytes=${bytes.length}-` });
        assert.equal(beyond.status, 416);
        assert.equal(beyond.headers.get('content-range'), `bytes */${bytes.length}`);
      });

      test('upload on a version with notHead makes a branch; the version written on keeps its file', async () => {
        const other = Buffer.concat([bytes, Buffer.from(' branch')]);
        const reply = await upload(`/${collection}/${id}/v/1/${path}?notHead=true`, formWith({ bytes: other, name: `branch.${extension}` }));
        assert.equal(reply.status, 200, JSON.stringify(reply.body));
        const history = await historyOf(c, collection, id);
        assert.equal(history.head, 2, 'notHead leaves the head');
        const branch = history.versions[history.versions.length - 1];
        assert.deepEqual(branch.parents, [1]);
        assert.deepEqual((await download(`/${collection}/${id}/v/${branch.version}/${path}`)).bytes, other);
        assert.deepEqual((await download(`/${collection}/${id}/${path}`)).bytes, bytes);
      });
    });
  }
}

describe('what an upload must be', () => {
  let id: string;
  const png = sampleFile('png')!;
  beforeAll(async () => {
    id = (await createResource(c.api, 'companies', { name: 'Uploads Ltd' })).id;
  });

  test('an extension that is not allowed, an empty file, a name leaving its folder, two files, no file: 400 naming it', async () => {
    await refusedUpload(() => upload(`/companies/${id}/avatar.gif`, formWith({ bytes: png, name: 'a.gif' })), 400, 'extension', 'png, jpg, jpeg, webp');
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: Buffer.alloc(0), name: 'a.png' })), 400, 'empty');
    for (const name of ['../../etc/passwd.png', '..\\evil.png', 'a/b.png']) {
      await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: png, name })), 400, 'without folders');
    }
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: png, name: 'logo.jpg' })), 400, 'does not end in .png');
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: png, name: 'a.png' }, { bytes: png, name: 'b.png' })), 400, 'more than one file');
    const fieldOnly = new FormData();
    fieldOnly.append('note', 'no file here');
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, fieldOnly), 400, 'field note');
  });

  test('a body that is not multipart is 415 naming what to send', async () => {
    await refusedUpload(() => call(`${c.api}/companies/${id}/avatar.png`, { method: 'PUT', json: { file: 'x' } }), 415, 'multipart/form-data');
    await refusedUpload(() => call(`${c.api}/companies/${id}/avatar.png`, { method: 'PUT', body: new Uint8Array(png), headers: { 'content-type': 'image/png' } }), 415, 'multipart/form-data');
  });

  test('bytes that are not what the extension says are 415', async () => {
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: sampleFile('jpg')!, name: 'a.png' })), 415, 'JPG', 'not .png');
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'a.png' })), 415, 'not .png');
    const model = await createResource(c.api, 'modules', { name: 'Checks' });
    await refusedUpload(() => upload(`/modules/${model.id}/source/file.step`, formWith({ bytes: png, name: 'a.step' })), 415, 'PNG');
    await refusedUpload(() => upload(`/modules/${model.id}/source/file.step`, formWith({ bytes: Buffer.from('solid x\nendsolid x\n'), name: 'a.step' })), 415, 'step');
    // each accepted format passes its own check
    for (const extension of ['png', 'jpg', 'jpeg', 'webp']) {
      assert.equal((await upload(`/companies/${id}/avatar.${extension}`, formWith({ bytes: sampleFile(extension)!, name: `a.${extension}` }))).status, 200, extension);
    }
    for (const extension of ['step', 'stp', 'stl', 'obj', 'glb', 'gltf']) {
      const reply = await upload(`/modules/${model.id}/source/file.${extension}`, formWith({ bytes: sampleFile(extension)!, name: `a.${extension}` }));
      assert.equal(reply.status, 200, `${extension}: ${JSON.stringify(reply.body)}`);
    }
  });

  test('a file over the limit is 413; the connection stays usable', async () => {
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: Buffer.concat([png, Buffer.alloc(LIMIT)]), name: 'big.png' })), 413, `${LIMIT} bytes`);
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: Buffer.concat([png, Buffer.alloc(LIMIT)]), name: 'big.png' })), 413);
    assert.equal((await upload(`/companies/${id}/avatar.png`, formWith({ bytes: png, name: 'small.png' }))).status, 200);
  });

  test('an upload the caller may not make, or on a stale ETag, or below an element that is not there, stores nothing', async () => {
    await refusedUpload(() => upload(`/companies/${id}/avatar.png`, formWith({ bytes: Buffer.concat([png, Buffer.from('stale')]), name: 'a.png' }), { 'if-match': '"1"' }), 412);
    await refusedUpload(() => upload(`/companies/${'0'.repeat(24)}/avatar.png`, formWith({ bytes: png, name: 'a.png' })), 404);
    const type = await createResource(c.api, 'connectortypes', { name: 'Empty', connectors: [{ id: 'c1', name: 'One' }] });
    await refusedUpload(() => upload(`/connectortypes/${type.id}/connectors/nope/source/image.png`, formWith({ bytes: Buffer.concat([png, Buffer.from('x')]), name: 'a.png' })), 404, 'connectors/nope');
    // an element that is there takes it
    assert.equal((await upload(`/connectortypes/${type.id}/connectors/c1/source/image.png`, formWith({ bytes: png, name: 'a.png' }))).status, 200);
  });

  test('a file is read as the extension it was stored as (jpg and jpeg alike); files without stored content are 404', async () => {
    const jpg = sampleFile('jpg')!;
    await ok(upload(`/companies/${id}/avatar.jpg`, formWith({ bytes: jpg, name: 'photo.jpg' })));
    assert.deepEqual((await download(`/companies/${id}/avatar.jpeg`)).bytes, jpg);
    assertError(await call(`${c.api}/companies/${id}/avatar.png`), 404, 'photo.jpg', '.jpg');
    // metadata written by hand, naming content that is not stored here
    await ok(c.put(`/companies/${id}/avatar`, { name: 'elsewhere.png', contentType: 'image/png', uri: 'https://cdn.example/x.png', hashString: 'f'.repeat(64) }));
    assertError(await call(`${c.api}/companies/${id}/avatar.png`), 404, 'no content stored');
  });
});

describe('Range (RFC 9110 §14): one range is a 206, beyond the end a 416, anything else the whole content', () => {
  test('a-b, a-, -n, a suffix longer than the file, an end beyond it; several ranges, another unit or nonsense answer it whole', async () => {
    const png = Buffer.concat([sampleFile('png')!, Buffer.from('ranges')]);
    const size = png.length;
    const { id } = await createResource(c.api, 'companies', { name: 'Ranges Ltd' });
    await ok(upload(`/companies/${id}/avatar.png`, formWith({ bytes: png, name: 'r.png' })));
    const partial: [string, number, number][] = [
      ['bytes=0-0', 0, 0],
      ['bytes=3-', 3, size - 1],
      ['bytes=-4', size - 4, size - 1],
      [`bytes=-${size + 100}`, 0, size - 1],
      [`bytes=10-${size + 100}`, 10, size - 1],
      [' bytes= 2 - 5 ', 2, 5],
    ];
    for (const [range, start, end] of partial) {
      const part = await download(`/companies/${id}/avatar.png`, { range });
      assert.equal(part.status, 206, range);
      assert.equal(part.headers.get('content-range'), `bytes ${start}-${end}/${size}`, range);
      assert.deepEqual(part.bytes, png.subarray(start, end + 1), range);
    }
    for (const range of [`bytes=${size}-`, 'bytes=-0', `bytes=${size + 5}-${size + 9}`, 'bytes=5-2']) {
      const refused = await download(`/companies/${id}/avatar.png`, { range });
      assert.equal(refused.status, 416, range);
      assert.equal(refused.headers.get('content-range'), `bytes */${size}`, range);
    }
    for (const range of ['bytes=0-1,4-5', `items=${size}-`, 'bytes=x-y', 'bytes=-', 'bytes 0-1']) {
      const whole = await download(`/companies/${id}/avatar.png`, { range });
      assert.equal(whole.status, 200, range);
      assert.deepEqual(whole.bytes, png, range);
    }
  });
});

describe('content is stored once and collected when no version refers to it', () => {
  test('the same bytes uploaded to two resources are one blob', async () => {
    const bytes = Buffer.concat([sampleFile('png')!, Buffer.from('shared')]);
    const before = await blobs();
    for (const name of ['A', 'B']) {
      const company = await createResource(c.api, 'companies', { name });
      await ok(upload(`/companies/${company.id}/avatar.png`, formWith({ bytes, name: 'logo.png' })));
    }
    assert.deepEqual(await blobs(), [...new Set([...before, sha256(bytes)])].sort());
  });

  test('deleting every version that refers to a blob lets garbage collection remove it (after its grace period)', async () => {
    const bytes = Buffer.concat([sampleFile('png')!, Buffer.from('collected')]);
    const kept = Buffer.concat([sampleFile('png')!, Buffer.from('kept')]);
    const company = await createResource(c.api, 'companies', { name: 'Short-lived' });
    await ok(upload(`/companies/${company.id}/avatar.png`, formWith({ bytes, name: 'logo.png' })));
    const other = await createResource(c.api, 'companies', { name: 'Long-lived' });
    await ok(upload(`/companies/${other.id}/avatar.png`, formWith({ bytes: kept, name: 'logo.png' })));
    assert.equal((await server.model.content.collectGarbage(0)).deleted, 0, 'both are referenced');
    // a branch tip that is the only holder of a blob, then the resource itself
    await ok(c.del(`/companies/${company.id}/avatar`), 204);
    assert.equal((await server.model.content.collectGarbage(0)).deleted, 0, 'version 2 still holds it');
    await ok(c.del(`/companies/${company.id}`), 204);
    assert.equal((await server.model.content.collectGarbage(60 * 60 * 1000)).deleted, 0, 'young blobs wait out the grace period');
    const collected = await server.model.content.collectGarbage(0);
    assert.equal(collected.deleted, 1);
    assert.ok(!(await blobs()).includes(sha256(bytes)));
    assert.ok((await blobs()).includes(sha256(kept)));
    assert.deepEqual((await download(`/companies/${other.id}/avatar.png`)).bytes, kept);
  });

  test('archiving keeps the content; deleting one version drops only what it alone held', async () => {
    const archived = await createResource(c.api, 'companies', { name: 'Archived' });
    await ok(upload(`/companies/${archived.id}/avatar.png`, formWith({ bytes: Buffer.concat([sampleFile('png')!, Buffer.from('archived')]), name: 'logo.png' })));
    await ok(c.del(`/companies/${archived.id}?archive=true`), 204);
    assert.equal((await server.model.content.collectGarbage(0)).deleted, 0, 'an archived resource keeps its content');

    const company = await createResource(c.api, 'companies', { name: 'Branchy' });
    await ok(upload(`/companies/${company.id}/v/1/avatar.png?notHead=true`, formWith({ bytes: Buffer.concat([sampleFile('png')!, Buffer.from('branch only')]), name: 'logo.png' })));
    await ok(c.del(`/companies/${company.id}/v/2`), 204);
    assert.equal((await server.model.content.collectGarbage(0)).deleted, 1);
  });
});

describe('application.md §7: the module image', () => {
  let id: string;
  const image = Buffer.concat([sampleFile('png')!, Buffer.from('image')]);
  const render = Buffer.concat([sampleFile('png')!, Buffer.from('render')]);
  beforeAll(async () => {
    id = (await createResource(c.api, 'modules', { name: 'Pictured' })).id;
  });

  test('image.png falls back to the render; once there is an image, it is the image; id, id:head, id:n and v/{n|head} all work', async () => {
    assertError(await call(`${c.api}/image/modules/${id}/source/image.png`), 404, 'no image or render');
    await ok(upload(`/modules/${id}/source/render.png`, formWith({ bytes: render, name: 'render.png' })));
    assert.deepEqual((await download(`/image/modules/${id}/source/image.png`)).bytes, render);
    assert.deepEqual((await download(`/image/modules/${id}/source/render.png`)).bytes, render);
    await ok(upload(`/modules/${id}/source/image.png`, formWith({ bytes: image, name: 'image.png' })));
    for (const path of [`${id}/source/image.png`, `${id}:head/source/image.png`, `${id}:3/source/image.png`, `${id}/v/3/source/image.png`, `${id}/v/head/source/image.png`]) {
      const got = await download(`/image/modules/${path}`);
      assert.equal(got.status, 200, path);
      assert.deepEqual(got.bytes, image, path);
      assert.equal(got.headers.get('content-type'), 'image/png');
      assert.ok(declaredTypes(`/image/modules/${path}`, 200).includes('image/png'), path);
    }
    assert.deepEqual((await download(`/image/modules/${id}/v/2/source/image.png`)).bytes, render, 'version 2 had only the render');
    assert.match((await download(`/image/modules/${id}/v/2/source/image.png`)).headers.get('cache-control')!, /immutable/);
    assertError(await call(`${c.api}/image/modules/${id}/v/1/source/image.png`), 404);
    assertError(await call(`${c.api}/image/modules/${'0'.repeat(24)}/source/image.png`), 404);
    assertError(await call(`${c.api}/image/modules/${id}:0x1/source/image.png`), 400, 'moduleRef');
    assert.equal(requireKind('modules').collection, 'modules');
  });
});

describe("the demo's modules whose source is a STEP file", () => {
  test('have it, uploaded by the seed as over REST: a second version naming its type, address, hash and size, served back, which the demo products offer', async () => {
    const modules = new Map<string, string>(Object.entries(DEMO_STEP_FILES).map(([key, file]) => [file.name, key]));
    const offered = new Set(await offeredModules());
    for (const [name, key] of modules) {
      const found = (await ok(c.get(`/modules?source.file.file.name=${encodeURIComponent(name)}`))).items;
      assert.equal(found.length, 1, `one demo module has ${name}`);
      const head = await ok(c.get(`/modules/${found[0].id}`));
      const bytes = DEMO_STEP_FILES[key].bytes();
      const extension = name.split('.').pop();
      assert.equal(head.version, 2, `${name}: made, then its file uploaded`);
      assert.deepEqual(head.document.source.file.file, {
        name,
        contentType: 'model/step',
        uri: `/api/modules/${found[0].id}/v/2/source/file.${extension}`,
        hashString: sha256(bytes),
        size: bytes.length,
      });
      assert.equal(head.document.source.geometrySettings.cadOrientation, 'PositiveZ');
      const served = await download(`/modules/${found[0].id}/v/2/source/file.${extension}`);
      assert.equal(served.status, 200);
      assert.deepEqual(served.bytes, bytes);
      assert.ok(offered.has(`${found[0].id}:2`), `${name}: the demo products offer the version with the file`);
    }
  });

  async function offeredModules(): Promise<string[]> {
    const products = (await ok(c.get('/products'))).items as { id: string }[];
    const documents = await Promise.all(products.map(async ({ id }) => (await ok(c.get(`/products/${id}`))).document));
    return documents.flatMap((d) => d.categoryModules.flatMap((c: { modules: { id: string; version: number }[] }) => c.modules.map((m) => `${m.id}:${m.version}`)));
  }
});
