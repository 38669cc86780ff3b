import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LuMap } from 'react-icons/lu';
import { useOutletContext } from 'react-router';
import { DashboardOverviewDocument, MarkWelcomeShownDocument } from '../../gql/graphql.ts';
import { usePageTitle } from '../app/DocumentTitle.tsx';
import type { Me } from '../frame/Frame.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { DismissibleBanner } from '../shared/DismissibleBanner.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';
import { ConfiguratorsOverview, IntegrationTiles, OrdersOverview } from './Overviews.tsx';
import { startTour } from './tour.ts';

// the products overview pages on its own (the data table); the welcome pop-up loads when it opens
const ProductListWidget = lazy(async () => ({ default: (await import('./ProductListWidget.tsx')).ProductListWidget }));
const WelcomeDialog = whenOpened(async () => (await import('./WelcomeDialog.tsx')).WelcomeDialog);

/**
 * The pop-up is asked for until it has been shown once (per user, kept on the server); only a
 * workspace's admins see it, as only they may rename the workspace and invite its team.
 */
function useWelcome(me: Me, welcomeShown: boolean | undefined) {
  const [open, setOpen] = useState(false);
  const [markShown] = useMutation(MarkWelcomeShownDocument);
  const ask = welcomeShown === false && me.user.roles.includes('admin');
  useEffect(() => {
    if (!ask) return;
    setOpen(true);
    void markShown();
  }, [ask, markShown]);
  return { open, close: () => setOpen(false) };
}

/** /dashboard (§2.7): the workspace's overview. Everything but the products table comes in one request. */
export function DashboardPage() {
  const me = useOutletContext<Me>();
  usePageTitle(me.workspace.name);
  const { data, error } = useQuery(DashboardOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const welcome = useWelcome(me, data?.me.welcomeShown);

  return (
    <>
      <Text color="fg.muted">Hello, {me.user.name}</Text>
      <ScreenHeading title={me.workspace.name.toUpperCase()} subtitle="OVERVIEW">
        <Button variant="outline" size="sm" onClick={() => void startTour()}>
          <LuMap aria-hidden="true" /> Take the tour
        </Button>
      </ScreenHeading>
      <Stack gap="4">
        <DismissibleBanner
          title="Add your first integration"
          message="Integrations are how your configurator talks to the world"
          link={{ label: 'Show me how', to: '/integrations?checklist=integrations' }}
          storageKey={`integrations:${me.workspace.alias}`}
        />
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Oops!</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4">
          <ConfiguratorsOverview data={data} />
          <OrdersOverview data={data} />
        </Grid>
        <Suspense fallback={null}>
          <ProductListWidget />
        </Suspense>
        <IntegrationTiles />
      </Stack>
      <WelcomeDialog open={welcome.open} onClose={welcome.close} workspace={me.workspace} />
    </>
  );
}
