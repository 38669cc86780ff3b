// Renders the real route tree (web/src/routes.tsx) in a memory router over the fake API.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetSession } from '../../web/src/app/session.ts';
import { apolloClient } from '../../web/src/frame/apollo.ts';
import { clearContentCache } from '../../web/src/public/content.ts';
import { routes } from '../../web/src/routes.tsx';

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, user: userEvent.setup(), location: () => `${router.state.location.pathname}${router.state.location.search}` };
}

/** Each test starts with no remembered session, Apollo cache or content. */
export function resetAppState() {
  beforeEach(async () => {
    forgetSession();
    clearContentCache();
    await apolloClient.clearStore();
    window.happyDOM?.setViewport({ width: 1280, height: 900 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

declare global {
  interface Window {
    happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
  }
}
