// The dashboard (§2.7, issue 20 §2): its figures' rules (growth §9, week-over-week to 2 decimals,
// 'Narnia', the graph's ranges), the §5 team-invite rules of the welcome pop-up, the tiles' padding, and
// the screen in the real route tree over the fake API: the empty texts word for word, today's figures,
// the top lists, the welcome pop-up once, and at most 3 GraphQL requests.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardOverviewQuery } from '../../web/src/dashboard/generated/gql/graphql.ts';
import { bucketLabel, countryName, formatGrowth, GRAPH_RANGES, growthWords } from '../../web/src/dashboard/figures.ts';
import { integrationSlots, mostRelevant } from '../../web/src/dashboard/Overviews.tsx';
import { emailEntries, teamInvite } from '../../web/src/dashboard/team-invite.ts';
import { renderApp, resetAppState } from './app.tsx';
import { emptyStatistics, fakeApi } from './fake-api.ts';

resetAppState();
vi.setConfig({ testTimeout: 45_000 });

describe('growth and formatting (§9)', () => {
  it('shows growth against yesterday as a whole percent with its sign, and infinity after a day without sales', () => {
    expect(formatGrowth({ percent: 12.34, infinite: false })).toBe('+12%');
    expect(formatGrowth({ percent: -4.5, infinite: false })).toBe('-5%');
    expect(formatGrowth({ percent: 0, infinite: false })).toBe('0%');
    expect(formatGrowth({ percent: -0.2, infinite: false })).toBe('0%');
    expect(formatGrowth({ percent: null, infinite: true })).toBe('+∞%');
    expect(growthWords({ percent: null, infinite: true }, 'yesterday')).toBe('up from nothing on yesterday');
    expect(growthWords({ percent: -4.5, infinite: false }, 'yesterday')).toBe('down 5% on yesterday');
  });

  it('shows week-over-week to 2 decimals', () => {
    expect(formatGrowth({ percent: 3.25, infinite: false }, 2)).toBe('+3.25%');
    expect(formatGrowth({ percent: -10, infinite: false }, 2)).toBe('-10.00%');
    expect(formatGrowth({ percent: 0.004, infinite: false }, 2)).toBe('0.00%');
    expect(growthWords({ percent: 3.25, infinite: false }, 'last week', 2)).toBe('up 3.25% on last week');
  });

  it("names countries by their code and calls an unknown one 'Narnia' (§8)", () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('de')).toBe('Germany');
    for (const unknown of ['XX', 'ZZ', '', null, undefined, 'GBR', '1A']) expect(countryName(unknown)).toBe('Narnia');
  });

  it('offers the graph ranges of §9 in order, and labels buckets in UTC as the server counts them', () => {
    expect(GRAPH_RANGES.map((r) => r.label)).toEqual(['7 Days', '30 Days', '4 Weeks', '24 Hours', '12 Months']);
    expect(GRAPH_RANGES.map((r) => `${r.unit} ${r.n}`)).toEqual(['DAY 7', 'DAY 30', 'WEEK 4', 'HOUR 24', 'MONTH 12']);
    expect(bucketLabel('2026-11-26T00:00:00.000Z', 'DAY')).toBe('26/11');
    expect(bucketLabel('2026-11-26T07:00:00.000Z', 'HOUR')).toBe('07:00');
    expect(bucketLabel('2026-11-01T00:00:00.000Z', 'MONTH')).toBe('Nov 2026');
  });
});

describe('the welcome pop-up’s team invite (§5)', () => {
  const values = (name: string, emails: string) => ({ name, emails });
  it('refuses an invalid form, closes when nothing changed or nothing is there to send, and sends otherwise', () => {
    expect(teamInvite(values('Oak & Ash', 'not-an-email'), 'Oak & Ash', { changed: true, valid: false })).toEqual({ kind: 'invalid' });
    expect(teamInvite(values('Oak & Ash', ''), 'Oak & Ash', { changed: false, valid: true })).toEqual({ kind: 'close' });
    expect(teamInvite(values('Oak & Ash', ''), 'Oak & Ash', { changed: true, valid: true })).toEqual({ kind: 'close' });
    expect(teamInvite(values('  ', 'ana@example.com'), 'Oak & Ash', { changed: true, valid: true })).toEqual({ kind: 'close' });
    expect(teamInvite(values('Oak & Ash', 'ana@example.com, ben@example.com'), 'Oak & Ash', { changed: true, valid: true }))
      .toEqual({ kind: 'send', rename: null, emails: ['ana@example.com', 'ben@example.com'] });
    expect(teamInvite(values(' Oak and Ash ', ''), 'Oak & Ash', { changed: true, valid: true })).toEqual({ kind: 'send', rename: 'Oak and Ash', emails: [] });
  });

  it('drops empty entries and repeats', () => {
    expect(emailEntries(' ana@example.com,, ANA@example.com ,ben@example.com, ')).toEqual(['ana@example.com', 'ben@example.com']);
  });
});

describe('overviews', () => {
  it('pads the integration tiles to 3 with the plus tile among them, and shows at most 6', () => {
    expect(integrationSlots([]).map((s) => s.kind)).toEqual(['plus', 'empty', 'empty']);
    expect(integrationSlots(['a']).map((s) => s.kind)).toEqual(['integration', 'plus', 'empty']);
    expect(integrationSlots(['a', 'b', 'c']).map((s) => s.kind)).toEqual(['integration', 'integration', 'integration', 'plus']);
    expect(integrationSlots(Array.from({ length: 9 }, (_, i) => i)).map((s) => s.kind)).toEqual([...Array(5).fill('integration'), 'plus']);
  });

  it('picks the 2 most relevant configurators: published first, then the latest edited, each once', () => {
    const c = (id: string, published: boolean) => ({ __typename: 'PublishedConfiguratorRow' as const, id, name: id, lastEdited: '2026-11-20T09:00:00.000Z', data: { __typename: 'PublishedConfiguratorRowData' as const, joineryDomain: `${id}.joinery.app`, customerDomain: null, published } });
    expect(mostRelevant([c('live', true)], [c('draft', false), c('live', true)]).map((x) => x.id)).toEqual(['live', 'draft']);
    expect(mostRelevant([], [c('a', false), c('b', false)]).map((x) => x.id)).toEqual(['a', 'b']);
  });
});

type Overview = DashboardOverviewQuery;
const top = (objects: [string, number, number?, string?][]) => ({
  __typename: 'TopList' as const,
  total: objects.reduce((sum, [, count]) => sum + count, 0),
  objects: objects.map(([object, count, value, name]) => ({ __typename: 'TopObject' as const, object, count, value: value ?? null, name: name ?? null })),
});
const sales = (orders: number, amount: number, margin: number) => ({ __typename: 'SalesFigures' as const, orders, sales: amount, margin });

function overview(changes: Partial<Overview> = {}, statistics: Partial<NonNullable<Overview['statistics']>> = {}): Omit<Overview, '__typename'> {
  return {
    me: { __typename: 'Me', welcomeShown: true },
    liveConfigurators: { __typename: 'PublishedConfiguratorPage', total: 0, items: [] },
    latestConfigurators: { __typename: 'PublishedConfiguratorPage', total: 0, items: [] },
    orders: {
      __typename: 'OrderPage', total: 1, totalExact: true,
      items: [{
        __typename: 'OrderRow', id: 'a'.repeat(24), version: 1, created: '2026-11-26T09:00:00.000Z', needsAction: true,
        owner: { __typename: 'User', email: 'admin@demo.joinery.test', name: 'Ada Admin' },
        data: { __typename: 'OrderRowData', reference: 'OA-1001', status: 'received', customer: 'maria.lopez@example.com', totalPrice: 408, currency: 'GBP' },
      }],
    },
    integrations: { __typename: 'InstalledIntegrationPage', total: 0, items: [] },
    ...changes,
    statistics: { ...emptyStatistics(), ...statistics },
  };
}

describe('/dashboard', () => {
  it('shows the empty texts of §2.7 word for word when nothing happened yet', async () => {
    fakeApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'OAK & ASH' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada Admin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take the tour' })).toBeInTheDocument();
    for (const text of [
      'All clear',
      'Configurators will be displayed here',
      'The top 10 customer countries will be displayed here',
      'The top 7 browsers used will be displayed here',
      'Statistics of created configurations will be displayed here',
      'No orders',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Add an integration' })).toHaveAttribute('href', '/integrations');
    expect(screen.getByText('Add your first integration')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the workspace's installed integrations as tiles opening their forms, 5 at most beside the plus tile", async () => {
    const installed = (n: number) => Array.from({ length: n }, (_, i) => ({ __typename: 'InstalledIntegration' as const, id: `hook${i}`, type: 'webhook', name: `ERP hook ${i}`, status: 'active' }));
    let count = 2;
    const asked: number[] = [];
    fakeApi({
      operations: {
        DashboardOverview: () => {
          asked.push(count);
          return overview({ integrations: { __typename: 'InstalledIntegrationPage', total: count, items: installed(Math.min(count, 5)) } });
        },
      },
    });
    const first = renderApp('/dashboard');
    const row = () => within(screen.getByRole('heading', { name: 'Integrations' }).closest('[data-tour]') as HTMLElement);
    expect(await screen.findByRole('link', { name: 'ERP hook 1' })).toHaveAttribute('href', '/integrations?configure=hook1');
    expect(row().getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['ERP hook 0', 'ERP hook 1', 'Add an integration']);
    expect(row().getAllByRole('listitem')).toHaveLength(3);
    // a workspace with integrations is not asked to add its first
    expect(screen.queryByText('Add your first integration')).toBeNull();
    await first.user.click(screen.getByRole('link', { name: 'ERP hook 0' }));
    await waitFor(() => expect(first.location()).toBe('/integrations?configure=hook0'));
    first.unmount();

    count = 9;
    renderApp('/dashboard');
    await screen.findByRole('link', { name: 'ERP hook 4' });
    expect(row().getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([...installed(5).map((i) => i.name), 'Add an integration']);
    expect(asked).toEqual([2, 9]);
  });

  it('does not ask for the statistics a guest may not read, and shows a guest the overviews only', async () => {
    const asked: boolean[] = [];
    fakeApi({
      user: { email: 'guest@demo.joinery.test', name: 'Gus Guest', roles: ['guest'] },
      orders: { ['a'.repeat(24)]: true },
      operations: {
        DashboardOverview: ({ staff }) => {
          asked.push(staff);
          const { statistics: _left, integrations: _none, ...rest } = overview();
          return rest;
        },
      },
    });
    const app = renderApp('/dashboard');
    const orders = await screen.findByRole('table', { name: 'Latest orders' });
    expect(await within(orders).findByText('OA-1001')).toBeInTheDocument();
    expect(within(orders).getByText('£408.00')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 1 entries')).toBeInTheDocument();
    // the workspace's integrations are its staff's: a guest sees the plus tile only
    expect(screen.getByRole('link', { name: 'Add an integration' })).toBeInTheDocument();
    expect(screen.queryByText('Add your first integration')).toBeNull();
    await app.user.click(within(orders).getByRole('button', { name: 'View details OA-1001' }));
    await waitFor(() => expect(app.location()).toBe(`/orders/${'a'.repeat(24)}`));
    expect(asked).toEqual([false]);
    expect(screen.queryByRole('heading', { name: 'Activity Today' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Configurations created' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows today's sales against yesterday's, the margin, week-over-week, the top lists and the graph, in at most 3 GraphQL requests", async () => {
    const graphql: string[] = [];
    const api = fakeApi({
      operations: {
        DashboardOverview: () => overview({}, {
          sales: {
            __typename: 'SalesComparison',
            today: sales(2, 747, 301.5), yesterday: sales(0, 0, 0), growth: { __typename: 'Growth', percent: null, infinite: true },
            thisWeek: sales(5, 1650, 700), lastWeek: sales(4, 1598.06, 650), weekOverWeek: { __typename: 'Growth', percent: 3.25, infinite: false },
          },
          countries: top([['GB', 40], ['DE', 12], ['XX', 3]]),
          browsers: top([['Chrome', 30], ['Firefox', 10]]),
          productsByMargin: top([['m1', 4, 812.5, 'Side panel 1800']]),
          configurations: { __typename: 'StatisticsSeries', total: 9, byDate: [{ __typename: 'StatisticsPoint', since: '2026-11-25T00:00:00.000Z', count: 4 }, { __typename: 'StatisticsPoint', since: '2026-11-26T00:00:00.000Z', count: 5 }] },
        }),
        ConfigurationsCreated: ({ unit, n }) => ({
          statistics: { __typename: 'Statistics', configurations: { __typename: 'StatisticsSeries', total: n, byDate: [{ __typename: 'StatisticsPoint', since: '2026-11-26T07:00:00.000Z', count: n }] } },
        }),
      },
      rest: (method, path, body) => {
        if (path === '/graphql') graphql.push(JSON.parse(String(body)).operationName);
        return undefined;
      },
    });
    const app = renderApp('/dashboard');
    const activity = (await screen.findByRole('heading', { name: 'Activity Today' })).closest('[data-tour]') as HTMLElement;
    await within(activity).findByText('£747.00');
    expect(within(activity).getByText('+∞%')).toBeInTheDocument();
    expect(within(activity).getByText('up from nothing on yesterday')).toBeInTheDocument();
    expect(within(activity).getByText("Today's margin")).toBeInTheDocument();
    expect(within(activity).getByText('£301.50')).toBeInTheDocument();
    expect(within(activity).getByText('+3.25%')).toBeInTheDocument();

    const countries = screen.getByRole('list', { name: 'Top countries' });
    expect(within(countries).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['United Kingdom40', 'Germany12', 'Narnia3']);
    expect(within(screen.getByRole('list', { name: 'Top products by margin' })).getByText('£812.50')).toBeInTheDocument();
    expect(screen.getByText('The top 5 operating systems used will be displayed here')).toBeInTheDocument();

    // the graph's figures as a table for screen readers
    const table = screen.getByRole('table', { name: 'Configurations created, last 7 Days' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['DayConfigurations', '25/114', '26/115']);
    await waitFor(() => expect(graphql.filter((name) => !['MeDetails', 'SubscriptionSupport'].includes(name)).length).toBeGreaterThanOrEqual(2));
    const dashboardRequests = graphql.filter((name) => !['MeDetails', 'SubscriptionSupport'].includes(name));
    expect(dashboardRequests.sort()).toEqual(['DashboardOverview', 'ModuleList']);
    expect(dashboardRequests.length).toBeLessThanOrEqual(3);

    await app.user.click(screen.getByRole('button', { name: '24 Hours' }));
    expect(await screen.findByRole('table', { name: 'Configurations created, last 24 Hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '24 Hours' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.filter((c) => c === 'POST /graphql').length).toBeGreaterThan(0);
  });

  it("asks an admin who has not seen it for the workspace's name and team once: Oops! for bad e-mails, Yay! for the invited", async () => {
    let shown = false;
    const invited: string[] = [];
    fakeApi({
      operations: {
        DashboardOverview: () => overview({ me: { __typename: 'Me', welcomeShown: shown } }),
        MarkWelcomeShown: () => {
          shown = true;
          return { markWelcomeShown: { __typename: 'Me', welcomeShown: true } };
        },
      },
      rest: (method, path, body) => {
        if (method !== 'POST' || path !== '/api/users/invitations') return undefined;
        invited.push(String(body));
        const emails = String(body).split(',');
        return new Response(JSON.stringify(emails.map((email) => ({ email, roles: ['user'], workspace: 'demo' }))), { status: 201, headers: { 'content-type': 'application/json' } });
      },
    });
    const app = renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Joinery' }, { timeout: 15_000 });
    await waitFor(() => expect(shown).toBe(true));
    expect(within(dialog).getByRole('textbox', { name: /Workspace name/ })).toHaveValue('Oak & Ash');
    const emails = within(dialog).getByRole('textbox', { name: /Invite your team/ });
    await app.user.type(emails, 'ana@example.com, not-an-email');
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    // the notice's own title: other notices (Oops! is the app's generic title) may show at the same time
    const refusal = (await screen.findByText('Looks like some data is not correct.')).closest<HTMLElement>('[data-scope="toast"][data-part="root"]')!;
    expect(within(refusal).getByText('Oops!')).toBeInTheDocument();
    expect(invited).toEqual([]);
    await app.user.clear(emails);
    await app.user.type(emails, 'ana@example.com, ben@example.com');
    await app.user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const invitedNotice = (await screen.findByText('Invited 2 new users')).closest<HTMLElement>('[data-scope="toast"][data-part="root"]')!;
    expect(within(invitedNotice).getByText('Yay!')).toBeInTheDocument();
    expect(invited).toEqual(['ana@example.com,ben@example.com']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Welcome to Joinery' })).toBeNull());
  });
});
