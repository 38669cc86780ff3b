// The products page through the gateway: the label lists and their batch tools (one transaction, all
// or none, mistakes as payload errors), the rows' search filter and progress, the workspace's sync
// targets. The same model answers REST (tests/rest/products-page.test.ts).
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { WORKSPACES } from '../../rest/model/identity/directory.ts';
import { w } from '../../rest/store/port.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gqlData } from '../support/graphql.ts';
import { DEMO_USER as USER } from '../support/demo-users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


const PAYLOAD = 'changed { id version document { categories functions } } errors { field code message }';
const idsOf = async (filter: Record<string, unknown>) =>
  (await gqlData(server, 'query ($f: ModuleFilter) { modules(filter: $f, page: { limit: 200 }) { items { id name } } }', { f: filter })).modules.items as { id: string; name: string }[];

test('labels lists the values of a label list, alphabetically, a page at a time', async () => {
  const { categories, functions } = await gqlData(server, '{ categories: labels(list: categories) { items next } functions: labels(list: functions) { items next } }');
  assert.deepEqual(categories, { items: ['Bases', 'Desks', 'Doors', 'Drawers', 'Fittings', 'Frames', 'Panels', 'Shelves', 'Tops'], next: null });
  assert.deepEqual(functions, { items: ['Bracing', 'Closing', 'Handling', 'Hanging', 'Storage', 'Support', 'Work'], next: null });
  const walked: string[] = [];
  let cursor: string | null = null;
  do {
    const page: any = (await gqlData(server, 'query ($cursor: String) { labels(list: categories, limit: 4, cursor: $cursor) { items next } }', { cursor })).labels;
    assert.ok(page.items.length <= 4);
    walked.push(...page.items);
    cursor = page.next;
  } while (cursor);
  assert.deepEqual(walked, categories.items);
  const forged = await call(`${server.url}/graphql`, { method: 'POST', json: { query: '{ labels(list: categories, cursor: "bm90IGEgY3Vyc29y") { items } }' } });
  assert.equal(forged.body.errors[0].extensions.code, 'BAD_REQUEST');
  assert.match(forged.body.errors[0].message, /cursor/);
});

test('addLabel, renameLabel and deleteLabel answer the products they changed at their new versions', async () => {
  const shelves = await idsOf({ categories: 'Shelves' });
  const added = await gqlData(server, `mutation ($ids: [ID!]!) { addLabel(list: functions, name: "Display", ids: $ids) { ${PAYLOAD} } }`, { ids: shelves.map((s) => s.id) });
  assert.deepEqual(added.addLabel.errors, []);
  assert.equal(added.addLabel.changed.length, 2);
  for (const product of added.addLabel.changed) assert.deepEqual(product.document.functions, ['Storage', 'Display']);

  const renamed = await gqlData(server, `mutation { renameLabel(list: functions, name: "Display", newName: "Showing") { ${PAYLOAD} } }`);
  assert.deepEqual(renamed.renameLabel.changed.map((p: any) => p.document.functions), [['Storage', 'Showing'], ['Storage', 'Showing']]);
  for (const product of renamed.renameLabel.changed) {
    assert.equal(product.version, added.addLabel.changed.find((a: any) => a.id === product.id).version + 1, 'one new version each');
  }

  const deleted = await gqlData(server, `mutation { deleteLabel(list: functions, name: "Showing") { ${PAYLOAD} } }`);
  assert.deepEqual(deleted.deleteLabel.changed.map((p: any) => p.document.functions), [['Storage'], ['Storage']]);
  assert.ok(!(await gqlData(server, '{ labels(list: functions) { items } }')).labels.items.includes('Showing'));
});

test('a product the caller may not change fails the whole batch as FORBIDDEN naming it, and nothing is written', async () => {
  const doors = await idsOf({ categories: 'Doors' });
  const before = await gqlData(server, '{ modules(filter: { categories: "Doors" }) { items { id head } } }');
  const refused = await gqlData(server, `mutation { renameLabel(list: categories, name: "Doors", newName: "Fronts") { ${PAYLOAD} } }`, undefined, { as: USER });
  assert.deepEqual(refused.renameLabel.changed, []);
  assert.equal(refused.renameLabel.errors[0].code, 'FORBIDDEN');
  for (const door of doors) assert.ok(refused.renameLabel.errors[0].message.includes(door.name));
  assert.deepEqual(await gqlData(server, '{ modules(filter: { categories: "Doors" }) { items { id head } } }'), before);
});

test('bad input is a BAD_REQUEST naming the argument; a value nobody has is NOT_FOUND', async () => {
  const [shelf] = await idsOf({ categories: 'Shelves' });
  const blank = await gqlData(server, `mutation ($ids: [ID!]!) { addLabel(list: categories, name: "", ids: $ids) { ${PAYLOAD} } }`, { ids: [shelf.id] });
  assert.deepEqual(blank.addLabel.errors.map((e: any) => [e.field, e.code]), [['name', 'BAD_REQUEST']]);
  const none = await gqlData(server, `mutation { addLabel(list: categories, name: "X", ids: []) { ${PAYLOAD} } }`);
  assert.deepEqual(none.addLabel.errors.map((e: any) => [e.field, e.code]), [['ids', 'BAD_REQUEST']]);
  const same = await gqlData(server, `mutation { renameLabel(list: categories, name: "Shelves", newName: "Shelves") { ${PAYLOAD} } }`);
  assert.deepEqual(same.renameLabel.errors.map((e: any) => [e.field, e.code]), [['newName', 'BAD_REQUEST']]);
  const missing = await gqlData(server, `mutation { deleteLabel(list: categories, name: "Nowhere") { ${PAYLOAD} } }`);
  assert.equal(missing.deleteLabel.errors[0].code, 'NOT_FOUND');
  const unknownList = await call(`${server.url}/graphql`, { method: 'POST', json: { query: '{ labels(list: colours) { items } }' } });
  assert.equal(unknownList.status, 400);
});

test('the rows filter by the search box (name, description, categories) and carry progress, null while no task runs', async () => {
  const found = await gqlData(server, '{ modules(filter: { search: "fittings" }, page: { limit: 50, sort: name }) { items { name progress } } }');
  assert.deepEqual(found.modules.items, [{ name: 'Handle bar 160', progress: null }, { name: 'Wardrobe rail 800', progress: null }]);
});

test('the rows sort by the table’s other columns on the server; an unknown order is refused, and ModuleSort names the ones there are', async () => {
  const sorted = async (sort: string) =>
    (await gqlData(server, 'query ($sort: ModuleSort) { modules(page: { limit: 200, sort: $sort }) { items { name data { nConnectors } } } }', { sort })).modules.items as { name: string; data: { nConnectors: number } }[];
  const most = await sorted('connectors_DESC');
  const counts = most.map((row) => row.data.nConnectors);
  assert.deepEqual(counts, [...counts].sort((a, b) => b - a));
  assert.ok(counts[0] > counts[counts.length - 1]);
  const bySource = (await gqlData(server, '{ modules(page: { limit: 3, sort: source }) { items { data { source } } next } }')).modules;
  assert.equal(bySource.items[0].data.source, 'Image', 'image, onshape, step, unknown: alphabetically');
  assert.equal(typeof bySource.next, 'string');
  const refused = await call(`${server.url}/graphql`, { method: 'POST', json: { query: '{ modules(page: { sort: price }) { total } }' } });
  assert.equal(refused.status, 400);
  assert.match(refused.body.errors[0].message, /"price" does not exist in "ModuleSort"/);
  const orders = (await gqlData(server, '{ __type(name: "ModuleSort") { enumValues { name } } }')).__type.enumValues.map((v: { name: string }) => v.name);
  assert.match(orders.join(' '), /category_DESC.*owner.*source.*parameters.*connectors/);
});

test('the workspace names its sync targets', async () => {
  const query = '{ me { workspace { alias syncPoints } } }';
  assert.deepEqual((await gqlData(server, query)).me.workspace.syncPoints, []);
  await server.store.update(WORKSPACES, w.eq('id', 'demo'), { set: { externalTargets: { products: { url: 'https://erp.example/products' }, orders: { url: 'https://erp.example/orders' } } } });
  assert.deepEqual((await gqlData(server, query)).me.workspace.syncPoints, ['orders', 'products']);
});
