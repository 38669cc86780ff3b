// Whether an answer is one the OpenAPI document declares: its status, a body of a declared content type,
// and a JSON body that fits the declared schema. The bad-input sweep and the fuzz suites judge by it.
import type { ValidateFunction } from 'ajv';
import { strictAjv } from '../../rest/model/validation.ts';

export interface DeclaredResponse {
  content?: Record<string, { schema?: unknown }>;
}

/** An operation as the document declares it: enough to judge its answers. */
export interface DeclaredOperation {
  method: string;
  /** status → what the document declares */
  responses: Record<string, DeclaredResponse>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** The schema with its #/components/schemas references replaced by what they name (references followed at most 12 deep: schemas may nest themselves). */
export function withComponents(schema: unknown, components: Record<string, unknown>, refs = 0): any {
  if (!schema || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((s) => withComponents(s, components, refs));
  const ref = (schema as { $ref?: string }).$ref;
  if (ref?.startsWith('#/components/schemas/') && refs < 12) return withComponents(components[ref.slice('#/components/schemas/'.length)], components, refs + 1);
  return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, withComponents(v, components, refs)]));
}

/**
 * Compiled validators of response schemas by the components they were resolved against: the files of a
 * worker that judge the same document (the fuzz suites, the bad-input sweep) compile each schema once.
 */
const compiledFor = new Map<string, { ajv: ReturnType<typeof strictAjv>; byText: Map<string, ValidateFunction> }>();

/** A judge of answers against the document whose components are these (#/components/schemas/…, #/components/responses/…). */
export function answerJudge(documentComponents: { schemas: Record<string, unknown>; responses?: Record<string, DeclaredResponse> }): (op: DeclaredOperation, reply: Answer) => string | undefined {
  const components = documentComponents.schemas;
  const componentsText = JSON.stringify(documentComponents);
  let compiled = compiledFor.get(componentsText);
  if (!compiled) compiledFor.set(componentsText, (compiled = { ajv: strictAjv(), byText: new Map() }));
  const { ajv, byText } = compiled;
  // the document's schema objects are asked about again and again: by identity first, then by text
  const bySchema = new WeakMap<object, ValidateFunction>();
  const validatorOf = (json: object) => {
    let validate = bySchema.get(json);
    if (validate) return validate;
    // operations of one kind declare the same schemas as separate objects: compiled once per text
    const key = JSON.stringify(json);
    validate = byText.get(key);
    if (!validate) byText.set(key, (validate = ajv.compile(withComponents(json, components) as object)));
    bySchema.set(json, validate);
    return validate;
  };

  /** Undefined when the operation declares this answer; otherwise what is wrong with it. */
  return (op, reply) => {
    const named = op.responses[String(reply.status)] as (DeclaredResponse & { $ref?: string }) | undefined;
    // an answer many operations share is named once under #/components/responses
    const declared = named?.$ref ? documentComponents.responses?.[named.$ref.slice('#/components/responses/'.length)] : named;
    if (!declared) return `status ${reply.status} is not declared (declared: ${Object.keys(op.responses).join(', ')})`;
    // an answer to HEAD has the headers of the declared answer and never a body
    if (op.method === 'HEAD') return reply.body === undefined ? undefined : 'a body in an answer to HEAD';
    // every body comes with a content type the document declares for its status (an avatar's image/png, an error's JSON)
    const type = reply.headers.get('content-type')?.split(';')[0] ?? '';
    if (reply.body !== undefined && reply.body !== '' && !declared.content?.[type]) {
      return `a body of type ${type || '(none)'} where the document declares ${Object.keys(declared.content ?? {}).join(', ') || 'none'}`;
    }
    const json = declared.content?.['application/json']?.schema;
    if (!json) return undefined;
    const validate = validatorOf(json as object);
    return validate(reply.body) ? undefined : `body does not fit the declared schema: ${ajv.errorsText(validate.errors)}`;
  };
}
