/**
 * Screens whose own issue has not landed yet: each shows its heading and the empty state the
 * specification gives it (application.md §2.4–§2.10), never a blank page.
 */
import { Box, Button, Card, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useOutletContext } from 'react-router';
import { usePageTitle } from '../app/DocumentTitle.tsx';
import type { Me } from '../frame/Frame.tsx';
import { DismissibleBanner } from '../shared/DismissibleBanner.tsx';
import { EmptyMessage, type TableMessage } from '../shared/EmptyMessage.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { ScreenHeading } from './ScreenHeading.tsx';

// the products overview brings the data table: it loads with the dashboard only, not with every placeholder
const ProductListWidget = lazy(async () => ({ default: (await import('../dashboard/ProductListWidget.tsx')).ProductListWidget }));

function Panel({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '6' }}>
      {children}
    </Box>
  );
}

function Placeholder({ title, subtitle, empty, children }: { title: string; subtitle?: string; empty: TableMessage; children?: ReactNode }) {
  return (
    <>
      <ScreenHeading title={title} subtitle={subtitle}>{children}</ScreenHeading>
      <Panel>
        <EmptyMessage {...empty} />
      </Panel>
    </>
  );
}


const soon = (what: string): TableMessage => ({ title: `${what} will be shown here`, message: 'This screen is being built.' });

export function Dashboard() {
  const me = useOutletContext<Me>();
  usePageTitle(me.workspace.name);
  const cards: [string, string][] = [
    ['Activity Today', 'All clear'],
    ['Configurators', 'Configurators will be displayed here'],
    ['Top countries', 'The top 10 customer countries will be displayed here'],
    ['Top browsers', 'The top 7 browsers used will be displayed here'],
    ['Configurations created', 'Statistics of created configurations will be displayed here'],
  ];
  return (
    <>
      <Text color="fg.muted">Hello, {me.user.name}</Text>
      <ScreenHeading title={me.workspace.name.toUpperCase()} subtitle="OVERVIEW" />
      <Stack gap="4">
        <DismissibleBanner
          title="Add your first integration"
          message="Integrations are how your configurator talks to the world"
          link={{ label: 'Show me how', to: '/integrations?checklist=integrations' }}
          storageKey={`integrations:${me.workspace.alias}`}
        />
        <Suspense fallback={null}>
          <ProductListWidget />
        </Suspense>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {cards.map(([title, empty]) => (
            <Card.Root key={title}>
              <Card.Header>
                <Card.Title as="h2" textStyle="md">{title}</Card.Title>
              </Card.Header>
              <Card.Body>
                <Text color="fg.muted" textStyle="sm">{empty}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

export function Workflow() {
  return (
    <Placeholder title="Workflow" subtitle="ORDER WORKFLOW" empty={soon('The order workflow diagram')}>
      <Button size="sm">Add state</Button>
    </Placeholder>
  );
}

export function superadminSection(title: string) {
  return function SuperadminSection() {
    return <Placeholder title={title} subtitle="SUPERADMIN" empty={soon(title)} />;
  };
}

export function ComponentShowcase() {
  return (
    <>
      <ScreenHeading title="Component Showcase" subtitle="TEST ENVIRONMENT" />
      <Panel>
        <HStack gap="2" wrap="wrap">
          {['success', 'warning', 'danger', 'info', 'subscription', 'empty'].map((status) => (
            <StatusTag key={status} status={status}>{status}</StatusTag>
          ))}
        </HStack>
      </Panel>
    </>
  );
}
