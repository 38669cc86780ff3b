/**
 * The OpenAPI document names what it repeats. Routes declare their schemas whole (a module's document
 * schema sits in its reads, writes, versions and sub-resources), which made /api/schema.json 3 MB: slow
 * to fetch, and Swagger UI took seconds of CPU to digest it. Here every large schema met more than once
 * becomes one entry under components/schemas, and every error answer met across operations one entry
 * under components/responses, both referenced with $ref; what the document says does not change.
 */

type Json = Record<string, any>;

/** a schema smaller than this stays inline: a reference would save little and cost a reader a jump */
const MIN_SHARED_SCHEMA_CHARS = 1024;
/** an error answer shared by at least this many operations gets a name */
const MIN_SHARED_RESPONSES = 3;

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'];
const SCHEMA_VALUES = ['items', 'additionalProperties', 'not', 'contains', 'if', 'then', 'else', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

type Canonical = (value: unknown) => string;

/**
 * JSON with sorted keys: two schemas are the same when their keys are. Each text is kept per object
 * for one pass (parents reuse their children's), then dropped with it: the document outlives the
 * pass (the docs plugin keeps it), and its texts would otherwise stay in memory, some 20 MB.
 */
function canonicalizer(): Canonical {
  const known = new Map<object, string>();
  const canonical: Canonical = (value) => {
    if (!value || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
    let text = known.get(value);
    if (text === undefined) {
      text = Array.isArray(value)
        ? `[${value.map(canonical).join(',')}]`
        : `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Json)[k])}`).join(',')}}`;
      known.set(value, text);
    }
    return text;
  };
  return canonical;
}

const pascal = (hint: string) => hint.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, _sep, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '') || 'Schema';

/** Calls `visit` on a schema and on each schema inside it, with a hint of its name (the property it describes). */
function eachSchema(schema: unknown, hint: string, visit: (schema: Json, hint: string) => boolean | void): void {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
  if (visit(schema as Json, hint) === false) return;
  for (const [key, value] of Object.entries(schema as Json)) {
    if (SCHEMA_MAPS.includes(key) && value && typeof value === 'object') for (const [name, sub] of Object.entries(value)) eachSchema(sub, name, visit);
    else if (SCHEMA_VALUES.includes(key)) eachSchema(value, key === 'items' ? `${hint} item` : hint, visit);
    else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) for (const sub of value) eachSchema(sub, hint, visit);
  }
}

/** The schema roots of an operation: parameters, request bodies and answers, with a name hint each. */
function operationSchemas(operation: Json): { holder: Json; key: string; hint: string }[] {
  const roots: { holder: Json; key: string; hint: string }[] = [];
  for (const parameter of operation.parameters ?? []) if (parameter.schema) roots.push({ holder: parameter, key: 'schema', hint: parameter.name });
  for (const media of Object.values<Json>(operation.requestBody?.content ?? {})) if (media.schema) roots.push({ holder: media, key: 'schema', hint: `${operation.operationId ?? ''} body` });
  for (const answer of Object.values<Json>(operation.responses ?? {})) {
    for (const media of Object.values<Json>(answer.content ?? {})) if (media.schema) roots.push({ holder: media, key: 'schema', hint: `${operation.operationId ?? ''} answer` });
  }
  return roots;
}

function operationsOf(document: Json): Json[] {
  return Object.values<Json>(document.paths ?? {}).flatMap((item) => Object.values<Json>(item).filter((op) => op && typeof op === 'object' && op.responses));
}

function uniqueName(base: string, taken: Set<string>): string {
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  taken.add(name);
  return name;
}

function shareSchemas(document: Json, knownNames: ReadonlyMap<string, string>, canonical: Canonical): void {
  const operations = operationsOf(document);
  const seen = new Map<string, { count: number; hint: string; schema: Json }>();
  for (const operation of operations) {
    for (const { holder, key, hint } of operationSchemas(operation)) {
      eachSchema(holder[key], hint, (schema, at) => {
        if (typeof schema.$ref === 'string') return false;
        const text = canonical(schema);
        if (text.length < MIN_SHARED_SCHEMA_CHARS) return false;
        const entry = seen.get(text);
        if (entry) entry.count += 1;
        else seen.set(text, { count: 1, hint: at, schema });
      });
    }
  }
  const components: Json = (document.components ??= {});
  const schemas: Json = (components.schemas ??= {});
  const taken = new Set(Object.keys(schemas));
  const named = new Map<string, string>();
  for (const [text, { count, hint }] of seen) {
    if (count > 1) named.set(text, uniqueName(knownNames.get(text) ?? pascal(hint), taken));
  }
  // replaces, top down, every named schema by its reference; a named schema's own body is shared the same way
  const share = (holder: Json, key: string, self?: string) => {
    const schema = holder[key];
    if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return;
    const name = named.get(canonical(schema));
    if (name && name !== self) {
      holder[key] = { $ref: `#/components/schemas/${name}` };
      return;
    }
    for (const [k, value] of Object.entries<any>(schema)) {
      if (SCHEMA_MAPS.includes(k) && value && typeof value === 'object') for (const sub of Object.keys(value)) share(value, sub);
      else if (SCHEMA_VALUES.includes(k)) share(schema, k);
      else if (SCHEMA_LISTS.includes(k) && Array.isArray(value)) value.forEach((_, i) => share(value, String(i)));
    }
  };
  const bodies = [...named].map(([text, name]) => ({ name, schema: seen.get(text)!.schema }));
  for (const { name, schema } of bodies) schemas[name] = structuredClone(schema);
  for (const { name } of bodies) share(schemas, name, name);
  for (const operation of operations) for (const { holder, key } of operationSchemas(operation)) share(holder, key);
}

function shareErrorAnswers(document: Json, canonical: Canonical): void {
  const operations = operationsOf(document);
  const counts = new Map<string, { status: string; count: number; answer: Json }>();
  for (const operation of operations) {
    for (const [status, answer] of Object.entries<Json>(operation.responses)) {
      if (!/^[45]\d\d$/.test(status) || answer.$ref) continue;
      const text = `${status}:${canonical(answer)}`;
      const entry = counts.get(text);
      if (entry) entry.count += 1;
      else counts.set(text, { status, count: 1, answer });
    }
  }
  const components: Json = (document.components ??= {});
  const responses: Json = (components.responses ??= {});
  const taken = new Set(Object.keys(responses));
  const named = new Map<string, string>();
  for (const [text, { status, count, answer }] of counts) {
    if (count < MIN_SHARED_RESPONSES) continue;
    const name = uniqueName(`Error${status}`, taken);
    named.set(text, name);
    responses[name] = answer;
  }
  for (const operation of operations) {
    for (const [status, answer] of Object.entries<Json>(operation.responses)) {
      const name = named.get(`${status}:${canonical(answer)}`);
      if (name) operation.responses[status] = { $ref: `#/components/responses/${name}` };
    }
  }
}

/**
 * Shares the document's repeated schemas and error answers under components. `knownNames` names
 * schemas by their canonical JSON (`canonicalSchema`), e.g. each kind's document as 'ModuleDocument';
 * others are named after the property they describe.
 */
export function shareRepeatedParts<T>(document: T, knownNames: ReadonlyMap<string, string> = new Map()): T {
  const canonical = canonicalizer();
  shareSchemas(document as Json, knownNames, canonical);
  shareErrorAnswers(document as Json, canonical);
  return document;
}

/** A schema's canonical JSON, as shareRepeatedParts compares them (to name some in `knownNames`). */
export const canonicalSchema: Canonical = (value) => canonicalizer()(value);
