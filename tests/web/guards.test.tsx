import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

describe('titles', () => {
  it('gives each route its title, on the page and in the document', async () => {
    fakeApi();
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('FROM SALES TO PRODUCTION')).toBeInTheDocument();
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Orders | Joinery'));
  });

  it("titles the dashboard with the workspace's name", async () => {
    fakeApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'OAK & ASH' })).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada Admin')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Oak & Ash | Joinery'));
  });
});

describe('login guard', () => {
  it('sends a signed-out user to sign-in, remembering where they were going', async () => {
    fakeApi({ session: 'signed-out' });
    const app = renderApp('/production?status=done');
    expect(await screen.findByRole('heading', { name: 'Sign in to Joinery' })).toBeInTheDocument();
    expect(app.location()).toBe(`/login?next=${encodeURIComponent('/production?status=done')}`);
  });

  it('runs again on every navigation inside the app', async () => {
    const { state, calls } = fakeApi();
    const app = renderApp('/products');
    await screen.findByRole('heading', { level: 1, name: 'Products' });
    const checks = () => calls.filter((c) => c === 'GET /api/auth/session').length;
    // the loaders of one navigation share a check for half a second: the clock moves past that, not the test's time
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const later = () => vi.setSystemTime(Date.now() + 60_000);
      const before = checks();
      later();
      await app.router.navigate('/orders');
      await screen.findByRole('heading', { level: 1, name: 'Orders' });
      expect(checks()).toBeGreaterThan(before);
      state.session = 'signed-out';
      later();
      await app.router.navigate('/customers');
      await screen.findByRole('heading', { name: 'Sign in to Joinery' });
      expect(app.location()).toBe('/login?next=%2Fcustomers');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends / to the dashboard when signed in, and shows the landing page otherwise; /landing never redirects', async () => {
    fakeApi();
    const signedIn = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'OAK & ASH' });
    expect(signedIn.location()).toBe('/dashboard');
    signedIn.unmount();

    fakeApi();
    const landing = renderApp('/landing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Infinite customisation, made simple.' })).toBeInTheDocument();
    expect(landing.location()).toBe('/landing');
    landing.unmount();
  });
});

describe('permission guards', () => {
  it('opens an order the user may read, after loading it and its permissions', async () => {
    fakeApi({ orders: { '0123456789abcdef01234567': true } });
    renderApp('/orders/0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 0123456789abcdef01234567' })).toBeInTheDocument();
    expect(screen.getByText('ORDER DETAILS')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order | Joinery'));
  });

  it('sends an order the user may not read, or that does not exist, to /404', async () => {
    fakeApi({ orders: { '0123456789abcdef01234567': false } });
    const hidden = renderApp('/orders/0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { name: 'Are you lost?' })).toBeInTheDocument();
    expect(hidden.location()).toBe('/404');
    hidden.unmount();
    fakeApi();
    const missing = renderApp('/orders/0123456789abcdef0123456f');
    await screen.findByRole('heading', { name: 'Are you lost?' });
    expect(missing.location()).toBe('/404');
  });

  it('guards work batches the same way', async () => {
    fakeApi({ workbatches: { '0123456789abcdef01234567': true } });
    const open = renderApp('/production/0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work Batch' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Production Work Batch | Joinery'));
    open.unmount();
    fakeApi();
    const missing = renderApp('/production/0123456789abcdef01234567');
    await screen.findByRole('heading', { name: 'Are you lost?' });
    expect(missing.location()).toBe('/404');
  });

  it('lets only superadmins into the superadmin space', async () => {
    fakeApi({ superadmin: false });
    const denied = renderApp('/superadmin/workspaces');
    await screen.findByRole('heading', { name: 'Are you lost?' });
    expect(denied.location()).toBe('/404');
    denied.unmount();

    fakeApi({ superadmin: true });
    renderApp('/superadmin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Superadmin Space' })).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('sends /denied and unknown paths to /404, which leads home', async () => {
    fakeApi();
    const denied = renderApp('/denied');
    expect(await screen.findByRole('heading', { name: 'Are you lost?' })).toBeInTheDocument();
    expect(denied.location()).toBe('/404');
    expect(screen.getByText(/may be missing, or you may not have permission/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to home page' })).toHaveAttribute('href', '/');
    denied.unmount();
    const unknown = renderApp('/no/such/page');
    await screen.findByRole('heading', { name: 'Are you lost?' });
    expect(unknown.location()).toBe('/404');
  });
});
