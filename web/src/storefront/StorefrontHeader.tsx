import { Box, Button, Container, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { LuLogIn, LuMoon, LuSun } from 'react-icons/lu';
import { useColourMode } from '../app-theme/AppTheme.tsx';
import type { PublishedConfigurator } from './api/published-api.ts';
import type { CustomerState } from './customer/useCustomer.ts';

export interface StorefrontHeaderProps {
  configurator: PublishedConfigurator;
  customer: CustomerState;
  onSignIn: () => void;
  onOrders: () => void;
  onSignedOut: () => void;
  /** the sign-in form is on the page already */
  signingIn: boolean;
}

/**
 * The storefront's bar: the maker's logo or the configurator's title, the colour mode, and the
 * customer's account where the login type has customers sign in (never with None).
 */
export const StorefrontHeader = memo(function StorefrontHeader({ configurator, customer, onSignIn, onOrders, onSignedOut, signingIn }: StorefrontHeaderProps) {
  const { mode, toggle } = useColourMode();
  const [signingOut, setSigningOut] = useState(false);
  const { loginType } = configurator.auth;
  const who = customer.customer;
  const signOut = async () => {
    setSigningOut(true);
    try {
      await customer.signOut();
      onSignedOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex minH="14" py="2" align="center" gap="3" flexWrap="wrap">
          {configurator.images.logo ? (
            <Image src={configurator.images.logo} alt={configurator.title} maxH="8" maxW="40" objectFit="contain" />
          ) : (
            <Text fontWeight="semibold" truncate>{configurator.product.name}</Text>
          )}
          <HStack gap="2" ms="auto" flexWrap="wrap" justify="flex-end">
            {loginType !== 'None' && customer.known && who && (
              <>
                <Text textStyle="sm" color="fg.muted" truncate maxW="48">{who.name || who.email}</Text>
                <Button size="sm" variant="ghost" onClick={onOrders}>My orders</Button>
                <Button size="sm" variant="outline" onClick={() => void signOut()} loading={signingOut}>Sign out</Button>
              </>
            )}
            {loginType !== 'None' && loginType !== 'Required' && customer.known && !who && !signingIn && (
              <Button size="sm" variant="outline" onClick={onSignIn}>
                <LuLogIn aria-hidden="true" /> Sign in
              </Button>
            )}
            <IconButton size="sm" variant="ghost" aria-label={mode === 'dark' ? 'Use light colours' : 'Use dark colours'} onClick={toggle}>
              {mode === 'dark' ? <LuSun /> : <LuMoon />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
});
