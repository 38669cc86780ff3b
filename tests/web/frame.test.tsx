import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { menuEntries, isCompanySpace } from '../../web/src/frame/menus.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi, OAK } from './fake-api.ts';

resetAppState();

const names = (nav: HTMLElement) => within(nav).getAllByRole('listitem').map((item) => item.textContent?.trim());

describe('side menus by menuType (§2.3)', () => {
  it('shows the main menu on company screens, with the current screen marked', async () => {
    fakeApi();
    renderApp('/orders');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(names(nav)).toEqual(['Dashboard', 'Products', 'Configurators', 'Integrations', 'Orders', 'Customers', 'About', 'Subscription Plan', 'Terms of Use', 'Support']);
    expect(within(nav).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/landing');
    expect(within(nav).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal');
    // Support has no route: it opens the contact flow
    expect(within(nav).getByRole('button', { name: 'Support' })).toBeInTheDocument();
  });

  it('opens the support flow from Support', async () => {
    fakeApi();
    const app = renderApp('/orders');
    await app.user.click(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('shows the admin menu in the admin space, with the way back to the company space', async () => {
    fakeApi();
    renderApp('/admin-space/profile');
    expect(names(await screen.findByRole('navigation', { name: 'Settings' }))).toEqual(['Back to Company Space', 'Preferences', 'Profile', 'Billing', 'Company Settings', 'Users']);
  });

  it('shows billing, company settings and users to admins only (§6)', async () => {
    fakeApi({ user: { email: 'editor@demo.joinery.test', name: 'Eddie Editor', roles: ['editor'] } });
    renderApp('/admin-space/preferences/security');
    expect(names(await screen.findByRole('navigation', { name: 'Settings' }))).toEqual(['Back to Company Space', 'Preferences', 'Profile']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Preferences' })).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the superadmin menu and hides the workspace strip in the superadmin space', async () => {
    fakeApi({ superadmin: true });
    renderApp('/superadmin/tasks');
    expect(names(await screen.findByRole('navigation', { name: 'Superadmin' }))).toEqual(['Superadmin Space', 'Workspaces', 'Configurators', 'Tasks']);
    expect(screen.queryByRole('navigation', { name: 'Workspaces' })).not.toBeInTheDocument();
  });

  it('shows no side menu where the route says NONE (a task, like the product editor, opens in its own tab)', async () => {
    fakeApi();
    renderApp('/tasks/0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { level: 1, name: 'Task' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('collapses to icons and expands again, remembering the choice', async () => {
    fakeApi();
    const app = renderApp('/orders');
    const menu = await screen.findByTestId('side-menu');
    expect(menu).toHaveAttribute('data-expanded', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(menu).toHaveAttribute('data-expanded', 'false');
    expect(within(menu).queryByText('Orders')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(localStorage.getItem('joinery:side-menu-collapsed')).toBe('true');
    await app.user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(menu).toHaveAttribute('data-expanded', 'true');
  });

  it('floats the expanded menu over narrower screens, where a click on the backdrop collapses it', async () => {
    window.happyDOM?.setViewport({ width: 800 });
    fakeApi();
    renderApp('/orders');
    const backdrop = await screen.findByTestId('side-menu-backdrop');
    fireEvent.click(backdrop);
    await waitFor(() => expect(screen.getByTestId('side-menu')).toHaveAttribute('data-expanded', 'false'));
    expect(screen.queryByTestId('side-menu-backdrop')).not.toBeInTheDocument();
  });

  it('puts the menu and the workspaces in a drawer under 425 px', async () => {
    window.happyDOM?.setViewport({ width: 375 });
    fakeApi();
    const app = renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Workspaces' })).toBeInTheDocument();
    await app.user.click(within(drawer).getByRole('link', { name: 'Customers' }));
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('filters entries by menu type and role', () => {
    expect(menuEntries('NONE', { admin: true })).toEqual([]);
    expect(menuEntries('ADMIN_MENU', { admin: false }).map((e) => e.label)).toEqual(['Back to Company Space', 'Preferences', 'Profile']);
  });
});

// Choosing a user-menu entry (Log out, the colour mode) is walked in Chromium (tests/e2e): happy-dom
// never lets Zag's menu highlight an item inside the frame, so its selection cannot be clicked here.
describe('user menu (§2.3)', () => {
  it('lists Company Space, Settings and Preferences, About, Help, Log out, and the version last', async () => {
    fakeApi();
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'User menu: Ada Admin' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent?.trim());
    expect(items.slice(0, 2)).toEqual(['Company Space', 'Settings and Preferences']);
    expect(items).toContain('About');
    expect(items).toContain('Help');
    expect(items.indexOf('Log out')).toBe(items.length - 2);
    await waitFor(() => expect(within(menu).getAllByRole('menuitem').at(-1)).toHaveTextContent('Joinery 0.1.0'));
    expect(within(menu).getByRole('menuitem', { name: 'Company Space' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('menuitem', { name: 'Settings and Preferences' })).not.toHaveAttribute('aria-current');
  });

  it('marks Company Space on its prefixes only', () => {
    for (const path of ['/dashboard', '/products/x', '/orders', '/customers/a@b.c', '/workflow', '/production/1', '/configurators/1/general', '/integrations', '/activity']) {
      expect(isCompanySpace(path), path).toBe(true);
    }
    for (const path of ['/admin-space', '/subscription', '/superadmin', '/productsx']) expect(isCompanySpace(path), path).toBe(false);
  });

});

describe('a suspended workspace', () => {
  it('says so over every screen, in the words its refused writes use, and names no way to change that but the Joinery team', async () => {
    fakeApi({ workspaces: [{ ...OAK, suspended: true }] });
    renderApp('/products');
    expect(await screen.findByText('Oak & Ash is suspended: its work can be read but not changed. Contact the Joinery team to resume it.')).toBeInTheDocument();
  });

  it('says nothing of it while the workspace runs', async () => {
    fakeApi();
    renderApp('/products');
    await screen.findByRole('heading', { name: 'Products', level: 1 });
    expect(screen.queryByText(/is suspended/)).toBeNull();
  });
});

describe('workspace strip (§2.3)', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => (i === 0 ? OAK : { alias: `w${i}`, name: `Workshop ${i}`, color: '#336699' }));

  it('fills up to 4 slots with placeholders and leads to a new workspace', async () => {
    fakeApi({ workspaces: many(2) });
    renderApp('/products');
    const strip = await screen.findByRole('navigation', { name: 'Workspaces' });
    expect(within(strip).getByRole('button', { name: 'Oak & Ash (current workspace)' })).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Switch to Workshop 1' })).toBeInTheDocument();
    expect(within(strip).getAllByTestId('workspace-placeholder')).toHaveLength(2);
    expect(within(strip).queryByRole('button', { name: /Scroll workspaces/ })).toBeNull();
    expect(within(strip).getByRole('link', { name: 'New workspace' })).toHaveAttribute('href', '/admin-space/new-workspace');
  });

  it('shows chevrons scrolling 48 px with more than 4 workspaces', async () => {
    fakeApi({ workspaces: many(6) });
    const app = renderApp('/products');
    const strip = await screen.findByRole('navigation', { name: 'Workspaces' });
    expect(within(strip).queryAllByTestId('workspace-placeholder')).toHaveLength(0);
    const list = within(strip).getByTestId('workspace-list');
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    await app.user.click(within(strip).getByRole('button', { name: 'Scroll workspaces down' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ top: 48, behavior: 'smooth' });
    await app.user.click(within(strip).getByRole('button', { name: 'Scroll workspaces up' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ top: -48, behavior: 'smooth' });
  });

  it('switches workspace through /wait and greets with the §8 message after the reload', async () => {
    vi.stubGlobal('location', { ...window.location, replace: vi.fn() });
    fakeApi({ workspaces: many(2) });
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'Switch to Workshop 1' }));
    await waitFor(() => expect(app.location()).toBe('/wait?to=%2Fdashboard'));
    expect(await screen.findByText('Please wait…')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('joinery:pending-notice')!)).toEqual({ type: 'success', title: 'Workspace Changed', description: 'Switched to Workshop 1 workspace' });
  });

  it('stays and says why when the switch fails', async () => {
    fakeApi({ workspaces: many(2), switchFails: 'You are not a member of workspace w1' });
    const app = renderApp('/products');
    await app.user.click(await screen.findByRole('button', { name: 'Switch to Workshop 1' }));
    expect(await screen.findByText('Workspace Request Failed')).toBeInTheDocument();
    expect(screen.getByText('You are not a member of workspace w1')).toBeInTheDocument();
    expect(app.location()).toBe('/products');
  });
});

describe('header', () => {
  it('shows the plan tag linking to the subscription, the bell connecting, and the version history disabled', async () => {
    fakeApi();
    renderApp('/products');
    expect(await screen.findByRole('link', { name: 'Subscription plan: STARTUP' })).toHaveAttribute('href', '/subscription');
    expect(screen.getByRole('button', { name: 'Notifications: connecting...' })).toHaveAttribute('data-look', 'connecting');
    expect(screen.getByRole('button', { name: /Version history/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Joinery home' })).toHaveAttribute('href', '/');
  });
});
