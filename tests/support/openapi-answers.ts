// Whether an answer is one the OpenAPI document declares: its status, a body of a declared content type,
// and a JSON body that fits the declared schema. The bad-input sweep and the fuzz suites judge by it.
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

/** A judge of answers against the document whose components are these (#/components/schemas/…). */
export function answerJudge(components: Record<string, unknown>): (op: DeclaredOperation, reply: Answer) => string | undefined {
  const ajv = strictAjv();
  const validators = new Map<string, ReturnType<typeof ajv.compile>>();

  /** The schema with its #/components/schemas references replaced by what they name. */
  const resolved = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(resolved);
    if (!schema || typeof schema !== 'object') return schema;
    const ref = (schema as { $ref?: string }).$ref;
    if (ref?.startsWith('#/components/schemas/')) return resolved(components[ref.slice('#/components/schemas/'.length)]);
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, resolved(v)]));
  };

  /** Undefined when the operation declares this answer; otherwise what is wrong with it. */
  return (op, reply) => {
    const declared = op.responses[String(reply.status)];
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
    // operations of one kind declare the same schemas as separate objects: compiled once per text
    const key = JSON.stringify(json);
    let validate = validators.get(key);
    if (!validate) validators.set(key, (validate = ajv.compile(resolved(json) as object)));
    return validate(reply.body) ? undefined : `body does not fit the declared schema: ${ajv.errorsText(validate.errors)}`;
  };
}
