// The storefront (issue 18) over the fake API: the real route tree at /c/{id}, the shared rule model
// deciding what may be chosen and why not, the live price, saving and sharing, ordering per login
// type with an Idempotency-Key, and the page for a configurator that is not published. The whole
// flow against the real server is walked in Chromium (tests/e2e/storefront.e2e.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StorefrontOffer } from '../../rules/configuration-rules.ts';
import type { LoginType, PublishedConfigurator } from '../../web/src/storefront/api/published-api.ts';
import { announce } from '../../web/src/storefront/embed/announce.ts';
import { visitOf } from '../../web/src/storefront/analytics/useVisitSession.ts';
import { shareLink, sharedConfiguration } from '../../web/src/storefront/order/share-link.ts';
import { forgetHostStorefront, isAppHost } from '../../web/src/storefront/storefront-route.ts';
import { placeItems } from '../../web/src/storefront/view/placement.ts';
import { embedSnippet } from '../../web/src/configurators/PublishControls.tsx';
import { DEFAULT_THEME } from '../../web/src/app-theme/defaultSystem.ts';
import { originsOf } from '../../web/src/configurators/sections/GeneralSection.tsx';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

const finish = {
  id: 'finish', name: 'Finish', type: 'Enum' as const, default: 'oak',
  options: [{ value: 'oak', label: 'Natural oak' }, { value: 'white', label: 'Matt white' }],
};
const OFFER: StorefrontOffer = {
  currency: 'GBP',
  categories: [
    { id: 'top', name: 'Top', composition: { min: 1, max: 1 }, label: 'Select 1', moduleIds: ['desk'] },
    { id: 'frame', name: 'Frame', composition: { min: 1, max: 1 }, label: 'Select 1', moduleIds: ['legs'] },
    { id: 'storage', name: 'Storage', composition: { min: 0, max: 1 }, label: 'Choose up to 1', moduleIds: ['drawer'] },
  ],
  modules: {
    desk: {
      id: 'desk', version: 3, name: 'Desk top 1200', price: '£180.00', per: 1, sku: 'OA-DT-1200', nProductionParts: 1, connectors: [],
      parameters: [finish, { id: 'width', name: 'Width', type: 'Quantity', default: 1200, min: 1000, max: 1600, step: 10, unit: 'mm' }],
    },
    legs: { id: 'legs', version: 1, name: 'Leg frame', price: '£140.00', per: 1, nProductionParts: 4, connectors: [], parameters: [] },
    drawer: {
      id: 'drawer', version: 2, name: 'Drawer unit 800', price: '£210.00', per: 1, nProductionParts: 6, connectors: [],
      parameters: [{ id: 'handles', name: 'With handles', type: 'Boolean', default: true }],
    },
  },
  rules: [
    { type: 'requires', module: 'desk', category: 'frame' },
    { type: 'excludes', module: 'drawer', parameter: 'finish', value: 'white' },
  ],
  connections: [],
};

const configurator = (loginType: LoginType = 'None', over: Partial<PublishedConfigurator> = {}): PublishedConfigurator => ({
  id: 'cfg1', version: 4, domain: 'desks.oak-and-ash.joinery.app', title: 'Desk configurator', currency: 'GBP',
  auth: { loginType, signupType: 'Signup', emailPassword: true },
  features: { prices: true, ordering: true, sharing: true, suggestions: false, billOfMaterials: false },
  theme: null, images: {}, embedOrigins: [], product: { id: 'p1', version: 2, name: 'Home office desk' }, offer: OFFER, ...over,
});

const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Server {
  configurator: PublishedConfigurator | null;
  posts: { path: string; body: any; headers: Headers }[];
  customer: { email: string } | null;
  orderFailures: number;
}

/** The public routes of the contract, answered from `server`. */
function storefrontApi(server: Server) {
  const api = fakeApi({
    session: 'signed-out',
    rest: (method, path, body) => {
      const base = '/api/published/configurator/cfg1';
      if (path === '/api/published/domains/configure.oakandash.co.uk') return json(200, { id: 'cfg1', version: 4 });
      if (path === base || path.startsWith(`${base}/v/`)) return server.configurator ? json(200, server.configurator) : json(404, { message: 'Configurator not published' });
      if (path.startsWith('/api/published/configurator/') && !path.startsWith(base)) return json(404, { message: 'Configurator not published' });
      if (method !== 'POST') {
        if (path === `${base}/customers/me`) return server.customer ? json(200, server.customer) : json(401, { message: 'Sign in' });
        if (path === '/api/published/configuration/saved1/v/1') {
          return json(200, {
            id: 'saved1', version: 1, domain: 'x', configurator: { id: 'cfg1', version: 3 },
            document: { modules: [{ module: 'legs:1', instance: 0, parameters: {} }, { module: 'desk:3', instance: 0, parameters: { finish: 'white', width: 1400 } }], connections: [] },
            evaluation: { valid: true, problems: [], choices: {}, lineItems: [], total: 320 },
          });
        }
        return undefined;
      }
      const parsed = body ? JSON.parse(String(body)) : undefined;
      const call = vi.mocked(fetch).mock.calls.at(-1)!;
      server.posts.push({ path, body: parsed, headers: new Headers(call[1]?.headers) });
      if (path === `${base}/visits`) return json(201, { session: 'visit-1' });
      if (path === `${base}/configurations`) return json(201, { id: 'saved1', version: 1, total: 320, currency: 'GBP' });
      if (path === `${base}/orders`) {
        if (server.orderFailures-- > 0) return json(503, { message: 'The server is busy: try again' });
        if (!server.customer && !parsed.email) return json(401, { message: 'Sign in to order' });
        return json(201, { id: 'OA-1003', status: 'received', totalItems: 2, totalPrice: 320, currency: 'GBP' });
      }
      if (path === `${base}/customers/signin`) {
        server.customer = { email: parsed.email };
        return json(200, server.customer);
      }
      return undefined;
    },
  });
  return api;
}

const newServer = (over: Partial<Server> = {}): Server => ({ configurator: configurator(), posts: [], customer: null, orderFailures: 0, ...over });
const posted = (server: Server, suffix: string) => server.posts.filter((p) => p.path.endsWith(suffix));

describe('the storefront at /c/{id}', () => {
  it("answers 'Configurator not published' for an unknown or unpublished configurator, without the staff sign-in", async () => {
    storefrontApi(newServer({ configurator: null }));
    renderApp('/c/cfg1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurator not published' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Configurator not published | Joinery'));
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('shows each category with its label, explains every disabled choice in words, and prices the configuration live', async () => {
    const server = newServer();
    storefrontApi(server);
    const { user } = renderApp('/c/cfg1?utm_source=newsletter&utm_campaign=spring');
    expect(await screen.findByRole('heading', { level: 1, name: 'Desk configurator' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Desk configurator | Joinery'));
    const top = screen.getByRole('region', { name: 'Top' });
    expect(within(top).getByText('Select 1')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Storage' })).getByText('Choose up to 1')).toBeInTheDocument();
    // the desk top needs a frame first: its button is disabled, and the reason is visible text
    const addDesk = screen.getByRole('button', { name: 'Add Desk top 1200' });
    expect(addDesk).toBeDisabled();
    expect(within(top).getByText('needs a Frame')).toBeVisible();
    expect(addDesk).toHaveAccessibleDescription('needs a Frame');
    expect(screen.getByTestId('total')).toHaveTextContent('£0.00');

    await user.click(screen.getByRole('button', { name: 'Add Leg frame' }));
    expect(screen.getByTestId('total')).toHaveTextContent('£140.00');
    expect(within(screen.getByRole('region', { name: 'Frame' })).getByText('Select 1: 1 chosen')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Desk top 1200' }));
    expect(screen.getByTestId('total')).toHaveTextContent('£320.00');

    // a drawer is not offered with a white top: once one is chosen, Matt white says why it cannot be picked
    await user.click(screen.getByRole('button', { name: 'Add Drawer unit 800' }));
    expect(screen.getByTestId('total')).toHaveTextContent('£530.00');
    const desk = screen.getByRole('region', { name: 'Desk top 1200 1' });
    expect(within(desk).getByRole('radio', { name: /Matt white/ })).toBeDisabled();
    expect(within(desk).getByText('(Drawer unit 800 is not offered with Matt white)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Drawer unit 800 1' }));
    await user.click(within(desk).getByRole('radio', { name: 'Natural oak' }));
    await user.click(within(desk).getByRole('radio', { name: 'Matt white' }));
    expect(screen.getByRole('button', { name: 'Add Drawer unit 800' })).toHaveAccessibleDescription('not offered with Matt white');

    // a number outside its range is not taken, and says why
    const width = within(desk).getByRole('spinbutton', { name: 'Width (mm)' });
    expect(within(desk).getByText('1000 to 1600 mm, in steps of 10')).toBeInTheDocument();
    await user.clear(width);
    await user.type(width, '1705');
    expect(within(desk).getByText('Width must be between 1000 mm and 1600 mm')).toBeInTheDocument();

    // the visit was recorded with the address's utm fields, once
    expect(posted(server, '/visits').map((p) => p.body)).toEqual([{ utm_source: 'newsletter', utm_campaign: 'spring' }]);
  });

  it('orders with an e-mail (login type None) under one Idempotency-Key per attempt, retried after a failure, and confirms the order number', async () => {
    const server = newServer({ orderFailures: 1 });
    storefrontApi(server);
    const { user } = renderApp('/c/cfg1');
    await user.click(await screen.findByRole('button', { name: 'Add Leg frame' }));
    expect(screen.queryByRole('button', { name: /sign in/i })).toBeNull();
    expect(screen.getByText('To order: Top: Select 1, 0 chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Desk top 1200' }));

    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(posted(server, '/orders')).toHaveLength(0);
    await user.type(screen.getByLabelText(/E-mail for your order confirmation/), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy: try again');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.getByText('OA-1003')).toBeInTheDocument();
    expect(screen.getByText(/£320.00 in total/)).toBeInTheDocument();

    const orders = posted(server, '/orders');
    expect(orders).toHaveLength(2);
    const [first, retry] = orders.map((o) => o.headers.get('idempotency-key'));
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(orders[1].body).toEqual({ configuration: { id: 'saved1', version: 1 }, email: 'maria@example.com', session: 'visit-1', expectedTotal: 320 });
    // saved once for both attempts, pinned to module versions, with the visit's session
    const saves = posted(server, '/configurations');
    expect(saves).toHaveLength(1);
    expect(saves[0].body.modules.map((m: { module: string }) => m.module)).toEqual(['legs:1', 'desk:3']);
    expect(saves[0].body.session).toBe('visit-1');
  });

  it('RequiredToOrder: signs in before ordering, and the configuration made before survives the sign-in', async () => {
    const server = newServer({ configurator: configurator('RequiredToOrder') });
    storefrontApi(server);
    const { user } = renderApp('/c/cfg1');
    await user.click(await screen.findByRole('button', { name: 'Add Leg frame' }));
    await user.click(screen.getByRole('button', { name: 'Add Desk top 1200' }));
    expect(screen.queryByLabelText(/E-mail for your order confirmation/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in to order' }));
    expect(await screen.findByText('Sign in to order. Your configuration is kept.')).toBeInTheDocument();
    expect(sessionStorage.getItem('joinery:configuration:cfg1')).toContain('desk:3');
    await user.type(screen.getByLabelText(/^E-mail/), 'gus@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('gus@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent('£320.00');
    await user.click(screen.getByRole('button', { name: 'Order' }));
    expect(await screen.findByText('OA-1003')).toBeInTheDocument();
    expect(posted(server, '/orders')[0].body).toEqual({ configuration: { id: 'saved1', version: 1 }, session: 'visit-1', expectedTotal: 320 });
  });

  it('Required: nothing of the configurator is shown before sign-in; None offers no sign-in; Optional offers it', async () => {
    storefrontApi(newServer({ configurator: configurator('Required') }));
    const required = renderApp('/c/cfg1');
    expect(await screen.findByText('Sign in to open this configurator.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New here? Create an account' })).toBeInTheDocument();
    await required.user.click(screen.getByRole('button', { name: 'New here? Create an account' }));
    await required.user.type(screen.getByLabelText(/^Password/), 'short');
    await required.user.tab();
    expect(screen.getByText('Password must be at least 8 characters long, must include lower and upper case characters and at least one number')).toBeInTheDocument();
    required.unmount();

    storefrontApi(newServer({ configurator: configurator('Optional', { auth: { loginType: 'Optional', signupType: 'Invitation', emailPassword: true } }) }));
    const optional = renderApp('/c/cfg1');
    await optional.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Accounts are by invitation: the maker sends you one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Create an account/ })).toBeNull();
  });

  it('saves and shares a link that reopens the configuration on the versions it pins', async () => {
    const server = newServer();
    storefrontApi(server);
    const { user, unmount } = renderApp('/c/cfg1');
    await user.click(await screen.findByRole('button', { name: 'Add Leg frame' }));
    await user.click(screen.getByRole('button', { name: 'Add Desk top 1200' }));
    await user.click(screen.getByRole('button', { name: 'Save and share' }));
    expect(await screen.findByRole('textbox', { name: 'Link to this configuration' })).toHaveValue(`${window.location.origin}/c/cfg1?configuration=saved1`);
    unmount();
    sessionStorage.clear();

    const reopened = storefrontApi(newServer());
    renderApp('/c/cfg1?configuration=saved1');
    const desk = await screen.findByRole('region', { name: 'Desk top 1200 1' });
    expect(within(desk).getByRole('radio', { name: 'Matt white' })).toBeChecked();
    expect(within(desk).getByRole('spinbutton', { name: 'Width (mm)' })).toHaveValue(1400);
    // the configurator is read at the version the configuration was made on
    expect(reopened.calls).toContain('GET /api/published/configurator/cfg1/v/3');
  });

  it("renders once, under its configurator's theme: the default colours never reach the page", async () => {
    const theme = { light: { ...DEFAULT_THEME.light, primary: '#7A3E12' }, dark: { ...DEFAULT_THEME.dark, primary: '#F0B48A' } };
    storefrontApi(newServer({ configurator: configurator('None', { theme }) }));
    // every style the page is given from the start, kept even if a later render takes it away
    const styles: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) styles.push(node.textContent ?? '');
    });
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    try {
      renderApp('/c/cfg1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Desk configurator' })).toBeInTheDocument();
      const css = [...styles, document.head.textContent ?? ''].join('\n');
      expect(css).toMatch(/--m3-primary:\s*#7A3E12/i);
      expect(css).toMatch(/--m3-primary:\s*#F0B48A/i);
      expect(css).not.toMatch(new RegExp(`--m3-primary:\\s*${DEFAULT_THEME.light.primary}`, 'i'));
    } finally {
      observer.disconnect();
    }
  });
});

describe("/ on a configurator's own domain", () => {
  it('renders its storefront without the public site around it', async () => {
    const before = window.location.href;
    (window.happyDOM as unknown as { setURL(url: string): void }).setURL('http://configure.oakandash.co.uk/');
    forgetHostStorefront();
    try {
      const { calls } = storefrontApi(newServer());
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Desk configurator' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Site' })).toBeNull();
      expect(calls).toContain('GET /api/published/domains/configure.oakandash.co.uk');
    } finally {
      (window.happyDOM as unknown as { setURL(url: string): void }).setURL(before);
      forgetHostStorefront();
    }
  });
});

describe('storefront helpers', () => {
  it('asks for a configurator only on hosts that are not the app itself', () => {
    for (const host of ['localhost', '127.0.0.1', 'joinery.app', 'app.joinery.app', '[::1]']) expect(isAppHost(host), host).toBe(true);
    for (const host of ['shelving.oak-and-ash.joinery.app', 'configure.oakandash.co.uk', 'shop.example.com']) expect(isAppHost(host), host).toBe(false);
    forgetHostStorefront();
  });

  it('writes and reads share links', () => {
    expect(shareLink({ origin: 'https://configure.oakandash.co.uk', pathname: '/' }, { id: 'abc', version: 1 })).toBe('https://configure.oakandash.co.uk/?configuration=abc');
    expect(shareLink({ origin: 'https://x.joinery.app', pathname: '/c/c1' }, { id: 'abc', version: 2 })).toBe('https://x.joinery.app/c/c1?configuration=abc%3A2');
    expect(sharedConfiguration('abc')).toEqual({ id: 'abc', version: 1 });
    expect(sharedConfiguration('abc:2')).toEqual({ id: 'abc', version: 2 });
    expect(sharedConfiguration('../x')).toBeNull();
    expect(sharedConfiguration(null)).toBeNull();
  });

  it('records utm fields and the referrer, and nothing empty', () => {
    expect(visitOf('?utm_source=a&utm_medium=b&utm_campaign=c&other=d', 'https://blog.example/')).toEqual({ utm_source: 'a', utm_medium: 'b', utm_campaign: 'c', referrer: 'https://blog.example/' });
    expect(visitOf('', '')).toEqual({});
  });

  it('places connected modules joined by their connectors and the rest side by side', () => {
    const item = (key: string, width: number, connectors = {}) => ({ key, size: [width, 1, 1] as [number, number, number], centre: [0, 0.5, 0] as [number, number, number], connectors });
    const placed = placeItems(
      [item('a', 1, { right: [0.5, 0, 0] }), item('b', 2), item('c', 1, { left: [-0.5, 0, 0] })],
      [{ source: 'a', sourceConnector: 'right', target: 'c', targetConnector: 'left' }],
    );
    // c's left connector sits on a's right one: c's origin is 1 to the right of a's
    expect(placed.get('c')![0] - placed.get('a')![0]).toBeCloseTo(1);
    // b, connected to nothing, comes after the a–c group with a gap, its bottom level with theirs
    expect(placed.get('b')![0]).toBeGreaterThan(placed.get('c')![0] + 0.5 + 1);
    expect(placed.get('b')![1]).toBeCloseTo(placed.get('a')![1]);
  });

  it("gives the editor's embed snippet (an iframe of the public address) and reads the sites typed for it", () => {
    expect(embedSnippet('https://configure.oakandash.co.uk/', 'Shelves & "more"')).toBe(
      '<iframe src="https://configure.oakandash.co.uk/" title="Shelves &amp; &quot;more&quot;" style="width:100%;min-height:820px;border:0" allow="clipboard-write"></iframe>',
    );
    expect(originsOf(' https://Shop.example.com/ , http://localhost:5173,,https://shop.example.com')).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(originsOf('')).toEqual([]);
  });

  it('tells an embedding page nothing unless it is listed', () => {
    const post = vi.fn();
    const parent = { postMessage: post } as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    Object.defineProperty(document, 'referrer', { value: 'https://shop.example.com/desks', configurable: true });
    announce(['https://other.example'], { type: 'price', total: 1, currency: 'GBP' });
    expect(post).not.toHaveBeenCalled();
    announce(['https://shop.example.com'], { type: 'price', total: 320, currency: 'GBP' });
    expect(post).toHaveBeenCalledWith({ source: 'joinery', type: 'price', total: 320, currency: 'GBP' }, 'https://shop.example.com');
    vi.restoreAllMocks();
  });
});
