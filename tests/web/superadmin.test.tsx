// The superadmin space's screens over the fake API (issue 22 §4): the workspaces table offers each
// workspace the actions its state allows and changes a plan through its dialog; and a suspended
// workspace's storefront shows 'Configurator unavailable'. The whole flow against the real server is
// walked in Chromium (tests/e2e/superadmin.e2e.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SuperadminWorkspaceRowFragment } from '../../web/src/superadmin/gql/graphql.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

const LIMITS = {
  FREE: { maxConfigurators: 1, maxUsers: 1, maxProductsPerConfigurator: 10 },
  GROWTH: { maxConfigurators: 5, maxUsers: 25, maxProductsPerConfigurator: 50 },
} as const;

const row = (alias: string, name: string, plan: 'FREE' | 'GROWTH', suspended = false): SuperadminWorkspaceRowFragment => ({
  __typename: 'SuperadminWorkspace',
  alias,
  name,
  color: '#3E7C59',
  plan,
  planName: plan[0] + plan.slice(1).toLowerCase(),
  members: 2,
  staff: 1,
  limits: { __typename: 'PlanLimits', ...LIMITS[plan] },
  usage: { __typename: 'PlanUsage', configurators: 1, users: 1, productsPerConfigurator: 2 },
  suspended: suspended ? { __typename: 'WorkspaceSuspension', at: '2026-11-01T10:00:00.000Z', by: 'ops@joinery.dev' } : null,
});

describe('the superadmin workspaces', () => {
  it('offers Suspend to a running workspace and Resume to a suspended one, and changes a plan, showing the new limits', async () => {
    const rows = [row('birch', 'Birch & Co', 'FREE'), row('pine', 'Pine Ltd', 'FREE', true)];
    const planChanges: unknown[] = [];
    fakeApi({
      superadmin: true,
      operations: {
        SuperadminWorkspaces: () => ({ superadminWorkspaces: { __typename: 'SuperadminWorkspacePage', total: rows.length, next: null, items: rows } }),
        SetWorkspacePlan: (variables) => {
          planChanges.push(variables);
          rows[0] = row('birch', 'Birch & Co', 'GROWTH');
          return { setWorkspacePlan: { __typename: 'SuperadminWorkspacePayload', workspace: rows[0], errors: [] } };
        },
      },
    });
    const app = renderApp('/superadmin/workspaces');
    const birch = (await screen.findByText('Birch & Co')).closest('tr')!;
    const pine = screen.getByText('Pine Ltd').closest('tr')!;
    // configurators and users, both at the FREE plan's 1: tagged full
    expect(within(birch).getAllByText('1 of 1')).toHaveLength(2);
    expect(within(birch).getAllByText('full')).toHaveLength(2);
    expect(within(birch).getByRole('button', { name: 'Suspend Birch & Co' })).toBeInTheDocument();
    expect(within(birch).queryByRole('button', { name: 'Resume Birch & Co' })).toBeNull();
    expect(within(pine).getByRole('button', { name: 'Resume Pine Ltd' })).toBeInTheDocument();
    expect(within(pine).queryByRole('button', { name: 'Suspend Pine Ltd' })).toBeNull();
    expect(within(pine).getByText('Suspended')).toBeInTheDocument();

    await app.user.click(within(birch).getByRole('button', { name: 'Change plan Birch & Co' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change the plan of Birch & Co' });
    const confirm = within(dialog).getByRole('button', { name: 'Change plan' });
    expect(confirm).toBeDisabled();
    await app.user.selectOptions(within(dialog).getByRole('combobox', { name: 'Plan' }), 'GROWTH');
    await app.user.click(confirm);
    expect(await screen.findByText('Birch & Co is on the Growth plan')).toBeInTheDocument();
    expect(planChanges).toEqual([{ alias: 'birch', plan: 'GROWTH' }]);
    await waitFor(() => expect(within(screen.getByText('Birch & Co').closest('tr')!).getByText('1 of 5')).toBeInTheDocument());
    expect(within(screen.getByText('Birch & Co').closest('tr')!).getByText('1 of 25')).toBeInTheDocument();
  });
});

describe('a suspended workspace’s storefront', () => {
  it("shows 'Configurator unavailable', not 'not published'", async () => {
    fakeApi({ session: 'signed-out', rest: (_method, path) => (path.startsWith('/api/published/configurator/') ? new Response(JSON.stringify({ message: 'Configurator unavailable' }), { status: 404 }) : undefined) });
    renderApp('/c/0123456789abcdef01234567');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurator unavailable' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Configurator unavailable | Joinery'));
    expect(screen.getByText(/not available to customers at the moment/)).toBeInTheDocument();
  });
});
