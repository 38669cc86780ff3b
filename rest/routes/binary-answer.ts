import type { FastifyReply, FastifyRequest } from 'fastify';
import rangeParser from 'range-parser';
import { noneMatch } from '../model/resources/conditional.ts';
import type { StoredContent } from '../model/content/content.ts';
import type { ByteRange } from '../store/blobs/blob-port.ts';

/** `bytes=-n` with n > 0: a suffix, which RFC 9110 §14.1.2 answers whole when it is longer than the content */
const SUFFIX = /^bytes=\s*-\s*0*[1-9]\d*$/;

/**
 * The one range of a `Range: bytes=…` header (RFC 9110 §14.1.2), read by range-parser: `a-b`, `a-`
 * or `-n` (the last n bytes). Several ranges, another unit or a malformed header are ignored (the
 * whole content is sent, which the RFC allows); a header none of whose ranges fits the content is
 * unsatisfiable (416). range-parser 1.3 also calls a suffix longer than the content unsatisfiable
 * (jshttp/range-parser#66 fixes that upstream): it is the whole content.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const value = header?.trim();
  // no Range, or a unit other than bytes: the whole content
  if (!value?.startsWith('bytes=')) return undefined;
  const ranges = rangeParser(size, value);
  if (ranges === -1) return SUFFIX.test(value) && size > 0 ? { start: 0, end: size - 1 } : 'unsatisfiable';
  if (ranges === -2 || ranges.length !== 1) return undefined;
  return ranges[0];
}

/** Content-Disposition with the file name in both forms (RFC 6266): quoted ASCII and UTF-8. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export async function sendBinary(request: FastifyRequest, reply: FastifyReply, content: StoredContent): Promise<FastifyReply> {
  reply
    .header('etag', content.etag)
    .header('cache-control', content.cacheControl)
    .header('accept-ranges', 'bytes')
    // uploaded bytes are served as what they were checked to be, never sniffed into HTML or script
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && noneMatch(ifNoneMatch, content.etag)) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const rangeHeader = typeof ifRange === 'string' && ifRange !== content.etag ? undefined : (request.headers.range as string | undefined);
  const range = parseRange(rangeHeader, content.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${content.size}`).send();
  reply.type(content.contentType).header('content-disposition', disposition(content.fileName));
  if (!range) return reply.header('content-length', content.size).send(await content.open());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${content.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await content.open(range));
}
