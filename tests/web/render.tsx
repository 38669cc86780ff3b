// Rendering helpers for component tests: the app's Chakra system, and a memory router when a
// component needs routes.
import { ChakraProvider } from '@chakra-ui/react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { defaultAppSystem } from '../../web/src/app-theme/defaultSystem.ts';

export function Providers({ children }: { children: ReactNode }) {
  return <ChakraProvider value={defaultAppSystem()}>{children}</ChakraProvider>;
}

/** Renders a component inside the app's providers; returns Testing Library's queries and a user. */
export function renderUi(ui: ReactElement, options?: RenderOptions) {
  return { user: userEvent.setup(), ...render(ui, { wrapper: Providers, ...options }) };
}

/** Renders routes in a memory router starting at `path`; returns the router too. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = renderUi(<RouterProvider router={router} />);
  return { ...result, router };
}
