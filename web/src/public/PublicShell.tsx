import { Box, Button, Container, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuHouse, LuMenu, LuUser } from 'react-icons/lu';
import { Link as RouterLink, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import type { Session } from '../app/session.ts';
import { Logo } from '../shared/Logo.tsx';
import { LEARNING_URL, LEGAL_LINKS, NEWSLETTER_URL, OFFICES, SOCIAL_LINKS, SUPPORT_EMAIL } from './links.ts';

/** The landing page's sections the navbar scrolls to. */
const SCROLL_LINKS = [
  { label: 'About', hash: '#solutions' },
  { label: 'Applications', hash: '#applications' },
  { label: 'Integrations', hash: '#integrations' },
] as const;

function useSignedIn(): boolean {
  const data = useRouteLoaderData('root') as { session: Session | null } | undefined;
  return Boolean(data?.session);
}

/** The public site's frame (§2.1): navbar and footer around the landing page, blog and articles. */
export function PublicShell() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <Navbar />
      <Box as="main" id="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}

/** The shell on a configurator's own domain: / is its storefront, bare; other pages keep the site's frame. */
export function HostedShell() {
  const { pathname } = useLocation();
  return pathname === '/' ? <Outlet /> : <PublicShell />;
}

function Navbar() {
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const onLanding = pathname === '/' || pathname === '/landing';
  const links: { label: string; to: string; external?: boolean }[] = [
    ...(onLanding ? SCROLL_LINKS.map((l) => ({ label: l.label, to: l.hash })) : []),
    { label: 'Blog', to: '/blog' },
    { label: 'Learning', to: LEARNING_URL, external: true },
  ];
  const navLink = (l: (typeof links)[number]): ReactNode =>
    l.external ? (
      <Link href={l.to} target="_blank" rel="noreferrer" color="fg.muted">{l.label}</Link>
    ) : (
      <Link asChild color="fg.muted">
        <RouterLink to={l.to}>{l.label}</RouterLink>
      </Link>
    );

  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl">
        <Flex as="nav" aria-label="Site" h="16" align="center" gap="6">
          <Link asChild _hover={{ textDecoration: 'none' }} aria-label="Joinery home">
            <RouterLink to={signedIn ? '/landing' : '/'}>
              <Logo />
            </RouterLink>
          </Link>
          <HStack as="ul" listStyleType="none" gap="6" display={{ base: 'none', md: 'flex' }} flex="1">
            {links.map((l) => (
              <li key={l.label}>{navLink(l)}</li>
            ))}
          </HStack>
          <Box flex="1" display={{ base: 'block', md: 'none' }} />
          <Box as="details" position="relative" display={{ base: 'block', md: 'none' }} css={{ '& > summary::-webkit-details-marker': { display: 'none' } }}>
            <Box as="summary" listStyleType="none" cursor="pointer" p="2" rounded="md" aria-label="Site menu" _hover={{ bg: 'bg.muted' }}>
              <LuMenu aria-hidden="true" />
            </Box>
            <Stack as="ul" listStyleType="none" position="absolute" insetEnd="0" mt="1" p="3" gap="3" minW="44" bg="bg.panel" borderWidth="1px" rounded="md" shadow="md" zIndex="dropdown">
              {links.map((l) => (
                <li key={l.label}>{navLink(l)}</li>
              ))}
            </Stack>
          </Box>
          <Button asChild size="sm">
            <RouterLink to="/dashboard">
              {signedIn ? <LuHouse aria-hidden="true" /> : <LuUser aria-hidden="true" />}
              {signedIn ? 'Dashboard' : 'Login'}
            </RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2">
      <Text as="h2" fontWeight="semibold" textStyle="sm">{title}</Text>
      <Stack as="ul" listStyleType="none" gap="1.5" textStyle="sm" color="fg.muted">{children}</Stack>
    </Stack>
  );
}

function Footer() {
  return (
    <Box as="footer" bg="bg.muted" borderTopWidth="1px" py="10" mt="16">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
          <FooterColumn title="Support">
            <li><Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link></li>
          </FooterColumn>
          <FooterColumn title="Offices">
            {OFFICES.map((office) => (
              <li key={office}>{office}</li>
            ))}
          </FooterColumn>
          <FooterColumn title="Resources">
            <li><Link asChild><RouterLink to="/blog">Blog</RouterLink></Link></li>
            <li><Link href={NEWSLETTER_URL} target="_blank" rel="noreferrer">Newsletter</Link></li>
            {LEGAL_LINKS.map((l) => (
              <li key={l.to}><Link asChild><RouterLink to={l.to}>{l.label}</RouterLink></Link></li>
            ))}
          </FooterColumn>
          <FooterColumn title="Follow us">
            {SOCIAL_LINKS.map((l) => (
              <li key={l.label}><Link href={l.href} target="_blank" rel="noreferrer">{l.label}</Link></li>
            ))}
          </FooterColumn>
        </SimpleGrid>
        <Text mt="10" textStyle="xs" color="fg.muted">
          Joinery. Trading name of a limited company.
        </Text>
      </Container>
    </Box>
  );
}
