import type { FastifyReply, FastifyRequest } from 'fastify';
import { noneMatch } from '../model/conditional.ts';
import type { StoredContent } from '../model/content/content.ts';
import type { ByteRange } from '../store/blobs/blob-port.ts';

/**
 * One range of a `Range: bytes=…` header (RFC 9110 §14.1.2): `a-b`, `a-` or `-n` (the last n bytes).
 * Anything else, several ranges included, is ignored (the whole content is sent, which the RFC
 * allows); a range that starts beyond the content is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
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
