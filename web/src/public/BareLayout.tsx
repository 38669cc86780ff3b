import { Box, Center, Link } from '@chakra-ui/react';
import { Link as RouterLink, Outlet } from 'react-router';
import { Logo } from '../shared/Logo.tsx';

/** Pages without the site's navbar: sign-in, invitation, provider return, not found, wait. */
export function BareLayout() {
  return (
    <Center as="main" id="main" minH="100dvh" bg="bg.subtle" p="4" flexDirection="column" gap="6">
      <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Joinery home">
        <RouterLink to="/">
          <Logo />
        </RouterLink>
      </Link>
      <Box w="full" maxW="md" bg="bg" borderWidth="1px" rounded="lg" p={{ base: '5', sm: '8' }} shadow="sm">
        <Outlet />
      </Box>
    </Center>
  );
}
