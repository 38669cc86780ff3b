import { Type } from '@sinclair/typebox';
import { Enum, FileInfo, JOB_STATUSES, Label, MapOf, Name, Obj, Uri } from './common.schema.ts';
import { defineKind, text } from './kind-def.ts';

/** what an offline action may produce */
export const RESULT_EXTENSIONS = ['json', 'csv', 'txt', 'pdf', 'zip', 'png', 'jpg', 'glb', 'step', 'stl'] as const;

export const offlineActionKind = defineKind({
  kind: 'offlineaction',
  label: 'Offline action',
  collection: 'offlineactions',
  idParam: 'offlineactionId',
  one: 'OfflineAction',
  many: 'OfflineActions',
  titleField: 'action',
  hasSummary: false,
  schema: Obj({
    /** what to run, e.g. 'render' or 'nest'; the worker that claims it decides how */
    action: Label,
    url: Uri,
    name: Type.Optional(Name),
    status: Type.Optional(Enum(JOB_STATUSES)),
    arguments: Type.Optional(MapOf(Type.String({ minLength: 1, maxLength: 100, description: 'an argument name' }), Type.String({ maxLength: 2000 }), { maxProperties: 100 })),
    result: Type.Optional(FileInfo),
  }),
  refs: [],
  filters: text('url', 'action'),
  row: Obj({ action: Type.String(), url: Type.String(), status: Enum(JOB_STATUSES) }),
  subresources: [{ path: 'result', name: 'Result', content: { extensions: RESULT_EXTENSIONS } }],
  list: (a) => ({ action: a.action, url: a.url, status: a.status ?? 'Submitted' }),
});
