import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { IncomingFile, Receive } from '../model/content/content.ts';
import { badRequest, DomainError, unsupportedMediaType } from '../model/errors.ts';

const unreadable = (error: Error) => badRequest(`the multipart body could not be read: ${error.message}`);

/**
 * An upload's bytes as the model receives them: the request must be multipart/form-data with exactly
 * one file field, whose stream is handed to `stage` as it arrives. The rest of the body is always read
 * to its end (a refused upload still gets its answer rather than a broken connection).
 */
export function receiveMultipart(request: FastifyRequest): Receive {
  return async (stage) => {
    if (!request.isMultipart()) throw unsupportedMediaType('the body must be multipart/form-data with one file field');
    let incoming: IncomingFile | undefined;
    let problem: unknown;
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') {
          problem ??= badRequest(`the body must hold one file field and nothing else; it also has the field ${part.fieldname}`);
          continue;
        }
        if (incoming || problem) {
          problem ??= badRequest('the body holds more than one file: upload one file field');
          part.file.resume();
          continue;
        }
        // the request ending early (a body cut off before its closing boundary) fails the file's stream, and so the staging
        let cutOff: Error | undefined;
        part.file.once('error', (error) => (cutOff = error));
        try {
          incoming = { staged: await stage(part.file), filename: part.filename };
        } catch (error) {
          problem = cutOff ? unreadable(cutOff) : error;
          part.file.resume();
        }
      }
    } catch (error) {
      problem ??= error instanceof DomainError ? error : unreadable(error as Error);
    }
    if (problem || !incoming) {
      await incoming?.staged.discard();
      throw problem ?? badRequest('the body holds no file field: upload one file field');
    }
    return incoming;
  };
}
