import { Alert, Button, Flex, HStack, Stack } from '@chakra-ui/react';
import { useOutletContext } from 'react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LuCopy, LuPencil, LuTrash2 } from 'react-icons/lu';
import { ModuleListDocument } from '../../gql/graphql.ts';
import { PRODUCT_NAME_MAX } from '../shared/constants.ts';
import { EmptyMessage } from '../shared/EmptyMessage.tsx';
import { SearchBox } from '../shared/SearchBox.tsx';
import { DataTable } from '../shared/table/DataTable.tsx';
import { useCursorPaging } from '../shared/table/useCursorPaging.ts';
import { useDebounced } from '../shared/useDebounced.ts';
import type { Me } from '../frame/Frame.tsx';
import { ScreenHeading } from '../screens/ScreenHeading.tsx';
import { AddProductButton, useCadDrop, useCadImport } from './AddProduct.tsx';
import { LabelTool } from './LabelTool.tsx';
import { OnshapeImportButton } from './OnshapeImport.tsx';
import { openProductEditor, PRODUCT_SORTS, productColumns, type ProductRow } from './productTable.tsx';
import { SyncButton } from './SyncButton.tsx';
import { useProductActions, type NamedProduct } from './useProductActions.tsx';

const COLUMNS = productColumns(PRODUCT_NAME_MAX);
/** how often the table looks again while a product imports */
const PROGRESS_POLL_MS = 1000;

/** '% Completed' moves while a row has a task running: the page reads again until none has. */
function useProgressPolling(rows: ProductRow[], refetch: () => unknown) {
  const running = rows.some((row) => typeof row.progress === 'number');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
}

/** 'Show me how' (?tour=products): the guided tour of adding a product, loaded when asked for. */
function useProductsTour(ready: boolean) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tour') === 'products';
  useEffect(() => {
    if (!wanted || !ready) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./products-tour.ts').then(({ startProductsTour }) => {
      if (!cancelled) stop = startProductsTour(() => setParams((p) => (p.delete('tour'), p), { replace: true }));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [wanted, ready, setParams]);
}

/**
 * /products (§2.4): the workspace's products (modules), paged, sorted and searched on the server
 * (name, description and categories, §2.14; clearing the search returns to the page left), with
 * Edit, Duplicate and Delete per row and the batch tools over the selected rows.
 */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const onSearch = useDebounced(setSearch);
  const variables = useMemo(() => (search ? { filter: { search } } : {}), [search]);
  const { rows, loading, error, pager, sorting, setSorting, refetch } = useCursorPaging(ModuleListDocument, {
    variables,
    select: (data) => data.modules,
    sorts: PRODUCT_SORTS,
  });
  const actions = useProductActions(refetch);
  const cad = useCadImport(() => void refetch());
  const drop = useCadDrop((file) => void cad.importFile(file));
  useProgressPolling(rows, refetch);
  useProductsTour(!loading);
  // selection outlives the page it was made on: remember the names of rows seen, for the delete messages
  const seen = useRef(new Map<string, NamedProduct & { mayDelete: boolean }>());
  for (const row of rows) seen.current.set(row.id, { id: row.id, name: row.name, mayDelete: row.permissions.delete });
  // each role is offered only what it may do (issue 22 §2); a guest sees what is shared with them
  const guest = useOutletContext<Me>().user.roles.every((r) => r === 'guest');
  const mayDeleteAll = (ids: string[]) => ids.every((id) => seen.current.get(id)?.mayDelete === true);

  const empty = !loading && !error && !search && pager.total === 0 && pager.pageIndex === 0;
  return (
    <Stack gap="4" minW="0" position="relative" data-tour="products" {...drop.props}>
      <ScreenHeading title="Products">
        <HStack gap="2">
          <AddProductButton busy={cad.busy} onFile={(file) => void cad.importFile(file)} />
          <OnshapeImportButton onStarted={() => void refetch()} />
          <SyncButton urlPoint="products" onSynced={() => refetch()} />
        </HStack>
      </ScreenHeading>
      {empty ? (
        <Flex bg="bg" borderWidth="1px" rounded="md" justify="center">
          {guest ? (
            <EmptyMessage title="No products are shared with you" message="Products appear here when a member of the workspace shares them with you." />
          ) : (
            <EmptyMessage title="Add your first product" message="Use your CAD data to create a new product." link={{ label: 'Show me how', to: '?tour=products' }} />
          )}
        </Flex>
      ) : (
        <>
          <SearchBox label="Search products by name, description or category" placeholder="Search products" onSearch={onSearch} initialValue={search} />
          {error && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>Error deleting product</Alert.Title>
            </Alert.Root>
          )}
          <DataTable<ProductRow>
            label="Products"
            columns={COLUMNS}
            rows={rows}
            getRowId={(row) => row.id}
            rowName={(row) => row.name ?? ''}
            pager={pager}
            loading={loading}
            sorting={sorting}
            onSortingChange={setSorting}
            selectable={!guest}
            batchTools={(ids, clear) => (
              <HStack gap="2" wrap="wrap">
                <LabelTool list="categories" selectedIds={ids} />
                <LabelTool list="functions" selectedIds={ids} />
                {mayDeleteAll(ids) && (
                  <Button size="xs" variant="outline" colorPalette="danger" onClick={() => actions.askDelete(ids.map((id) => seen.current.get(id) ?? { id, name: null }), clear)}>
                    <LuTrash2 aria-hidden="true" /> Delete
                  </Button>
                )}
                <Button size="xs" variant="ghost" onClick={clear}>Clear selection</Button>
              </HStack>
            )}
            rowActions={[
              { label: 'Edit', icon: <LuPencil aria-hidden="true" />, onClick: openProductEditor, offered: (row) => row.permissions.write },
              { label: 'Duplicate', icon: <LuCopy aria-hidden="true" />, onClick: (row) => void actions.duplicate(row), offered: (row) => row.permissions.duplicate && !guest },
              { label: 'Delete', icon: <LuTrash2 aria-hidden="true" />, onClick: (row) => actions.askDelete([row]), offered: (row) => row.permissions.delete },
            ]}
          />
        </>
      )}
      {actions.dialog}
      {drop.overlay}
    </Stack>
  );
}
