// Creating a product from a CAD file over REST (issue 21 §2): POST /api/cad-imports makes the module and
// its cad-import task, which a worker thread runs (read, tessellate, parts, render) and whose result is
// the module's next version: production parts, source assembly and a render /image/modules/… serves.
// A file that is not what it says is refused with its reason; a failed import says why; cancel stops one.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { TaskView } from '../../rest/model/tasks/task-service.ts';
import { stepOfBoxes, type StepBox } from '../../seeds/step-geometry.ts';
import { pixelSummary } from '../support/png.ts';
import { until } from '../support/process.ts';
import { call, DEMO_ADMIN, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let api: string;

beforeAll(async () => {
  server = await startTestServer();
  api = `${server.url}/api`;
});
afterAll(() => server?.close());

const importFile = (name: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return call(`${api}/cad-imports`, { method: 'POST', body: form });
};

const actor = () => server.model.directory.actorFor(DEMO_ADMIN);
const taskOf = async (id: string): Promise<TaskView> => server.model.tasks.get(await actor(), id);
const settled = async (id: string) => {
  await until(async () => ['Complete', 'Failed'].includes((await taskOf(id))?.status), `task ${id} to finish`, 60_000);
  return taskOf(id);
};

const OAK: StepBox['colour'] = [0.76, 0.6, 0.42];

describe('a STEP file of two boxes', () => {
  it('becomes a product with two production parts, its assembly and a render, through a task of four stages', async () => {
    const file = stepOfBoxes('two-boxes', [
      { name: 'top', at: [0, 0, 0], size: [600, 400, 18], colour: OAK },
      { name: 'block', at: [0, 0, 100], size: [300, 200, 120], colour: [0.2, 0.2, 0.22] },
    ]);
    const started = await importFile('two-boxes.step', file);
    assert.equal(started.status, 201, JSON.stringify(started.body));
    const { module, task } = started.body;
    assert.equal(module.document.name, 'two-boxes');
    assert.equal(module.document.source.file.file.name, 'two-boxes.step');

    const done = await settled(task.id);
    assert.equal(done.status, 'Complete', done.message ?? '');
    assert.deepEqual(done.stages.map((s) => s.name), ['read', 'tessellate', 'parts', 'render']);
    assert.equal(done.documentId, module.id);

    const read = await call(`${api}/modules/${module.id}`);
    const parts = read.body.document.productionParts.groups.flatMap((g: any) => g.parts);
    assert.deepEqual(
      parts.map((p: any) => [p.dimensions.length, p.dimensions.width, p.thickness, p.material]),
      [[600, 400, 18, 'Oak veneered MDF 18 mm'], [300, 200, 120, 'Black']],
    );
    assert.equal(read.body.document.source.assembly.parts.length, 2);
    assert.equal(read.body.version, 2);

    const render = await fetch(`${api}/image/modules/${module.id}/source/render.png`, { headers: { cookie: await server.sessionCookie(DEMO_ADMIN) } });
    assert.equal(render.status, 200);
    assert.equal(render.headers.get('content-type'), 'image/png');
    const pixels = pixelSummary(Buffer.from(await render.arrayBuffer()));
    assert.ok(pixels.opaque > 0.2 * pixels.width * pixels.height, `only ${pixels.opaque} pixels show the model`);
    assert.ok(pixels.colours >= 6, 'the faces are shaded');
  });
});

describe('failures', () => {
  it('a text file renamed .step is refused with its reason, and nothing is made', async () => {
    const before = (await call(`${api}/modules?limit=1`)).body;
    const refused = await importFile('notes.step', Buffer.from('Remember to order more oak.\n'));
    assert.equal(refused.status, 415);
    assert.match(refused.body.message, /not a STEP file/);
    const other = await importFile('notes.txt', Buffer.from('hello'));
    assert.equal(other.status, 400);
    assert.match(other.body.message, /STEP \(\.step, \.stp\), IGES/);
    assert.deepEqual((await call(`${api}/modules?limit=1`)).body.items?.[0]?.id, before.items?.[0]?.id);
  });

  it('a STEP file without a solid fails its task with the reason, and it can be restarted', async () => {
    const empty = Buffer.from("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\nDATA;\n#1=CARTESIAN_POINT('',(0.,0.,0.));\nENDSEC;\nEND-ISO-10303-21;\n");
    const started = await importFile('point.step', empty);
    assert.equal(started.status, 201);
    const failed = await settled(started.body.task.id);
    assert.equal(failed.status, 'Failed');
    assert.match(failed.message ?? '', /no solid in the file/);
    assert.equal(failed.actions.restart, true);
    // nothing was written to the module
    assert.equal((await call(`${api}/modules/${started.body.module.id}`)).body.version, 1);
  });
});

describe('cancel', () => {
  it('stops a running import: the task fails as cancelled and the module keeps only its first version', async () => {
    const boxes: StepBox[] = Array.from({ length: 400 }, (_, i) => ({ name: `b${i}`, at: [i * 60, 0, 0], size: [50, 40, 18], colour: OAK }));
    const started = await importFile('rack.step', stepOfBoxes('rack', boxes));
    assert.equal(started.status, 201);
    const id = started.body.task.id;
    await until(async () => (await taskOf(id)).status === 'Running' && (await taskOf(id)).progress > 0, 'the import to be running', 60_000);
    await server.model.tasks.cancel(await actor(), id);
    const cancelled = await settled(id);
    assert.equal(cancelled.status, 'Failed');
    assert.match(cancelled.message ?? '', /Cancel/i);
    const module = (await call(`${api}/modules/${started.body.module.id}`)).body;
    assert.equal(module.version, 1);
    assert.equal(module.document.productionParts, undefined);
  });
});
