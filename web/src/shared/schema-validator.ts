import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { JsonSchema } from './schema-form.ts';

/*
 * Ajv as the server runs it (rest/model/validation.ts), but collecting every error for the form,
 * and without the server's own custom formats: the server still checks those (ignored here, silently).
 */
const ajv = new Ajv({ allErrors: true, strict: false, logger: false, coerceTypes: false, useDefaults: false });
addFormats(ajv);
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** The compiled validator of a schema (compiled once per schema object). */
export function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}
