import { Flex, Link, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { formatDate } from '../shared/format.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import type { DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { SuperadminConfiguratorsDocument, type SuperadminConfiguratorsQuery } from './gql/graphql.ts';
import { ListScreen } from './ListScreen.tsx';

type Row = SuperadminConfiguratorsQuery['superadminConfigurators']['items'][number];

const COLUMNS: DataColumn<Row>[] = [
  { id: 'title', header: 'Configurator', enableSorting: false, accessorFn: (row) => row.title, cell: ({ row }) => <Text fontWeight="medium">{row.original.title}</Text> },
  {
    id: 'workspace',
    header: 'Workspace',
    enableSorting: false,
    accessorFn: (row) => row.workspace.name,
    cell: ({ row: { original } }) => (
      <Flex gap="2" align="center" wrap="wrap">
        <Text>{original.workspace.name}</Text>
        {original.workspace.suspended && <StatusTag status="danger">Suspended</StatusTag>}
      </Flex>
    ),
  },
  { id: 'address', header: 'Public address', enableSorting: false, accessorFn: (row) => row.address, cell: ({ row }) => <Text textStyle="sm" wordBreak="break-all">{row.original.address}</Text> },
  { id: 'version', header: 'Version', enableSorting: false, accessorFn: (row) => row.version, meta: { numeric: true } },
  { id: 'lastEdited', header: 'Last edited', enableSorting: false, accessorFn: (row) => row.lastEdited, cell: ({ row }) => formatDate(row.original.lastEdited, true) },
  {
    id: 'storefront',
    header: 'Storefront',
    enableSorting: false,
    accessorFn: (row) => row.storefront,
    cell: ({ row: { original } }) => (
      <Link href={original.storefront} target="_blank" rel="noopener noreferrer" textStyle="sm" whiteSpace="nowrap" aria-label={`Open the storefront of ${original.title} in a new tab`}>
        Open <LuExternalLink aria-hidden="true" />
      </Link>
    ),
  },
];

/** /superadmin/configurators: every published configurator of every workspace, each opening its storefront. */
export function PublishedConfiguratorsPage() {
  const { rows, loading, error, pager } = useCursorPaging(SuperadminConfiguratorsDocument, { select: (data) => data.superadminConfigurators });
  return (
    <ListScreen<Row>
      title="Configurators"
      subtitle="EVERY PUBLISHED CONFIGURATOR"
      what="configurators"
      error={error}
      label="Published configurators"
      columns={COLUMNS}
      rows={rows}
      getRowId={(row) => row.id}
      rowName={(row) => row.title}
      pager={pager}
      loading={loading}
      message={{ title: 'No configurator is published yet' }}
    />
  );
}
