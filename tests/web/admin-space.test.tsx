// The subscription cards (§9) and the admin space's refusals, in happy-dom against the fake API; the
// whole admin space is walked in Chromium (tests/e2e/admin.e2e.test.ts).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

const card = (name: string) => screen.getByLabelText(`${name} plan`);

describe('/subscription (§2.9, §9)', () => {
  it('shows the four plan cards with their £ monthly prices and features; the current plan offers Upgrade, others Switch, Enterprise Contact Us', async () => {
    fakeApi();
    renderApp('/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Plan' })).toBeInTheDocument();
    expect(screen.getByText('FEATURES OVERVIEW')).toBeInTheDocument();
    const expected: [string, string, string, string][] = [
      ['Solo', '£250', '5% fee on extra sales', 'Switch'],
      ['Startup', '£750', 'Up to 5 team members', 'Upgrade'],
      ['Growth', '£2,500', 'AI design', 'Switch'],
      ['Enterprise', 'Contact us', 'Dedicated customer success', 'Contact Us'],
    ];
    for (const [name, price, feature, button] of expected) {
      const plan = card(name);
      expect(within(plan).getByText(price, { exact: false, selector: 'p' })).toBeInTheDocument();
      expect(within(plan).getByText(feature)).toBeInTheDocument();
      expect(within(plan).getByText(button, { selector: 'button' })).toBeInTheDocument();
    }
    expect(within(card('Startup')).getByText('Current plan')).toBeInTheDocument();
  });

  it('offers a user no plan change, only Contact Us', async () => {
    fakeApi({ user: { email: 'user@demo.joinery.test', name: 'Uma User', roles: ['user'] } });
    renderApp('/subscription');
    await screen.findByText(/Ask an admin of Oak & Ash to change the plan/);
    expect(screen.queryByRole('button', { name: /^(Switch|Upgrade)$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('switches the pricing table between monthly and yearly prices', async () => {
    fakeApi();
    const app = renderApp('/subscription/upgrade');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('£750 / month')).toBeInTheDocument();
    await app.user.click(screen.getByText('Yearly'));
    expect(await within(table).findByText('£9,000 / year')).toBeInTheDocument();
  });
});

describe('refusals with their way out (issue 22 §2)', () => {
  it('a plan refusal of an invitation reads in plain words and links to the plans', async () => {
    const refusal = 'Your Startup plan allows 5 users, and this would make 6. Upgrade to add more.';
    fakeApi({
      rest: (method, path) => {
        const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
        if (path === '/api/users' && method === 'GET') return json(200, [{ email: 'admin@demo.joinery.test', name: 'Ada Admin', roles: ['admin'], signupDate: '2026-01-01T00:00:00.000Z' }]);
        if (path === '/api/users/invitations' && method === 'GET') return json(200, []);
        if (path === '/api/users/invitations' && method === 'POST') return json(403, { statusCode: 403, error: 'Forbidden', message: refusal, upgrade: '/subscription' });
        return undefined;
      },
    });
    const app = renderApp('/admin-space/users');
    await app.user.type(await screen.findByLabelText(/E-mail addresses/), 'one@example.com');
    await app.user.click(screen.getByRole('button', { name: 'Invite' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(alert).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');
    expect(alert.textContent).not.toMatch(/maxUsers|STARTUP/);
  });
});
