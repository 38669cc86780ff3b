import { Type, type TSchema } from '@sinclair/typebox';
import { Id, Obj } from '../model/kinds/common.schema.ts';
import type { KindDef, SubresourceDef } from '../model/kinds/kind-def.ts';
import { subresourceOperationNames } from '../model/kinds/operation-names.ts';
import { concretePath, keySchemaAt, parsePath, placeOf, schemaAt } from '../model/subresources/subresource-paths.ts';
import type { SubresourceAt } from '../model/subresources/subresources.ts';
import { defineOperation, type Operation, type OperationInput } from './operation.ts';
import { envelopeSchema, LogQuerySchema, ReadQuery, VersionInfoSchema, VersionParam, WriteQuery } from './schemas.ts';

/** The path parameters of a sub-resource: the resource id, versionId in the versioned form, and the item picks. */
export function subresourceParams(kind: KindDef, def: SubresourceDef, versioned: boolean) {
  const { steps, params } = parsePath(def.path);
  const properties: Record<string, TSchema> = { [kind.idParam]: Id };
  if (versioned) properties.versionId = VersionParam;
  for (const { name, by } of params) {
    if (by === 'index') properties[name] = Type.Integer({ minimum: 0, description: 'a position in the list, from 0' });
    else if (by === 'key') properties[name] = keySchemaAt(kind.schema, steps, name) ?? Type.String({ minLength: 1, maxLength: 100 });
    else properties[name] = Type.String({ minLength: 1, maxLength: 100, description: `the id of an element of ${name.replace(/Id$/, '')}` });
  }
  return Obj(properties);
}

/** The schema of a sub-resource's value. */
export const subresourceSchema = (kind: KindDef, def: SubresourceDef) => def.view?.schema ?? schemaAt(kind.schema, placeOf(def).steps);

/** The sub-resource a request names: the resource id, the version in the versioned form, the item picks. */
export const subresourceAt = (kind: KindDef, def: SubresourceDef, versioned: boolean, input: OperationInput): SubresourceAt => ({
  kind,
  def,
  id: input.params[kind.idParam] as string,
  version: versioned ? (input.params.versionId as number) : undefined,
  params: Object.fromEntries(parsePath(def.path).params.map(({ name }) => [name, input.params[name]])),
});

const Patch = Type.Object({}, { additionalProperties: true, description: 'a JSON merge patch (RFC 7396) of the value' });

/**
 * The calls on one sub-resource (rest-api.md §7.4, §7.1, §7.6–§7.8): reads in the head form (with
 * /log) and the versioned form, and the writes the registry gives it, each with and without /v/{versionId}.
 */
function operationsOf(kind: KindDef, def: SubresourceDef): Operation[] {
  const names = subresourceOperationNames(kind.one, def.name);
  const { url } = parsePath(def.path);
  const one = `/api/${kind.collection}/{${kind.idParam}}`;
  const value = subresourceSchema(kind, def);
  const Read = envelopeSchema(value, { info: Type.Optional(Type.Ref('VersionInfo')) });
  const shared = { group: kind.collection, tag: kind.collection };
  const flags = (input: OperationInput) => ({ ...input.query, expectedHead: input.expectedHead });
  const what = `the ${def.path.replace(/\{([A-Za-z0-9]+)(:[a-z]+)?\}/g, '{$1}')} of ${/^[aeiou]/i.test(kind.label) ? 'an' : 'a'} ${kind.label.toLowerCase()}`;
  const forms = [false, true] as const;

  const operations: Operation[] = forms.map((versioned) =>
    defineOperation({
      ...shared,
      method: 'GET',
      path: versioned ? `${one}/v/{versionId}/${url}` : `${one}/${url}`,
      operationId: versioned ? names.getVersion : names.get,
      summary: `Read ${what}${versioned ? ', in one version' : ''}`,
      params: subresourceParams(kind, def, versioned),
      query: ReadQuery,
      response: Read,
      answer: 'conditional',
      errors: [404],
      call: (model, input) => model.subresources.read(input.actor, subresourceAt(kind, def, versioned, input), input.query, input.ifNoneMatch),
    }),
  );
  operations.push(
    defineOperation({
      ...shared,
      method: 'GET',
      path: `${one}/${url}/log`,
      operationId: names.log,
      summary: `The log of ${what}: versions newest first, each with its value then and whether that version changed it`,
      params: subresourceParams(kind, def, false),
      query: LogQuerySchema,
      response: Type.Array(Obj({ ...VersionInfoSchema.properties, document: Type.Union([value, Type.Null()]), changed: Type.Boolean() })),
      answer: 'json',
      errors: [404],
      call: (model, input) => {
        const { from, to, limit, tag, multiWorkspace } = input.query;
        return model.subresources.log(input.actor, subresourceAt(kind, def, false, input), { from, to, limit, tag }, { multiWorkspace });
      },
    }),
  );
  for (const write of def.writes ?? []) {
    for (const versioned of forms) {
      const path = versioned ? `${one}/v/{versionId}/${url}` : `${one}/${url}`;
      const on = versioned ? 'on a version (adds a version whose parent it is)' : 'on the head (adds a version)';
      const common = { ...shared, path, params: subresourceParams(kind, def, versioned), query: WriteQuery, ifMatch: kind };
      const at = (input: OperationInput) => subresourceAt(kind, def, versioned, input);
      if (write === 'put') {
        operations.push(defineOperation({
          ...common, method: 'PUT', operationId: versioned ? names.putVersion : names.put, summary: `Replace ${what} ${on}`,
          body: value, response: Read, answer: 'written', errors: [403, 404, 424],
          call: (model, input) => model.subresources.put(input.actor, at(input), input.body, flags(input)),
        }));
      } else if (write === 'patch') {
        operations.push(defineOperation({
          ...common, method: 'PATCH', operationId: versioned ? names.patchVersion : names.patch, summary: `Merge-patch ${what} ${on}`,
          body: Patch, response: Read, answer: 'written', errors: [403, 404, 424],
          call: (model, input) => model.subresources.patch(input.actor, at(input), input.body, flags(input)),
        }));
      } else if (write === 'post') {
        operations.push(defineOperation({
          ...common, method: 'POST', operationId: versioned ? names.postVersion : names.post, summary: `Add entries to ${what} ${on}; an entry that exists is a 409`,
          body: value, response: Read, answer: 'created', errors: [403, 404, 409, 424],
          location: (read, input) => `${one.replace(`{${kind.idParam}}`, read.id)}/v/${read.version}/${concretePath(parsePath(def.path).steps, input.params)}`,
          call: (model, input) => model.subresources.add(input.actor, at(input), input.body, flags(input)),
        }));
      } else {
        operations.push(defineOperation({
          ...common, method: 'DELETE', operationId: versioned ? names.deleteVersion : names.delete, summary: `Remove ${what} ${on}`,
          answer: 'noContent', errors: [403, 404, 424],
          call: (model, input) => model.subresources.remove(input.actor, at(input), flags(input)),
        }));
      }
    }
  }
  return operations;
}

export const subresourceOperations = (kind: KindDef): Operation[] => kind.subresources.flatMap((def) => operationsOf(kind, def));
