import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root and the built web app, wherever the process was started from. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = join(ROOT, 'dist', 'web');
