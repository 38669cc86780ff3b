// The storefront's CAD meshes (rest/model/storefront/cad-meshes.ts): a published module's STEP file
// converted on the server, in a worker thread, to the meshes the product editor's reader makes in the
// browser; converted once, kept by the file's content hash for every instance over the same folder,
// and a file that does not read refused with its reason, once.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, it } from 'vitest';
import { CAD_MESHES_TYPE, cadReplyOf, decodeCadMeshes, type CadMesh } from '../../rules/cad-meshes.ts';
import type { StoredContent } from '../../rest/model/content/content.ts';
import { DomainError } from '../../rest/model/errors.ts';
import { openCascade } from '../../rest/model/cad-import/read-cad.ts';
import { CadMeshes, MESHES_AT_MOST_BYTES } from '../../rest/model/storefront/cad-meshes.ts';
import { stepOfBoxes } from '../../seeds/step-geometry.ts';

const cache = mkdtempSync(join(tmpdir(), 'joinery-cad-meshes-test-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** A stored file as the content layer serves it; `opened` counts its reads. */
function storedFile(fileName: string, bytes: Buffer) {
  const file = {
    opened: 0,
    etag: `"${createHash('sha256').update(bytes).digest('hex')}"`,
    size: bytes.length,
    contentType: 'model/step',
    fileName,
    cacheControl: 'public, max-age=31536000, immutable',
    open: async () => {
      file.opened++;
      return Readable.from([bytes]);
    },
  };
  return file satisfies StoredContent;
}

const read = async (content: StoredContent) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await content.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const comparable = (meshes: CadMesh[]) => meshes.map((m) => ({ ...m, positions: [...m.positions], normals: m.normals && [...m.normals], indices: [...m.indices] }));

describe("a published module's STEP file as meshes", () => {
  const door = stepOfBoxes('door-400', [
    { name: 'panel', at: [0, 0, 0], size: [400, 18, 720], colour: [0.76, 0.6, 0.42] },
    { name: 'handle', at: [340, -30, 300], size: [16, 30, 120], colour: [0.2, 0.2, 0.22] },
  ]);

  it("are the meshes the editor's reader makes of it, converted once however many ask at once, then read from the cache by any instance", async () => {
    const meshes = new CadMeshes(cache);
    const file = storedFile('Door 400.step', door);
    const [first, second] = await Promise.all([meshes.of(file, 'step'), meshes.of(file, 'step')]);
    assert.equal(file.opened, 1, 'one conversion for both');
    assert.equal(first.contentType, CAD_MESHES_TYPE);
    assert.equal(first.etag, `"${file.etag.slice(1, -1)}-meshes-v1"`);
    assert.equal(first.cacheControl, file.cacheControl);
    const bytes = await read(first);
    assert.equal(bytes.length, first.size);
    assert.deepEqual(await read(second), bytes);

    const direct = cadReplyOf((await openCascade()).ReadStepFile(new Uint8Array(door), null));
    if (!('meshes' in direct)) throw new Error(direct.error);
    const served = decodeCadMeshes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    assert.deepEqual(comparable(served), comparable(direct.meshes));
    assert.deepEqual(served.map((m) => m.indices.length / 3), [12, 12]);

    // another instance over the same folder reads what the first converted: the file is not read again
    const other = new CadMeshes(cache);
    const unread = { ...storedFile('Door 400.step', door), open: async (): Promise<Readable> => assert.fail('converted again') };
    assert.deepEqual(await read(await other.of(unread, 'step')), bytes);
    // a byte range, as the route serves one
    assert.deepEqual(await read({ ...first, open: () => first.open({ start: 4, end: 7 }) }), bytes.subarray(4, 8));
  });

  it('of a file OpenCascade cannot read are refused as not found, with the reason, and the file is not tried again', async () => {
    const meshes = new CadMeshes(cache);
    const broken = storedFile('Broken.step', Buffer.from('ISO-10303-21;\nHEADER;\nthis is not STEP at all\n'));
    const refusal = await meshes.of(broken, 'step').then(
      () => assert.fail('served meshes of a broken file'),
      (error: unknown) => error,
    );
    assert.ok(refusal instanceof DomainError && refusal.code === 'NOT_FOUND', String(refusal));
    assert.match(refusal.message, /^The 3D view cannot show Broken\.step: the file holds (nothing OpenCascade could read|no solid or surface to show)$/);
    await assert.rejects(new CadMeshes(cache).of({ ...broken, open: async (): Promise<Readable> => assert.fail('tried again') }, 'step'), { message: refusal.message });
    assert.equal(broken.opened, 1);
    assert.deepEqual(readdirSync(join(cache, 'cad-meshes')).map((name) => name.replace(/^[0-9a-f]{64}/, '<hash>')).sort(), ['<hash>.step.v1.failed', '<hash>.step.v1.jcm']);
  });

  it('are served where the cache cannot be kept, converted for each ask', async () => {
    const notAFolder = join(cache, 'a-file');
    writeFileSync(notAFolder, 'not a folder');
    const meshes = new CadMeshes(notAFolder);
    const file = storedFile('Door 400.step', door);
    const served = await meshes.of(file, 'step');
    assert.ok(decodeCadMeshes(new Uint8Array(await read(served)).buffer).length === 2);
    await meshes.of(file, 'step');
    assert.equal(file.opened, 2);
  });

  it('of a file larger than the 3D view converts are refused without reading it', async () => {
    const large = storedFile('Whole kitchen.step', Buffer.from('ISO-10303-21;'));
    large.size = MESHES_AT_MOST_BYTES + 1;
    await assert.rejects(new CadMeshes(mkdtempSync(join(tmpdir(), 'joinery-cad-meshes-large-'))).of(large, 'step'), {
      message: 'The 3D view cannot show Whole kitchen.step: the file is larger than the 3D view converts (25 MB)',
    });
    assert.equal(large.opened, 0);
  });
});
