import { useApolloClient } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ModuleUsagesDocument } from '../../../gql/graphql.ts';
import { ModuleImage } from '../../shared/ModuleImage.tsx';
import type { EditorModule } from './module-form.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import { hasImage, previewBusyText, previewOf, sourceDescription } from './source.ts';

const ModelPreview = lazy(() => import('./ModelPreview.tsx'));

/** A titled block of the editor's page. */
export function Panel({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" rounded="md" p={{ base: '3', sm: '5' }} minW="0">
      <HStack justify="space-between" mb="3" gap="2" wrap="wrap">
        <Heading as="h2" size="md">{title}</Heading>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}

/**
 * The source: a 3D preview of a mesh or CAD file, else the module image (or a clear 'No image'); when
 * the preview cannot show the file, the image takes its place and assistive technology hears why.
 */
export function SourcePanel({ module }: { module: EditorModule }) {
  const { source } = module.document;
  const preview = previewOf(module.id, module.version, source);
  const [failure, setFailure] = useState<{ url: string; reason: string }>();
  const failed = preview && failure?.url === preview.url ? failure.reason : undefined;
  return (
    <Panel title="Source">
      <Stack gap="3" align="center">
        {preview && !failed ? (
          <Suspense fallback={<PreviewFrame busyText={previewBusyText(preview.format)} />}>
            <ModelPreview preview={preview} label={`3D preview of ${module.document.name}`} onUnavailable={(reason) => setFailure({ url: preview.url, reason })} />
          </Suspense>
        ) : (
          <ModuleImage id={module.id} version={module.version} name={module.document.name} size={220} absent={!hasImage(source)} missingText="No image" />
        )}
        {failed && <VisuallyHidden role="status">{`The 3D preview of ${preview!.fileName} could not be shown: ${failed}.`}</VisuallyHidden>}
        <Text textStyle="sm" color="fg.muted" alignSelf="flex-start">{sourceDescription(source)}</Text>
      </Stack>
    </Panel>
  );
}

/** Screens that show a resource of a kind, by collection; kinds without one are named, not linked. */
const SCREENS: Record<string, { label: string; path?: (id: string) => string }> = {
  modules: { label: 'Product', path: (id) => `/products/${id}` },
  publishedconfigurators: { label: 'Configurator', path: (id) => `/configurators/${id}` },
  orders: { label: 'Order', path: (id) => `/orders/${id}` },
  workbatches: { label: 'Work batch', path: (id) => `/production/${id}` },
  products: { label: 'Product line' },
  productconfigurations: { label: 'Configuration' },
  populations: { label: 'Population' },
};

type UsagePage = EditorModule['usages'];

/**
 * The Used by card's pages: the first comes with the editor's query, the next ones on request
 * (ModuleUsages, after the last page's cursor), so a module used 60,000 times costs a page at a time.
 */
function useUsagePages(moduleId: string, first: UsagePage) {
  const client = useApolloClient();
  const [later, setLater] = useState<{ first: UsagePage; pages: UsagePage[] }>({ first, pages: [] });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  // a new first page (another module, or the same read again) starts over
  const pages = later.first === first ? later.pages : [];
  const next = (pages.at(-1) ?? first).next;
  const loadMore = async () => {
    if (!next || loading) return;
    setLoading(true);
    setError(undefined);
    try {
      const { data } = await client.query({ query: ModuleUsagesDocument, variables: { id: moduleId, cursor: next }, fetchPolicy: 'network-only' });
      const page = data?.module?.usages;
      if (page) setLater({ first, pages: [...pages, page] });
    } catch (failure) {
      setError(`More users could not be loaded: ${failure instanceof Error ? failure.message : String(failure)}`);
    } finally {
      setLoading(false);
    }
  };
  return { usages: [first, ...pages].flatMap((page) => page.items), next, loading, error, loadMore };
}

/**
 * Impact (B2): the open orders on older versions of the module, counted by version, each with the way
 * to what changed since (the editor at that version, whose version history shows the difference).
 */
function OpenOrdersNotice({ moduleId, openOrders }: { moduleId: string; openOrders: EditorModule['openOrdersOnOlderVersions'] }) {
  const total = openOrders.reduce((n, entry) => n + entry.count, 0);
  if (!total) return null;
  const orders = (n: number) => `${n} open order${n === 1 ? '' : 's'}`;
  return (
    <Box role="status" bg="orange.subtle" rounded="md" p="3" mb="3" textStyle="sm">
      <Text fontWeight="medium">{orders(total)} use{total === 1 ? 's' : ''} an older version</Text>
      <Stack as="ul" gap="1" mt="1" listStyleType="none">
        {openOrders.map((entry) => (
          <HStack as="li" key={entry.version} gap="2" wrap="wrap">
            <Text>{orders(entry.count)} on v{entry.version}</Text>
            <Link asChild fontWeight="medium" color="colorPalette.fg" textDecoration="underline">
              <RouterLink to={`/products/${moduleId}?version=${entry.version}`} aria-label={`See what changed since v${entry.version}`}>See what changed</RouterLink>
            </Link>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

/** Who uses the module: each resource that refers to one of its versions, by name, linked to its screen; a page at a time. */
export function UsagesPanel({ moduleId, usages: first, openOrders = [] }: { moduleId: string; usages: UsagePage; openOrders?: EditorModule['openOrdersOnOlderVersions'] }) {
  const { usages, next, loading, error, loadMore } = useUsagePages(moduleId, first);
  return (
    <Panel title="Used by">
      <OpenOrdersNotice moduleId={moduleId} openOrders={openOrders} />
      {usages.length === 0 ? (
        <Text color="fg.muted">Nothing uses this product.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {usages.map((usage) => {
            const screen = SCREENS[usage.collection];
            const name = usage.name ?? usage.id;
            return (
              <HStack as="li" key={`${usage.collection}/${usage.id}/${usage.usesVersion}`} justify="space-between" gap="2" wrap="wrap">
                <Stack gap="0" minW="0">
                  <Text textStyle="xs" color="fg.muted">{screen?.label ?? usage.collection}</Text>
                  {screen?.path ? (
                    <Link asChild fontWeight="medium" color="colorPalette.fg">
                      <RouterLink to={screen.path(usage.id)}>{name}</RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="medium">{name}</Text>
                  )}
                </Stack>
                <Badge variant="subtle">uses v{usage.usesVersion}</Badge>
              </HStack>
            );
          })}
        </Stack>
      )}
      {next && (
        <Button size="xs" variant="outline" mt="3" loading={loading} onClick={() => void loadMore()}>
          Show more users
        </Button>
      )}
      {error && <Text color="fg.error" textStyle="sm" mt="2">{error}</Text>}
    </Panel>
  );
}

type ProductionPartGroup = NonNullable<EditorModule['document']['productionParts']>['groups'][number];

/** The parts production makes of the module, by group (§7: document.groups[].parts); none is an empty list (§8). */
export function ProductionPartsPanel({ groups }: { groups: ProductionPartGroup[] }) {
  return (
    <Panel title="Production parts">
      {groups.length === 0 ? (
        <Text color="fg.muted">No production parts.</Text>
      ) : (
        <Stack gap="4">
          {groups.map((group) => (
            <Stack key={group.key} gap="1">
              <Heading as="h3" size="sm">{group.parts.length} {group.key} Parts</Heading>
              {/* a narrow screen scrolls the table sideways: the region takes focus so the keyboard can scroll it too */}
              <Table.ScrollArea tabIndex={0} role="region" aria-label={`${group.key} parts`} focusVisibleRing="inside">
                <Table.Root size="sm">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Part</Table.ColumnHeader>
                      <Table.ColumnHeader>Material</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {group.parts.map((part) => (
                      <Table.Row key={part.path.join('/')}>
                        <Table.Cell>
                          {part.path.join('/')}
                          {part.name && <Text as="span" color="fg.muted"> {part.name}</Text>}
                        </Table.Cell>
                        <Table.Cell>{part.material ?? ''}</Table.Cell>
                        <Table.Cell textAlign="end">{part.quantity ?? 1}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
