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
];
