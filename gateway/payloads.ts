/**
 * Mutations answer the mistakes a user can make as typed payload errors `{field, code, message}`
 * rather than GraphQL errors; only faults (and a missing sign-in) throw.
 */
import { DomainError } from '../rest/model/errors.ts';
import type { UserErrorCode } from './generated/resolvers-types.ts';

export interface UserError {
  field: string | null;
  code: UserErrorCode;
  message: string;
}

/** The model's codes that are a user's mistake (schema/resources.graphql UserErrorCode); any other is a GraphQL error. */
const USER_ERROR_CODES: Record<UserErrorCode, true> = {
  BAD_REQUEST: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  CONFLICT: true,
  PRECONDITION_FAILED: true,
  FAILED_DEPENDENCY: true,
};
const isUserError = (error: unknown): error is DomainError & { code: UserErrorCode } => error instanceof DomainError && error.code in USER_ERROR_CODES;

/**
 * How a mutation's arguments are named in the model's messages: `body` (or a bare document path) is
 * the argument holding the document, other names map one to one (versionId → version).
 */
export interface FieldNames {
  /** the argument that carries the body: document, patch, sharing; its paths follow it (document.parameters.0.type) */
  body?: string;
  /** model parameter name → argument name */
  params?: Record<string, string>;
  /** the argument a PRECONDITION_FAILED is about (expectedHead, head) */
  precondition?: string;
}

const PATH_FIRST = /^([A-Za-z_][\w.-]*(?:\/[\w.-]+)*) (?:must|is|are|refers|cannot|needs)\b/;

/** The argument a place in the model's words is: a parameter by its name, a path in the body under the body's argument. */
function argumentOf(path: string, names: FieldNames): string | null {
  const [first, ...rest] = path.split('/');
  if (names.params?.[first] && !rest.length) return names.params[first];
  if (!names.body) return null;
  const steps = first === 'body' ? rest : [first, ...rest];
  return [names.body, ...steps].join('.');
}

/**
 * The argument (a dotted path) a model error is about, or null when it is about the change as a whole:
 * the field the error names itself (`details.field`, a parameter or a path in the body), else the
 * place a 400's message starts with.
 */
export function fieldOf(error: DomainError, names: FieldNames): string | null {
  const named = error.details?.field;
  if (typeof named === 'string') return argumentOf(named, names);
  if (error.code === 'PRECONDITION_FAILED') return names.precondition ?? null;
  if (error.code !== 'BAD_REQUEST') return null;
  const path = PATH_FIRST.exec(error.message)?.[1];
  return path ? argumentOf(path, names) : null;
}

export function userError(error: DomainError & { code: UserErrorCode }, names: FieldNames): UserError {
  return { field: fieldOf(error, names), code: error.code, message: error.message };
}

/**
 * Runs a mutation's model call; a user's mistake becomes the payload's error. Other DomainErrors
 * (UNAUTHENTICATED, a body too large, a failing sync target …) stay GraphQL errors with their code.
 */
export async function attempt<T>(work: () => Promise<T>, names: FieldNames): Promise<{ value: T; error?: undefined } | { value?: undefined; error: DomainError; errors: UserError[] }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (isUserError(error)) return { error, errors: [userError(error, names)] };
    throw error;
  }
}
