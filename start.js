/**
 * `npm start`: builds what changed, then serves, in as few processes as that takes.
 * - The stamps (build-stamps.js) are read here, in plain JavaScript: an unchanged checkout starts without
 *   tsx or a build process.
 * - When one is stale, build.ts runs in a process of its own (through tsx), which ends before the server starts.
 * - The server (dist/server.js) then runs in this process: `npm start` leaves npm and one Node process.
 */
import { spawnSync } from 'node:child_process';
import { ROOT, serverIsCurrent, webIsCurrent } from './build-stamps.js';

if (!webIsCurrent() || !serverIsCurrent()) {
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('web app and server unchanged since their last build (dist/*.stamp.json), not rebuilt');
}
await import('./dist/server.js');
