import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LuCopy, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useNavigate, useOutletContext } from 'react-router';
import type { Me } from '../frame/Frame.tsx';
import {
  ConfiguratorListDocument, ConfiguratorPublishedCountDocument, DeleteConfiguratorDocument, DuplicateConfiguratorDocument,
  PublishedConfiguratorSort, type ConfiguratorListQuery,
} from './gql/graphql.ts';
import { publicAddress } from '../../../rules/addresses.ts';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { ConfirmModal } from '../shared/ConfirmModal.tsx';
import { DismissibleBanner } from '../shared/DismissibleBanner.tsx';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { formatDate } from '../shared/format.ts';
import { SearchBox } from '../shared/SearchBox.tsx';
import { StatusTag } from '../shared/StatusTag.tsx';
import { DataTable, type DataColumn } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { notify } from '../shared/toaster.tsx';
import { forgetConfiguratorLists } from './cache.ts';
import { configuratorMessages, DELETE_CONFIRMATION, NO_CONFIGURATORS, NONE_PUBLISHED, payloadMessage } from './messages.ts';

/** the dialog (and its form) loads when first opened */
const CreateConfiguratorDialog = lazy(async () => ({ default: (await import('./CreateConfiguratorDialog.tsx')).CreateConfiguratorDialog }));

type ConfiguratorRow = ConfiguratorListQuery['publishedConfigurators']['items'][number];

/** The configurators list's orders (name and lastEdited are columns). */
const CONFIGURATOR_SORTS: readonly PublishedConfiguratorSort[] = Object.values(PublishedConfiguratorSort);

const COLUMNS: DataColumn<ConfiguratorRow>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name ?? '', cell: ({ row }) => <Text as="span" fontWeight="medium">{row.original.name}</Text> },
  { id: 'lastEdited', header: 'Last edited', accessorFn: (row) => row.lastEdited, cell: ({ row }) => formatDate(row.original.lastEdited, true), sortDescFirst: true },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => row.data.published,
    cell: ({ row }) => (row.original.data.published ? <StatusTag status="success" dot>Published</StatusTag> : <StatusTag status="empty">Draft</StatusTag>),
    enableSorting: false,
  },
  {
    id: 'address',
    header: 'Address',
    accessorFn: (row) => publicAddress(row.data),
    cell: ({ row }) => <Text as="span" color="fg.muted" wordBreak="break-all">{publicAddress(row.original.data)}</Text>,
    enableSorting: false,
  },
];

/** Duplicate and delete from the list; each answers with a toast (the server's words when it refuses). */
function useRowActions(refetch: () => void) {
  const [duplicate] = useMutation(DuplicateConfiguratorDocument, { update: forgetConfiguratorLists });
  const [remove, removal] = useMutation(DeleteConfiguratorDocument, { update: forgetConfiguratorLists });
  const [deleting, setDeleting] = useState<ConfiguratorRow | null>(null);

  const duplicateRow = async (row: ConfiguratorRow) => {
    try {
      const { data } = await duplicate({ variables: { id: row.id } });
      const refused = payloadMessage(data?.duplicatePublishedConfigurator.errors);
      if (refused) return notify(configuratorMessages.duplicateFailed(refused));
      notify(configuratorMessages.duplicated(row.name ?? ''));
      refetch();
    } catch (error) {
      notify(configuratorMessages.duplicateFailed(error instanceof Error ? error.message : String(error)));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const row = deleting;
    try {
      const { data } = await remove({ variables: { id: row.id } });
      const refused = payloadMessage(data?.deletePublishedConfigurator.errors);
      if (refused) notify(configuratorMessages.deleteFailed(refused));
      else notify(configuratorMessages.deleted(row.name ?? ''));
      refetch();
    } catch (error) {
      notify(configuratorMessages.deleteFailed(error instanceof Error ? error.message : String(error)));
    } finally {
      setDeleting(null);
    }
  };

  const dialog = (
    <ConfirmModal
      open={deleting !== null}
      title={DELETE_CONFIRMATION.title}
      confirmLabel="Delete"
      destructive
      busy={removal.loading}
      onConfirm={() => void confirmDelete()}
      onCancel={() => setDeleting(null)}
    >
      {DELETE_CONFIRMATION.question}
    </ConfirmModal>
  );
  return { duplicateRow, askDelete: setDeleting, dialog };
}

/** /configurators: the workspace's configurators, paged on the server; create, edit, duplicate, delete. */
export function ConfiguratorsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const variables = useMemo(() => (search ? { filter: { title: search } } : {}), [search]);
  const { rows, loading, error, pager, sorting, setSorting, refetch } = useCursorPaging(ConfiguratorListDocument, {
    variables,
    select: (data) => data.publishedConfigurators,
    sorts: CONFIGURATOR_SORTS,
  });
  const published = useQuery(ConfiguratorPublishedCountDocument, { fetchPolicy: 'cache-and-network' });
  const refresh = () => {
    refetch();
    void published.refetch();
  };
  const actions = useRowActions(refresh);

  const none = !loading && !error && !search && pager.total === 0 && pager.pageIndex === 0;
  const nonePublished = !none && published.data?.publishedConfigurators.total === 0;
  // each role is offered only what it may do (issue 22 §2): a guest makes no configurators
  const mayCreate = useOutletContext<Me>().user.roles.some((r) => r !== 'guest');
  const create = mayCreate ? <Button onClick={() => setCreating(true)}><LuPlus aria-hidden="true" /> New configurator</Button> : null;

  return (
    <Stack gap="4" minW="0">
      <ScreenHeading title="Configurators">{!none && create}</ScreenHeading>
      {none ? (
        <Flex bg="bg" borderWidth="1px" rounded="md" justify="center">
          {mayCreate ? (
            <EmptyMessage {...NO_CONFIGURATORS} action={{ label: 'New configurator', onClick: () => setCreating(true) }} />
          ) : (
            <EmptyMessage title="No configurators are shared with you" message="Configurators appear here when a member of the workspace shares them with you." />
          )}
        </Flex>
      ) : (
        <>
          {nonePublished && <DismissibleBanner {...NONE_PUBLISHED} />}
          <SearchBox label="Search configurators by name" placeholder="Search configurators" onSearch={setSearch} />
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error.message}</Alert.Title>
            </Alert.Root>
          )}
          <DataTable
            label="Configurators"
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.id}
            rowName={(row) => row.name ?? ''}
            pager={pager}
            loading={loading}
            sorting={sorting}
            onSortingChange={setSorting}
            rowActions={[
              { label: 'Edit', icon: <LuPencil aria-hidden="true" />, onClick: (row) => navigate(`/configurators/${row.id}`), offered: (row) => row.permissions.write },
              { label: 'Duplicate', icon: <LuCopy aria-hidden="true" />, onClick: (row) => void actions.duplicateRow(row), offered: (row) => mayCreate && row.permissions.duplicate },
              { label: 'Delete', icon: <LuTrash2 aria-hidden="true" />, onClick: actions.askDelete, offered: (row) => row.permissions.delete },
            ]}
          />
        </>
      )}
      {actions.dialog}
      {creating && (
        <Suspense fallback={null}>
          <CreateConfiguratorDialog open onClose={() => setCreating(false)} onCreated={(id) => navigate(`/configurators/${id}`)} />
        </Suspense>
      )}
    </Stack>
  );
}
