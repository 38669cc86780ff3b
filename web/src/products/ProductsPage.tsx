import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { ModuleListDocument, type ModuleListQuery } from '../../gql/graphql.ts';
import { PRODUCT_NAME_MAX } from '../shared/constants.ts';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { formatDate, truncate } from '../shared/format.ts';
import { messages } from '../shared/messages.ts';
import { SearchBox } from '../shared/SearchBox.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { DataTable, type DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { notify } from '../shared/toaster.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';

type ModuleRow = ModuleListQuery['modules']['items'][number];

/** The source column: a tag with a dot and the source, or the plain text 'unknown' (§2.4). */
function Source({ source }: { source: string }) {
  if (!source || source === 'unknown') return <Text as="span" color="fg.muted">unknown</Text>;
  return <StatusTag status="info" dot>{source}</StatusTag>;
}

const COLUMNS: DataColumn<ModuleRow>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (row) => row.name ?? '',
    cell: ({ row }) => {
      const name = row.original.name ?? '';
      return (
        <Text as="span" fontWeight="medium" title={name.length > PRODUCT_NAME_MAX ? name : undefined}>
          {truncate(name, PRODUCT_NAME_MAX)}
        </Text>
      );
    },
  },
  { id: 'category', header: 'Category', accessorFn: (row) => row.data.categories[0] ?? '', enableSorting: false },
  {
    id: 'owner',
    header: 'Owner',
    accessorFn: (row) => row.owner.name,
    cell: ({ row }) => <Text as="span" title={row.original.owner.email}>{row.original.owner.name}</Text>,
    enableSorting: false,
  },
  { id: 'lastEdited', header: 'Last edited', accessorFn: (row) => row.lastEdited, cell: ({ row }) => formatDate(row.original.lastEdited, true), sortDescFirst: true },
  { id: 'source', header: 'Source', accessorFn: (row) => row.data.source, cell: ({ row }) => <Source source={row.original.data.source} />, enableSorting: false },
  { id: 'parameters', header: 'Parameters', accessorFn: (row) => row.data.nParameters, enableSorting: false, meta: { numeric: true } },
  { id: 'connectors', header: 'Connectors', accessorFn: (row) => row.data.nConnectors ?? 0, enableSorting: false, meta: { numeric: true } },
];

/** Editing opens the product editor in a new tab (§2.4); a blocked popup says so (§8). */
function openEditor(row: ModuleRow) {
  const tab = window.open(`/products/${row.id}`, '_blank');
  if (!tab) notify(messages.popupsBlocked());
}

/** /products: the workspace's products (modules), paged on the server by cursor. */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const variables = useMemo(() => (search ? { filter: { name: search } } : {}), [search]);
  const { rows, loading, error, pager, sorting, setSorting } = useCursorPaging(ModuleListDocument, {
    variables,
    select: (data) => data.modules,
    sortKeys: { name: 'name', lastEdited: 'lastEdited' },
  });

  const empty = !loading && !error && !search && pager.total === 0 && pager.pageIndex === 0;
  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Products" />
      {empty ? (
        <Flex bg="bg" borderWidth="1px" rounded="md" justify="center">
          <EmptyMessage title="Add your first product" message="Use your CAD data to create a new product." link={{ label: 'Show me how', to: '?tour=products' }} />
        </Flex>
      ) : (
        <>
          <SearchBox label="Search products by name" placeholder="Search products" onSearch={setSearch} />
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>Error deleting product</Alert.Title>
            </Alert.Root>
          )}
          <DataTable
            label="Products"
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.id}
            rowName={(row) => row.name ?? ''}
            pager={pager}
            loading={loading}
            sorting={sorting}
            onSortingChange={setSorting}
            selectable
            batchTools={(_ids, clear) => <Button size="xs" variant="outline" onClick={clear}>Clear selection</Button>}
            rowActions={[{ label: 'Edit', icon: <LuPencil aria-hidden="true" />, onClick: openEditor }]}
          />
        </>
      )}
    </Stack>
  );
}
