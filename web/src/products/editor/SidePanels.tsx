import { Badge, Box, Heading, HStack, Link, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
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

/** Who uses the module: each resource that refers to one of its versions, by name, linked to its screen. */
export function UsagesPanel({ usages }: { usages: EditorModule['usages'] }) {
  return (
    <Panel title="Used by">
      {usages.length === 0 ? (
        <Text color="fg.muted">Nothing uses this product.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {usages.map((usage) => {
            const screen = SCREENS[usage.collection];
            const name = usage.name ?? usage.id;
            return (
              <HStack as="li" key={`${usage.collection}/${usage.id}`} justify="space-between" gap="2" wrap="wrap">
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
              <Table.ScrollArea>
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
