/**
 * The component showcase (/test): a development-only screen that shows the shared status tags together.
 */
import { Box, HStack } from '@chakra-ui/react';
import { StatusTag } from '../shared/StatusTag.tsx';
import { ScreenHeading } from './ScreenHeading.tsx';

export function ComponentShowcase() {
  return (
    <>
      <ScreenHeading title="Component Showcase" subtitle="TEST ENVIRONMENT" />
      <Box bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '6' }}>
        <HStack gap="2" wrap="wrap">
          {['success', 'warning', 'danger', 'info', 'subscription', 'empty'].map((status) => (
            <StatusTag key={status} status={status}>{status}</StatusTag>
          ))}
        </HStack>
      </Box>
    </>
  );
}
