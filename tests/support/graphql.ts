// GraphQL calls to a test server's /graphql, as its default user unless `init.as` says otherwise.
import assert from 'node:assert/strict';
import { call, type CallInit } from './server.ts';

/** POSTs a query or mutation: the whole reply (status, headers, body with data and errors). */
export function gql(server: { url: string }, query: string, variables?: Record<string, unknown>, init: CallInit = {}) {
  return call(`${server.url}/graphql`, { ...init, method: 'POST', json: { query, variables } });
}

/** A query or mutation that must succeed: asserts an answer without errors, and returns its data. */
export async function gqlData(server: { url: string }, query: string, variables?: Record<string, unknown>, init: CallInit = {}): Promise<any> {
  const reply = await gql(server, query, variables, init);
  assert.equal(reply.body.errors, undefined, JSON.stringify(reply.body.errors));
  assert.equal(reply.status, 200);
  return reply.body.data;
}
