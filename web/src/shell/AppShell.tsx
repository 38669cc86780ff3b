import { Box, Flex, Link } from '@chakra-ui/react';
import { NavLink, Outlet, Link as RouterLink } from 'react-router';

/** A minimal shell: the header with the product name and the main area. The full shell comes later. */
export function AppShell() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="bg" borderBottomWidth="1px" px={{ base: '4', md: '6' }} py="3">
        <Flex as="nav" aria-label="Main" align="center" gap="6">
          <Link asChild fontWeight="bold" fontSize="lg" color="fg" _hover={{ textDecoration: 'none' }}>
            <RouterLink to="/">Joinery</RouterLink>
          </Link>
          <Link asChild color="fg.muted" _currentPage={{ color: 'fg', fontWeight: 'medium' }}>
            <NavLink to="/products">Products</NavLink>
          </Link>
        </Flex>
      </Box>
      <Box as="main" flex="1" minW="0" px={{ base: '4', md: '6' }} py="6">
        <Outlet />
      </Box>
    </Flex>
  );
}
