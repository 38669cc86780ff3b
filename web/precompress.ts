import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** what compresses well; images and fonts are compressed already */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|map)$/;
const MIN_BYTES = 1024;
/** Brotli's best quality takes ~25 s on OpenCascade's 7.6 MB .wasm; above this size quality 9 is near as small and 15× faster */
const LARGE_BYTES = 1024 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)])));
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, so the server sends them as they
 * are (@fastify/static `preCompressed`) instead of compressing on every request.
 */
export function precompress(outDir: string): Plugin {
  return {
    name: 'joinery-precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const { size } = await stat(file);
          if (size < MIN_BYTES) return;
          const content = await readFile(file);
          const quality = size > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
          const [br, gzipped] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }),
            gz(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
