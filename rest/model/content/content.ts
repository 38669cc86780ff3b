import type { Readable } from 'node:stream';
import { BlobTooLargeError, type BlobStore, type ByteRange, type StagedBlob } from '../../store/blobs/blob-port.ts';
import type { Store } from '../../store/port.ts';
import type { Actor } from '../identity/actor.ts';
import { assertExpectedHead, contentEtag } from '../resources/conditional.ts';
import { badRequest, notFound, payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import type { KindDef, SubresourceDef } from '../kinds/kind-def.ts';
import { requireKind } from '../kinds/registry.ts';
import { describeResource, permittedHead, readableHead, versionRow } from '../resources/resource-access.ts';
import type { ReadOptions } from '../resources/resource-reads.ts';
import type { WriteFlags } from '../writes/write-types.ts';
import { changeAt, concretePath, parsePath } from '../subresources/subresource-paths.ts';
import type { Params, SubresourceAt, SubresourceRead, Subresources } from '../subresources/subresources.ts';
import type { BlobRefs } from './blob-refs.ts';
import { contentProblem, contentTypeOf, extensionOf, sameContent } from './content-types.ts';

/** Stored binary content, ready to be sent. */
export interface StoredContent {
  /** the sha256, quoted */
  etag: string;
  size: number;
  contentType: string;
  /** the name it was uploaded with */
  fileName: string;
  /** immutable on versioned paths, revalidated on head paths */
  cacheControl: string;
  /** the bytes from `start` to `end` inclusive, or all of them */
  open(range?: ByteRange): Promise<Readable>;
}

/** An uploaded file as it arrived: staged in the blob store, with the name the client gave it. */
export interface IncomingFile {
  staged: StagedBlob;
  filename?: string;
}

/**
 * How the bytes of an upload arrive: the caller reads its request and hands the one file's stream to
 * `stage` (which stores it while hashing); it throws when the request is not one file.
 */
export type Receive = (stage: (stream: Readable) => Promise<StagedBlob>) => Promise<IncomingFile>;

const IMMUTABLE = 'private, max-age=31536000, immutable';
/** a published module version's file: the same for everyone, and never changes */
const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'private, no-cache';
const HOUR = 60 * 60 * 1000;

interface StoredFile {
  name: string;
  hashString?: unknown;
}

/**
 * Binary content behind the registry's file sub-resources (ContentDef): streamed uploads that
 * become a version's file, reads by extension, the module image of application.md §7, and the
 * collection of blobs no version refers to.
 */
export class Content {
  constructor(
    private readonly store: Store,
    private readonly blobs: BlobStore,
    private readonly refs: BlobRefs,
    private readonly subresources: Subresources,
    private readonly maxUploadBytes: number,
    private readonly now: () => Date,
  ) {}

  private assertExtension(kind: KindDef, def: SubresourceDef, extension: string): void {
    const allowed = def.content?.extensions ?? [];
    if (!allowed.includes(extension)) throw badRequest(`extension must be one of ${allowed.join(', ')} for the ${def.path} of ${kind.label.toLowerCase()}s`);
  }

  /** The file's name: the client's, without folders, matching the extension; or the content's own name. */
  private fileName(given: string | undefined, def: SubresourceDef, params: Params, extension: string): string {
    const fallback = `${concretePath(parsePath(def.content?.path ?? def.path).steps, params).split('/').pop()}.${extension}`;
    if (given === undefined || given === '') return fallback;
    // eslint-disable-next-line no-control-regex
    if (/[/\\\u0000-\u001f]/.test(given) || given === '.' || given === '..' || given.length > 200) {
      throw badRequest(`the file name ${JSON.stringify(given.slice(0, 200))} must be a plain name of at most 200 characters, without folders`);
    }
    const own = extensionOf(given);
    if (own && !sameContent(own, extension)) throw badRequest(`the file name ${given} does not end in .${extension}, the extension it is uploaded as`);
    return own ? given : `${given}.${extension}`;
  }

  /** PUT …/{name}.{extension}: the uploaded file becomes the sub-resource's file in a new version written on `at.version`. */
  async upload(actor: Actor, at: SubresourceAt, extension: string, receive: Receive, flags: WriteFlags = {}): Promise<SubresourceRead> {
    const { kind, def, id, version: base, params } = at;
    this.assertExtension(kind, def, extension);
    // everything that can be known before the bytes arrive is checked first, so a refused upload stores nothing
    const head = await permittedHead(this.store, actor, kind, id, 'write', flags);
    assertExpectedHead(flags.expectedHead, kind, head);
    const document = base === undefined ? head.document : (await versionRow(this.store, kind, head, base)).document;
    changeAt(document, parsePath(def.path).steps, params, () => ({}), (missing) => `${describeResource(kind, id)} has no ${missing}`);

    const { staged, filename } = await receive((stream) =>
      this.blobs.stage(stream, { maxBytes: this.maxUploadBytes }).catch((error) => {
        if (error instanceof BlobTooLargeError) throw payloadTooLarge(`the file is larger than the upload limit of ${this.maxUploadBytes} bytes`);
        throw error;
      }),
    );
    let name: string;
    try {
      name = this.fileName(filename, def, params, extension);
      const problem = await contentProblem(extension, staged.head, staged.size);
      if (problem) throw staged.size === 0 ? badRequest(problem) : unsupportedMediaType(problem);
      await staged.keep();
    } catch (error) {
      await staged.discard();
      throw error;
    }
    // if the write fails now, the blob is unreferenced and garbage collection takes it
    const contentPath = concretePath(parsePath(def.content?.path ?? def.path).steps, params);
    return this.subresources.putWith(actor, at, (version) => ({
      name,
      contentType: contentTypeOf(extension),
      uri: `/api/${kind.collection}/${id}/v/${version}/${contentPath}.${extension}`,
      hashString: staged.hash,
      size: staged.size,
    }), flags);
  }

  /** GET …/{name}.{extension}: the content of the sub-resource's file, in the head or one version. */
  async read(actor: Actor, at: SubresourceAt, extension: string, options: ReadOptions = {}): Promise<StoredContent> {
    const { kind, def, id, version } = at;
    this.assertExtension(kind, def, extension);
    const { value } = await this.subresources.read(actor, at, options);
    const file = value!.document as unknown as StoredFile;
    const own = extensionOf(file.name);
    if (own && !sameContent(own, extension)) throw notFound(`the ${def.path} of ${describeResource(kind, id)} is ${file.name}: read it as .${own}`);
    return this.serve(kind, id, def, file, own ?? extension, version !== undefined);
  }

  private async serve(kind: KindDef, id: string, def: SubresourceDef, file: StoredFile, extension: string, versioned: boolean): Promise<StoredContent> {
    const hash = file.hashString;
    const info = typeof hash === 'string' ? await this.blobs.stat(hash) : null;
    if (!info) throw notFound(`the ${def.path} of ${describeResource(kind, id)} (${file.name}) has no content stored here`);
    return {
      etag: contentEtag(info.hash),
      size: info.size,
      // what the upload checked the bytes to be; a type written into the metadata by hand is never served
      contentType: contentTypeOf(extension),
      fileName: file.name,
      cacheControl: versioned ? IMMUTABLE : REVALIDATE,
      open: (range) => this.blobs.open(info.hash, range),
    };
  }

  /**
   * application.md §7: a module's source image (falling back to its render), or its render, in the
   * head (`version` undefined) or a version; whatever image format it was uploaded as.
   */
  async moduleImage(actor: Actor, id: string, version: number | undefined, which: 'image' | 'render', options: ReadOptions = {}): Promise<StoredContent> {
    const modules = requireKind('modules');
    const { head } = await readableHead(this.store, actor, modules, id, options);
    const document = version === undefined ? head.document : (await versionRow(this.store, modules, head, version)).document;
    const found = await this.firstStored(id, document, which === 'image' ? ['source/image', 'source/render'] : ['source/render'], version !== undefined);
    if (found) return found;
    throw notFound(`${describeResource(modules, id)}${version === undefined ? '' : ` version ${version}`} has no ${which === 'image' ? 'image or render' : 'render'} stored`);
  }

  /**
   * A module version's picture (its image, else its render) or its CAD file, from a document the caller
   * has reached already (the storefront: a module its published configurator offers), for anyone to cache.
   */
  async offeredModuleFile(id: string, document: Record<string, unknown>, which: 'image' | 'geometry'): Promise<StoredContent> {
    const found = await this.firstStored(id, document, which === 'image' ? ['source/image', 'source/render'] : ['source/file/file'], true);
    if (!found) throw notFound(`${describeResource(requireKind('modules'), id)} has no ${which === 'image' ? 'image' : 'geometry'} stored`);
    return { ...found, cacheControl: PUBLIC_IMMUTABLE };
  }

  /** The first of a module document's files (by sub-resource path) whose content is stored. */
  private async firstStored(id: string, document: Record<string, unknown>, paths: string[], versioned: boolean): Promise<StoredContent | undefined> {
    const modules = requireKind('modules');
    for (const path of paths) {
      const def = modules.subresources.find((d) => d.path === path)!;
      const file = this.subresources.valueIn(def, document, {});
      if (!('value' in file)) continue;
      const stored = file.value as StoredFile;
      if (typeof stored.hashString === 'string' && (await this.blobs.stat(stored.hashString))) {
        return this.serve(modules, id, def, stored, extensionOf(stored.name) ?? 'png', versioned);
      }
    }
    return undefined;
  }

  /**
   * Deletes blobs no version refers to and staged uploads never finished, once older than `graceMs`
   * (an upload keeps its blob a moment before its version commits).
   */
  async collectGarbage(graceMs = HOUR): Promise<{ deleted: number; staged: number }> {
    const before = new Date(this.now().getTime() - graceMs);
    const staged = await this.blobs.sweepStaging(before);
    let deleted = 0;
    for await (const blob of this.blobs.list()) {
      if (blob.created < before && !(await this.refs.isReferenced(this.store, blob.hash))) {
        await this.blobs.delete(blob.hash);
        deleted++;
      }
    }
    return { deleted, staged };
  }
}
