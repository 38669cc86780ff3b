// A stand-in for the server in component tests: answers the few REST and GraphQL calls the frame
// and the public pages make, from state each test sets. The real server is exercised by tests/e2e.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode } from 'graphql';
import { vi } from 'vitest';
import * as appOperations from '../../web/gql/graphql.ts';
import type { Role } from '../../web/gql/graphql.ts';
import type * as productionOperations from '../../web/src/production/gql/graphql.ts';
import type * as customerOperations from '../../web/src/customers/generated/gql/graphql.ts';
import type * as configuratorOperations from '../../web/src/configurators/gql/graphql.ts';
import type * as themeOperations from '../../web/src/theme-management/gql/graphql.ts';
import type * as orderOperations from '../../web/src/orders/gql/graphql.ts';
import type * as taskOperations from '../../web/src/tasks/gql/graphql.ts';
import type * as dashboardOperations from '../../web/src/dashboard/generated/gql/graphql.ts';
import type * as superadminOperations from '../../web/src/superadmin/gql/graphql.ts';
import type * as workflowOperations from '../../web/src/workflow/gql/graphql.ts';

/** the app's operations, and those kept apart with their screens (each screen area's gql/, codegen.yml) */
const operations: Record<string, unknown> = Object.assign({}, appOperations, ...Object.values(import.meta.glob('../../web/src/**/gql/graphql.ts', { eager: true })));
type Documents = typeof appOperations & typeof productionOperations & typeof customerOperations & typeof configuratorOperations & typeof themeOperations & typeof orderOperations & typeof taskOperations & typeof dashboardOperations & typeof superadminOperations & typeof workflowOperations;
/** The web app's operations by name, each with its result and variables as generated from the gateway's schema (web/gql/graphql.ts). */
type Operations = {
  [K in keyof Documents as K extends `${infer Name}Document` ? Name : never]: Documents[K] extends TypedDocumentNode<infer Result, infer Variables>
    ? { result: Result; variables: Variables }
    : never;
};
export type OperationName = keyof Operations;
/** What the fake answers to an operation: its generated result type, less the root's __typename (added on the way out). */
export type Answer<N extends OperationName> = Omit<Operations[N]['result'], '__typename'>;
/** A GraphQL error answer, as the gateway gives it. */
type Refusal = { errors: { message: string; extensions?: { code: string } }[]; data?: unknown };

/** Checks an answer against the operation's generated type, so the fake cannot drift from the gateway. */
const answer = <N extends OperationName>(_operation: N, data: Answer<N>): Answer<N> => data;

export interface FakeWorkspace {
  alias: string;
  name: string;
  color: string;
  /** a superadmin suspended it */
  suspended?: boolean;
}

export interface FakeState {
  /** GET /api/auth/session: signed in or signed out (200 either way) */
  session: 'signed-in' | 'signed-out';
  user: { email: string; name: string; roles: Role[] };
  superadmin: boolean;
  workspaces: FakeWorkspace[];
  current: string;
  /** resources the guards read: id → permissions.read (absent or false: NOT_FOUND, as the gateway answers both) */
  orders: Record<string, boolean>;
  workbatches: Record<string, boolean>;
  logout: number;
  switchFails?: string;
  /** POST /api/auth/login: the status, and headers for it */
  login: { status: number; message?: string; headers?: Record<string, string> };
  /** GET /api/websitecontent/{type}[/{slug}] */
  content: Record<string, { name: string; slug: string; sub_title: string; date_updated: string; cover: object; content: string }[]>;
  /** bodies POSTed to /api/demorequests */
  demoRequests: unknown[];
  /** GET /api/auth/providers: the providers the server is configured for */
  providers: { name: string; label: string }[];
  /** tasks by id (TaskDetail); any other id is NOT_FOUND, as the gateway answers */
  tasks?: Record<string, Answer<'TaskDetail'>['task']>;
  /** a test's own GraphQL operations, by name: answered before the ones above (the root type is added) */
  operations?: { [N in OperationName]?: (variables: Operations[N]['variables']) => Answer<N> | Refusal };
  /** a test's own REST answers: asked first; undefined falls through to the ones above */
  rest?: (method: string, path: string, body: unknown) => Response | undefined;
}

export const OAK: FakeWorkspace = { alias: 'demo', name: 'Oak & Ash', color: '#8A5A2B' };

export function defaultState(): FakeState {
  return {
    session: 'signed-in',
    user: { email: 'admin@demo.joinery.test', name: 'Ada Admin', roles: ['admin'] },
    superadmin: false,
    workspaces: [OAK],
    current: 'demo',
    orders: {},
    workbatches: {},
    logout: 204,
    login: { status: 200 },
    content: { blog: [], learnmore: [], legal: [] },
    demoRequests: [],
    providers: [
      { name: 'google', label: 'Google' },
      { name: 'github', label: 'GitHub' },
      { name: 'onshape', label: 'Onshape' },
      { name: 'autodesk', label: 'Autodesk' },
    ],
  };
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const workspace = (w: FakeWorkspace) => ({ __typename: 'Workspace' as const, alias: w.alias, name: w.name, color: w.color });

/** each generated operation's type (query or mutation), by name */
const OPERATION_TYPES = new Map(
  Object.values(operations).flatMap((value) => {
    const definition = (value as DocumentNode | undefined)?.definitions?.[0];
    return definition?.kind === 'OperationDefinition' && definition.name ? [[definition.name.value, definition.operation] as const] : [];
  }),
);

function graphql(state: FakeState, body: { operationName?: string; variables?: Record<string, any> }): Record<string, unknown> | Refusal {
  const own = body.operationName ? state.operations?.[body.operationName as OperationName] : undefined;
  if (own) return (own as (variables: Record<string, any>) => Record<string, unknown> | Refusal)(body.variables ?? {});
  const current = state.workspaces.find((w) => w.alias === state.current)!;
  switch (body.operationName) {
    case 'MeDetails':
      return answer('MeDetails', {
        me: {
          __typename: 'Me',
          user: { __typename: 'User', ...state.user, avatarUrl: '/api/users/me.png' },
          workspace: {
            ...workspace(current), suspended: current.suspended ?? false, themeId: null, theme: null, plan: 'STARTUP',
            limits: { __typename: 'PlanLimits', canPublish: true, maxConfigurators: 2, maxUsers: 5, maxProductsPerConfigurator: 10, generativeModularDesign: false },
          },
          memberships: state.workspaces.map((w) => ({ __typename: 'Membership' as const, roles: state.user.roles, workspace: workspace(w) })),
          superadmin: state.superadmin,
        },
      });
    case 'SubscriptionSupport':
      return answer('SubscriptionSupport', { __type: null });
    case 'SwitchWorkspace': {
      if (state.switchFails) return { errors: [{ message: state.switchFails }] };
      const target = state.workspaces.find((w) => w.alias === body.variables?.alias)!;
      return answer('SwitchWorkspace', { switchWorkspace: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: target.alias, name: target.name } } });
    }
    case 'GuardedResource': {
      // the gateway's answer to a resource guard: the resource, or NOT_FOUND for one the caller may not read
      const { collection, id } = body.variables as { collection: 'orders' | 'workbatches'; id: string };
      const read = (collection === 'orders' ? state.orders : state.workbatches)[id];
      if (!read) return { errors: [{ message: `${collection} ${id} not found`, extensions: { code: 'NOT_FOUND' } }], data: { resource: null } };
      return answer('GuardedResource', {
        resource: {
          __typename: collection === 'orders' ? 'Order' : 'WorkBatch', id, version: 1,
          owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
          permissions: { __typename: 'Permissions', read, write: read },
        },
      });
    }
    case 'ModuleList':
      return answer('ModuleList', { modules: { __typename: 'ModulePage', total: 0, totalExact: true, next: null, items: [] } });
    case 'OrderList':
      return answer('OrderList', { orders: { __typename: 'OrderPage', total: 0, totalExact: true, next: null, items: [] } });
    case 'DashboardOverview':
      // an empty workspace whose admin has seen the welcome pop-up (tests/web/dashboard.test.tsx sets its own)
      return answer('DashboardOverview', {
        me: { __typename: 'Me', welcomeShown: true },
        liveConfigurators: { __typename: 'PublishedConfiguratorPage', total: 0, items: [] },
        latestConfigurators: { __typename: 'PublishedConfiguratorPage', total: 0, items: [] },
        orders: { __typename: 'OrderPage', total: 0, totalExact: true, items: [] },
        integrations: { __typename: 'InstalledIntegrationPage', total: 0, items: [] },
        statistics: emptyStatistics(),
      });
    case 'OrderStatusCounts':
      return answer('OrderStatusCounts', {
        orderStatusCounts: (['received', 'processing', 'delivered'] as const).map((status) => ({ __typename: 'OrderStatusCount' as const, status, count: 0 })),
      });
    case 'OrderDetail':
      return answer('OrderDetail', { order: null });
    case 'TaskDetail': {
      const task = state.tasks?.[body.variables?.id];
      if (!task) return { errors: [{ message: `No task ${body.variables?.id}`, extensions: { code: 'NOT_FOUND' } }], data: null };
      return answer('TaskDetail', { task });
    }
    case 'ProductSyncPoints':
      return answer('ProductSyncPoints', { me: { __typename: 'Me', workspace: { __typename: 'Workspace', alias: state.current, syncPoints: [] } } });
    default:
      throw new Error(`the fake API does not know ${body.operationName}`);
  }
}

const figures = () => ({ __typename: 'SalesFigures' as const, orders: 0, sales: 0, margin: 0 });
const noGrowth = () => ({ __typename: 'Growth' as const, percent: 0, infinite: false });
const noneListed = () => ({ __typename: 'TopList' as const, total: 0, objects: [] });

/** The statistics of a workspace where nothing happened yet: the dashboard's empty states. */
export function emptyStatistics(): NonNullable<Answer<'DashboardOverview'>['statistics']> {
  return {
    __typename: 'Statistics',
    sales: { __typename: 'SalesComparison', today: figures(), yesterday: figures(), growth: noGrowth(), thisWeek: figures(), lastWeek: figures(), weekOverWeek: noGrowth() },
    configurations: { __typename: 'StatisticsSeries', total: 0, byDate: [] },
    countries: noneListed(),
    browsers: noneListed(),
    operatingSystems: noneListed(),
    utmSources: noneListed(),
    productsByConfigurations: noneListed(),
    productsByMargin: noneListed(),
  };
}

/** Replaces fetch for this test; returns the state to change and the calls made. */
export function fakeApi(overrides: Partial<FakeState> = {}) {
  const state: FakeState = { ...defaultState(), ...overrides };
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    calls.push(`${method} ${url.pathname}`);
    const path = url.pathname;
    const own = state.rest?.(method, path, init?.body);
    if (own) return own;
    if (path === '/api/auth/session') {
      if (state.session === 'signed-out') return json(200, { signedIn: false, user: null });
      return json(200, { signedIn: true, user: { email: state.user.email, name: state.user.name } });
    }
    if (path === '/graphql') {
      const body = JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : '{}')));
      const data = graphql(state, body);
      // the persisted documents select __typename on the root too (schema/add-typename.cjs)
      const root = OPERATION_TYPES.get(body.operationName) === 'mutation' ? 'Mutation' : 'Query';
      return json(200, 'errors' in data ? data : { data: { __typename: root, ...data } });
    }
    if (path === '/api/version') return json(200, { name: 'Joinery', version: '0.1.0' });
    if (path === '/api/auth/logout') return json(state.logout);
    if (path === '/api/auth/providers') return json(200, state.providers);
    if (path === '/api/auth/login') {
      const { status, message, headers } = state.login;
      if (status === 200) state.session = 'signed-in';
      return new Response(JSON.stringify(status === 200 ? state.user : { message }), { status, headers: { 'content-type': 'application/json', ...headers } });
    }
    if (path === '/api/demorequests' && method === 'POST') {
      state.demoRequests.push(JSON.parse(String(init?.body)));
      return json(201, { id: 'r1', received: '2026-01-01T00:00:00.000Z', kind: 'demo' });
    }
    const content = /^\/api\/websitecontent\/([a-z]+)(?:\/([^/]+))?$/.exec(path);
    if (content) {
      const docs = state.content[content[1]];
      if (!docs) return json(404, { message: `no type ${content[1]}` });
      if (!content[2]) return json(200, docs.map(({ content: _c, ...summary }) => summary));
      const doc = docs.find((d) => d.slug === content[2]);
      return doc ? json(200, doc) : json(404, { message: `no ${content[2]}` });
    }
    return json(404, { message: `the fake API has no ${method} ${path}` });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { state, calls };
}
