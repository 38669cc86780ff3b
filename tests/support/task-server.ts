// A Joinery server process with the task tests' task types registered (tests/support/task-types.ts), run
// through tsx by tests/server/task-queue.test.ts: the server as start-server.ts starts it, configured
// from the environment like `npm start`.
import { readConfig } from '../../rest/config.ts';
import { startServer } from '../../rest/start-server.ts';
import './task-types.ts';

const { app } = await startServer(readConfig());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
