import { Type } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import { TASK_STATUSES } from '../model/effects/events.ts';
import { IntegrationBody } from '../model/integrations/integrations.ts';
import { defineOperation } from './operation.ts';
import { AliasParams } from './workspaces.routes.ts';

const shared = { group: '', tag: 'integrations' } as const;
const base = '/api/workspaces/{alias}/integrations';
const OneParams = Obj({ ...AliasParams.properties, integrationId: Id });
const Time = Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

const Field = Obj({
  name: Type.String(),
  label: Type.String(),
  kind: Type.String({ description: 'url, text, select, multiselect, secret (write-only) or mapping' }),
  required: Type.Boolean(),
  help: Type.String(),
  options: Type.Optional(Type.Array(Type.String())),
  pattern: Type.Optional(Obj({ source: Type.String(), meaning: Type.String() })),
});
const CatalogueEntry = Obj({ type: Type.String(), name: Type.String(), description: Type.String(), fields: Type.Array(Field) });

const Integration = Obj({
  id: Id,
  workspace: Type.String(),
  type: Type.String(),
  name: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('paused')]),
  settings: Type.Record(Type.String(), Type.Unknown(), { description: 'the settings other than secrets' }),
  secrets: Type.Record(Type.String(), Type.Boolean(), { description: 'which secrets are set: their values are never answered' }),
  created: Time,
  updated: Time,
  createdBy: Type.String(),
  nextRun: Nullable(Time),
});

const Attempt = Obj({ at: Time, status: Nullable(Type.Integer()), error: Nullable(Type.String()), durationMs: Type.Integer() });
const Delivery = Obj({
  id: Id,
  workspace: Type.String(),
  integration: Id,
  event: Obj({ id: Type.String(), type: Type.String(), timestamp: Time, data: Type.Record(Type.String(), Type.Unknown()) }),
  status: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Array(Attempt),
  created: Time,
  replayOf: Type.Optional(Id),
  nextAttempt: Nullable(Time),
});

const Run = Obj({
  id: Id,
  workspace: Type.String(),
  integration: Id,
  flow: Type.String(),
  status: Type.Union(TASK_STATUSES.map((s) => Type.Literal(s))),
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  created: Time,
  updated: Time,
  name: Type.String(),
  description: Type.String(),
  avatarUrl: Nullable(Type.String()),
  recipient: Type.String(),
  download: Nullable(Type.String({ description: "an export's file" })),
});

/** /integrations (application.md §2.6, issue 21 §4): the marketplace of a workspace, its webhooks' deliveries and its runs. */
export const integrationsOperations = [
  defineOperation({
    ...shared,
    method: 'GET',
    path: base,
    operationId: 'listIntegrations',
    summary: 'The marketplace (what can be installed, with its settings) and what the workspace has installed',
    params: AliasParams,
    response: Obj({ workspace: Type.String(), catalogue: Type.Array(CatalogueEntry), installed: Type.Array(Integration) }),
    answer: 'json',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.installed.list(actor, params.alias),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: base,
    operationId: 'installIntegration',
    summary: 'Install an integration with its settings (admins)',
    description: 'A 400 names the setting that is wrong in words (`field` names it too). Secrets are stored encrypted and never answered.',
    params: AliasParams,
    body: IntegrationBody,
    bodyKind: 'model',
    response: Integration,
    answer: 'added',
    errors: [403, 404, 409],
    call: (model, { actor, params, body }) => model.integrations.installed.install(actor, params.alias, body as any),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: `${base}/{integrationId}`,
    operationId: 'getIntegration',
    summary: 'One installed integration',
    params: OneParams,
    response: Integration,
    answer: 'json',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.installed.get(actor, params.alias, params.integrationId),
  }),
  defineOperation({
    ...shared,
    method: 'PATCH',
    path: `${base}/{integrationId}`,
    operationId: 'configureIntegration',
    summary: 'Configure an integration, rename it, or pause and resume it (admins)',
    params: OneParams,
    body: IntegrationBody,
    bodyKind: 'model',
    response: Integration,
    answer: 'json',
    errors: [403, 404, 409],
    call: (model, { actor, params, body }) => model.integrations.installed.configure(actor, params.alias, params.integrationId, body as any),
  }),
  defineOperation({
    ...shared,
    method: 'DELETE',
    path: `${base}/{integrationId}`,
    operationId: 'removeIntegration',
    summary: 'Remove an integration (admins); its delivery log and runs stay',
    params: OneParams,
    answer: 'noContent',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.installed.remove(actor, params.alias, params.integrationId),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: `${base}/{integrationId}/deliveries`,
    operationId: 'listWebhookDeliveries',
    summary: "A webhook's delivery log, newest first, with each attempt",
    params: OneParams,
    response: Obj({ deliveries: Type.Array(Delivery) }),
    answer: 'json',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.deliveries.log(actor, params.alias, params.integrationId),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: `${base}/{integrationId}/deliveries/{deliveryId}/replay`,
    operationId: 'replayWebhookDelivery',
    summary: "Send a delivery's event again, as a new delivery (admins)",
    params: Obj({ ...OneParams.properties, deliveryId: Id }),
    response: Delivery,
    answer: 'added',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.deliveries.replay(actor, params.alias, params.integrationId, params.deliveryId),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: `${base}/{integrationId}/runs`,
    operationId: 'listIntegrationRuns',
    summary: "An integration's latest runs, newest first",
    params: OneParams,
    response: Obj({ runs: Type.Array(Run) }),
    answer: 'json',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.runs.list(actor, params.alias, params.integrationId),
  }),
  defineOperation({
    ...shared,
    method: 'POST',
    path: `${base}/{integrationId}/runs`,
    operationId: 'runExport',
    summary: "Export now: a run of an export integration, made in the background; its file is the run's download",
    params: OneParams,
    response: Run,
    answer: 'added',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.exports.request(actor, params.alias, params.integrationId),
  }),
  defineOperation({
    ...shared,
    method: 'GET',
    path: '/api/workspaces/{alias}/integration-runs/{runId}/download',
    operationId: 'downloadIntegrationRun',
    summary: "An export run's file (CSV or XLSX)",
    params: Obj({ ...AliasParams.properties, runId: Id }),
    produces: 'application/octet-stream',
    answer: 'cached',
    errors: [403, 404],
    call: (model, { actor, params }) => model.integrations.runs.download(actor, params.alias, params.runId),
  }),
];
