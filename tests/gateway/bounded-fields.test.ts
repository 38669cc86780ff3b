// No unbounded field in GraphQL (issue 17): the built schema is walked for list fields without a page
// argument; history and usages page as their REST reads do, batched first pages included (the same rows
// and the same cursor); and a batch of more ids than SQLite binds in one statement is answered, not a 500.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { getNamedType, isInterfaceType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLNamedType, type GraphQLType } from 'graphql';
import { buildSchema as gatewaySchema } from '../../gateway/gateway.plugin.ts';
import { KINDS, requireKind } from '../../rest/model/kinds/registry.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';
import { gqlData } from '../support/graphql.ts';
import { createResource, newMarker } from '../support/samples.ts';
import { DEMO_ADMIN } from '../support/demo-users.ts';
import { USED_BY_NAMED } from '../../rest/model/writes/reference-moves.ts';

const schema = gatewaySchema();
const PAGE_ARGUMENTS = ['limit', 'page'];

const isList = (type: GraphQLType): boolean => (isNonNullType(type) ? isList(type.ofType) : isListType(type));
const takesPage = (field: GraphQLField<unknown, unknown>) => field.args.some((arg) => PAGE_ARGUMENTS.includes(arg.name));
const fieldsOf = (type: GraphQLNamedType) => (isObjectType(type) || isInterfaceType(type) ? Object.values(type.getFields()) : []);
const outputTypes = () => Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && (isObjectType(type) || isInterfaceType(type)));

/**
 * The types inside one stored version: a kind's document and its list row's data, and what they hold
 * (without crossing into another resource). Their arrays are the document's own, bounded by the
 * document size limit (rest/model/json-limits.ts) and read with that one version.
 */
function insideOneVersion(): Set<string> {
  const resources = new Set(['Resource', ...KINDS.flatMap((kind) => [kind.one, `${kind.one}Row`])]);
  const inside = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (inside.has(type.name) || resources.has(type.name)) return;
    inside.add(type.name);
    for (const field of fieldsOf(type)) visit(getNamedType(field.type));
  };
  for (const kind of KINDS) for (const name of [`${kind.one}Document`, `${kind.one}RowData`]) if (schema.getType(name)) visit(schema.getType(name)!);
  return inside;
}

/** Lists bounded by construction, each with why. */
const BOUNDED: Record<string, string> = {
  'VersionInfo.parents': 'one parent for an edit, two or three for a copy or merge',
  'Diff.changes': 'the changes between two stored versions, each bounded by the document size limit',
  'MergePreview.changes': 'as Diff.changes: between two stored versions',
  'MergePreview.conflicts': 'at most one per value of a stored version',
  'Resource.uses': "the references inside the shown version's own document",
  'User.roles': 'a fixed enum of roles, each at most once per membership',
  'Membership.roles': 'a fixed enum of roles, each at most once',
  'Me.memberships': "the caller's own memberships, held in the actor (one user row) for every request",
  'Query.workspaces': 'one per membership of the caller, as Me.memberships',
  'Workspace.syncPoints': "the external targets stored in the workspace's one settings record",
  'Sharing.grants': "stored inside the resource's head row and read with it",
  'DeletePayload.usedBy': 'a refused delete names at most USED_BY_NAMED (50) users, and says how many more (rest/model/writes/reference-moves.ts)',
  'Query.orderStatusCounts': 'one per order status, a fixed enum (received, processing, delivered)',
  'OrderWorkBatches.workBatches': 'the batches holding one order: sending an order again asks first (409 without confirm), so a handful',
  'WorkBatch.groupList': "one per group of the version shown, whose groups the kind's schema bounds (1,000), without their items",
  'WorkBatchGroupData.itemLabels': "one per nested item of one group of the version shown, whose items the kind's schema bounds",
  'Module.openOrdersOnOlderVersions': 'one per older version of the module that an open order uses, counted, not listed',
  'Query.tasks': 'the caller\'s latest 50 tasks of the workspace (rest/model/tasks)',
  'Query.bell': 'the caller\'s latest 100 bell items',
  'Task.stages': 'one per stage its task type declares (four for a CAD import)',
  'Task.log': 'the latest 200 lines',
  'StatisticsSeries.byDate': 'n buckets, n at most 744 hours, 366 days, 104 weeks or 36 months (rules/statistics.ts MAX_UNITS)',
  'TopList.objects': 'n objects, n at most TOP_MAX (100)',
  'LabelPayload.changed': 'a batch tool changes at most LABEL_BATCH_MAX (1,000) products and refuses more before writing',
  'Query.invitedAlready': 'one per address asked, at most MAX_RECIPIENTS (50), refused beyond',
  'CustomerUser.roles': 'a fixed enum of roles, each at most once per membership',
  'Customer.sessions': "a customer's newest CUSTOMER_HISTORY_LIMIT (100) sessions",
  'Customer.orders': "a customer's newest CUSTOMER_HISTORY_LIMIT (100) orders",
  'Customer.configurations': "a customer's newest CUSTOMER_HISTORY_LIMIT (100) configurations",
  'CustomerInvites.configurators': "the workspace's published configurators, at most the plan's maxConfigurators",
  'OrderWorkflow.states': "the workflow document's states, at most 200 by the workflow kind's schema",
  'OrderWorkflow.transitions': "the workflow document's transitions, at most 1,000 by the workflow kind's schema",
  'OrderStanding.nextStates': "the states one state leads to, at most the workflow's 200 (Order and OrderRow implement it)",
  'InviteCustomersPayload.invited': 'one per address of the one input, at most MAX_RECIPIENTS (50)',
  // errors of a payload: one per mistake in the one input the mutation was given (itself size-limited)
  ...Object.fromEntries(outputTypes().filter((type) => type.name.endsWith('Payload')).map((type) => [`${type.name}.errors`, 'the mistakes of one input'])),
};

test('every list field of the schema takes a page argument, is a page of one, or is bounded by construction', () => {
  const document = insideOneVersion();
  const interfaces = new Set(outputTypes().filter(isInterfaceType).map((type) => type.name));
  const offenders: string[] = [];
  for (const type of outputTypes()) {
    for (const field of fieldsOf(type)) {
      if (!isList(field.type) || takesPage(field)) continue;
      const key = `${type.name}.${field.name}`;
      // the items of a page: every field answering the page type takes the page's limit
      const answeredBy = outputTypes().flatMap((parent) => fieldsOf(parent).filter((f) => getNamedType(f.type).name === type.name));
      if (answeredBy.length && answeredBy.every(takesPage)) continue;
      if (document.has(type.name) || key in BOUNDED) continue;
      // a field of a kind or row is as bounded as the same field of interface Resource
      const viaResource = isObjectType(type) && type.getInterfaces().some((i) => interfaces.has(i.name) && `${i.name}.${field.name}` in BOUNDED);
      if (!viaResource) offenders.push(`${key}: ${String(field.type)}`);
    }
  }
  assert.deepEqual(offenders, [], `list fields without a page argument (${PAGE_ARGUMENTS.join(' or ')}):\n${offenders.join('\n')}`);
});

test('history and usages take a limit with a default and a cursor, on every kind and row', () => {
  for (const type of ['Resource', ...KINDS.flatMap((kind) => [kind.one, `${kind.one}Row`])]) {
    const fields = (schema.getType(type) as any).getFields();
    assert.deepEqual(fields.history.args.map((a: any) => [a.name, String(a.type), a.defaultValue]), [['limit', 'Int', 200], ['cursor', 'String', undefined]], type);
    assert.deepEqual(fields.usages.args.map((a: any) => [a.name, String(a.type), a.defaultValue]), [['version', 'Int', undefined], ['limit', 'PageSize', 50], ['cursor', 'String', undefined]], type);
  }
});

describe('on a real server', () => {
  let server: TestServer;
  const marker = newMarker();
  const rest = async (path: string) => {
    const reply = await call(`${server.url}/api${path}`);
    assert.equal(reply.status, 200, JSON.stringify(reply.body));
    return reply.body;
  };
  /** connector types used 5, 1 and 0 times */
  const types: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    for (const n of [5, 1, 0]) {
      const type = (await createResource(`${server.url}/api`, 'connectortypes', { name: `Pin ${n} ${marker}` })).id;
      types.push(type);
      for (let user = 0; user < n; user++) {
        await createResource(`${server.url}/api`, 'modules', { name: `User ${user} of ${n} ${marker}`, connectors: [{ id: 'c', name: 'C', connectorType: { id: type, version: 1 } }] });
      }
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const USAGES = `query ($id: ID!, $limit: PageSize, $cursor: String) { connectorType(id: $id) { usages(limit: $limit, cursor: $cursor) { items { collection id name version usesVersion } next } } }`;

  test('usages page by page as GET …/usages does, down to the last page', async () => {
    const walked: unknown[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: any = (await gqlData(server, USAGES, { id: types[0], limit: 2, cursor })).connectorType.usages;
      const same = await rest(`/connectortypes/${types[0]}/usages?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      assert.deepEqual(page, { items: same.usages, next: same.next });
      walked.push(...page.items);
      cursor = page.next;
      pages++;
    } while (cursor);
    assert.equal(walked.length, 5);
    assert.equal(pages, 3);
  });

  test('a list of resources answers each first page of usages and history as the single reads do, however the rows fall', async () => {
    for (const limit of [1, 2, 5]) {
      const data = await gqlData(server, `query ($name: String, $limit: PageSize) { connectorTypes(filter: { name: $name }) { items {
        id usages(limit: $limit) { items { collection id name version usesVersion } next } history(limit: 1) { head versions { version } next } } } }`, { name: marker, limit });
      const rows = data.connectorTypes.items;
      assert.deepEqual(rows.map((row: any) => row.id).sort(), [...types].sort());
      for (const row of rows) {
        const same = await rest(`/connectortypes/${row.id}/usages?limit=${limit}`);
        assert.deepEqual(row.usages, { items: same.usages, next: same.next }, `usages of ${row.id}, limit ${limit}`);
        const history = await rest(`/connectortypes/${row.id}/history?limit=1`);
        assert.deepEqual(row.history, { head: history.head, versions: history.versions.map((v: any) => ({ version: v.version })), next: history.next });
      }
    }
  });

  test('history pages with its cursor; a limit out of range is a BAD_REQUEST naming it', async () => {
    for (const description of ['two', 'three']) await call(`${server.url}/api/connectortypes/${types[2]}`, { method: 'PATCH', json: { description } });
    const HISTORY = `query ($id: ID!, $cursor: String) { connectorType(id: $id) { history(limit: 2, cursor: $cursor) { head versions { version } next } } }`;
    const first = (await gqlData(server, HISTORY, { id: types[2] })).connectorType.history;
    assert.deepEqual(first.versions, [{ version: 1 }, { version: 2 }]);
    const second = (await gqlData(server, HISTORY, { id: types[2], cursor: first.next })).connectorType.history;
    assert.deepEqual(second, { head: 3, versions: [{ version: 3 }], next: null });
    const reply = await call(`${server.url}/graphql`, { method: 'POST', json: { query: `{ connectorType(id: "${types[2]}") { history(limit: 1001) { head } } }` } });
    assert.equal(reply.body.errors[0].extensions.code, 'BAD_REQUEST');
    assert.match(reply.body.errors[0].message, /limit must be a whole number from 1 to 1000/);
  });

  test('a refused delete names a page of its users and counts the rest', async () => {
    const type = (await createResource(`${server.url}/api`, 'connectortypes', { name: `Busy pin ${marker}` })).id;
    for (let user = 0; user < USED_BY_NAMED + 2; user++) {
      await createResource(`${server.url}/api`, 'modules', { name: `Busy ${user} ${marker}`, connectors: [{ id: 'c', name: 'C', connectorType: { id: type, version: 1 } }] });
    }
    const refused = (await gqlData(server, `mutation ($id: ID!) { deleteConnectorType(id: $id, failIfUsed: true) { deleted usedBy { id } errors { code message } } }`, { id: type })).deleteConnectorType;
    assert.equal(refused.deleted, false);
    assert.equal(refused.usedBy.length, USED_BY_NAMED);
    assert.equal(refused.errors[0].code, 'FAILED_DEPENDENCY');
    assert.match(refused.errors[0].message, /, 2 more \(its usages list them\)$/);
  });

  test('a batch of more ids than SQLite binds in one statement (32,766) is read in chunks', async () => {
    const actor = await server.model.directory.actorFor(DEMO_ADMIN);
    const kind = requireKind('connectortypes');
    const ids = [...Array.from({ length: 40_000 }, (_, n) => n.toString(16).padStart(24, '0')), ...types];
    const heads = await server.model.batch.heads(actor, kind, ids);
    assert.deepEqual([...heads.keys()].sort(), [...types].sort());
    const usages = await server.model.batch.usages(actor, kind, ids, 2);
    assert.deepEqual([...usages.keys()].sort(), [...types].sort());
    assert.equal(usages.get(types[0])!.usages.length, 2);
    assert.notEqual(usages.get(types[0])!.next, null);
    const histories = await server.model.batch.histories(actor, kind, ids, 1);
    assert.equal(histories.size, 3);
    const versions = await server.model.batch.versions(actor, kind, ids.map((id) => ({ id, version: 1 })));
    assert.equal(versions.size, 3);
  });
});
