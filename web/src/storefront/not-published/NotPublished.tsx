import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LuStore } from 'react-icons/lu';
import { CONFIGURATOR_UNAVAILABLE } from '../../../../rules/workspace-suspension.ts';

/**
 * An unknown, unpublished or deleted configurator (§8 'Configurator not published'): a page of its
 * own for the customer, never the staff sign-in. One whose maker's workspace is suspended is
 * 'Configurator unavailable': it is away for a while.
 */
export function NotPublished({ unavailable = false }: { unavailable?: boolean }) {
  return (
    <Center as="main" id="main" minH="100dvh" p="6" bg="bg.subtle">
      <Stack gap="3" maxW="md" textAlign="center" align="center">
        <Text as="span" fontSize="5xl" color="fg.muted" aria-hidden="true"><LuStore /></Text>
        <Heading as="h1" size="2xl">{unavailable ? CONFIGURATOR_UNAVAILABLE : 'Configurator not published'}</Heading>
        <Text color="fg.muted">
          {unavailable
            ? 'This configurator is not available to customers at the moment. Please try again later, or ask the maker who gave you the address.'
            : 'This configurator is not open to customers at the moment. It may not be published yet, or no longer be offered. Please check the address with the maker who gave it to you.'}
        </Text>
      </Stack>
    </Center>
  );
}
