/**
 * Screens whose own issue has not landed yet: each shows its heading and the empty state the
 * specification gives it (application.md §2.4–§2.10), never a blank page.
 */
import { Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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
