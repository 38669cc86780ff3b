import { Type } from '@sinclair/typebox';
import { contentTypeOf } from '../model/content/content-types.ts';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { requireKind } from '../model/kinds/registry.ts';
import type { KindDef, SubresourceDef } from '../model/kinds/kind-def.ts';
import { subresourceOperationNames } from '../model/kinds/operation-names.ts';
import { parsePath } from '../model/subresources/subresource-paths.ts';
import { defineOperation, type Operation } from './operation.ts';
import { envelopeSchema, ReadQuery, WriteQuery } from './schemas.ts';
import { subresourceAt, subresourceParams, subresourceSchema } from './subresource.routes.ts';
import { receiveMultipart } from './upload.ts';

export const Upload = Type.Object(
  { file: Type.String({ format: 'binary', description: 'the file; its name (without folders) is kept' }) },
  { required: ['file'], description: 'multipart/form-data with exactly one file field' },
);

/** The content types files of these extensions are served with. */
const typesOf = (extensions: readonly string[]) => [...new Set(extensions.map(contentTypeOf))];

/**
 * Binary content of a file sub-resource (rest-api.md §7.4 reads, §7.7 multipart uploads): GET and
 * PUT `…/{name}.{extension}`, each in the head and the versioned form.
 */
function operationsOf(kind: KindDef, def: SubresourceDef): Operation[] {
  const content = def.content!;
  const names = subresourceOperationNames(kind.one, def.name);
  const url = `${parsePath(content.path ?? def.path).url}.{extension}`;
  const one = `/api/${kind.collection}/{${kind.idParam}}`;
  const shared = { group: kind.collection, tag: kind.collection };
  const params = (versioned: boolean) =>
    Obj({ ...subresourceParams(kind, def, versioned).properties, extension: Type.String({ enum: [...content.extensions], description: 'the file extension' }) });
  const what = `the content of the ${def.path.replace(/:(key|index)\}/g, '}')} of ${/^[aeiou]/i.test(kind.label) ? 'an' : 'a'} ${kind.label.toLowerCase()}`;
  return [false, true].flatMap((versioned) => {
    const path = versioned ? `${one}/v/{versionId}/${url}` : `${one}/${url}`;
    return [
      defineOperation({
        ...shared,
        method: 'GET',
        path,
        operationId: versioned ? names.contentVersion : names.content,
        summary: `Download ${what}${versioned ? ' in one version (cached for good: it never changes)' : ''}`,
        description: 'Content-Type from the extension (the bytes were checked to match at upload); ETag is its sha256; Range gives 206.',
        params: params(versioned),
        query: ReadQuery,
        answer: 'binary',
        contentTypes: typesOf(content.extensions),
        errors: [404],
        call: (model, input) => model.content.read(input.actor, subresourceAt(kind, def, versioned, input), input.params.extension, input.query),
      }),
      defineOperation({
        ...shared,
        method: 'PUT',
        path,
        operationId: versioned ? names.uploadVersion : names.upload,
        summary: `Upload ${what} ${versioned ? 'on a version (adds a version whose parent it is)' : 'on the head (adds a version)'}`,
        description: `One file field; extensions ${content.extensions.join(', ')}; the bytes must be what the extension says. Answers the file's metadata in the new version.`,
        params: params(versioned),
        query: WriteQuery,
        body: Upload,
        bodyKind: 'multipart',
        response: envelopeSchema(subresourceSchema(kind, def)),
        answer: 'written',
        ifMatch: kind,
        errors: [403, 404, 424],
        call: (model, input) =>
          model.content.upload(input.actor, subresourceAt(kind, def, versioned, input), input.params.extension, receiveMultipart(input.request), {
            ...input.query,
            expectedHead: input.expectedHead,
          }),
      }),
    ];
  });
}

export const contentOperations = (kind: KindDef): Operation[] => kind.subresources.filter((def) => def.content).flatMap((def) => operationsOf(kind, def));

const ModuleRef = Type.String({ pattern: '^[0-9a-f]{24}(:(head|\\d{1,15}))?$', description: 'a module id, or id:head, or id:{version}' });
const VersionOrHead = Type.String({ pattern: '^(head|\\d{1,15})$', description: 'a version number, or head' });

/** `id`, `id:head` or `id:3`; `head` as the version means the head. */
function moduleAt(ref: string, version?: string): { id: string; version?: number } {
  const [id, at = version] = ref.split(':');
  return { id, version: at === undefined || at === 'head' ? undefined : Number(at) };
}

/** application.md §7: the module image the screens show, falling back to the render. */
export const imageOperations: Operation[] = (['image', 'render'] as const).flatMap((which) => {
  const name = which === 'image' ? 'Image' : 'RenderImage';
  // the image falls back to the render: either's file, as its extension says
  const files = requireKind('modules').subresources.filter((d) => d.path === 'source/render' || (which === 'image' && d.path === 'source/image'));
  const contentTypes = typesOf(files.flatMap((d) => d.content?.extensions ?? []));
  const shared = { group: '', tag: 'images', answer: 'binary' as const, contentTypes, errors: [404], query: ReadQuery };
  const summary = which === 'image' ? "A module's source image, or its render when it has no image" : "A module's source render";
  return [
    defineOperation({
      ...shared,
      method: 'GET',
      path: `/api/image/modules/{moduleRef}/source/${which}.png`,
      operationId: `getModule${name}`,
      summary: `${summary}: the head (id or id:head) or a version (id:{version})`,
      params: Obj({ moduleRef: ModuleRef }),
      call: (model, input) => {
        const at = moduleAt(input.params.moduleRef);
        return model.content.moduleImage(input.actor, at.id, at.version, which, input.query);
      },
    }),
    defineOperation({
      ...shared,
      method: 'GET',
      path: `/api/image/modules/{moduleId}/v/{version}/source/${which}.png`,
      operationId: `getModuleVersion${name}`,
      summary: `${summary}, in one version (or head)`,
      params: Obj({ moduleId: Id, version: VersionOrHead }),
      call: (model, input) => {
        const at = moduleAt(input.params.moduleId, input.params.version);
        return model.content.moduleImage(input.actor, at.id, at.version, which, input.query);
      },
    }),
  ];
});
