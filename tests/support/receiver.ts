// A real local HTTP server standing in for what integrations talk to: a webhook endpoint that records
// each POST and answers the status a test chooses, and a JSON source for the Sync buttons.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';

export interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** the status POSTs get (200 unless set) */
  status: number;
  /** what a GET of a path answers (JSON); a missing path is a 404 */
  sources: Map<string, unknown>;
  close(): Promise<void>;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const receiver: Omit<Receiver, 'url' | 'close'> = { received: [], status: 200, sources: new Map() };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      receiver.received.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
      if (request.method === 'GET') {
        const source = receiver.sources.get(path);
        response.writeHead(source === undefined ? 404 : 200, { 'content-type': 'application/json' }).end(JSON.stringify(source ?? { error: 'not found' }));
        return;
      }
      response.writeHead(receiver.status, { 'content-type': 'text/plain' }).end(receiver.status < 300 ? 'ok' : 'failed');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as { port: number };
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  }) as Receiver;
}
