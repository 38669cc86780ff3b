// @vitest-environment node
// The committed web/gql/ is exactly what `npx graphql-codegen --config codegen.yml` produces,
// so the build never needs a codegen step and the typed documents cannot go stale.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { generate, loadContext } from '@graphql-codegen/cli';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('codegen output in web/gql/ is up to date', async () => {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const context = await loadContext(join(root, 'codegen.yml'));
    context.updateConfig({ silent: true });
    const outputs = (await generate(context, false)) as { filename: string; content: string }[];
    assert.ok(outputs.length > 0, 'codegen produced no files');
    const expected = new Map(outputs.map((o) => [relative(root, resolve(root, o.filename)), o.content]));
    const dirs = new Set([...expected.keys()].map((file) => file.slice(0, file.lastIndexOf('/'))));
    const committed = [...dirs].flatMap((dir) => readdirSync(join(root, dir)).map((name) => join(dir, name)));
    assert.deepEqual(committed.sort(), [...expected.keys()].sort(), 'stale or missing generated files: run npm run generate');
    for (const [file, content] of expected) {
      assert.equal(readFileSync(join(root, file), 'utf8'), content, `${file} is stale: run npm run generate`);
    }
  } finally {
    process.chdir(previous);
  }
});
