import { Id, Obj } from '../model/kinds/common.schema.ts';
import { moduleKind, Onshape } from '../model/kinds/module.kind.ts';
import { Type, type Static } from '@sinclair/typebox';
import { Upload } from './content.routes.ts';
import { defineOperation } from './operation.ts';
import { envelopeSchema } from './schemas.ts';
import { receiveMultipart } from './upload.ts';

const OnshapeImport = Obj(
  { onshape: Onshape, moduleId: Type.Optional(Id) },
  { examples: [{ onshape: { documentId: 'e60c4803eaf2ac8be492c18e', wvmType: 'Version', wvmId: '5b8b7e7ae4b0c3ad4f5b8d3e', elementId: 'JHD', elementName: 'Shelf' } }] },
);

/** An Onshape id in a path: a document's, a version's. */
const OnshapeId = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: "an Onshape id (a document's, a version's)" });
const Named = { id: Type.String(), name: Type.String() };
const browse = { group: '', tag: 'modules', method: 'GET', access: 'member', answer: 'json', errors: [409, 502] } as const;
const BROWSE_NOTE = "Through the Onshape account you linked by signing in with Onshape: 409 when none is linked or Onshape refuses it (sign in with Onshape again), 502 when Onshape fails.";

/** Creating a product from a CAD file (issue 21 §2): the module at once, its import as a task. */
export const cadImportOperations = [
  defineOperation({
    group: '',
    tag: 'modules',
    method: 'POST',
    path: '/api/cad-imports',
    operationId: 'importCad',
    access: 'member',
    summary: 'Create a product from a CAD file: a module whose source is the file, and the task that imports it',
    description:
      "One file field: STEP (.step, .stp), IGES (.iges, .igs), STL, OBJ or GLB, within the upload limit. 415 naming the problem ('not a STEP file') when the bytes are not what the extension says. The module is named after the file; the task (type cad-import: read, tessellate, parts, render) fills in its source assembly, production parts and render.",
    body: Upload,
    bodyKind: 'multipart',
    response: Obj({ module: envelopeSchema(moduleKind.schema), task: Obj({ id: Id }) }),
    answer: 'created',
    location: (value: { module: { id: string } }) => `/api/modules/${value.module.id}`,
    errors: [403],
    call: (model, input) => model.cadImports.start(input.actor, receiveMultipart(input.request)),
  }),
  defineOperation({
    group: '',
    tag: 'modules',
    method: 'POST',
    path: '/api/cad-imports/onshape',
    operationId: 'importOnshape',
    access: 'member',
    summary: 'Create a product from an Onshape element, or import a newer version of it into its module',
    description:
      "Onshape translates the element (a part studio, or an assembly with elementType ASSEMBLY) to STEP through its REST API, called with the Onshape account you linked by signing in with Onshape (409 when none is). Without moduleId a module named after the element is created; with it, the import is that module's next version. A task (type onshape-import: translate, download) fetches the file, then a cad-import task imports it.",
    body: OnshapeImport,
    response: Obj({ module: envelopeSchema(moduleKind.schema), task: Obj({ id: Id }) }),
    answer: 'created',
    location: (value: { module: { id: string } }) => `/api/modules/${value.module.id}`,
    errors: [403, 404, 409],
    call: (model, { actor, body }) => {
      const { onshape, moduleId } = body as Static<typeof OnshapeImport>;
      return model.onshape.start(actor, onshape, moduleId);
    },
  }),
  // what the 'From Onshape' dialog chooses from: a document, one of its versions, an element of it
  defineOperation({
    ...browse,
    path: '/api/cad-imports/onshape/documents',
    operationId: 'listOnshapeDocuments',
    summary: 'Your Onshape documents, most recently changed first (the first 50)',
    description: BROWSE_NOTE,
    response: Obj({ documents: Type.Array(Obj(Named)) }),
    call: (model, { actor }) => model.onshape.documents(actor),
  }),
  defineOperation({
    ...browse,
    path: '/api/cad-imports/onshape/documents/{documentId}/versions',
    operationId: 'listOnshapeVersions',
    summary: "An Onshape document's versions, newest first",
    description: BROWSE_NOTE,
    params: Obj({ documentId: OnshapeId }),
    response: Obj({ versions: Type.Array(Obj({ ...Named, created: Type.Union([Type.String(), Type.Null()]) })) }),
    call: (model, { actor, params }) => model.onshape.versions(actor, params.documentId),
  }),
  defineOperation({
    ...browse,
    path: '/api/cad-imports/onshape/documents/{documentId}/versions/{versionId}/elements',
    operationId: 'listOnshapeElements',
    summary: "The part studios and assemblies of a version of an Onshape document: what can be imported",
    description: BROWSE_NOTE,
    params: Obj({ documentId: OnshapeId, versionId: OnshapeId }),
    response: Obj({ elements: Type.Array(Obj({ ...Named, elementType: Type.String({ description: 'PARTSTUDIO or ASSEMBLY' }) })) }),
    call: (model, { actor, params }) => model.onshape.elements(actor, params.documentId, params.versionId),
  }),
];
