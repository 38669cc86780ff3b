/**
 * Screens whose own issue has not landed yet: each shows its heading and the empty state the
 * specification gives it (application.md §2.4–§2.10), never a blank page.
 */
import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useLoaderData, useParams } from 'react-router';
import type { GuardedResource } from '../app/guards.ts';
import { COMPANY_SETTINGS_SUBMENU, PREFERENCES_SUBMENU } from '../frame/menus.ts';
import { BackLink } from '../shared/BackLink.tsx';
import { SubMenu } from '../shared/SubMenu.tsx';
import { DismissibleBanner } from '../shared/DismissibleBanner.tsx';
import { EmptyMessage, type TableMessage } from '../shared/EmptyMessage.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { ScreenHeading } from './ScreenHeading.tsx';

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

export function Customers() {
  return <Placeholder title="Customers" empty={{ title: 'No customers found.' }} />;
}

export function Customer() {
  const { customerId } = useParams();
  return (
    <>
      <BackLink to="/customers" label="Customers" />
      <ScreenHeading title={customerId ?? 'Customer'} subtitle="CUSTOMER" />
      <Stack gap="4">
        <Panel><EmptyMessage title="No history found." /></Panel>
        <Panel><EmptyMessage title="No configurations found." /></Panel>
      </Stack>
    </>
  );
}

export function Production() {
  return <Placeholder title="Production" subtitle="PICKING AND MANUFACTURING DATA" empty={{ title: 'No data available', message: 'Production Work Batches' }} />;
}

export function WorkBatch() {
  const batch = useLoaderData() as GuardedResource;
  return (
    <>
      <BackLink to="/production" label="Production" tooltip="View List" />
      <ScreenHeading title="Work Batch" subtitle="READY FOR PRODUCTION" />
      <Panel>
        <HStack gap="3" mb="4">
          <Text fontWeight="semibold">{batch.id}</Text>
          <Badge colorPalette="orange">IN PRODUCTION</Badge>
        </HStack>
        <EmptyMessage title="Manufacturing Data" message={soon('The summary, orders and manufacturing data').title} />
      </Panel>
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

export function Integrations() {
  return (
    <>
      <ScreenHeading title="Integrations" subtitle="EXTERNAL CONNECTIONS" />
      <DismissibleBanner
        title="Add your first integration"
        message="Integrations are how your configurator talks to the world"
        link={{ label: 'Show me how', to: '?checklist=integrations' }}
      />
      <Box mt="4">
        <Panel><EmptyMessage {...soon('The integrations marketplace')} /></Panel>
      </Box>
    </>
  );
}

export function Subscription() {
  return <Placeholder title="Subscription Plan" subtitle="FEATURES OVERVIEW" empty={soon('The plan cards')} />;
}

export function SubscriptionUpgrade() {
  return <Placeholder title="Upgrade" subtitle="SUBSCRIPTION PLAN" empty={soon('The pricing table')} />;
}

export function Activity() {
  return <Placeholder title="Activity" empty={{ title: 'No Activity' }} />;
}

export function AdminSpace() {
  return <Placeholder title="Settings and Preferences" empty={{ title: 'Choose a section from the menu', message: 'Preferences, profile, billing, company settings and users.' }} />;
}

export function adminSection(title: string, submenu?: 'preferences' | 'company-settings') {
  return function AdminSection() {
    return (
      <>
        <ScreenHeading title={title} subtitle="SETTINGS AND PREFERENCES" />
        {submenu === 'preferences' && <SubMenu entries={PREFERENCES_SUBMENU} label="Preferences" />}
        {submenu === 'company-settings' && <SubMenu entries={COMPANY_SETTINGS_SUBMENU} label="Company settings" />}
        <Panel>
          <EmptyMessage {...soon(title)} />
        </Panel>
      </>
    );
  };
}

export function superadminSection(title: string) {
  return function SuperadminSection() {
    return <Placeholder title={title} subtitle="SUPERADMIN" empty={soon(title)} />;
  };
}

export function Swagger() {
  return (
    <Placeholder title="API Documentation" empty={{ title: 'The REST API of Joinery', message: 'Every call under /api, with its parameters and answers.' }}>
      <Link href="/api/docs" target="_blank" rel="noreferrer" fontWeight="medium" color="primary.fg">
        Open the API documentation
      </Link>
    </Placeholder>
  );
}

export function Task() {
  const { id } = useParams();
  return <Placeholder title="Task" subtitle={`TASK ${id}`} empty={soon('The task')} />;
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
