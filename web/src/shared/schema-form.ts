import type { ErrorObject, ValidateFunction } from 'ajv';
import { useEffect, useMemo, useState } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { FORM_MESSAGES } from './form.tsx';

/*
 * Forms validate with the JSON Schema the server validates writes with (the kinds registry,
 * published as GraphQL `documentSchema`), so a rule exists once. The validator (Ajv) loads with the
 * first form that needs it (schema-validator.ts).
 */

/** A JSON Schema as the server publishes it. */
export type JsonSchema = Record<string, unknown>;

/** The schema of an object with only `keys` of its properties (what one form edits of a document). */
export function pickProperties(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = ((schema.required ?? []) as string[]).filter((key) => keys.includes(key));
  return { ...schema, properties: Object.fromEntries(keys.filter((key) => key in properties).map((key) => [key, properties[key]])), required };
}

/** The sub-schema at a dotted path of property names (`parameters.type`: through arrays' items). */
export function schemaAt(schema: JsonSchema | undefined, path: string): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema;
  for (const step of path.split('.')) {
    while (at && at.type === 'array') at = at.items as JsonSchema | undefined;
    at = (at?.properties as Record<string, JsonSchema> | undefined)?.[step];
  }
  return at;
}

/** The values an enumerated field may take, from the schema (`parameters.type` → Boolean, Enum, …). */
export function enumAt(schema: JsonSchema | undefined, path: string): string[] {
  const at = schemaAt(schema, path);
  return Array.isArray(at?.enum) ? (at.enum as string[]) : [];
}

/**
 * The §5 text of a refused value: required, too short, too long; anything else the schema refuses
 * (a pattern, a type, a range, an enumeration) reads 'Invalid value'.
 */
export function messageOf(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return FORM_MESSAGES.required;
    case 'minLength':
    case 'minItems':
      return FORM_MESSAGES.minlength;
    case 'maxLength':
    case 'maxItems':
      return FORM_MESSAGES.maxlength;
    default:
      return FORM_MESSAGES.pattern;
  }
}

/** The dotted path of the value an error is about: `/parameters/0` + required name → parameters.0.name. */
export function pathOf(error: ErrorObject): string {
  const steps = error.instancePath.split('/').slice(1).map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') steps.push(String((error.params as { missingProperty: string }).missingProperty));
  return steps.join('.');
}

/** Puts `value` at a dotted path of nested objects, unless something is there already (the first error wins). */
function place(target: Record<string, unknown>, path: string, value: FieldError): void {
  const steps = path.split('.');
  let at = target;
  for (const step of steps.slice(0, -1)) {
    const next = at[step];
    if (next && typeof next === 'object' && !('message' in next)) at = next as Record<string, unknown>;
    else if (next) return;
    else at = at[step] = {};
  }
  const last = steps[steps.length - 1];
  if (!at[last]) at[last] = value;
}

/** Errors of one validation as react-hook-form's nested errors, each at the form field `fieldOf` names. */
export function formErrors<T extends FieldValues>(errors: ErrorObject[], fieldOf: (path: string) => string = (path) => path): FieldErrors<T> {
  const result: Record<string, unknown> = {};
  for (const error of errors) {
    const field = fieldOf(pathOf(error)) || 'root';
    place(result, field, { type: error.keyword, message: messageOf(error) });
  }
  return result as FieldErrors<T>;
}

/**
 * A react-hook-form resolver that turns the form's values into the document they stand for and
 * validates that with the server's schema. `fieldOf` maps a document path back to the field showing it.
 */
export function schemaResolver<T extends FieldValues>(
  validate: ValidateFunction,
  toDocument: (values: T) => unknown,
  fieldOf?: (path: string) => string,
): Resolver<T> {
  return (values) => {
    if (validate(toDocument(values))) return { values, errors: {} };
    return { values: {}, errors: formErrors<T>(validate.errors ?? [], fieldOf) };
  };
}

/**
 * The resolver of a form over `schema` (null until the validator has loaded, or while the schema
 * is unknown). `toDocument` and `fieldOf` should be stable functions.
 */
export function useSchemaResolver<T extends FieldValues>(
  schema: JsonSchema | null | undefined,
  toDocument: (values: T) => unknown,
  fieldOf?: (path: string) => string,
): Resolver<T> | null {
  const [validator, setValidator] = useState<typeof import('./schema-validator.ts') | null>(null);
  useEffect(() => {
    let live = true;
    void import('./schema-validator.ts').then((module) => live && setValidator(module));
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => (validator && schema ? schemaResolver(validator.validatorOf(schema), toDocument, fieldOf) : null),
    [validator, schema, toDocument, fieldOf],
  );
}
