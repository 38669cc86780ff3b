// The customers screens (§2.8, issue 20 §4): the invite modal's §5 rules and §8 texts on the component
// itself, and in the real route tree over the fake API the list's filters sent to the server, the §6
// condition of the invite button, 'Invite not available', the detail's empty texts and its 404.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerListQuery } from '../../web/src/customers/generated/gql/graphql.ts';
import { signedUpSince } from '../../web/src/customers/customerFormat.ts';
import { InviteCustomersDialog } from '../../web/src/customers/InviteCustomersDialog.tsx';
import { commitEntry } from '../../web/src/customers/invite-rules.ts';
import type { Notice } from '../../web/src/shared/messages.ts';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';
import { renderUi } from './render.tsx';

vi.setConfig({ testTimeout: 45_000 });

const SHELVING = { id: 'c'.repeat(24), title: 'Shelving configurator', domain: 'configure.oakandash.co.uk' };
const DESKS = { id: 'd'.repeat(24), title: 'Desk configurator', domain: 'desks.oak-and-ash.joinery.app' };

function openDialog(invited: string[] = []) {
  const notices: Notice[] = [];
  const sent: { emails: string[]; domain: string }[] = [];
  const onClose = vi.fn();
  const ui = renderUi(
    <InviteCustomersDialog
      open
      onClose={onClose}
      configurators={[SHELVING, DESKS]}
      invitedAlready={async (emails) => emails.filter((e) => invited.includes(e))}
      invite={async (emails, domain) => {
        sent.push({ emails, domain });
        return null;
      }}
      notice={(n) => notices.push(n)}
    />,
  );
  const input = () => screen.getByRole('textbox', { name: 'Emails' });
  return { ...ui, notices, sent, onClose, input };
}

describe('the invite modal (§5)', () => {
  it('the space key commits an entry that matches the pattern; other entries are rejected as not a valid email', async () => {
    const { user, input } = openDialog();
    await user.type(input(), 'cora@example.com ');
    expect(await screen.findByText('cora@example.com')).toBeInTheDocument();
    expect(input()).toHaveValue('');
    await user.type(input(), 'not-an-address ');
    expect(await screen.findByText('"not-an-address" is not a valid email')).toBeInTheDocument();
    expect(screen.queryByText('not-an-address', { exact: true })).toBeNull();
    // text, @, text, dot, text
    expect(commitEntry([], 'a@b').problem).toBe('"a@b" is not a valid email');
    expect(commitEntry([], 'a@b.c').list).toEqual(['a@b.c']);
  });

  it('drops duplicates, in any case', async () => {
    const { user, input } = openDialog();
    await user.type(input(), 'cora@example.com ');
    await user.type(input(), 'CORA@example.com ');
    await waitFor(() => expect(screen.getAllByText('cora@example.com')).toHaveLength(1));
  });

  it('drops someone invited already, saying "{entry}" has already been invited. and logging a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, input } = openDialog(['tom@example.com']);
    await user.type(input(), 'tom@example.com ');
    expect(await screen.findByText('"tom@example.com" has already been invited.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('tom@example.com', { exact: true })).toBeNull());
    expect(warn).toHaveBeenCalledWith('"tom@example.com" has already been invited.');
    warn.mockRestore();
  });

  it("needs at least one address: 'Please enter at least one email.' titled 'No Emails Provided', nothing sent", async () => {
    const { user, notices, sent } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(notices).toEqual([{ type: 'warning', title: 'No Emails Provided', description: 'Please enter at least one email.' }]);
    expect(sent).toEqual([]);
  });

  it("sends the addresses (the typed one too) to the chosen configurator's domain, then says 'Invitation Sent'", async () => {
    const { user, input, notices, sent, onClose } = openDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Configurator' }), DESKS.domain);
    await user.type(input(), 'cora@example.com,');
    await user.type(input(), 'tom@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(sent).toEqual([{ emails: ['cora@example.com', 'tom@example.com'], domain: DESKS.domain }]));
    expect(notices).toEqual([{ type: 'success', title: 'Invitation Sent', description: 'They will receive an invitation soon!' }]);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('/customers and /customers/{email}', () => {
  resetAppState();

  type Row = CustomerListQuery['customers']['items'][number];
  const ROWS: Row[] = [
    { __typename: 'CustomerUser', email: 'rosa@workshop.example', name: 'Rosa Workshop', roles: ['guest'], signupDate: '2026-11-20T09:00:00.000Z', signupMethod: 'Storefront' },
    { __typename: 'CustomerUser', email: 'cora@example.com', name: 'Cora Customer', roles: ['guest'], signupDate: '2026-10-01T09:00:00.000Z', signupMethod: 'Invitation' },
  ];
  const options = (offered: boolean, configurators: (typeof SHELVING)[]) => ({
    customerInvites: { __typename: 'CustomerInvites' as const, offered, mayInvite: true, configurators: configurators.map((c) => ({ __typename: 'InviteConfigurator' as const, ...c })) },
  });

  function customersApi(offered: boolean, configurators: (typeof SHELVING)[]) {
    const lists: Record<string, unknown>[] = [];
    fakeApi({
      operations: {
        CustomerList: (variables) => {
          lists.push(variables);
          const items = ROWS.filter((r) => !variables.search || `${r.name} ${r.email}`.toLowerCase().includes(variables.search));
          return { customers: { __typename: 'CustomerPage', total: items.length, next: null, items } };
        },
        CustomerInviteOptions: () => options(offered, configurators),
        CustomerTopLists: () => {
          const list = (...objects: [string, number, string?][]) => ({
            __typename: 'TopList' as const,
            total: objects.reduce((n, [, count]) => n + count, 0),
            objects: objects.map(([object, count, name]) => ({ __typename: 'TopObject' as const, object, count, name: name ?? null })),
          });
          return {
            statistics: {
              __typename: 'Statistics',
              countries: list(['GB', 12], ['XX', 2]),
              regions: list(['ENG', 9]),
              browsers: list(['Firefox', 8], ['Chrome', 6]),
              systems: list(['Linux', 5]),
              sources: list(),
              products: list(['a'.repeat(24), 4, 'Side panel 1800']),
            },
          };
        },
        CustomerDetail: ({ email }) =>
          email === 'cora@example.com'
            ? { customer: { __typename: 'Customer', user: { ...ROWS[1], workspace: 'demo' }, sessions: [], orders: [], configurations: [] } }
            : { errors: [{ message: `customer ${email} was not found`, extensions: { code: 'NOT_FOUND' } }] },
      },
    });
    return lists;
  }

  it('lists customers with search and the time filters sent to the server; the invite button follows §6', async () => {
    const lists = customersApi(false, [SHELVING]);
    const app = renderApp('/customers');
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(await within(table).findByText('Rosa Workshop')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite customers' })).toBeNull();
    // the six top lists: a country by its name, an unknown code as Narnia (§8), a product by its name
    const tops = screen.getByRole('region', { name: 'Top lists' });
    expect(within(tops).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Top countries', 'Top regions', 'Top browsers', 'Top operating systems', 'Top UTM sources', 'Top products']);
    expect(await within(tops).findByText('United Kingdom')).toBeInTheDocument();
    expect(within(tops).getByText('Narnia')).toBeInTheDocument();
    expect(within(tops).getByText('Side panel 1800')).toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Signed up' }), 'Last 30 Days');
    await waitFor(() => expect(lists.at(-1)?.since).toBe(signedUpSince('last30Days')));
    expect(within(screen.getByRole('combobox', { name: 'Signed up' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Times', 'Today', 'Last Week', 'Last 30 Days']);
    await app.user.type(screen.getByRole('searchbox', { name: 'Search customers by name or e-mail' }), 'ROSA');
    await waitFor(() => expect(lists.at(-1)?.search).toBe('rosa'));
    // Rosa is not a customer the fake knows in detail: NOT_FOUND goes to /404
    await app.user.click(screen.getByRole('button', { name: 'View details Rosa Workshop' }));
    await waitFor(() => expect(app.location()).toBe('/404'));
  });

  it("nothing published: the button says 'Invite not available' / 'Publish a configurator first'", async () => {
    customersApi(true, []);
    const app = renderApp('/customers');
    await app.user.click(await screen.findByRole('button', { name: 'Invite customers' }));
    expect(await screen.findByText('Publish a configurator first')).toBeInTheDocument();
    expect(screen.getByText('Invite not available')).toBeInTheDocument();
  });

  it("a customer without history: 'No history found.' and 'No configurations found.'", async () => {
    customersApi(true, [SHELVING]);
    renderApp('/customers/cora@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cora Customer' })).toBeInTheDocument();
    expect(screen.getByText('No history found.')).toBeInTheDocument();
    expect(screen.getByText('No configurations found.')).toBeInTheDocument();
  });
});
