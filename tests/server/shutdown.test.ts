// Graceful shutdown of the server process (server.ts): on SIGTERM it stops accepting connections,
// closes subscriptions with 1001, lets a request in flight finish, and exits 0; past
// SHUTDOWN_TIMEOUT_SECONDS it exits 1 without waiting further. Every log line of a request carries its id.
import assert from 'node:assert/strict';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, describe, test } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, readConfig } from '../../rest/config.ts';
import { copyDemoTemplate } from '../support/demo-template.ts';
import { sampleFile } from '../support/files.ts';
import { tempFolders } from '../support/temp.ts';
import { freePort, startProcess, until, waitFor } from '../support/process.ts';

const folders = tempFolders('joinery-shutdown');
afterAll(folders.removeAll);
const tempFolder = folders.make;

/** A request whose body is sent in two steps: it is in flight between them. */
function slowRequest(url: string, options: { method: string; headers: Record<string, string>; body: Buffer }) {
  const half = Math.floor(options.body.length / 2);
  let request!: ClientRequest;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request = httpRequest(url, { method: options.method, headers: { ...options.headers, 'content-length': String(options.body.length) }, agent: false }, (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
  request.write(options.body.subarray(0, half));
  return { answer, finish: () => request.end(options.body.subarray(half)) };
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function multipart(bytes: Buffer, name: string): { body: Buffer; contentType: string } {
  const boundary = 'joinery-shutdown-test';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  return { body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The JSON log lines of the process (Fastify's logger writes one object a line). */
const logLines = (output: string): Record<string, any>[] =>
  output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });

describe('SIGTERM', () => {
  test('stops accepting, closes subscriptions with 1001, finishes the upload in flight, and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // the demo's admin and a company to upload to: the run's seeded demo when there is one (the process then seeds nothing)
    const dataDir = tempFolder();
    copyDemoTemplate(readConfig({ DATA_DIR: dataDir }));
    const server = await startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_SECONDS: '20' });
    try {
      assert.equal((await waitFor(`${base}/healthz`, 60_000)).status, 200);
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.joinery.test', password: DEFAULT_DEMO_PASSWORD }) });
      const cookie = login.headers.get('set-cookie')!.split(';')[0];
      const company = (await (await fetch(`${base}/api/companies?limit=1`, { headers: { cookie } })).json()).items[0];

      // a subscriber
      let closed: { code: number; reason: string } | undefined;
      let connected = false;
      const subscriber = createClient({
        url: `ws://127.0.0.1:${port}/graphql`,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers: { cookie } });
          }
        },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => {},
        on: { connected: () => (connected = true), closed: (event) => (closed = { code: (event as { code: number }).code, reason: String((event as { reason: unknown }).reason) }) },
      });
      subscriber.subscribe({ query: `subscription { resourceChanged(collection: "companies", id: "${company.id}") { action } }` }, { next: () => {}, error: () => {}, complete: () => {} });
      await until(() => connected, 'the subscriber to connect');

      // an upload in flight: the server has its request (its log says so) but not all of its body
      const png = sampleFile('png')!;
      const form = multipart(png, 'logo.png');
      const requestId = 'shutdown-test-upload-1';
      const upload = slowRequest(`${base}/api/companies/${company.id}/avatar.png`, { method: 'PUT', headers: { cookie, 'content-type': form.contentType, 'x-request-id': requestId }, body: form.body });
      await until(() => logLines(server.output()).some((line) => line.reqId === requestId), 'the server to log the upload request');

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await until(() => closed !== undefined, 'the subscription to be closed');
      assert.deepEqual(closed, { code: 1001, reason: 'Server shutting down' });
      await until(() => refused(port), 'new connections to be refused');
      assert.equal(server.child.exitCode, null, 'the process waits for the upload');

      upload.finish();
      const answer = await upload.answer;
      assert.equal(answer.status, 200, answer.body);
      const file = JSON.parse(answer.body).document;
      assert.deepEqual([file.name, file.size], ['logo.png', png.length], 'the whole upload was stored');
      assert.equal(await server.exited, 0, server.output().slice(-2000));
      assert.ok(Date.now() - signalled < 20_000, 'within SHUTDOWN_TIMEOUT_SECONDS');
      await subscriber.dispose();

      // every line a request wrote names it; the upload's lines name the id it came with
      const lines = logLines(server.output());
      const ofRequests = lines.filter((line) => line.req || line.res || /request/.test(line.msg ?? ''));
      assert.ok(ofRequests.length > 4);
      for (const line of ofRequests.filter((l) => l.req || l.res)) assert.ok(line.reqId, JSON.stringify(line));
      const uploadLines = lines.filter((line) => line.reqId === requestId);
      assert.deepEqual(uploadLines.map((line) => line.msg), ['incoming request', 'request completed']);
      assert.equal(uploadLines[1].res.statusCode, 200);
      assert.ok(lines.some((line) => /SIGTERM received/.test(line.msg ?? '')));
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  test('past SHUTDOWN_TIMEOUT_SECONDS a request that never finishes is abandoned: the process exits 1', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startProcess({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempFolder(), SEED_DEMO: 'false', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    try {
      assert.equal((await waitFor(`${base}/healthz`, 60_000)).status, 200);
      const body = Buffer.from(JSON.stringify({ email: 'nobody@example.com', password: 'Never-Sent-1' }));
      const stuck = slowRequest(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'stuck-1' }, body });
      stuck.answer.catch(() => {});
      await until(() => logLines(server.output()).some((line) => line.reqId === 'stuck-1'), 'the server to log the stuck request');
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 1);
      const took = Date.now() - signalled;
      assert.ok(took >= 900 && took < 5000, `exited after ${took} ms`);
      assert.match(server.output(), /killed by timeout \(1000ms\)/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
