// The staff app's writes through GraphQL on a real server: mistakes come back as typed payload errors
// {field, code, message} with nothing written; the model's rules (versions, ' Duplicated', failIfUsed,
// merges, tags, sharing) hold exactly as through REST.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gqlData } from '../support/graphql.ts';
import { DEMO_EDITOR } from '../support/demo-users.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});


const MODULE = '{ id version head name document { name description parameters { id type } } }';
const ERRORS = 'errors { field code message }';

async function createModule(name: string) {
  const data = await gqlData(server, `mutation ($d: ModuleDocumentInput!) { createModule(document: $d) { module ${MODULE} ${ERRORS} } }`, { d: { name, description: 'first' } });
  assert.deepEqual(data.createModule.errors, []);
  return data.createModule.module;
}

test('create, update with the expected head, patch; a stale head is a typed conflict and writes nothing', async () => {
  const created = await createModule('Cabinet side');
  assert.equal(created.version, 1);
  const updated = await gqlData(server, `mutation ($id: ID!) { updateModule(id: $id, expectedHead: 1, document: { name: "Cabinet side", description: "second" }) { module { version head document { description } } ${ERRORS} } }`, { id: created.id });
  assert.deepEqual(updated.updateModule, { module: { version: 2, head: 2, document: { description: 'second' } }, errors: [] });

  const stale = await gqlData(server, `mutation ($id: ID!) { updateModule(id: $id, expectedHead: 1, document: { name: "Lost" }) { module { version } ${ERRORS} } }`, { id: created.id });
  assert.equal(stale.updateModule.module, null);
  assert.deepEqual(stale.updateModule.errors.map((e: any) => [e.field, e.code]), [['expectedHead', 'PRECONDITION_FAILED']]);
  assert.match(stale.updateModule.errors[0].message, /head is version 2/);

  const patched = await gqlData(server, `mutation ($id: ID!) { patchModule(id: $id, patch: { description: null, categories: ["Sides"] }) { module { version document { name description categories } } ${ERRORS} } }`, { id: created.id });
  assert.deepEqual(patched.patchModule.module, { version: 3, document: { name: 'Cabinet side', description: null, categories: ['Sides'] } });
  const read = await call(`${server.url}/api/modules/${created.id}`);
  assert.equal(read.body.head, 3, 'the stale update wrote nothing');
});

test('a document the model refuses names the field, and nothing is created', async () => {
  const before = (await call(`${server.url}/api/modules?limit=200`)).body.total;
  const bad = await gqlData(server, `mutation { createModule(document: { name: "Odd", parameters: [{ id: "w", name: "Width", type: Quantity, step: -1 }] }) { module { id } ${ERRORS} } }`);
  assert.equal(bad.createModule.module, null);
  assert.equal(bad.createModule.errors[0].code, 'BAD_REQUEST');
  assert.equal(bad.createModule.errors[0].field, 'document.parameters.0.step');
  assert.match(bad.createModule.errors[0].message, /parameters\/0\/step/);
  const missing = await gqlData(server, `mutation { createModule(document: { name: "Refers", submodules: [{ id: "${'f'.repeat(24)}", version: 1 }] }) { module { id } ${ERRORS} } }`);
  assert.equal(missing.createModule.errors[0].field, 'document.submodules.0');
  assert.match(missing.createModule.errors[0].message, /does not exist/);
  assert.equal((await call(`${server.url}/api/modules?limit=200`)).body.total, before);
});

test("duplicate appends ' Duplicated' until the name is free", async () => {
  const original = await createModule('Plinth 600');
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const copy = await gqlData(server, `mutation ($id: ID!) { duplicateModule(id: $id) { module { name history { versions { origin { id resource { name } } } } } ${ERRORS} } }`, { id: original.id });
    assert.deepEqual(copy.duplicateModule.errors, []);
    names.push(copy.duplicateModule.module.name);
    assert.equal(copy.duplicateModule.module.history.versions[0].origin.resource.name, 'Plinth 600');
  }
  assert.deepEqual(names, ['Plinth 600 Duplicated', 'Plinth 600 Duplicated Duplicated', 'Plinth 600 Duplicated Duplicated Duplicated']);
});

test('delete with failIfUsed names the users and keeps the module; updateUsed removes the references first', async () => {
  const used = await createModule('Shared rail');
  const product = await gqlData(server, `mutation ($m: ID!) { createProduct(document: { name: "Rail product", categoryModules: [{ id: "c", category: "Rails", modules: [{ id: $m, version: 1 }] }] }) { product { id name } ${ERRORS} } }`, { m: used.id });
  assert.deepEqual(product.createProduct.errors, []);

  const refused = await gqlData(server, `mutation ($id: ID!) { deleteModule(id: $id, failIfUsed: true) { deleted usedBy { collection id name resource { __typename name } } ${ERRORS} } }`, { id: used.id });
  assert.equal(refused.deleteModule.deleted, false);
  assert.equal(refused.deleteModule.errors[0].code, 'FAILED_DEPENDENCY');
  assert.equal(refused.deleteModule.errors[0].message, `Shared rail cannot be deleted as it is used by product Rail product (${product.createProduct.product.id})`);
  assert.deepEqual(refused.deleteModule.usedBy, [{ collection: 'products', id: product.createProduct.product.id, name: 'Rail product', resource: { __typename: 'Product', name: 'Rail product' } }]);
  assert.equal((await call(`${server.url}/api/modules/${used.id}`)).status, 200);

  const removed = await gqlData(server, `mutation ($id: ID!) { deleteModule(id: $id, updateUsed: true) { deleted ${ERRORS} } }`, { id: used.id });
  assert.deepEqual(removed.deleteModule, { deleted: true, errors: [] });
  const after = await gqlData(server, `query ($id: ID!) { product(id: $id) { head document { categoryModules { modules { id } } } } }`, { id: product.createProduct.product.id });
  assert.deepEqual(after.product.document.categoryModules[0].modules, []);
  assert.equal(after.product.head, 2);
});

test('copy and merge versions, tag one, share; conflicts and unknown versions are payload errors', async () => {
  const module = await createModule('Branching door');
  const id = module.id;
  await gqlData(server, `mutation ($id: ID!) { a: patchModule(id: $id, patch: { description: "left" }) { ${ERRORS} } }`, { id });
  await gqlData(server, `mutation ($id: ID!) { b: patchModule(id: $id, onVersion: 1, patch: { description: "right" }, options: { notHead: true }) { module { version head } ${ERRORS} } }`, { id });
  const conflict = await gqlData(server, `mutation ($id: ID!) { mergeModuleVersions(id: $id, head: 2, a: 2, b: 3) { module { version } ${ERRORS} } }`, { id });
  assert.equal(conflict.mergeModuleVersions.errors[0].code, 'CONFLICT');
  assert.match(conflict.mergeModuleVersions.errors[0].message, /\/description/);

  const copied = await gqlData(server, `mutation ($id: ID!) { copyModuleVersion(id: $id, head: 2, from: 3) { module { version head document { description } history { versions { version parents } } } ${ERRORS} } }`, { id });
  assert.deepEqual(copied.copyModuleVersion.module.document, { description: 'right' });
  assert.deepEqual(copied.copyModuleVersion.module.history.versions.at(-1), { version: 4, parents: [2, 3] });
  const staleCopy = await gqlData(server, `mutation ($id: ID!) { copyModuleVersion(id: $id, head: 2, from: 1) { module { version } ${ERRORS} } }`, { id });
  assert.deepEqual(staleCopy.copyModuleVersion.errors.map((e: any) => [e.field, e.code]), [['head', 'PRECONDITION_FAILED']]);

  const tagged = await gqlData(server, `mutation ($id: ID!) { tagModuleVersion(id: $id, version: 4, tag: "release", summary: "Right-hand door") { version { version tag summary kind } ${ERRORS} } }`, { id });
  assert.deepEqual(tagged.tagModuleVersion, { version: { version: 4, tag: 'release', summary: 'Right-hand door', kind: 'Version' }, errors: [] });
  const missing = await gqlData(server, `mutation ($id: ID!) { tagModuleVersion(id: $id, version: 40, tag: "x") { version { version } ${ERRORS} } }`, { id });
  assert.equal(missing.tagModuleVersion.errors[0].code, 'NOT_FOUND');

  const shared = await gqlData(server, `mutation ($id: ID!) { shareModule(id: $id, sharing: { public: true, grants: [{ email: "editor@demo.joinery.test", action: GrantedWriteAccess }] }) { sharing { public grants { email action user { name } } } ${ERRORS} } }`, { id });
  assert.deepEqual(shared.shareModule.sharing, { public: true, grants: [{ email: DEMO_EDITOR, action: 'GrantedWriteAccess', user: { name: 'Eddie Editor' } }] });
  const badShare = await gqlData(server, `mutation ($id: ID!) { shareModule(id: $id, sharing: { public: false, grants: [{ email: "not-an-address", action: Duplicated }] }) { sharing { public } ${ERRORS} } }`, { id });
  assert.equal(badShare.shareModule.errors[0].field, 'sharing.grants.0.email');
});
