import { Center, Heading, Stack, Text } from '@chakra-ui/react';
import { LuStore } from 'react-icons/lu';

/**
 * An unknown, unpublished or deleted configurator (§8 'Configurator not published'): a page of its
 * own for the customer, never the staff sign-in.
 */
export function NotPublished() {
  return (
    <Center as="main" id="main" minH="100dvh" p="6" bg="bg.subtle">
      <Stack gap="3" maxW="md" textAlign="center" align="center">
        <Text as="span" fontSize="5xl" color="fg.muted" aria-hidden="true"><LuStore /></Text>
        <Heading as="h1" size="2xl">Configurator not published</Heading>
        <Text color="fg.muted">
          This configurator is not open to customers at the moment. It may not be published yet, or no longer be offered. Please check the address with the maker who gave it to you.
        </Text>
      </Stack>
    </Center>
  );
}
