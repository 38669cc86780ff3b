/**
 * The integrations the marketplace offers (application.md §2.6), each with the fields its settings
 * form shows. The same descriptors validate what is saved (a 400 naming the field in plain words)
 * and tell the web app what to draw, so the form and the rules cannot drift apart.
 */
import type { FieldDescriptor, IntegrationSettings, IntegrationType } from '../../../rules/integrations.ts';
import { badRequest } from '../errors.ts';
import { URL_POINT_PATTERN } from '../workspace-settings/external-sync.ts';
import { outboundUrlProblem } from './outbound-url.ts';

/** The lifecycle events webhooks deliver and the GraphQL subscription tells (issue 21 §4). */
export const LIFECYCLE_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'configuration.created',
  'workbatch.created',
  'module.version_created',
  'task.completed',
] as const;
export type LifecycleEventType = (typeof LIFECYCLE_EVENT_TYPES)[number];

export const EXPORT_DATASETS = ['orders', 'customers', 'cutlists'] as const;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_SCHEDULES = ['none', 'hourly', 'daily', 'weekly'] as const;

export const INTEGRATION_TYPES: readonly IntegrationType[] = [
  {
    type: 'webhook',
    name: 'Webhooks',
    description: 'Signed POSTs (Standard Webhooks) to your endpoint when orders, configurations, work batches, modules or tasks change.',
    fields: [
      { name: 'url', label: 'Endpoint URL', kind: 'url', required: true, help: 'Where the events are POSTed: an https:// address.' },
      { name: 'events', label: 'Events', kind: 'multiselect', required: false, options: LIFECYCLE_EVENT_TYPES, help: 'The events to send; none chosen sends them all.' },
      {
        name: 'signingSecret',
        label: 'Signing secret',
        kind: 'secret',
        required: true,
        help: 'Your endpoint verifies each delivery with it: whsec_ and at least 24 random bytes in base64.',
        pattern: { source: '^whsec_[A-Za-z0-9+/]{32,}={0,2}$', meaning: 'whsec_ followed by at least 24 bytes in base64' },
      },
    ],
  },
  {
    type: 'sync',
    name: 'Sync target',
    description: "A JSON source the Sync buttons read: 'products' for the products page, 'orders' for Sync Orders.",
    fields: [
      { name: 'urlPoint', label: 'Sync point', kind: 'text', required: true, help: "The page that syncs from it: 'products' or 'orders' (lower-case letters, digits and hyphens).", pattern: { source: URL_POINT_PATTERN, meaning: 'lower-case letters, digits and hyphens, at most 40' } },
      { name: 'url', label: 'Source URL', kind: 'url', required: true, help: 'The JSON source: an https:// address.' },
      { name: 'authHeaderName', label: 'Auth header name', kind: 'text', required: false, help: 'Sent with each request, such as Authorization.', pattern: { source: "^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$", meaning: 'a header name (letters, digits and hyphens)' } },
      { name: 'authHeaderValue', label: 'Auth header value', kind: 'secret', required: false, help: 'Such as Bearer and a token; stored encrypted.' },
      { name: 'itemsPath', label: 'Items path', kind: 'text', required: false, help: 'Where the list is in the answer, as a dotted path (products.items); empty when the answer is the list.', pattern: { source: '^[A-Za-z0-9_$-]+(\\.[A-Za-z0-9_$-]+)*$', meaning: 'a dotted path of names' } },
      { name: 'mapping', label: 'Field mapping', kind: 'mapping', required: false, help: 'Our field = the source field, one pair per line (name = title).' },
    ],
  },
  {
    type: 'export',
    name: 'Exports',
    description: 'Orders, customers or cut lists as CSV or XLSX, on demand or on a schedule, delivered to the bell as a download.',
    fields: [
      { name: 'dataset', label: 'What to export', kind: 'select', required: true, options: EXPORT_DATASETS, help: 'Orders, customers or the cut lists of work batches.' },
      { name: 'format', label: 'File format', kind: 'select', required: true, options: EXPORT_FORMATS, help: 'CSV or an Excel workbook (XLSX).' },
      { name: 'schedule', label: 'Schedule', kind: 'select', required: true, options: EXPORT_SCHEDULES, help: 'How often it runs by itself; none runs only when you press Export now.' },
    ],
  },
];

export function integrationType(type: string): IntegrationType {
  const found = INTEGRATION_TYPES.find((t) => t.type === type);
  if (!found) throw badRequest(`type must be one of ${INTEGRATION_TYPES.map((t) => t.type).join(', ')} (got ${JSON.stringify(type)})`, { field: 'type' });
  return found;
}

const fieldError = (field: FieldDescriptor, problem: string) => badRequest(`${field.label} ${problem}`, { field: field.name });

/** Parses 'ours = theirs' lines (or an object of them) into a mapping. */
function mappingOf(field: FieldDescriptor, value: unknown): Record<string, string> {
  const pairs = typeof value === 'string' ? value.split(/\r?\n/).filter((line) => line.trim()).map((line) => line.split('=')) : Object.entries((value ?? {}) as object);
  const mapping: Record<string, string> = {};
  for (const pair of pairs) {
    const [ours, theirs] = pair.map((part: unknown) => String(part ?? '').trim());
    if (pair.length !== 2 || !/^[A-Za-z0-9_]{1,60}$/.test(ours) || !/^[A-Za-z0-9_$.-]{1,200}$/.test(theirs)) {
      throw fieldError(field, `must be lines of 'our field = source field' (a name, =, then a dotted path), not ${JSON.stringify(pair.join('='))}`);
    }
    mapping[ours] = theirs;
  }
  if (Object.keys(mapping).length > 100) throw fieldError(field, 'may map at most 100 fields');
  return mapping;
}

function checkText(field: FieldDescriptor, value: unknown): string {
  if (typeof value !== 'string') throw fieldError(field, 'must be text');
  const text = value.trim();
  if (text.length > 2048) throw fieldError(field, 'is too long (at most 2048 characters)');
  if (field.kind === 'url') {
    const problem = outboundUrlProblem(text);
    if (problem) throw fieldError(field, problem);
  }
  if (field.kind === 'select' && !field.options!.includes(text)) throw fieldError(field, `must be one of ${field.options!.join(', ')}`);
  if (field.pattern && !new RegExp(field.pattern.source).test(text)) throw fieldError(field, `must be ${field.pattern.meaning}`);
  return text;
}

function checkField(field: FieldDescriptor, value: unknown): IntegrationSettings[string] {
  if (field.kind === 'mapping') return mappingOf(field, value);
  if (field.kind === 'multiselect') {
    if (!Array.isArray(value)) throw fieldError(field, 'must be a list');
    const unknown = value.find((v) => !field.options!.includes(v));
    if (unknown !== undefined) throw fieldError(field, `has ${JSON.stringify(unknown)}, which is not one of ${field.options!.join(', ')}`);
    return [...new Set(value as string[])];
  }
  return checkText(field, value);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * Checks settings and secrets against the type's fields. `given` holds both kinds of field (secrets
 * are fields of kind 'secret'); `hadSecrets` names the secrets already stored, which need not be
 * sent again. Answers the plain settings and the secrets to (re)seal.
 */
export function checkSettings(type: IntegrationType, given: Record<string, unknown>, hadSecrets: readonly string[] = []): { settings: IntegrationSettings; secrets: Record<string, string> } {
  const known = new Set(type.fields.map((f) => f.name));
  const stray = Object.keys(given).find((name) => !known.has(name));
  if (stray) throw badRequest(`${type.name} has no setting ${JSON.stringify(stray)}: its settings are ${[...known].join(', ')}`, { field: stray });
  const settings: IntegrationSettings = {};
  const secrets: Record<string, string> = {};
  for (const field of type.fields) {
    const value = given[field.name];
    if (isEmpty(value)) {
      if (field.required && !(field.kind === 'secret' && hadSecrets.includes(field.name))) throw fieldError(field, 'is required');
      continue;
    }
    const checked = checkField(field, value);
    if (field.kind === 'secret') secrets[field.name] = checked as string;
    else settings[field.name] = checked;
  }
  return { settings, secrets };
}
