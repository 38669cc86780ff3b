import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LuMap } from 'react-icons/lu';
import { useOutletContext } from 'react-router';
import { DashboardOverviewDocument, MarkWelcomeShownDocument } from './generated/gql/graphql.ts';
import { usePageTitle } from '../app/DocumentTitle.tsx';
import type { Me } from '../frame/Frame.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { DismissibleBanner } from '../shared/DismissibleBanner.tsx';
import { whenOpened } from '../shared/whenOpened.tsx';
import { ActivityToday } from './ActivityToday.tsx';
import { ConfigurationsCreated } from './ConfigurationsCreated.tsx';
import { ConfiguratorsOverview, IntegrationTiles, OrdersOverview } from './Overviews.tsx';
import { TopLists } from './TopLists.tsx';
import { startTour } from './tour.ts';

const DEFAULT_CURRENCY = 'GBP';
// the products overview pages with a request of its own, after the overview; the welcome pop-up loads when it opens
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

/** The guided tour, started from the header and ended with the page if still open (its popover lives outside React). */
function useTour(): () => void {
  const stop = useRef<(() => void) | undefined>(undefined);
  const unmounted = useRef(false);
  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      stop.current?.();
    };
  }, []);
  return () => {
    void startTour().then((end) => {
      if (unmounted.current) end();
      else stop.current = end;
    });
  };
}

/** /dashboard (§2.7): the workspace's overview. Everything but the products table comes in one request. */
export function DashboardPage() {
  const me = useOutletContext<Me>();
  usePageTitle(me.workspace.name);
  // guests may not read the workspace's statistics or integrations: their dashboard is the overviews only
  const withStatistics = !me.user.roles.every((role) => role === 'guest');
  const { data, error } = useQuery(DashboardOverviewDocument, { variables: { staff: withStatistics }, fetchPolicy: 'cache-and-network' });
  const welcome = useWelcome(me, data?.me.welcomeShown);
  const takeTour = useTour();
  // sums are in the currency the workspace's orders are in (the latest order's); the demo sells in pounds
  const currency = data?.orders.items[0]?.data.currency ?? DEFAULT_CURRENCY;

  return (
    <>
      <Text color="fg.muted">Hello, {me.user.name}</Text>
      <ScreenHeading title={me.workspace.name.toUpperCase()} subtitle="OVERVIEW">
        <Button variant="outline" size="sm" onClick={takeTour}>
          <LuMap aria-hidden="true" /> Take the tour
        </Button>
      </ScreenHeading>
      <Stack gap="4">
        {data?.integrations?.total === 0 && (
          <DismissibleBanner
            title="Add your first integration"
            message="Integrations are how your configurator talks to the world"
            link={{ label: 'Show me how', to: '/integrations?checklist=integrations' }}
            storageKey={`integrations:${me.workspace.alias}`}
          />
        )}
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Oops!</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="4">
          {withStatistics && <ActivityToday sales={data?.statistics?.sales} currency={currency} />}
          <ConfiguratorsOverview data={data} />
        </Grid>
        <OrdersOverview data={data} />
        <Suspense fallback={null}>
          <ProductListWidget />
        </Suspense>
        <IntegrationTiles installed={data?.integrations?.items} />
        {withStatistics && (
          <>
            <ConfigurationsCreated firstRange={data?.statistics?.configurations} />
            <TopLists statistics={data?.statistics ?? undefined} currency={currency} />
          </>
        )}
      </Stack>
      <WelcomeDialog open={welcome.open} onClose={welcome.close} workspace={me.workspace} />
    </>
  );
}
