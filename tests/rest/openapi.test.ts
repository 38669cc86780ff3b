// GET /api/schema.json is a valid OpenAPI 3.1 document that describes every /api route the app
// registers, each under its operationId (the names rest/client uses), and /api/docs serves Swagger UI.
// The document is built once, on its first request, and later requests are answered from it.
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { KINDS } from '../../rest/model/kinds/registry.ts';
import { ROUTE_TABLE } from '../../rest/routes/route-table.ts';
import { expectedOperationIds } from '../support/operations.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
/** routes that serve the documentation itself, hidden from it on purpose */
const UNDOCUMENTED = (path: string) => path === '/api/schema.json' || path === '/api/docs' || path.startsWith('/api/docs/');

interface Operation {
  method: string;
  path: string;
  operationId?: string;
}

let server: TestServer;
let doc: any;
let operations: Operation[];

/** how many times the app built the document */
let builds = 0;

beforeAll(async () => {
  server = await startTestServer();
  const build = server.app.swagger.bind(server.app);
  server.app.swagger = ((...args: Parameters<typeof build>) => {
    builds += 1;
    return build(...args);
  }) as typeof build;
  const response = await fetch(`${server.url}/api/schema.json`);
  assert.equal(response.status, 200);
  doc = await response.json();
  operations = Object.entries(doc.paths ?? {}).flatMap(([path, item]: [string, any]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ method: m.toUpperCase(), path, operationId: item[m].operationId })),
  );
});
afterAll(async () => {
  await server.close();
});

/** `{moduleId}` and `:moduleId` (and find-my-way's merged `:kind|:code`) all become `{}`. */
const normalise = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z0-9_]+(\|:[A-Za-z0-9_]+)*/g, '{}');

/** Every METHOD path the app registers, from Fastify's route tree (printRoutes). */
function registeredRoutes(): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack[depth] = match[2];
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${normalise(path)}`);
  }
  return routes;
}

test('the document is built once, on its first request: later requests answer it as built, the same bytes each time', async () => {
  const [first, second] = await Promise.all([1, 2].map(() => fetch(`${server.url}/api/schema.json`)));
  assert.equal(first.headers.get('content-type'), 'application/json; charset=utf-8');
  const text = await first.text();
  assert.equal(await second.text(), text);
  assert.deepEqual(JSON.parse(text), doc);
  assert.equal(builds, 1);
});

test('the document is OpenAPI 3.1 and the validator accepts it', async () => {
  assert.match(doc.openapi, /^3\.1\./);
  const result = await new Validator().validate(doc);
  assert.equal(result.valid, true, `the OpenAPI document is invalid: ${JSON.stringify(result.errors, null, 2)?.slice(0, 4000)}`);
});

test('every route of every kind and sub-resource, and the meta and short-code routes, has its operation', () => {
  const expected = [
    ...KINDS.flatMap((kind) => expectedOperationIds(kind)),
    'getVersion',
    'getShortCode',
    'applyShortCode',
    // identity and access (issue 7)
    ...['login', 'getSession', 'logout', 'listSignInProviders', 'startProviderSignIn', 'finishProviderSignIn'],
    ...['getMe', 'updateMe', 'getMyActivity', 'getMyAvatar', 'setMyAvatar', 'deleteMyAvatar', 'listUsers', 'getUser', 'getUserAvatar', 'updateUser', 'deleteUser'],
    ...['listMyTokens', 'createMyToken', 'mintApiDocsToken', 'revokeMyToken', 'revokeMyTokens'],
    ...['inviteUsers', 'listInvitations', 'revokeInvitation', 'getInvitation', 'acceptInvitation'],
    ...['listMyWorkspaces', 'createWorkspace', 'getWorkspace', 'updateWorkspace', 'switchWorkspace', 'listAllWorkspaces', 'setWorkspacePlan'],
    // the superadmin space (issue 22 §4)
    ...['suspendWorkspace', 'resumeWorkspace', 'listEveryPublishedConfigurator', 'listAllTasks', 'superadminCancelTask', 'superadminRestartTask'],

    'listWebsiteContent',
    'getWebsiteContent',
    'createDemoRequest',

    // application.md §7: the module image and its render, head and version
    'getModuleImage',
    'getModuleVersionImage',
    'getModuleRenderImage',
    'getModuleVersionRenderImage',
    // the products page (issue 10)
    ...['listCategories', 'addCategory', 'renameCategory', 'deleteCategory', 'listFunctions', 'addFunction', 'renameFunction', 'deleteFunction', 'syncExternal'],
    // the storefront's public reads, configurations and orders (issue 18)
    ...['getStorefront', 'getStorefrontVersion', 'getStorefrontDomain', 'getStorefrontModuleImage', 'getStorefrontModuleGeometry', 'getStorefrontModuleMeshes'],
    ...['getStorefrontConfiguration', 'saveStorefrontConfiguration', 'placeStorefrontOrder', 'listMyStorefrontOrders', 'getSkuPrices', 'createSkuOrder'],
    // the storefront's customers and visits (issue 18)
    ...['customerSignUp', 'customerSignIn', 'customerSignOut', 'getCustomer', 'recordVisit'],
    // orders to production (issue 19)
    ...['sendToProduction', 'listBatchedOrders', 'getOrderWorkBatches'],
    // customers and the workspace's activity (issue 20 §4, §5)
    ...['listCustomers', 'getCustomerRecord', 'getAllCustomerData', 'getWorkspaceActivity'],
    // statistics (issue 20)
    ...['getProductUsageStatistics', 'getConfigurationStatistics', 'getOrderStatistics', 'getSessionStatistics', 'getOrderTotalPriceStatistics', 'getOrderTotalItemsStatistics'],
    ...['getSessionTopList', 'getProductRanking', 'getConfiguratorRanking', 'getSalesComparison'],
    // integrations, webhooks and exports (issue 21 §4)
    ...['listIntegrations', 'installIntegration', 'getIntegration', 'configureIntegration', 'removeIntegration', 'listWebhookDeliveries', 'replayWebhookDelivery', 'listIntegrationRuns', 'runExport', 'downloadIntegrationRun'],
    // tasks and the bell (issue 21)
    ...['listTasks', 'getTask', 'cancelTask', 'restartTask', 'reportTask', 'listNotifications', 'markNotificationsRead', 'clearNotifications'],
    // the admin space (issue 22): sessions, preferences, resending an invitation, billing
    ...['listMySessions', 'endMySession', 'endMyOtherSessions', 'getMyPreferences', 'updateMyPreferences', 'resendInvitation', 'listMyProviders', 'unlinkMyProvider'],
    ...['getBilling', 'openBillingPortal', 'startCheckout', 'completeCheckout'],
    // products from CAD files and from Onshape (issue 21 §2)
    ...['importCad', 'importOnshape', 'listOnshapeDocuments', 'listOnshapeVersions', 'listOnshapeElements'],
  ];
  const documented = new Set(operations.map((o) => o.operationId));
  const missing = expected.filter((id) => !documented.has(id));
  assert.deepEqual(missing, [], `operations missing from /api/schema.json: ${missing.join(', ')}`);
  const apiIds = operations.filter((o) => o.path.startsWith('/api/')).map((o) => o.operationId);
  assert.deepEqual(apiIds.filter((id) => !expected.includes(id as string)), [], 'documented /api operations nobody expects');
});

test('every /api route the app registers is documented, and every documented path is a route', () => {
  const registered = registeredRoutes().filter((r) => r.split(' ')[1].startsWith('/api/') && !UNDOCUMENTED(r.split(' ')[1]));
  assert.ok(registered.length > 300, `parsed only ${registered.length} routes from printRoutes: has its format changed?`);
  const documented = new Set(operations.map((o) => `${o.method} ${normalise(o.path)}`));
  const undocumented = registered.filter((r) => !documented.has(r));
  assert.deepEqual(undocumented, [], `registered but not in /api/schema.json: ${undocumented.join(', ')}`);
  for (const o of operations) {
    const url = o.path.replace(/\{([^}]+)\}/g, ':$1');
    assert.ok(server.app.hasRoute({ method: o.method as 'GET', url }), `${o.method} ${o.path} is documented but not a route`);
  }
});

test('every documented operation is declared in the route table, and every operation of the table is documented (hidden ones aside)', () => {
  const table = new Map(ROUTE_TABLE.map((op) => [op.operationId, op]));
  const documented = operations.filter((o) => o.operationId !== undefined);
  for (const o of documented) {
    const declared = table.get(o.operationId!);
    assert.ok(declared, `${o.method} ${o.path} (${o.operationId}) is not declared in rest/routes/route-table.ts`);
    assert.equal(`${declared.method} ${declared.path}`, `${o.method} ${o.path}`, o.operationId);
  }
  const ids = new Set(documented.map((o) => o.operationId));
  assert.deepEqual(ROUTE_TABLE.filter((op) => !op.hide && !ids.has(op.operationId)).map((op) => op.operationId), []);
});

test('every /api operation declares who may call it: both security schemes (public ones also none), its access level and token scope', () => {
  assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['apiToken', 'session']);
  assert.equal(doc.components.securitySchemes.apiToken.scheme, 'bearer');
  assert.equal(doc.components.securitySchemes.session.in, 'cookie');
  const item = (o: Operation) => doc.paths[o.path][o.method.toLowerCase()];
  for (const o of operations.filter((op) => op.path.startsWith('/api/'))) {
    const op = item(o);
    const where = `${o.method} ${o.path}`;
    assert.ok(['public', 'signedIn', 'member', 'editor', 'admin', 'superadmin'].includes(op['x-access']), `${where} declares x-access`);
    assert.equal(op['x-token-scope'], ['GET', 'HEAD'].includes(o.method) ? 'read' : 'read-write', where);
    assert.deepEqual(op.security, [...(op['x-access'] === 'public' ? [{}] : []), { session: [] }, { apiToken: [] }], where);
    assert.match(op.description ?? '', /Who may call it:/, where);
  }
  const access = (id: string) => item(operations.find((o) => o.operationId === id)!)['x-access'];
  assert.deepEqual(['login', 'getVersion', 'applyShortCode', 'getStorefront', 'getInvitation'].map(access), ['public', 'public', 'public', 'public', 'public']);
  assert.deepEqual(['getModule', 'getPublishedConfigurator', 'getMe', 'listUsers', 'inviteUsers', 'deleteUser', 'listAllWorkspaces'].map(access), ['signedIn', 'signedIn', 'signedIn', 'member', 'editor', 'admin', 'superadmin']);
});

test('every /api operation has an operationId, and no two share one', () => {
  const api = operations.filter((o) => o.path.startsWith('/api/'));
  assert.deepEqual(api.filter((o) => !o.operationId).map((o) => `${o.method} ${o.path}`), []);
  const ids = operations.map((o) => o.operationId).filter((id): id is string => id !== undefined);
  const duplicates = ids.filter((id, i) => ids.indexOf(id) !== i);
  assert.deepEqual(duplicates, [], `operationIds used twice: ${duplicates.join(', ')}`);
});

test('GET /api/docs serves Swagger UI', async () => {
  let response = await fetch(`${server.url}/api/docs`, { redirect: 'manual' });
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location');
    assert.ok(location, 'a redirect names where to');
    response = await fetch(new URL(location, `${server.url}/api/docs`));
  }
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /text\/html/);
  const html = await response.text();
  assert.match(html, /swagger-ui/i);
});
