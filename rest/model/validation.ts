import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { badRequest } from './errors.ts';
import { parseComposition } from '../../rules/composition.ts';

/**
 * Ajv's optimizing pass over the code it generates made compiling a validator about three times as
 * costly and the validators no faster (measured on the OpenAPI document's response schemas: 176
 * compiled in 1.4 CPU-s with it, 0.46 without; validating list and item answers took the same time),
 * and validators are compiled on first use, so a first request paid for it. The serializer's Ajv
 * (rest/routes/compilers.ts) compiles without it too.
 */
export const COMPILE_FAST = { code: { optimize: false } } as const;

/**
 * Bodies are validated strictly: no coercion, no removal of unknown properties, no defaults,
 * so what is stored is exactly what was sent, or the request is a 400 that names the field.
 */
export function strictAjv(): Ajv {
  const ajv = new Ajv({ ...COMPILE_FAST, verbose: true, allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: false });
  return withFormats(ajv);
}

/** application spec §5: a composition range may not be inverted (the one rule, shared with the web app) */
export const isComposition = (text: string): boolean => parseComposition(text).ok;

/**
 * Formats of our own, beyond ajv-formats: every Ajv that reads our schemas gets them (these
 * validators, and the serializer's, which picks anyOf branches: rest/routes/compilers.ts).
 */
export const CUSTOM_FORMATS = { composition: { type: 'string', validate: isComposition } } as const;

function withFormats(ajv: Ajv): Ajv {
  addFormats.default(ajv);
  for (const [name, format] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, format);
  return ajv;
}

/** Query strings, params and headers are text on the wire: numbers and booleans are coerced. */
export function coercingAjv(): Ajv {
  const ajv = new Ajv({ ...COMPILE_FAST, verbose: true, allErrors: false, coerceTypes: 'array', removeAdditional: false, useDefaults: true, strict: false });
  return withFormats(ajv);
}

function describe(error: ErrorObject): string {
  const p = error.params as Record<string, any>;
  const schema = error.parentSchema as Record<string, any> | undefined;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known property';
    case 'enum':
      return `must be one of: ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `must be ${/^[aeiou]/.test(p.type) ? 'an' : 'a'} ${p.type}`;
    case 'pattern':
      return schema?.description ? `must be ${schema.description}` : `must match ${p.pattern}`;
    case 'format': {
      const composition = p.format === 'composition' && typeof error.data === 'string' ? parseComposition(error.data) : undefined;
      if (composition && !composition.ok) return composition.reason;
      return schema?.description ? `must be ${schema.description}` : `must be a valid ${p.format}`;
    }
    default:
      return error.message ?? 'is invalid';
  }
}

/** One message that names the field: `body/parameters/0/type must be one of: Boolean, Enum, String, Quantity`. */
export function describeErrors(errors: ErrorObject[] | null | undefined, root: string): string {
  const error = errors?.[0];
  if (!error) return `${root || 'value'} is invalid`;
  const p = error.params as Record<string, any>;
  const steps = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') steps.push(p.missingProperty);
  if (error.keyword === 'additionalProperties') steps.push(p.additionalProperty);
  const field = [root, ...steps].filter(Boolean).join('/') || 'value';
  // a map's key that breaks its rule (propertyNames): name the key, not only the map
  const key = (error as ErrorObject & { propertyName?: string }).propertyName;
  if (key !== undefined) return `${field} has a key ${JSON.stringify(key)} that ${describe(error)}`;
  return `${field} ${describe(error)}`;
}

const shared = strictAjv();
const compiled = new WeakMap<object, ValidateFunction>();

/** Validates a value against a schema, throwing a 400 that names the first wrong field. */
export function assertValid(schema: TSchema, value: unknown, root = ''): void {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = shared.compile(schema);
    compiled.set(schema, validate);
  }
  if (!validate(value)) throw badRequest(describeErrors(validate.errors, root));
}
