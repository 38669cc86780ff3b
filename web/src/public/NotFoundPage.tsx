import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** A plain not-found page; the full /404 page comes later. */
export function NotFoundPage() {
  return (
    <Stack gap="3">
      <Heading as="h1" size="xl">Are you lost?</Heading>
      <Text color="fg.muted">The page may be missing, or you may not have permission to see it.</Text>
      <Link asChild colorPalette="blue">
        <RouterLink to="/">Go back to home page</RouterLink>
      </Link>
    </Stack>
  );
}
