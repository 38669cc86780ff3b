/**
 * The GraphQL types of the kinds' documents and list rows, derived from their TypeBox schemas in the
 * registry: a field added to a kind's schema appears in GraphQL after `npm run generate`. The generator
 * (schema/kind-sdl.ts) writes the SDL from them, and the gateway resolves references by them at run time.
 *
 * How a schema becomes GraphQL:
 * - an object becomes an object type (and an input type), named after where it sits:
 *   ModuleDocument, ModuleSource, OrderLineItem (list items in the singular);
 *   objects of common.schema.ts keep their own name wherever they appear (FileInfo, Parameter, Connector);
 * - a reference the kind declares (KindDef.refs) becomes `<Target>Ref { id, version, resource }`, whose
 *   `resource` resolves to the resource itself; a reference with more fields keeps its own type and gains
 *   `resource` (typed `Resource` when the target depends on a sibling field);
 * - enumerations become enums (named after common.schema.ts's lists where they are one of them);
 * - maps (records) become the scalars StringMap, NumberMap or ScalarMap, a string-number-boolean
 *   union the scalar ScalarValue: GraphQL has no maps or scalar unions, and no JSON scalar is used.
 */
import type { TSchema } from '@sinclair/typebox';
import * as common from '../rest/model/kinds/common.schema.ts';
import type { KindDef, RefDef } from '../rest/model/kinds/kind-def.ts';
import { KINDS } from '../rest/model/kinds/registry.ts';
import { GRAPHQL_NAME } from './kind-names.ts';

type Schema = TSchema & Record<string, any>;

export interface FieldSpec {
  name: string;
  /** the output type, e.g. `[Parameter!]` or `String!` */
  output: string;
  /** the input type; undefined for fields that exist only on output (`resource`) */
  input?: string;
  description?: string;
}

export interface ObjectSpec {
  name: string;
  inputName: string;
  description?: string;
  fields: FieldSpec[];
  /** set when the object is a reference: what it points at */
  ref?: RefTarget;
  /** list rows are only read: no input type */
  outputOnly?: boolean;
}

/** A reference's target: a collection, or (when a sibling field names it) the registry's function. */
export type RefTarget = { collection: string } | { of: Exclude<RefDef['target'], string> };

export interface DocumentTypes {
  objects: Map<string, ObjectSpec>;
  enums: Map<string, string[]>;
  /** per kind (by collection): the type names of its document and of its list row's data */
  kinds: Map<string, { document: string; row: string; patchInput: string }>;
}

const SHARED_ENUMS: [readonly string[], string][] = [
  [common.PARAMETER_TYPES, 'ParameterType'],
  [common.PARAMETER_TARGETS, 'ParameterTarget'],
  [common.DIMENSIONS, 'Dimension'],
  [common.MATERIAL_TYPES, 'MaterialType'],
  [common.CAD_ORIENTATIONS, 'CadOrientation'],
  [common.FREEDOMS, 'Freedom'],
  [common.LOGIN_TYPES, 'LoginType'],
  [common.SIGNUP_TYPES, 'SignupType'],
  [common.JOB_STATUSES, 'JobStatus'],
  [common.ORDER_STATUSES, 'OrderStatus'],
  [common.WORK_BATCH_STATUSES, 'WorkBatchStatus'],
  [common.WORKSPACE_OR_VERSION, 'WorkspaceOrVersion'],
];

/** A schema's structure without TypeBox's symbols or descriptions: equal structures are the same type. */
const canonical = (schema: unknown) => JSON.stringify(schema, (key, value) => (key === 'description' ? undefined : value));

const SHARED_OBJECTS = new Map<string, string>([
  [canonical(common.FileInfo), 'FileInfo'],
  [canonical(common.Parameter), 'Parameter'],
  [canonical(common.Connector), 'Connector'],
  [canonical(common.Ref), 'VersionRef'],
]);
const inputNameOf = (typeName: string) => (typeName === 'VersionRef' ? 'RefInput' : `${typeName}Input`);
const REF = canonical(common.Ref);
const ID = canonical(common.Id);

export const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** lineItems → LineItem, categories → Category */
export const singular = (word: string) => (word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

const isNull = (schema: Schema) => schema.type === 'null';
const isScalarSchema = (schema: Schema) => ['string', 'number', 'integer', 'boolean'].includes(schema.type);

class Builder {
  readonly objects = new Map<string, ObjectSpec>();
  readonly enums = new Map<string, string[]>();
  private readonly shapes = new Map<string, string>();

  constructor(
    private readonly refs: RefDef[] = [],
    private readonly outputOnly = false,
  ) {}

  /** A builder over the same types for one kind's refs (documents) or for rows (output only, no refs). */
  withRefs(refs: RefDef[], outputOnly = false): Builder {
    const next = new Builder(refs, outputOnly);
    (next as any).objects = this.objects;
    (next as any).enums = this.enums;
    (next as any).shapes = this.shapes;
    return next;
  }

  private enumType(values: string[], name: string): string {
    const shared = SHARED_ENUMS.find(([list]) => list.join() === values.join());
    const same = [...this.enums].find(([, list]) => list.join() === values.join());
    const enumName = shared?.[1] ?? same?.[0] ?? name;
    const existing = this.enums.get(enumName);
    if (existing && existing.join() !== values.join()) throw new Error(`two enumerations make the GraphQL enum ${enumName}`);
    for (const value of values) if (!GRAPHQL_NAME.test(value)) throw new Error(`${enumName}: ${value} is not a GraphQL enum value`);
    this.enums.set(enumName, values);
    return enumName;
  }

  /** The output and input types of a schema sitting at `path` (refs are matched on it), named `name` if it needs a name. */
  type(schema: Schema, name: string, path: string): { output: string; input: string } {
    const ref = this.refs.find((def) => def.path === path);
    if (schema.anyOf) {
      const members = (schema.anyOf as Schema[]).filter((m) => !isNull(m));
      if (members.length === 1) return this.type(members[0], name, path);
      if (members.every(isScalarSchema)) return { output: 'ScalarValue', input: 'ScalarValue' };
      throw new Error(`${path}: a union of ${members.map((m) => m.type).join(', ')} has no GraphQL type`);
    }
    if (Array.isArray(schema.enum)) {
      const enumName = this.enumType(schema.enum, name);
      return { output: enumName, input: enumName };
    }
    switch (schema.type) {
      case 'string':
        return canonical(schema) === ID ? { output: 'ID', input: 'ID' } : { output: 'String', input: 'String' };
      case 'integer':
        return { output: 'Int', input: 'Int' };
      case 'number':
        return { output: 'Float', input: 'Float' };
      case 'boolean':
        return { output: 'Boolean', input: 'Boolean' };
      case 'array': {
        const item = this.type(schema.items, singular(name), `${path}[]`);
        return { output: `[${item.output}!]`, input: `[${item.input}!]` };
      }
      case 'object':
        if (schema.patternProperties || (!schema.properties && typeof schema.additionalProperties === 'object')) return this.map(schema, path);
        if (ref && canonical(schema) === REF && typeof ref.target === 'string') return this.refType(ref.target);
        return this.object(schema, name, path, ref);
    }
    throw new Error(`${path}: ${JSON.stringify(schema).slice(0, 80)} has no GraphQL type`);
  }

  private map(schema: Schema, path: string): { output: string; input: string } {
    // a map's keys follow propertyNames (rest/model/kinds/common.schema.ts MapOf) or patternProperties
    const value = (schema.patternProperties ? Object.values(schema.patternProperties)[0] : schema.additionalProperties) as Schema;
    const scalar = value.type === 'string' ? 'StringMap' : value.type === 'number' || value.type === 'integer' ? 'NumberMap' : value.anyOf ? 'ScalarMap' : this.isScalarMap(value) ? 'NestedScalarMap' : undefined;
    if (!scalar) throw new Error(`${path}: a map of ${JSON.stringify(value).slice(0, 60)} has no GraphQL type`);
    return { output: scalar, input: scalar };
  }

  /** a map whose values are strings, numbers or booleans (providers: provider → key → value) */
  private isScalarMap(schema: Schema): boolean {
    const value = schema.type === 'object' && !schema.properties ? (schema.patternProperties ? Object.values(schema.patternProperties)[0] : schema.additionalProperties) : undefined;
    return !!value && typeof value === 'object' && (value as Schema).anyOf?.every(isScalarSchema) === true;
  }

  refType(collection: string): { output: string; input: string } {
    const target = KINDS.find((k) => k.collection === collection);
    if (!target) throw new Error(`a reference targets ${collection}, which is not a kind`);
    const name = `${target.one}Ref`;
    if (!this.objects.has(name)) {
      this.objects.set(name, {
        name,
        inputName: 'RefInput',
        description: `A reference to one version of ${/^[aeiou]/i.test(target.label) ? 'an' : 'a'} ${target.label.toLowerCase()}.`,
        fields: [
          { name: 'id', output: 'ID!', input: 'ID!' },
          { name: 'version', output: 'Int!', input: 'Int!' },
          { name: 'resource', output: target.one, description: `The ${target.label.toLowerCase()} at that version; null when it is gone or the caller may not read it.` },
        ],
        ref: { collection },
      });
    }
    return { output: name, input: 'RefInput' };
  }

  private object(schema: Schema, name: string, path: string, ref: RefDef | undefined): { output: string; input: string } {
    const shape = canonical(schema) + (ref ? `@${path}` : '');
    const typeName = SHARED_OBJECTS.get(canonical(schema)) ?? name;
    const known = this.shapes.get(typeName);
    if (known !== undefined) {
      if (known !== shape && !SHARED_OBJECTS.has(canonical(schema))) throw new Error(`two different objects make the GraphQL type ${typeName} (${path})`);
      return { output: typeName, input: inputNameOf(typeName) };
    }
    this.shapes.set(typeName, shape);
    const required = new Set<string>(schema.required ?? []);
    const fields: FieldSpec[] = Object.entries(schema.properties as Record<string, Schema>).map(([key, child]) => {
      const childName = `${typeName.replace(/Document$/, '')}${pascal(key)}`;
      const t = this.type(child, childName, path ? `${path}.${key}` : key);
      const bang = required.has(key) && !child.anyOf?.some(isNull) ? '!' : '';
      return { name: key, output: `${t.output}${bang}`, input: `${t.input}${bang}`, description: child.description };
    });
    const spec: ObjectSpec = { name: typeName, inputName: inputNameOf(typeName), description: schema.description, fields, ...(this.outputOnly ? { outputOnly: true } : {}) };
    if (ref) {
      const targetType = typeof ref.target === 'string' ? KINDS.find((k) => k.collection === ref.target)!.one : 'Resource';
      spec.ref = typeof ref.target === 'string' ? { collection: ref.target } : { of: ref.target };
      fields.push({ name: 'resource', output: targetType, description: 'The resource referred to, at that version; null when there is none, it is gone, or the caller may not read it.' });
    }
    this.objects.set(typeName, spec);
    return { output: typeName, input: inputNameOf(typeName) };
  }
}

/** Every document and list-row type of the kinds. */
export function documentTypes(kinds: readonly KindDef[] = KINDS): DocumentTypes {
  const root = new Builder();
  const byKind = new Map<string, { document: string; row: string; patchInput: string }>();
  for (const kind of kinds) {
    const document = root.withRefs(kind.refs).type(kind.schema as Schema, `${kind.one}Document`, '').output;
    // list rows carry plain { id, version } refs: a row names what it lists, the resource resolves them
    const row = root.withRefs([], true).type(kind.row as Schema, `${kind.one}RowData`, '').output;
    byKind.set(kind.collection, { document, row, patchInput: `${kind.one}PatchInput` });
  }
  return { objects: root.objects, enums: root.enums, kinds: byKind };
}
