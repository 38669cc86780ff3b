import { STATUS_CODES } from 'node:http';

/** The JSON body of every error answer (the OpenAPI schema `Error`); the request id is added on its way out (rest/operations/request-ids.ts). */
export function errorBody(statusCode: number, message: string, details?: Record<string, unknown>) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, ...details };
}
