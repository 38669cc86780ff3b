import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JoineryApp } from '../../rest/app.ts';
import { DEFAULT_DEMO_PASSWORD, readConfig } from '../../rest/config.ts';
import type { Plan } from '../../rest/model/identity/plans.ts';
import { SESSION_COOKIE } from '../../rest/model/identity/sessions.ts';
import { deterministicRuntime } from '../../rest/model/runtime.ts';
import { startServer } from '../../rest/start-server.ts';
import { SqliteStore } from '../../rest/store/sqlite/sqlite-store.ts';
import { DEMO_WORKSPACE } from '../../seeds/demo.ts';
import { loadDemo } from '../../seeds/load.ts';
import { DATABASE_FILE, demoTemplate } from './demo-template.ts';
import { answerOf, plainRequest, type PlainAnswer } from './http-client.ts';
import { DEMO_ADMIN } from './demo-users.ts';

export { DEMO_ADMIN };
export const DEMO_PASSWORD = DEFAULT_DEMO_PASSWORD;

export interface TestServer extends JoineryApp {
  /** http://127.0.0.1:{port} */
  url: string;
  dataDir: string;
  /** who requests to this server act as unless they say otherwise (null: nobody, they are signed out) */
  defaultUser: string | null;
  /** a `cookie` header with a session of this user (made once per user and server) */
  sessionCookie(email: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  deterministic?: boolean;
  env?: Record<string, string>;
  /**
   * Whom requests act as by default (a session of theirs travels with `call` and with any `fetch`
   * to this server that brings no credentials of its own): the demo admin unless given; null for
   * signed-out requests.
   */
  as?: string | null;
  /**
   * The plan of the demo workspace Oak & Ash. The demo itself is on STARTUP, which is full (2 of 2
   * configurators); test servers default to ENTERPRISE so that tests of other things are not
   * bounded by plan limits. Tests of plans set the plan they test.
   */
  plan?: Plan;
  /** listen on this port (tests that must know PUBLIC_URL before the start); a free one by default */
  port?: number;
  /** another test server's data folder: a second instance over the same database file */
  dataDir?: string;
  /**
   * The demo's 90 days of storefront sessions, configurations and orders (seeds/demo-activity.ts); on
   * unless a test of a screen's exact rows wants the seeded resources alone (OA-1001 and OA-1002).
   */
  demoActivity?: boolean;
}

/** The live test servers by origin: their default credentials and sessions of any user, for `call` and `fetch`. */
const servers = new Map<string, { defaults: () => Promise<Record<string, string>>; sessionCookie: (email: string) => Promise<string> }>();

/**
 * A real Joinery server for a test file: a fresh SQLite file in a temp folder, real HTTP on a free
 * port, the demo workspaces loaded unless `seed: false`, and requests signed in as the demo admin
 * unless the test asks otherwise. With `dataDir`, a folder the test keeps (while it holds no database,
 * the demo is copied in as for a fresh one) or another test server's (a second instance over the same
 * database file); that folder is left for its owner to remove.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const env = options.env ?? {};
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'joinery-test-'));
  const publicUrl = options.port ? { PUBLIC_URL: `http://127.0.0.1:${options.port}` } : {};
  // load shedding is off unless a test turns it on: a test server shares its event loop with the
  // test's own synchronous work (whole-store fingerprints, big fixtures), which is not its load
  const config = readConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED_DEMO: String(options.seed ?? true), OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0', ...publicUrl, ...env });
  // a fresh folder (a given one too, while it holds no database) starts from the run's seeded demo; a
  // deterministic runtime seeds its own (its ids and clock count from the seed)
  const withActivity = options.demoActivity ?? true;
  const fresh = !options.dataDir || !existsSync(join(dataDir, DATABASE_FILE));
  const template = config.seedDemo && fresh && !options.deterministic ? demoTemplate(config, withActivity ? '' : 'without activity') : undefined;
  const joinery = await startServer(config, {
    // a throwaway database: no fsync per commit (synchronous=OFF), which no test observes
    store: new SqliteStore({ file: join(dataDir, DATABASE_FILE), durable: false }),
    runtime: options.deterministic ? deterministicRuntime : undefined,
    listen: { port: options.port ?? 0, host: '127.0.0.1' },
    // without the seeding clock, the loader writes no storefront activity (seeds/demo-activity.ts)
    demo: withActivity ? loadDemo : (model, password) => loadDemo(model, password),
  });
  template?.save();
  if (config.seedDemo) await joinery.store.update('workspaces', { op: 'eq', field: 'id', value: DEMO_WORKSPACE.alias }, { set: { plan: options.plan ?? 'ENTERPRISE' } });
  const url = `http://127.0.0.1:${joinery.port}`;
  const cookies = new Map<string, string>();
  /** A live session of the user: made once, and again when a test ended it (signed out, changed the password). */
  const sessionCookie = async (email: string): Promise<string> => {
    const known = cookies.get(email);
    if (known && (await joinery.model.identity.sessions.find(known))) return `${SESSION_COOKIE}=${known}`;
    const user = await joinery.model.directory.user(email);
    if (!user) throw new Error(`startTestServer: there is no user ${email} to sign in as`);
    const { secret } = await joinery.model.identity.sessions.start(email, user.workspace);
    cookies.set(email, secret);
    return `${SESSION_COOKIE}=${secret}`;
  };
  const defaultUser = options.as !== undefined ? options.as : DEMO_ADMIN;
  servers.set(url, {
    sessionCookie,
    defaults: async (): Promise<Record<string, string>> => {
      // a default user that does not exist signs nobody in: requests are then signed out
      if (!defaultUser || !(await joinery.model.directory.user(defaultUser))) return {};
      return { cookie: await sessionCookie(defaultUser) };
    },
  });
  return {
    ...joinery,
    url,
    dataDir,
    defaultUser,
    sessionCookie,
    close: async () => {
      servers.delete(url);
      // A request refused before its body was read (an upload answered 413 or 401) keeps its connection
      // open, and closing waits for it until the keep-alive timeout, 72 s: the file's tests are done with
      // this server, so its connections go with it
      const closed = joinery.app.close();
      joinery.app.server.closeAllConnections();
      await closed;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const originalFetch = globalThis.fetch;

/** The default credentials of a test server for a URL, unless the request brings its own. */
async function withDefaultCredentials(url: string, headers: Headers): Promise<void> {
  if (headers.has('cookie') || headers.has('authorization')) return;
  const origin = (() => {
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  })();
  const server = origin ? servers.get(origin) : undefined;
  if (!server) return;
  for (const [name, value] of Object.entries(await server.defaults())) headers.set(name, value);
}

/**
 * Tests written before sign-in fetch the server directly; a fetch to a test server that brings no
 * cookie or Authorization header carries the server's default user's session, as `call` does.
 */
function installDefaultCredentials(): void {
  if ((globalThis.fetch as { joineryTest?: boolean }).joineryTest) return;
  const wrapped = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) return originalFetch(input, init);
    const headers = new Headers(init?.headers);
    await withDefaultCredentials(String(input), headers);
    return originalFetch(input, { ...init, headers });
  }) as typeof fetch & { joineryTest?: boolean };
  wrapped.joineryTest = true;
  globalThis.fetch = wrapped;
}
installDefaultCredentials();

export interface CallInit extends RequestInit {
  json?: unknown;
  /**
   * Whom to act as: omitted, the server's default user; null, nobody (signed out); an e-mail, a
   * session of that user (on a server started by startTestServer). Own cookie or Authorization
   * headers win over all of these.
   */
  as?: string | null;
}

/** fetch + JSON for tests: status, headers and the parsed body (or text when not JSON). */
export async function call(url: string, init: CallInit = {}): Promise<PlainAnswer> {
  const { as, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  if (as === undefined) await withDefaultCredentials(url, headers);
  else if (as !== null && !headers.has('cookie') && !headers.has('authorization')) headers.set('cookie', await cookieOf(url, as));
  const { method = 'GET', redirect, ...others } = rest;
  if (!sentPlainly(method, body, others)) return fetched(url, { ...rest, headers, body });
  const answer = await plainRequest(url, { method: method.toUpperCase(), headers: Object.fromEntries(headers), body: body as string | Uint8Array | undefined });
  const location = answer.headers.get('location');
  if (redirect === 'manual' || !location || !REDIRECTS.has(answer.status)) return answer;
  // the rest of the way as fetch goes it (a changed method, headers dropped on another origin)
  const seeOther = answer.status === 303 || ((answer.status === 301 || answer.status === 302) && method === 'POST');
  if (seeOther) for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) headers.delete(name);
  return fetched(new URL(location, url).href, { ...rest, method: seeOther ? 'GET' : method, headers, body: seeOther ? undefined : body, redirect: 'follow' });
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Whether the request goes by the plain client (tests/support/http-client.ts): a text or bytes body
 * and no fetch option but the method and redirects. HEAD and anything else (forms, streams, a signal) go by fetch.
 */
function sentPlainly(method: string, body: unknown, others: object): boolean {
  const verb = method.toUpperCase();
  // fetch refuses a body with GET (a TypeError the test sees), and sends other methods as written but its six own ones
  if (verb !== method && !['DELETE', 'GET', 'OPTIONS', 'POST', 'PUT'].includes(verb)) return false;
  const plainBody = body === undefined || typeof body === 'string' || body instanceof Uint8Array;
  return plainBody && verb !== 'HEAD' && !(verb === 'GET' && body !== undefined) && Object.values(others).every((value) => value === undefined);
}

async function fetched(url: string, init: RequestInit): Promise<PlainAnswer> {
  return answerOf(await originalFetch(url, init));
}

async function cookieOf(url: string, email: string): Promise<string> {
  const server = servers.get(new URL(url).origin);
  if (!server) throw new Error(`call(${url}, { as: ${JSON.stringify(email)} }): not a server started by startTestServer`);
  return server.sessionCookie(email);
}
