// A reference to a resource's head version is answered from the request's loaded head (no version read);
// one to an older version reads that version. Both must answer what REST's version read answers.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gqlData } from '../support/graphql.ts';
import { call, startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoActivity: false });
});
afterAll(() => server.close());

const EDITOR = `query ($id: ID!) {
  module(id: $id, multiWorkspace: true) {
    document { connectors { id connectorType { id version resource { id version head created lastEdited owner { email } name document { name } } } } }
  }
}`;

test("a connector naming its type's head version and one naming an older version both answer that version as REST reads it", async () => {
  const type = (await call(`${server.url}/api/connectortypes`, { method: 'POST', json: { name: `Dowel ${Date.now()}` } })).body;
  assert.equal((await call(`${server.url}/api/connectortypes/${type.id}`, { method: 'PATCH', json: { name: `${type.document?.name ?? 'Dowel'} 8 mm` } })).status, 200);
  const created = await call(`${server.url}/api/modules`, {
    method: 'POST',
    json: {
      name: `Uses both versions ${Date.now()}`,
      connectors: [
        { id: 'old', name: 'Old', connectorType: { id: type.id, version: 1 } },
        { id: 'head', name: 'Head', connectorType: { id: type.id, version: 2 } },
      ],
    },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const connectors = (await gqlData(server, EDITOR, { id: created.body.id })).module.document.connectors;
  for (const connector of connectors) {
    const version = connector.connectorType.version;
    const rest = (await call(`${server.url}/api/connectortypes/${type.id}/v/${version}`)).body;
    expect(connector.connectorType.resource).toEqual({
      id: type.id,
      version,
      head: 2,
      created: rest.created,
      lastEdited: rest.lastEdited,
      owner: { email: rest.owner },
      name: rest.document.name,
      document: { name: rest.document.name },
    });
  }
  assert.deepEqual(connectors.map((c: any) => c.connectorType.resource.name === connectors[0].connectorType.resource.name), [true, false]);
});
