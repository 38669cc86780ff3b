import { Box, Button, Card, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LuArrowRight, LuFactory, LuShoppingBag } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { LANDING_BLOG_POSTS, LANDING_SUBTITLE_MAX } from '../shared/constants.ts';
import { slugOf } from '../shared/format.ts';
import { messages } from '../shared/messages.ts';
import { notify } from '../shared/toaster.tsx';
import { BlogCard, BlogCardSkeleton } from './BlogCard.tsx';
import { listContent, type ContentSummary } from './content.ts';
import { USE_CASES } from './links.ts';
import { OverviewVideo } from './OverviewVideo.tsx';

/** The integrations logo cloud (§2.1): e-commerce, CAD, PLM, forms and spreadsheet tools. */
const INTEGRATIONS = [
  { group: 'E-commerce', names: ['Shopify', 'WooCommerce', 'Magento'] },
  { group: 'CAD', names: ['Onshape', 'Autodesk Fusion', 'SolidWorks'] },
  { group: 'PLM', names: ['Arena', 'Windchill'] },
  { group: 'Forms and spreadsheets', names: ['Typeform', 'Google Sheets', 'Excel'] },
] as const;

// the demo-request form loads when a visitor first asks for it
const ContactDialog = lazy(async () => ({ default: (await import('../shared/ContactDialog.tsx')).ContactDialog }));

/** The landing page at / and /landing (§2.1). */
export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoAsked, setDemoAsked] = useState(false);
  const openDemo = () => {
    setDemoAsked(true);
    setDemoOpen(true);
  };
  return (
    <>
      <Hero onBookDemo={openDemo} />
      <Solutions />
      <UseCases />
      <Integrations onContact={openDemo} />
      <FromTheBlog />
      {demoAsked && (
        <Suspense fallback={null}>
          <ContactDialog open={demoOpen} kind="demo" onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function Hero({ onBookDemo }: { onBookDemo: () => void }) {
  return (
    <Box as="section" aria-labelledby="hero-heading" bg="primary.subtle" py={{ base: '16', md: '24' }}>
      <Container maxW="6xl">
        <Stack gap="6" maxW="3xl">
          <Text textStyle="sm" fontWeight="semibold" letterSpacing="wider" color="primary.onContainer">JOIN THE FUTURE OF CHOICE</Text>
          <Heading as="h1" id="hero-heading" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter" color="primary.onContainer">
            Infinite customisation, made simple.
          </Heading>
          <Text textStyle="lg" color="primary.onContainer">
            Turn your CAD data into modules, combine them into configurators your customers love, and send every order
            straight to production with its bill of materials.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button size="lg" onClick={onBookDemo}>Book a Demo</Button>
            <Button size="lg" variant="outline" asChild>
              <a href="#solutions">Learn More</a>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}

function Solutions() {
  const blocks = [
    {
      icon: LuFactory,
      title: 'For Companies & Manufacturers',
      text: 'Import modules from Onshape, STEP or IFC, keep every change as a version, publish configurators on your own domain and receive orders with production-ready part lists.',
    },
    {
      icon: LuShoppingBag,
      title: 'For Your Customers',
      text: 'A configurator that only offers what fits, shows the price as they go, and remembers their design so they can come back, share it and order when they are ready.',
    },
  ];
  return (
    <Box as="section" id="solutions" aria-labelledby="solutions-heading" py="16" scrollMarginTop="20">
      <Container maxW="6xl">
        <Stack gap="8">
          <Stack gap="3" maxW="3xl">
            <Heading as="h2" id="solutions-heading" size="2xl">One thread from design to delivery</Heading>
            <Text color="fg.muted">
              Joinery links design, sales and manufacturing: CAD, ERP and CRM integrations, an automated bill of materials,
              order management, AI suggestions and real-time validation of every configuration.
            </Text>
          </Stack>
          <OverviewVideo />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {blocks.map((block) => (
              <Card.Root key={block.title} variant="subtle">
                <Card.Body gap="3">
                  <Box color="primary.fg" fontSize="2xl" aria-hidden="true"><block.icon /></Box>
                  <Heading as="h3" size="lg">{block.title}</Heading>
                  <Text color="fg.muted">{block.text}</Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}

function UseCases() {
  return (
    <Box as="section" id="applications" aria-labelledby="applications-heading" py="16" bg="bg.muted" scrollMarginTop="20">
      <Container maxW="6xl">
        <Heading as="h2" id="applications-heading" size="2xl" mb="8">Applications</Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {USE_CASES.map((useCase) => (
            <Card.Root key={useCase.headline}>
              <Card.Body gap="3">
                <Heading as="h3" size="lg">{useCase.headline}</Heading>
                <Text color="fg.muted">{useCase.text}</Text>
              </Card.Body>
              <Card.Footer>
                <Button asChild variant="outline" size="sm" aria-label={`Learn More about ${useCase.headline}`}>
                  <RouterLink to={`/usecase/${slugOf(useCase.headline)}`}>
                    Learn More <LuArrowRight aria-hidden="true" />
                  </RouterLink>
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

function Integrations({ onContact }: { onContact: () => void }) {
  return (
    <Box as="section" id="integrations" aria-labelledby="integrations-heading" py="16" scrollMarginTop="20">
      <Container maxW="6xl">
        <Stack gap="8" align="center" textAlign="center">
          <Heading as="h2" id="integrations-heading" size="2xl">Works with the tools you already use</Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="6" w="full">
            {INTEGRATIONS.map((group) => (
              <Stack key={group.group} gap="2">
                <Text fontWeight="semibold" textStyle="sm" color="fg.muted">{group.group}</Text>
                <Flex as="ul" listStyleType="none" wrap="wrap" gap="2" justify="center">
                  {group.names.map((name) => (
                    <Box as="li" key={name} px="3" py="2" borderWidth="1px" rounded="md" fontWeight="medium" textStyle="sm">
                      {name}
                    </Box>
                  ))}
                </Flex>
              </Stack>
            ))}
          </SimpleGrid>
          <Button onClick={onContact}>Contact Us</Button>
        </Stack>
      </Container>
    </Box>
  );
}

function FromTheBlog() {
  const [posts, setPosts] = useState<ContentSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    listContent('blog')
      .then((all) => live && setPosts(all.slice(0, LANDING_BLOG_POSTS)))
      .catch((error: unknown) => {
        if (!live) return;
        setPosts([]);
        notify(messages.loadFailed('Oops!', error instanceof Error ? error.message : String(error)));
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box as="section" aria-labelledby="blog-heading" py="16" bg="bg.muted">
      <Container maxW="6xl">
        <Flex justify="space-between" align="baseline" mb="8" gap="4" wrap="wrap">
          <Heading as="h2" id="blog-heading" size="2xl">From the Blog</Heading>
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/blog">All posts <LuArrowRight aria-hidden="true" /></RouterLink>
          </Button>
        </Flex>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" aria-busy={posts === null}>
          {posts === null
            ? Array.from({ length: LANDING_BLOG_POSTS }, (_, i) => <BlogCardSkeleton key={i} />)
            : posts.map((post) => <BlogCard key={post.slug} post={post} subtitleMax={LANDING_SUBTITLE_MAX} headingLevel="h3" />)}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
