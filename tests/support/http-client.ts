// The tests' HTTP client (under `call`, and the fuzz suites and the bad-input sweep, which send thousands of
// requests): Node's http module over kept-alive connections. fetch (undici) spent about a third of those
// files' CPU on WHATWG streams, body mixins and its dispatcher chain. The request on the wire is the one
// fetch sends: its URL as WHATWG URL normalises it, fetch's default headers, the body's length and type;
// the answer is read as fetch reads it (decompressed, a byte-order mark dropped).
import { Agent, request, type RequestOptions } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** Connections kept open between requests, as undici's pool keeps them (one agent per worker). */
const agent = new Agent({ keepAlive: true });

/** The headers fetch adds to every request, so that the server sees the same request either way. */
const FETCH_DEFAULTS: Record<string, string> = { accept: '*/*', 'accept-language': '*', 'sec-fetch-mode': 'cors', 'user-agent': 'node', 'accept-encoding': 'gzip, deflate' };

export interface PlainRequest {
  method: string;
  /** header names in lower case */
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface PlainAnswer {
  status: number;
  headers: Headers;
  /** the body parsed as JSON, or its text when it is not JSON, or undefined when empty (as `call` answers) */
  body: any;
}

/** One request, redirects not followed (fetch's redirect: 'manual'): its status, headers and body. */
export async function plainRequest(url: string, { method, headers = {}, body }: PlainRequest): Promise<PlainAnswer> {
  // the HTTP server's answers to a request it could not read (Fastify's 431 for an over-long URL) carry
  // their JSON body even to HEAD, then close: fetch reads the answer's head, Node's parser fails on the body
  if (method === 'HEAD') return fetchedHead(url, headers);
  const target = new URL(url);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const sent: Record<string, string | number> = { ...FETCH_DEFAULTS, ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}), ...headers };
  if (bytes !== undefined) sent['content-length'] = bytes.byteLength;
  const options = { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, headers: sent };
  for (;;) {
    try {
      return await once(options, bytes);
    } catch (error) {
      // a kept connection the server closed (after an answer it gave before reading a whole body) while
      // this request was on its way: the server never read it, so it goes again on a new connection, as undici does
      if (!(error as { reusedSocket?: boolean }).reusedSocket) throw error;
    }
  }
}

function once(options: RequestOptions, bytes: Uint8Array | undefined): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(options, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answered = new Headers();
        for (let i = 0; i < incoming.rawHeaders.length; i += 2) answered.append(incoming.rawHeaders[i], incoming.rawHeaders[i + 1]);
        try {
          resolve({ status: incoming.statusCode!, headers: answered, body: parsed(utf8.decode(decoded(Buffer.concat(chunks), answered.get('content-encoding')))) });
        } catch (error) {
          reject(error);
        }
      });
    });
    outgoing.on('error', (error: Error & { code?: string }) => {
      const resent = outgoing.reusedSocket && error.code === 'ECONNRESET';
      reject(Object.assign(error, { reusedSocket: resent }));
    });
    outgoing.end(bytes);
  });
}

/** The body as sent before its content coding, as fetch decodes it. */
function decoded(bytes: Buffer, coding: string | null): Buffer {
  if (!bytes.length || !coding) return bytes;
  if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(bytes);
  if (coding === 'deflate') return inflateSync(bytes);
  if (coding === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

async function fetchedHead(url: string, headers: Record<string, string>): Promise<PlainAnswer> {
  return answerOf(await fetch(url, { method: 'HEAD', headers, redirect: 'manual' }));
}

/** A fetched answer read as a plain one is (its body parsed as JSON, or its text, or undefined when empty). */
export async function answerOf(response: Response): Promise<PlainAnswer> {
  return { status: response.status, headers: response.headers, body: parsed(await response.text()) };
}

/** as fetch's text() decodes: a leading byte-order mark is dropped */
const utf8 = new TextDecoder();

function parsed(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // not JSON: keep the text
    return text;
  }
}
