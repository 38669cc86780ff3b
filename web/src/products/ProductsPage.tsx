import { useQuery } from '@apollo/client/react';
import {
  Alert, Box, Button, EmptyState, Flex, Heading, HStack, Link, NativeSelect, Skeleton, Stack, Table, Tag, Text,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ModuleListDocument, type ModuleListQuery } from '../../gql/graphql.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PRODUCT_NAME_MAX, TABLE_SCROLL_HEIGHT } from '../shared/constants.ts';
import { formatDate, pageReport, truncate } from '../shared/format.ts';

type ModuleRow = ModuleListQuery['modules']['items'][number];

const COLUMNS: { label: string; numeric?: boolean }[] = [
  { label: 'Name' },
  { label: 'Category' },
  { label: 'Owner' },
  { label: 'Last edited' },
  { label: 'Source' },
  { label: 'Parameters', numeric: true },
  { label: 'Connectors', numeric: true },
];

/** /products: the table of the workspace's products (modules), paged on the server by cursor. */
export function ProductsPage() {
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  // cursors[i] opens page i; the first page has none
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const pageIndex = cursors.length - 1;
  const cursor = cursors[pageIndex];

  const { data, loading, error } = useQuery(ModuleListDocument, {
    variables: { page: { limit: pageSize, ...(cursor ? { cursor } : {}) } },
  });
  const page = data?.modules;
  const headingId = useId();

  const changePageSize = (size: number) => {
    setPageSize(size);
    setCursors([null]);
  };

  if (!loading && !error && page && page.total === 0 && pageIndex === 0) {
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">Products</Heading>
        <NoProducts />
      </Stack>
    );
  }

  const first = pageIndex * pageSize + 1;
  const last = page ? first + page.items.length - 1 : 0;

  return (
    <Stack gap="4" minW="0">
      <Heading as="h1" size="2xl" id={headingId}>Products</Heading>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Error deleting product</Alert.Title>
        </Alert.Root>
      )}
      <Box bg="bg" borderWidth="1px" rounded="md" minW="0">
        {/* focusable so keyboard users can scroll it (the table scrolls sideways on small screens) */}
        <Table.ScrollArea maxH={TABLE_SCROLL_HEIGHT} rounded="md" tabIndex={0} role="region" aria-labelledby={headingId} focusVisibleRing="inside">
          <Table.Root size="sm" stickyHeader interactive aria-labelledby={headingId} aria-busy={loading}>
            <Table.Header>
              <Table.Row bg="bg.muted">
                {COLUMNS.map((c) => (
                  <Table.ColumnHeader key={c.label} scope="col" textAlign={c.numeric ? 'end' : 'start'} bg="bg.muted">
                    {c.label}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {loading ? (
                Array.from({ length: pageSize }, (_, i) => <SkeletonRow key={i} />)
              ) : page?.items.length ? (
                page.items.map((row) => <ProductRow key={row.id} row={row} />)
              ) : (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS.length} textAlign="center" color="fg.muted" py="6">
                    No data available
                  </Table.Cell>
                </Table.Row>
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <Flex wrap="wrap" align="center" justify="space-between" gap="3">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {page && page.items.length > 0 ? pageReport(first, last, page.total) : ''}
        </Text>
        <HStack gap="3" wrap="wrap">
          <PageSizeSelect value={pageSize} onChange={changePageSize} />
          <Button
            size="sm"
            variant="outline"
            aria-label="Previous page"
            disabled={loading || pageIndex === 0}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label="Next page"
            disabled={loading || !page?.next}
            onClick={() => page?.next && setCursors((c) => [...c, page.next])}
          >
            Next
          </Button>
        </HStack>
      </Flex>
    </Stack>
  );
}

function ProductRow({ row }: { row: ModuleRow }) {
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" title={(row.name ?? '').length > PRODUCT_NAME_MAX ? (row.name ?? '') : undefined}>
        {truncate(row.name ?? '', PRODUCT_NAME_MAX)}
      </Table.Cell>
      <Table.Cell>{row.data.categories[0] ?? ''}</Table.Cell>
      <Table.Cell title={row.owner.email}>{row.owner.name}</Table.Cell>
      <Table.Cell>{formatDate(row.lastEdited, true)}</Table.Cell>
      <Table.Cell>
        <SourceTag source={row.data.source} />
      </Table.Cell>
      <Table.Cell textAlign="end">{row.data.nParameters}</Table.Cell>
      <Table.Cell textAlign="end">{row.data.nConnectors ?? 0}</Table.Cell>
    </Table.Row>
  );
}

/** A tag with a dot and the source, or the plain text 'unknown'. */
function SourceTag({ source }: { source: string }) {
  if (!source || source === 'unknown') {
    return <Text as="span" color="fg.muted">unknown</Text>;
  }
  return (
    <Tag.Root size="sm" colorPalette="blue" variant="subtle">
      <Tag.StartElement display="flex" alignItems="center" justifyContent="center">
        <Box as="span" display="block" boxSize="1.5" rounded="full" bg="colorPalette.solid" aria-hidden="true" />
      </Tag.StartElement>
      <Tag.Label>{source}</Tag.Label>
    </Tag.Root>
  );
}

function SkeletonRow() {
  return (
    <Table.Row aria-hidden="true">
      {COLUMNS.map((c) => (
        <Table.Cell key={c.label}>
          <Skeleton height="4" minW="8" />
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

function PageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>Rows per page</label>
      </Text>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field id={id} value={String(value)} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

function NoProducts() {
  return (
    <EmptyState.Root bg="bg" borderWidth="1px" rounded="md">
      <EmptyState.Content>
        <Stack gap="1" textAlign="center" align="center">
          <EmptyState.Title as="h2">Add your first product</EmptyState.Title>
          <EmptyState.Description>Use your CAD data to create a new product.</EmptyState.Description>
        </Stack>
        {/* the guided tour opens from this link once it exists */}
        <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={{ search: '?tour=products' }}>Show me how</RouterLink>
        </Link>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
