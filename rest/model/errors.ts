/**
 * Domain errors are typed once here; HTTP statuses and GraphQL codes are derived from the code,
 * so REST and GraphQL always answer the same failure the same way.
 */
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'FAILED_DEPENDENCY'
  | 'TOO_MANY_REQUESTS'
  /** an external service the request depends on failed (a sync target) */
  | 'BAD_GATEWAY'
  /** the server cannot serve now (its store does not answer, a migration is pending) */
  | 'SERVICE_UNAVAILABLE';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FAILED_DEPENDENCY: 424,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** extra machine-readable facts, sent beside the message (e.g. conflicting paths, users of a resource) */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new DomainError('BAD_REQUEST', message, details);
export const notFound = (message: string) => new DomainError('NOT_FOUND', message);
export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);
export const conflict = (message: string, details?: Record<string, unknown>) => new DomainError('CONFLICT', message, details);
export const preconditionFailed = (message: string, details?: Record<string, unknown>) =>
  new DomainError('PRECONDITION_FAILED', message, details);
export const unauthenticated = (message: string) => new DomainError('UNAUTHENTICATED', message);
/** `retryAfter` (seconds) travels as the Retry-After header. */
export const tooManyRequests = (message: string, retryAfter: number) => new DomainError('TOO_MANY_REQUESTS', message, { retryAfter });
export const payloadTooLarge = (message: string) => new DomainError('PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) => new DomainError('UNSUPPORTED_MEDIA_TYPE', message);
export const failedDependency = (message: string, details?: Record<string, unknown>) =>
  new DomainError('FAILED_DEPENDENCY', message, details);
export const badGateway = (message: string) => new DomainError('BAD_GATEWAY', message);
export const serviceUnavailable = (message: string) => new DomainError('SERVICE_UNAVAILABLE', message);
