import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderApp, resetAppState } from './app.tsx';
import { fakeApi } from './fake-api.ts';

resetAppState();

/** React Router's warnings (it warns through console.warn) while a test renders. */
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn');
});
afterEach(() => warn.mockRestore());
const routerWarnings = () => warn.mock.calls.map((args) => args.join(' ')).filter((text) => /route/i.test(text));

const TERMS = { name: 'Terms of Service', slug: 'terms', sub_title: 'The terms', date_updated: '2026-01-01', cover: {}, content: 'The terms.' };

describe('redirect routes', () => {
  it.each([
    ['/legal', '/legal/terms', { level: 1, name: 'Terms of Service' }],
    ['/denied', '/404', { name: 'Are you lost?' }],
    ['/no/such/page', '/404', { name: 'Are you lost?' }],
  ] as const)('%s goes to %s without a warning from the router', async (from, to, heading) => {
    fakeApi({ content: { blog: [], learnmore: [], legal: [TERMS] } });
    const app = renderApp(from);
    await waitFor(() => expect(app.location()).toBe(to));
    await screen.findAllByRole('heading', heading);
    expect(routerWarnings()).toEqual([]);
  });
});
