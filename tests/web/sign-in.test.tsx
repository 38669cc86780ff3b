import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL } from '../../web/src/auth/providers.tsx';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

async function fillAndSubmit(app: ReturnType<typeof renderApp>, email = 'ada@oak.example', password = 'Oak&Ash2026') {
  await app.user.type(await screen.findByLabelText(/E-mail/), email);
  await app.user.type(screen.getByLabelText(/Password/), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  it('has e-mail and password, the four providers when the server has all four, and no sign-up', async () => {
    fakeApi({ session: 'signed-out' });
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Joinery' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in | Joinery'));
    for (const provider of ['Google', 'GitHub', 'Onshape', 'Autodesk']) {
      expect(await screen.findByRole('button', { name: `Continue with ${provider}` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /sign up/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /sign up/i })).toBeNull();
  });

  it('offers only the providers the server is configured for', async () => {
    const { calls } = fakeApi({ session: 'signed-out', providers: [{ name: 'github', label: 'GitHub' }] });
    renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Continue with/ })).toHaveLength(1);
    expect(calls).toContain('GET /api/auth/providers');
  });

  it('shows neither provider buttons nor their separator when no provider is configured', async () => {
    const { calls } = fakeApi({ session: 'signed-out', providers: [] });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Joinery' });
    await waitFor(() => expect(calls).toContain('GET /api/auth/providers'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull();
    expect(screen.queryByText('or', { exact: true })).toBeNull();
  });

  it('checks the fields with the §5 texts', async () => {
    fakeApi({ session: 'signed-out' });
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    await app.user.type(screen.getByLabelText(/E-mail/), 'ada@oak');
    expect(await screen.findByText('Invalid value')).toBeInTheDocument();
  });

  it('signs in and returns to where the guard stopped the user', async () => {
    const { calls } = fakeApi({ session: 'signed-out' });
    const app = renderApp('/orders');
    await screen.findByRole('heading', { name: 'Sign in to Joinery' });
    await fillAndSubmit(app);
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(app.location()).toBe('/orders');
    expect(calls).toContain('POST /api/auth/login');
  });

  it("shows the server's single message for a wrong e-mail or password", async () => {
    fakeApi({ session: 'signed-out', login: { status: 401, message: 'The e-mail address or password is wrong.' } });
    const app = renderApp('/login');
    await fillAndSubmit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail address or password is wrong.');
    expect(app.location()).toBe('/login');
  });

  it('says when to try again after too many attempts', async () => {
    fakeApi({ session: 'signed-out', login: { status: 429, message: 'slow down', headers: { 'retry-after': '42' } } });
    const app = renderApp('/login');
    await fillAndSubmit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 42 seconds.');
  });

  it('opens a provider in a 600x600 popup and follows the /oauth page back in', async () => {
    const { state } = fakeApi({ session: 'signed-out' });
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    const app = renderApp('/login?next=%2Fcustomers');
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith('/api/auth/google', 'joinery-sign-in', expect.stringMatching(/width=600,height=600/));
    // the provider's callback set the session cookie, then /oauth says so
    state.session = 'signed-in';
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage({ type: 'signed-in' });
    channel.close();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  });

  it('says so when the browser blocks the popup', async () => {
    fakeApi({ session: 'signed-out' });
    vi.stubGlobal('open', vi.fn(() => null));
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Continue with Onshape' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browser blocked the sign-in window.');
  });
});

describe('/oauth', () => {
  it('confirms in the popup and tells the app window', async () => {
    fakeApi({ session: 'signed-out' });
    const heard = new Promise((resolve) => {
      const channel = new BroadcastChannel(AUTH_CHANNEL);
      channel.onmessage = (event) => {
        channel.close();
        resolve(event.data);
      };
    });
    renderApp('/oauth');
    expect(await screen.findByText('Authorisation Completed Successfully. You may now close this page.')).toBeInTheDocument();
    expect(await heard).toEqual({ type: 'signed-in' });
  });
});

describe('invitation', () => {
  it('asks for a password by the §5 rule, confirmed', async () => {
    fakeApi({ session: 'signed-out' });
    const app = renderApp('/invitation/abc123');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^Password/), 'short');
    expect(await screen.findByText('Password must be at least 8 characters long, must include lower and upper case characters and at least one number')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/Repeat the password/), 'different');
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
  });

  it('says plainly when the invitation is no longer valid', async () => {
    fakeApi({ session: 'signed-out' });
    const app = renderApp('/invitation/abc123');
    await app.user.type(await screen.findByLabelText(/^Password/), 'Oak&Ash2026');
    await app.user.type(screen.getByLabelText(/Repeat the password/), 'Oak&Ash2026');
    await app.user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invitation is not valid any more.');
  });
});
