/**
 * The SDL of `schema/generated/kinds.graphql`: for every kind of the registry its object type (named by
 * `one`), list row, page, queries, mutations and payload, with the document types of document-types.ts.
 * The shared types they use (History, Diff, Permissions, UserError, …) are in schema/resources.graphql.
 */
import type { TSchema } from '@sinclair/typebox';
import type { KindDef } from '../rest/model/kinds/kind-def.ts';
import { KINDS } from '../rest/model/kinds/registry.ts';
import { HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX, LIST_LIMIT_DEFAULT } from '../rest/model/resources/resource-types.ts';
import { DeleteArguments, Precondition } from '../rest/model/kinds/kind-arguments.ts';
import { documentTypes, type FieldSpec } from '../gateway/document-types.ts';
import { camel, filterTypeName, pageInputName } from '../gateway/kind-names.ts';
import { quote } from './arguments-sdl.ts';

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The fields every resource type has (interface Resource), with their descriptions. */
const RESOURCE_FIELDS: [string, string][] = [
  ['id: ID!', 'The id: 24 lower-case hexadecimal characters.'],
  ['collection: String!', 'The REST collection it belongs to, e.g. modules.'],
  ['version: Int!', 'The version shown: the head unless another was asked for.'],
  ['head: Int!', 'The current version.'],
  ['created: DateTime!', ''],
  ['lastEdited: DateTime!', ''],
  ['owner: User!', ''],
  ['name: String', 'What names it (its name, title, reference or action); null when the document has none.'],
  [
    `history(limit: Int = ${HISTORY_LIMIT_DEFAULT}, cursor: String): History!`,
    `The head and a page of its versions, oldest first (GET …/history): \`limit\` from 1 to ${HISTORY_LIMIT_MAX}, then \`cursor\` as the page's \`next\`.`,
  ],
  ['diff(from: Int!, to: Int!): Diff!', 'The changes that turn version `from` into version `to`.'],
  [
    'versionGraph(before: Int, limit: Int): VersionGraph!',
    'A part of the version graph (schema/versions.graphql): the newest versions with the shown one and its parents, or with `before` the `limit` versions up to it.',
  ],
  ['mergePreview(a: Int!, b: Int!): MergePreview!', 'What merging versions a and b would give, without writing anything.'],
  ['permissions: Permissions!', 'What the caller may do with it.'],
  ['sharing: Sharing!', 'Who it is shared with, and whether it is public.'],
  [
    `usages(version: Int, limit: PageSize = ${LIST_LIMIT_DEFAULT}, cursor: String): UsagePage!`,
    'A page of the resources that refer to it (to any version, or to `version`), in the order of the version used (GET …/usages); then `cursor` as the page\'s `next`.',
  ],
  ['uses: [Use!]!', 'The resources the shown version refers to.'],
  ['shortCode(mode: ShortCodeMode! = view): ShortCode!', 'The short link to it (made on first request).'],
];

/** A declared argument inline, with its description (rest/model/kind-arguments.ts). */
const argument = (name: string, schema: TSchema, type: string) => `${schema.description ? `${quote(schema.description)} ` : ''}${name}: ${type}`;

function field(signature: string, description: string, indent = '  '): string[] {
  return description ? [`${indent}${quote(description)}`, `${indent}${signature}`] : [`${indent}${signature}`];
}

const fieldLines = (fields: FieldSpec[], kind: 'output' | 'input', required = true) =>
  fields.flatMap((f) => {
    const type = kind === 'output' ? f.output : f.input;
    if (type === undefined) return [];
    return field(`${f.name}: ${required ? type : type.replace(/!$/, '')}`, f.description ?? '');
  });

function interfaceSdl(): string[] {
  return [
    quote('Anything versioned: one of the fourteen kinds, whole (Module) or as a list row (ModuleRow).'),
    'interface Resource {',
    ...RESOURCE_FIELDS.flatMap(([signature, description]) => field(signature, description)),
    ...field('atVersion(n: Int!): Resource!', 'The resource at version n.'),
    '}',
    '',
  ];
}

function kindSdl(kind: KindDef, types: { document: string; row: string; patchInput: string }, documentFields: FieldSpec[]): string[] {
  const { one, many, collection, label } = kind;
  const lower = label.toLowerCase();
  const single = camel(one);
  const plural = camel(many);
  const common = RESOURCE_FIELDS.flatMap(([signature, description]) => field(signature, description));
  const writeArgs = `${argument('expectedHead', Precondition.expectedHead, 'Int')}, onVersion: Int, options: WriteOptions`;
  // GraphQL's deletes reach every workspace of the caller, so they take the other flags only
  const deleteFlag = (name: 'archive' | 'failIfUsed' | 'updateUsed') => argument(name, DeleteArguments[name], 'Boolean = false');
  return [
    `# ${collection}`,
    '',
    quote(`${article(lower)} ${lower} (REST: /api/${collection}), at its head or at one version.`),
    `type ${one} implements Resource {`,
    ...common,
    '  workspace: Workspace!',
    `  document: ${types.document}!`,
    ...field(`atVersion(n: Int!): ${one}!`, `The ${lower} at version n.`),
    '}',
    '',
    quote(`${article(lower)} ${lower} as lists show it: the head's listed fields (data), the rest resolved on demand.`),
    `type ${one}Row implements Resource {`,
    ...common,
    `  data: ${types.row}!`,
    ...field(`resource: ${one}!`, `The whole ${lower} at its head.`),
    ...field(`atVersion(n: Int!): ${one}!`, `The ${lower} at version n.`),
    '}',
    '',
    quote(`One page of ${collection}.`),
    `type ${one}Page {`,
    `  items: [${one}Row!]!`,
    ...field('total: Int!', 'How many match, over all pages; a lower bound while totalExact is false.'),
    ...field('totalExact: Boolean!', 'False when total counts only the matches found so far: a filtered list, or one of more than 1,000 (a later page, or the last, knows more).'),
    ...field('next: String', 'The cursor of the next page; null on the last page.'),
    '}',
    '',
    quote(`The answer to a change of ${article(lower)} ${lower}: the ${lower} as it now is, or what was wrong.`),
    `type ${one}Payload {`,
    `  ${single}: ${one}`,
    '  errors: [UserError!]!',
    '}',
    '',
    quote(`Changes to ${article(lower)} ${lower}'s head (a JSON merge patch): a field given replaces it, objects merge, null removes it.`),
    `input ${types.patchInput} {`,
    ...fieldLines(documentFields, 'input', false),
    '}',
    '',
    'extend type Query {',
    ...field(`${single}(id: ID!, version: Int, multiWorkspace: Boolean = false): ${one}`, `One ${lower}: its head, or the version asked for.`),
    ...field(
      `${plural}(filter: ${filterTypeName(kind)}, page: ${pageInputName(kind)}, all: Boolean = false): ${one}Page!`,
      `The ${collection} of the current workspace (see the filter's flags), or with all: every one the caller may read.`,
    ),
    '}',
    '',
    'extend type Mutation {',
    ...field(`create${one}(document: ${types.document}Input!): ${one}Payload!`, `Creates ${article(lower)} ${lower} in the current workspace.`),
    ...field(
      `update${one}(id: ID!, document: ${types.document}Input!, ${writeArgs}): ${one}Payload!`,
      'Replaces the document as a new version (of the head, or onVersion: a branch from it); a stale expectedHead answers PRECONDITION_FAILED.',
    ),
    ...field(`patch${one}(id: ID!, patch: ${types.patchInput}!, ${writeArgs}): ${one}Payload!`, 'Changes some fields as a new version; a stale expectedHead answers PRECONDITION_FAILED.'),
    ...field(`duplicate${one}(id: ID!, version: Int): ${one}Payload!`, "A copy in the current workspace, its name followed by ' Duplicated' until no other has it."),
    ...field(
      `delete${one}(id: ID!, ${deleteFlag('archive')}, ${deleteFlag('failIfUsed')}, ${deleteFlag('updateUsed')}): DeletePayload!`,
      'Deletes (or with archive hides) it; failIfUsed refuses while others refer to it, naming them; updateUsed removes their references first.',
    ),
    ...field(`delete${one}Version(id: ID!, version: Int!, ${deleteFlag('updateUsed')}): DeletePayload!`, 'Deletes the tip of an abandoned branch.'),
    ...field(`copy${one}Version(id: ID!, head: Int!, from: Int!): ${one}Payload!`, 'Makes version `from` the new head (head must be the current head).'),
    ...field(`merge${one}Versions(id: ID!, head: Int!, a: Int!, b: Int!): ${one}Payload!`, 'Merges versions a and b three-way into a new head; conflicting paths answer CONFLICT.'),
    ...field(`tag${one}Version(id: ID!, version: Int!, tag: String, summary: String): VersionPayload!`, "Sets a version's tag and summary (null clears one)."),
    ...field(`share${one}(id: ID!, sharing: SharingInput!): SharingPayload!`, 'Replaces who it is shared with.'),
    '}',
    '',
  ];
}

/** The SDL of `schema/generated/kinds.graphql`. */
export function renderKindsSdl(kinds: readonly KindDef[] = KINDS): string {
  const types = documentTypes(kinds);
  const lines = [
    '# Generated by schema/generate.ts from the kinds registry (rest/model/kinds/registry.ts).',
    "# Do not edit: after changing a kind run `npm run generate`.",
    '',
    ...interfaceSdl(),
  ];
  for (const kind of kinds) {
    const names = types.kinds.get(kind.collection)!;
    lines.push(...kindSdl(kind, names, types.objects.get(names.document)!.fields));
  }
  lines.push('# documents and list rows', '');
  const inputs = new Set<string>();
  for (const spec of [...types.objects.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    if (spec.description) lines.push(quote(spec.description));
    lines.push(`type ${spec.name} {`, ...fieldLines(spec.fields, 'output'), '}', '');
    if (spec.outputOnly || inputs.has(spec.inputName)) continue;
    inputs.add(spec.inputName);
    lines.push(`input ${spec.inputName} {`, ...fieldLines(spec.fields, 'input'), '}', '');
  }
  for (const [name, values] of [...types.enums].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`enum ${name} {`, ...values.map((v) => `  ${v}`), '}', '');
  }
  return lines.join('\n');
}
