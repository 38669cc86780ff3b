import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** /404 (§2.1): unknown paths and /denied land here. */
export function NotFoundPage() {
  return (
    <Stack gap="4" textAlign="center" align="center">
      <Heading as="h1" size="2xl">Are you lost?</Heading>
      <Text color="fg.muted">The page you are looking for may be missing, or you may not have permission to see it.</Text>
      <Button asChild>
        <RouterLink to="/">Go back to home page</RouterLink>
      </Button>
    </Stack>
  );
}
