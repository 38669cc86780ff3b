// /integrations (§2.6, issue 21 §4) in the real route tree over the fake API: the title and subtitle,
// the marketplace of the workspace with its fields, the empty banner and the checklist 'Show me how'
// starts, `configure` and `config.*` filling the form, a refusal shown under the field it names,
// secrets write-only, and pause / remove of what is installed.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INTEGRATION_TYPES } from '../../rest/model/integrations/catalogue.ts';
import { NotificationBell } from '../../web/src/frame/notifications/NotificationBell.tsx';
import { fromServer } from '../../web/src/frame/notifications/bell-items.ts';
import { renderApp, resetAppState } from './app.tsx';
import { renderRoutes } from './render.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();
vi.setConfig({ testTimeout: 45_000 });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const HOOK = 'a'.repeat(24);

/** The fake marketplace of the demo workspace: what is installed, and the bodies it was sent. */
function integrationsApi(installed: any[] = []) {
  const sent: { method: string; path: string; body: any }[] = [];
  const api = fakeApi({
    rest: (method, path, raw) => {
      if (!path.startsWith('/api/workspaces/demo/integrations')) return undefined;
      const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
      sent.push({ method, path, body });
      if (method === 'GET' && path === '/api/workspaces/demo/integrations') return json({ workspace: 'demo', catalogue: INTEGRATION_TYPES, installed });
      if (method === 'GET' && path.endsWith('/deliveries')) return json({ deliveries: [] });
      if (method === 'POST' && path === '/api/workspaces/demo/integrations') {
        const settings = (body as any).settings;
        if (!String(settings.url).startsWith('https://')) return json({ statusCode: 400, message: 'Endpoint URL must be an https:// address (http:// only for localhost)', field: 'url' }, 400);
        const { signingSecret: _secret, ...plain } = settings;
        const row = { id: HOOK, type: (body as any).type, name: (body as any).name || 'Webhooks', status: 'active', settings: plain, secrets: { signingSecret: true }, created: '2026-03-07T10:00:00.000Z', nextRun: null };
        installed.push(row);
        return json(row, 201);
      }
      if (method === 'PATCH') {
        Object.assign(installed[0], body);
        return json(installed[0]);
      }
      if (method === 'DELETE') {
        installed.splice(0);
        return new Response(null, { status: 204 });
      }
      return undefined;
    },
  });
  return { api, sent, installed };
}

describe('/integrations', () => {
  it("shows the marketplace, the empty banner, and the checklist 'Show me how' starts", async () => {
    integrationsApi();
    const app = renderApp('/integrations');
    expect(await screen.findByRole('heading', { name: 'Integrations' })).toBeInTheDocument();
    expect(screen.getByText('EXTERNAL CONNECTIONS')).toBeInTheDocument();
    const market = await screen.findByRole('region', { name: 'Marketplace' });
    expect(within(market).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Webhooks', 'Sync target', 'Exports']);
    expect(screen.getByText('Add your first integration')).toBeInTheDocument();
    expect(screen.getByText('Integrations are how your configurator talks to the world')).toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Show me how' }));
    const checklist = await screen.findByRole('region', { name: 'Integrations checklist' });
    expect(within(checklist).getByText('3 of 3 steps to go')).toBeInTheDocument();
    expect(app.location()).toBe('/integrations?checklist=integrations');
  });

  it('configure and config.* open the form filled in; a refusal shows under the field it names; the install lists it with its log', async () => {
    const { sent } = integrationsApi();
    const app = renderApp('/integrations?configure=webhook&config.url=http%3A%2F%2Fexample.com%2Fhook&config.events=order.created');
    const form = await screen.findByRole('region', { name: 'Install Webhooks' });
    expect(within(form).getByLabelText(/Endpoint URL/)).toHaveValue('http://example.com/hook');
    expect(within(form).getByRole('checkbox', { name: 'order.created' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'task.completed' })).not.toBeChecked();
    // required, by the §5 text, before anything is sent
    await app.user.click(within(form).getByRole('button', { name: 'Install' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
    await app.user.click(within(form).getByRole('button', { name: 'Generate' }));
    expect(String((within(form).getByLabelText(/Signing secret/) as HTMLInputElement).value)).toMatch(/^whsec_/);
    await app.user.click(within(form).getByRole('button', { name: 'Install' }));
    expect(await within(form).findByText('Endpoint URL must be an https:// address (http:// only for localhost)')).toBeInTheDocument();
    const url = within(form).getByLabelText(/Endpoint URL/);
    await app.user.clear(url);
    await app.user.type(url, 'https://erp.example/hook');
    await app.user.click(within(form).getByRole('button', { name: 'Install' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Webhooks installed'));
    const posted = sent.filter((s) => s.method === 'POST').at(-1)!.body;
    expect(posted.settings.events).toEqual(['order.created']);
    const card = await screen.findByRole('article', { name: 'Webhooks' });
    expect(await within(card).findByText('No deliveries yet: events are sent as they happen.')).toBeInTheDocument();
    expect(screen.queryByText('Add your first integration')).not.toBeInTheDocument();
    expect(app.location()).toBe('/integrations');
  });

  it('configuring shows that a secret is set without showing it; pause and remove act on the integration', async () => {
    const { sent } = integrationsApi([{ id: HOOK, type: 'webhook', name: 'ERP hook', status: 'active', settings: { url: 'https://erp.example/hook', events: [] }, secrets: { signingSecret: true }, created: '2026-03-07T10:00:00.000Z', nextRun: null }]);
    const app = renderApp('/integrations');
    const card = await screen.findByRole('article', { name: 'ERP hook' });
    await app.user.click(within(card).getByRole('button', { name: 'Configure' }));
    const form = await screen.findByRole('region', { name: 'Configure ERP hook' });
    expect(within(form).getByLabelText(/Signing secret/)).toHaveValue('');
    expect(within(form).getByText(/It is set: leave this empty to keep it/)).toBeInTheDocument();
    await app.user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await app.user.click(within(card).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'PATCH')?.body).toEqual({ status: 'paused' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('ERP hook is paused'));
    await app.user.click(within(await screen.findByRole('article', { name: 'ERP hook' })).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove ERP hook?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'DELETE')).toBe(true));
  });
});

describe('an export in the bell', () => {
  it('links its file for download', async () => {
    const run = fromServer({ id: HOOK, kind: 'IntegrationRun', title: 'Export of orders (CSV)', status: 'Complete', progress: 100, documentId: 'e'.repeat(24), message: '2 rows in orders-2026-03-07.csv', link: `/api/workspaces/demo/integration-runs/${HOOK}/download`, documentName: null, created: '2026-03-07T09:59:00.000Z', updated: '2026-03-07T10:00:00.000Z', started: '2026-03-07T09:59:00.000Z', isRead: false });
    const { user } = renderRoutes([{ path: '*', element: <NotificationBell connection="connected" items={[run]} onMarkRead={() => {}} onClear={() => {}} /> }], '/');
    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    const panel = await screen.findByRole('dialog');
    await user.click(within(panel).getByRole('button', { name: 'Details' }));
    const download = within(panel).getByRole('link', { name: 'Download Export of orders (CSV)' });
    expect(download).toHaveAttribute('href', `/api/workspaces/demo/integration-runs/${HOOK}/download`);
    expect(download).toHaveAttribute('download');
    expect(within(panel).getByText(/2 rows in orders-2026-03-07.csv/)).toBeInTheDocument();
  });
});
