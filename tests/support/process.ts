// The server as `npm start` runs it (server.ts bundled into dist/server.js, run by plain Node), in a
// process of its own: for the tests of what only a real process shows (its start, its signals, a crash).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServerIfChanged, externalPackages, SERVER_BUNDLE } from '../../build.ts';
import { ROOT } from '../../rest/paths.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** what it wrote to stdout and stderr so far */
  output(): string;
  /** its exit code (null when killed by a signal) */
  exited: Promise<number | null>;
}

/** the bundle is made (when the sources changed) once per worker, not per process started */
let bundled: Promise<boolean> | undefined;

export async function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  await (bundled ??= buildServerIfChanged());
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * tests/support/task-server.ts bundled as build.ts bundles server.ts (packages load from node_modules;
 * the worker modules are the server bundle's, in dist/), into a file of its own one folder below the
 * root, where the paths the code finds from import.meta.url hold. A server started from the sources
 * through tsx cost about twice the CPU of a bundled one (bench/RESULTS.md, Start and memory). The caller
 * removes the file when done.
 */
export async function bundleTaskServer(): Promise<string> {
  await (bundled ??= buildServerIfChanged());
  const { build } = await import('esbuild');
  const file = join(ROOT, '.tmp', `task-server-${process.pid}-${Date.now()}.js`);
  await build({ absWorkingDir: ROOT, entryPoints: [join('tests', 'support', 'task-server.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', plugins: [externalPackages], outfile: file, logLevel: 'warning' });
  return file;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The first answer of `url` once the server accepts connections, within `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 30_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** Waits until `condition` holds, checking every 50 ms, for at most `timeoutMs`; fails with `what`. */
export async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
