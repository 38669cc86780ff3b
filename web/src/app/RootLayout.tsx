import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, Outlet, ScrollRestoration, useMatches, useNavigation, useRouteError, useRouteLoaderData } from 'react-router';
import { Toaster } from '../shared/toaster.tsx';
import { AppTheme, colourModeKey } from '../app-theme/AppTheme.tsx';
import { TitleProvider } from './DocumentTitle.tsx';
import { coloursOf } from './routeHandle.ts';
import type { Session } from './session.ts';

/** The root of every page: theme and colour mode, document title, scroll restoration, toasts. */
export function RootLayout() {
  const data = useRouteLoaderData('root') as { session: Session | null } | undefined;
  const matches = useMatches();
  useEffect(() => {
    // a message carried over a reload (workspace switch) is shown once the app is back
    if (canUseSessionStorage()) void import('../frame/session-actions.ts').then((m) => m.showPendingNotice());
  }, []);
  return (
    <AppTheme storageKey={colourModeKey(data?.session?.email)} routeColours={coloursOf(matches)} fallback={<FirstLoad />}>
      <TitleProvider>
        <NavigationBar />
        <Outlet />
        <Toaster />
        {canUseSessionStorage() && <ScrollRestoration />}
      </TitleProvider>
    </AppTheme>
  );
}

/**
 * Whether this page may use sessionStorage, where React Router keeps scroll positions and a reload
 * its notice. A storefront embedded in another site's frame may not (third-party storage is blocked),
 * and reading it there throws.
 */
function canUseSessionStorage(): boolean {
  try {
    return Boolean(window.sessionStorage);
  } catch {
    return false;
  }
}

/** A thin bar at the top while a navigation loads its route's code or data. */
function NavigationBar() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <Box position="fixed" top="0" insetX="0" h="0.5" bg="primary.solid" zIndex="max" role="progressbar" aria-label="Loading page" />;
}

/** Shown instead of a screen that failed: what happened and a way home. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Center minH="100dvh" p="6">
      <Stack gap="3" maxW="lg" textAlign="center" align="center">
        <Heading as="h1" size="xl">Oops!</Heading>
        <Text color="fg.muted">Something went wrong while opening this page: {detail}</Text>
        <Button asChild>
          <RouterLink to="/">Go back to home page</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}

/** While the first page's loaders run, before any theme exists (and while a route's own theme is computed). */
export function FirstLoad() {
  return <div role="status" aria-label="Loading" style={{ minHeight: '100dvh' }} />;
}
