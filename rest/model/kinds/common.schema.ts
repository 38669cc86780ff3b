import { Type, type Static, type TSchema, type TString, type TProperties, type ObjectOptions } from '@sinclair/typebox';
import { COMPOSITION_DESCRIPTION, COMPOSITION_PATTERN } from '../../../rules/composition.ts';

/** Objects reject unknown properties: a misspelt field is a 400 that names it, never silently dropped. */
export const Obj = <T extends TProperties>(properties: T, options: ObjectOptions = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

export const Id = Type.String({ pattern: '^[0-9a-f]{24}$', description: 'a resource id: 24 lower-case hexadecimal characters' });
export const VersionNumber = Type.Integer({ minimum: 1, description: 'a version number, from 1' });
export const Name = Type.String({ minLength: 1, maxLength: 200 });
export const Text = Type.String({ maxLength: 10000 });
export const Label = Type.String({ minLength: 1, maxLength: 100 });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const HexColour = Type.String({ pattern: '^#?[0-9A-Fa-f]{6}$', description: 'six hexadecimal digits, optional leading #' });
export const Uri = Type.String({ maxLength: 2048, minLength: 1 });
export const Labels = Type.Array(Label, { maxItems: 200, uniqueItems: true });
/**
 * 'min:max', one number, or empty; n means unlimited (application spec §5). The `composition` format
 * (rest/model/validation.ts) also refuses inverted ranges such as 5:2.
 */
export const Composition = Type.String({ pattern: COMPOSITION_PATTERN.source, format: 'composition', description: COMPOSITION_DESCRIPTION });

/**
 * An object used as a map: every key must fit `key` and every value `value` (JSON Schema
 * propertyNames and additionalProperties, so the OpenAPI document states both). TypeBox's Record
 * uses patternProperties, which lets a key that breaks the pattern through unvalidated.
 */
export const MapOf = <V extends TSchema>(key: TString, value: V, options: { maxProperties?: number; description?: string } = {}) =>
  Type.Unsafe<Record<string, Static<V>>>({ type: 'object', propertyNames: key, additionalProperties: value, maxProperties: 1000, ...options });

/** A key of a map of names: letters, digits, '_', '-' and '.' */
export const MapKey = (description: string, maxLength = 100) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[A-Za-z0-9_.-]+$', description });

export const Enum = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

/** A value or null: list rows say null where a document leaves an optional field out. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A reference to one version of another resource: usages are built from these. */
export const Ref = Obj({ id: Id, version: VersionNumber });

/** Metadata of a stored binary (the content itself is a sub-resource). */
export const FileInfo = Obj({
  name: Name,
  contentType: Type.String({ minLength: 1, maxLength: 200 }),
  uri: Type.Optional(Uri),
  hashString: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: 'sha256 of the content, hex' })),
  size: Type.Optional(Type.Integer({ minimum: 0, description: 'bytes' })),
});

export const PARAMETER_TYPES = ['Boolean', 'Enum', 'String', 'Quantity'] as const;
export const PARAMETER_TARGETS = ['Uri', 'Mesh', 'Visibility', 'None'] as const;
export const DIMENSIONS = ['None', 'Length', 'Area', 'Volume', 'Mass', 'Weight'] as const;
export const MATERIAL_TYPES = ['Basic', 'Phong', 'Standard', 'Physical'] as const;
export const CAD_ORIENTATIONS = ['PositiveZ', 'NegativeZ', 'PositiveY', 'NegativeY'] as const;
export const FREEDOMS = ['Fixed', 'Free', 'Constrained', 'Limited'] as const;
export const LOGIN_TYPES = ['None', 'Optional', 'RequiredToOrder', 'Required'] as const;
export const SIGNUP_TYPES = ['Signup', 'Invitation'] as const;
export const JOB_STATUSES = ['Submitted', 'Blocked', 'Queued', 'Scheduled', 'Running', 'Complete', 'Failed'] as const;
export const ORDER_STATUSES = ['received', 'processing', 'delivered'] as const;
/** a work batch's statuses (application.md §4's filter codes, less allStatus); a batch without one is in progress */
export const WORK_BATCH_STATUSES = ['inProgress', 'done', 'cancelled'] as const;
export const WORKSPACE_OR_VERSION = ['Workspace', 'Version'] as const;

const ParameterValue = Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean()]);

export const Parameter = Obj({
  id: Label,
  name: Name,
  type: Enum(PARAMETER_TYPES),
  target: Type.Optional(Enum(PARAMETER_TARGETS)),
  default: Type.Optional(ParameterValue),
  /** choices of an Enum parameter */
  options: Type.Optional(Type.Array(Obj({ value: Type.String({ minLength: 1, maxLength: 200 }), label: Type.Optional(Name) }), { maxItems: 500 })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  step: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
  unit: Type.Optional(Type.String({ maxLength: 20 })),
  dimension: Type.Optional(Enum(DIMENSIONS)),
});

export const Vector3 = Type.Array(Type.Number(), { minItems: 3, maxItems: 3 });

export const Connector = Obj({
  id: Label,
  name: Name,
  connectorType: Type.Optional(Ref),
  position: Type.Optional(Vector3),
  direction: Type.Optional(Vector3),
  freedom: Type.Optional(Enum(FREEDOMS)),
});

/** parameter id → value */
export const ParameterValues = MapOf(Type.String({ minLength: 1, maxLength: 100, description: 'a parameter id' }), ParameterValue, { maxProperties: 500 });

/** provider (e.g. shopify, erp) → key → value: application spec §3's provider data */
export const Providers = MapOf(
  Type.String({ minLength: 1, maxLength: 60, pattern: '^(?!log$)[a-z][a-z0-9_-]*$', description: "a provider name: lower-case letters, digits, '_' and '-' (not 'log')" }),
  MapOf(MapKey('a provider data key'), Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean()]), { maxProperties: 500 }),
  { maxProperties: 50 },
);

export type AnySchema = TSchema;
