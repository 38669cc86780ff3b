// Permissions on every path (issue 7 §5), the kinds' own REST routes: each route's four cases follow
// from its shape (tests/rest/access-matrix/rest-cases.ts). Every other route is
// tests/rest/access-matrix.test.ts, which also checks that every route is in one of the two.
import { afterAll, beforeAll, describe, test } from 'vitest';
import { server, setUpMatrix } from './access-matrix/fixture.ts';
import { checkRoutes, isKindRoute } from './access-matrix/rest-cases.ts';

beforeAll(setUpMatrix);
afterAll(() => server.close());

describe('every REST route of a kind', () => {
  test('has its four permission cases, and a refused request writes nothing', async () => {
    await checkRoutes(isKindRoute);
  }, 300_000); // over a thousand requests
});
