/**
 * The storefront (issue 18): where customers configure, price and order on a published configurator,
 * at /c/{id} (?version=, ?configuration=) and at / on the configurator's own domains. This module is
 * the storefront's route chunk; the 3D view is a further chunk (view/ThreeView.tsx).
 */
import { Alert, Box, Container, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { evaluateConfiguration } from '../../../rules/configuration-rules.ts';
import { HttpError } from '../app/http.ts';
import { publishedApi, type ConfigurationDocument, type PlacedOrder, type PublishedConfigurator, type SavedConfiguration } from './api/published-api.ts';
import { useVisitSession } from './analytics/useVisitSession.ts';
import { compatibleDraft, emptyDraft } from './configure/configuration-draft.ts';
import { ConfigurePanel } from './configure/ConfigurePanel.tsx';
import { useCustomer } from './customer/useCustomer.ts';
import { announce } from './embed/announce.ts';
import { NotPublished } from './not-published/NotPublished.tsx';
import { CONFIGURATOR_UNAVAILABLE } from '../../../rules/workspace-suspension.ts';
import { Confirmation } from './order/Confirmation.tsx';
import { OrderPanel } from './order/OrderPanel.tsx';
import { sharedConfiguration } from './order/share-link.ts';
import { StorefrontHeader } from './StorefrontHeader.tsx';
import { ConfigurationView } from './view/ConfigurationView.tsx';

export type StorefrontData =
  | { state: 'not-published'; unavailable?: boolean }
  | { state: 'ready'; configurator: PublishedConfigurator; saved: SavedConfiguration | null; savedMissing: boolean };

/** An answer that means the thing is not there for customers: unknown, unpublished, deleted, or not an id at all. */
const isAbsent = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/**
 * What the storefront shows: the published configurator (at the version asked for, or the one a shared
 * configuration was made on), and the shared configuration if the address names one.
 */
export async function loadStorefront(id: string, url: URL, signal?: AbortSignal): Promise<StorefrontData> {
  const shared = sharedConfiguration(url.searchParams.get('configuration'));
  let saved: SavedConfiguration | null = null;
  let savedMissing = false;
  if (shared) {
    try {
      saved = await publishedApi.configuration(shared.id, shared.version, signal);
      if (saved.configurator.id !== id) [saved, savedMissing] = [null, true];
    } catch (error) {
      if (!isAbsent(error)) throw error;
      savedMissing = true;
    }
  }
  const asked = Number(url.searchParams.get('version'));
  const version = saved ? saved.configurator.version : Number.isSafeInteger(asked) && asked > 0 ? asked : undefined;
  try {
    return { state: 'ready', configurator: await publishedApi.configurator(id, version, signal), saved, savedMissing };
  } catch (error) {
    // a suspended workspace's configurator is away for a while, not unpublished (rules/workspace-suspension.ts)
    if (isAbsent(error)) return { state: 'not-published', unavailable: (error as HttpError).message === CONFIGURATOR_UNAVAILABLE };
    throw error;
  }
}

/** /c/:id */
export function storefrontLoader({ params, request }: LoaderFunctionArgs): Promise<StorefrontData> {
  return loadStorefront(params.id ?? '', new URL(request.url), request.signal);
}

export function StorefrontPage() {
  const data = useLoaderData() as StorefrontData;
  if (data.state === 'not-published') return <NotPublished unavailable={data.unavailable} />;
  const { configurator, saved } = data;
  // another configurator, version or shared configuration is a fresh storefront
  return <Storefront key={`${configurator.id}:${configurator.version}:${saved?.id ?? ''}`} {...data} />;
}

// the account forms and the order list load when a customer first needs them
const CustomerAuth = lazy(async () => ({ default: (await import('./customer/CustomerAuth.tsx')).CustomerAuth }));
const MyOrders = lazy(async () => ({ default: (await import('./customer/MyOrders.tsx')).MyOrders }));

const draftKey = (configuratorId: string) => `joinery:configuration:${configuratorId}`;

/**
 * The configuration being made, kept in the tab's sessionStorage: it survives a reload and signing
 * in on the way to ordering. A shared configuration opened from its link comes first.
 */
function useDraft(configurator: PublishedConfigurator, saved: SavedConfiguration | null) {
  const [draft, setDraft] = useState<ConfigurationDocument>(() => {
    if (saved) return { modules: saved.document.modules, connections: saved.document.connections ?? [] };
    try {
      return compatibleDraft(configurator.offer, JSON.parse(sessionStorage.getItem(draftKey(configurator.id)) ?? 'null')) ?? emptyDraft();
    } catch {
      return emptyDraft();
    }
  });
  useEffect(() => {
    try {
      if (draft.modules.length) sessionStorage.setItem(draftKey(configurator.id), JSON.stringify(draft));
      else sessionStorage.removeItem(draftKey(configurator.id));
    } catch {
      // storage refused: the configuration lasts as long as the page
    }
  }, [draft, configurator.id]);
  return [draft, setDraft] as const;
}

type View = { name: 'configure' } | { name: 'sign-in'; reason?: string; then?: 'order' } | { name: 'orders' } | { name: 'confirmation'; order: PlacedOrder };

function Storefront({ configurator, saved, savedMissing }: Extract<StorefrontData, { state: 'ready' }>) {
  const { offer, auth, features } = configurator;
  const customer = useCustomer(configurator.id);
  const session = useVisitSession(configurator.id);
  const [draft, setDraft] = useDraft(configurator, saved);
  const evaluation = useMemo(() => evaluateConfiguration(offer, draft), [offer, draft]);
  const [view, setView] = useState<View>({ name: 'configure' });
  // stable callbacks: the memoised header and cards skip the renders a choice does not concern
  const back = useCallback(() => setView({ name: 'configure' }), []);
  const signIn = useCallback(() => setView({ name: 'sign-in' }), []);
  const orders = useCallback(() => setView({ name: 'orders' }), []);
  const ordered = useCallback(
    (order: PlacedOrder) => {
      setDraft(emptyDraft());
      setView({ name: 'confirmation', order });
    },
    [setDraft],
  );
  const signInToOrder = useCallback(() => setView({ name: 'sign-in', reason: 'Sign in to order. Your configuration is kept.' }), []);

  useEffect(() => {
    announce(configurator.embedOrigins, { type: 'price', total: evaluation.total, currency: configurator.currency });
  }, [evaluation.total, configurator.embedOrigins, configurator.currency]);

  const header = (
    <StorefrontHeader
      configurator={configurator}
      customer={customer}
      onSignIn={signIn}
      onOrders={orders}
      onSignedOut={back}
      signingIn={view.name === 'sign-in'}
    />
  );

  let body;
  if (!customer.known) {
    body = null;
  } else if (auth.loginType === 'Required' && !customer.customer) {
    // nothing of the configurator before sign-in
    body = <CustomerAuth configuratorId={configurator.id} auth={auth} reason="Sign in to open this configurator." onSignedIn={customer.signedIn} />;
  } else if (view.name === 'sign-in') {
    body = (
      <CustomerAuth
        configuratorId={configurator.id}
        auth={auth}
        reason={view.reason}
        onSignedIn={(who) => {
          customer.signedIn(who);
          back();
        }}
        onCancel={back}
      />
    );
  } else if (view.name === 'orders' && customer.customer) {
    body = <MyOrders configuratorId={configurator.id} currency={configurator.currency} prices={Boolean(features.prices)} onBack={back} />;
  } else if (view.name === 'confirmation') {
    body = (
      <Confirmation
        order={view.order}
        prices={Boolean(features.prices)}
        onAgain={back}
        onOrders={customer.customer ? orders : undefined}
      />
    );
  } else {
    body = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 4fr)' }} gap={{ base: '5', lg: '8' }} alignItems="start">
        <Stack gap="4" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <ConfigurationView offer={offer} draft={draft} title={configurator.product.name} />
          <OrderPanel
            configurator={configurator}
            draft={draft}
            evaluation={evaluation}
            customer={customer.customer}
            session={session}
            onOrdered={ordered}
            onSignInToOrder={signInToOrder}
          />
        </Stack>
        <ConfigurePanel offer={offer} draft={draft} evaluation={evaluation} prices={Boolean(features.prices)} onChange={setDraft} />
      </Grid>
    );
  }

  return (
    <Box minH="100dvh" bg="bg" color="fg">
      {header}
      <Container as="main" id="main" maxW="6xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
        <Stack gap="1" mb="5">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>{configurator.title}</Heading>
          {configurator.description && <Text color="fg.muted">{configurator.description}</Text>}
        </Stack>
        {savedMissing && (
          <Alert.Root status="warning" mb="4">
            <Alert.Indicator />
            <Alert.Title>The saved configuration of this link could not be found: start a new one below.</Alert.Title>
          </Alert.Root>
        )}
        <Box maxW={view.name === 'configure' && (auth.loginType !== 'Required' || customer.customer) ? undefined : 'lg'}>
          <Suspense fallback={<Spinner aria-label="Loading" />}>{body}</Suspense>
        </Box>
      </Container>
    </Box>
  );
}
