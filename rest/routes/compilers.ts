import fastJson from 'fast-json-stringify';
import type { TSchema } from '@sinclair/typebox';
import type { Ajv, ValidateFunction } from 'ajv';
import { coercingAjv, COMPILE_FAST, CUSTOM_FORMATS, strictAjv } from '../model/validation.ts';

/**
 * The app registers about 350 routes whose schemas repeat per kind. Compiling every validator and
 * serializer eagerly took seconds at each start, so both are compiled on first use and shared
 * between routes whose schemas are the same.
 */
function lazy<T extends (...args: any[]) => any>(build: () => T): T {
  let compiled: T | undefined;
  return ((...args: any[]) => (compiled ??= build())(...args)) as T;
}

function memo<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let found = cache.get(key);
  if (!found) cache.set(key, (found = build()));
  return found;
}

/** A validator compiled on first call; Fastify reads `errors` from the function it was given. */
function lazyValidator(compile: () => ValidateFunction, optional: boolean) {
  let validate: ValidateFunction | undefined;
  const wrapper = ((data: unknown) => {
    // Fastify hands a missing body to the validator as null, not undefined (lib/validation.js);
    // a JSON `null` body reaches the handler as null and is refused there
    if (optional && (data === undefined || data === null)) {
      wrapper.errors = null;
      return true;
    }
    validate ??= compile();
    const valid = validate(data);
    wrapper.errors = validate.errors;
    return valid;
  }) as ((data: unknown) => boolean) & { errors?: unknown };
  return wrapper;
}

const DECIMAL = /^\d{1,15}$/;

/** Names of the properties that are whole numbers (or lists of them) in a params or querystring schema. */
function wholeNumberFields(schema: any): string[] {
  const isInteger = (s: any) => s?.type === 'integer' || (s?.type === 'array' && s.items?.type === 'integer');
  return Object.entries(schema?.properties ?? {}).filter(([, s]) => isInteger(s)).map(([name]) => name);
}

/**
 * Coercion reads `0x1`, `1e0`, `+1`, ` 1` and `1.0` as 1; a whole number on the wire must be decimal
 * digits, so each is checked as text before the coercing validator sees it.
 */
function decimalFirst(fields: string[], validate: (data: unknown) => boolean) {
  const wrapper = ((data: any) => {
    for (const name of fields) {
      const raw = data?.[name];
      const bad = (Array.isArray(raw) ? raw : [raw]).find((value) => typeof value === 'string' && !DECIMAL.test(value));
      if (bad !== undefined) {
        wrapper.errors = [
          { keyword: 'pattern', instancePath: `/${name}`, params: { pattern: DECIMAL.source }, parentSchema: { description: 'a whole number in decimal digits' }, data: bad },
        ];
        return false;
      }
    }
    const valid = validate(data);
    wrapper.errors = (validate as { errors?: unknown }).errors;
    return valid;
  }) as ((data: unknown) => boolean) & { errors?: unknown };
  return wrapper;
}

/**
 * Validators by what they validate, kept for the process: two apps in one process (a test run starts
 * a hundred, a bench several) compile each schema once between them. A route's schema is looked up
 * by identity first, so a route registered again (another app over the same route table) costs no
 * JSON.stringify of its schema; a compiled validator keeps no state between calls, so apps share it.
 */
let validators: { strict: Ajv; coercing: Ajv; byText: Map<string, (data: unknown) => boolean>; byBody: WeakMap<object, (data: unknown) => boolean>; byOther: WeakMap<object, (data: unknown) => boolean> } | undefined;

/** Bodies are validated strictly, everything else (text on the wire) with coercion. */
export function validatorCompiler() {
  validators ??= { strict: strictAjv(), coercing: coercingAjv(), byText: new Map(), byBody: new WeakMap(), byOther: new WeakMap() };
  const { strict, coercing, byText, byBody, byOther } = validators;
  return ({ schema, httpPart }: { schema: any; httpPart?: string }) => {
    if (httpPart === 'body' && schema['x-validated-by-model']) return () => true;
    const isBody = httpPart === 'body';
    const byIdentity = isBody ? byBody : byOther;
    const known = byIdentity.get(schema);
    if (known) return known;
    const optional = isBody && schema['x-optional-body'] === true;
    const key = `${isBody ? 'strict' : 'coercing'}:${optional}:${JSON.stringify(schema)}`;
    const validator = memo(byText, key, () => {
      const validate = lazyValidator(() => (isBody ? strict : coercing).compile(schema), optional);
      const fields = isBody ? [] : wholeNumberFields(schema);
      return fields.length ? decimalFirst(fields, validate) : validate;
    });
    byIdentity.set(schema, validator);
    return validator;
  };
}

/** Serializers by the shared schemas they may refer to, then as validators are kept (above). */
const serializers = new WeakMap<TSchema[], { byText: Map<string, (data: unknown) => string>; bySchema: WeakMap<object, (data: unknown) => string> }>();

/**
 * Responses are serialized by fast-json-stringify, whose own Ajv picks the branch of an anyOf: it
 * knows our formats too, so a composition is judged as everywhere else (and not logged as unknown).
 */
export function serializerCompiler(shared: TSchema[]) {
  const external = Object.fromEntries(shared.map((s) => [s.$id as string, s]));
  let kept = serializers.get(shared);
  if (!kept) serializers.set(shared, (kept = { byText: new Map(), bySchema: new WeakMap() }));
  const { byText, bySchema } = kept;
  const options = { schema: external, ajv: { ...COMPILE_FAST, formats: CUSTOM_FORMATS } };
  return ({ schema }: { schema: any }) => {
    const known = bySchema.get(schema);
    if (known) return known;
    const serialize = memo(byText, JSON.stringify(schema), () => lazy(() => (fastJson as any)(schema, options) as (data: unknown) => string));
    bySchema.set(schema, serialize);
    return serialize;
  };
}
