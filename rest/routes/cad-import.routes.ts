import { Id, Obj } from '../model/kinds/common.schema.ts';
import { moduleKind } from '../model/kinds/module.kind.ts';
import { Upload } from './content.routes.ts';
import { defineOperation } from './operation.ts';
import { envelopeSchema } from './schemas.ts';
import { receiveMultipart } from './upload.ts';

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
];
