import { HStack, Image } from '@chakra-ui/react';
import { ModuleSort, type ModuleListQuery } from '../../gql/graphql.ts';
import { formatDate, truncate } from '../shared/format.ts';
import { messages } from '../shared/messages.ts';
import { StatusTag } from '../shared/StatusTag.tsx';
import { CellText } from '../shared/table/CellText.tsx';
import type { DataColumn } from '../shared/table/DataTable.tsx';
import { serverSortedColumns } from '../shared/table/useCursorPaging.ts';
import { notify } from '../shared/toaster.tsx';

/** A row of the products table: a module as the gateway lists it. */
export type ProductRow = ModuleListQuery['modules']['items'][number];

/** The modules list's orders (the generated ModuleSort, from the registry's `sorts` of modules): every column is one. */
export const PRODUCT_SORTS: readonly ModuleSort[] = Object.values(ModuleSort);

/** Last edited (dd/MM/yy), or '{n}% Completed' while a task on the product is below 100% (§2.4, §4). */
export function lastEditedText({ lastEdited, progress }: Pick<ProductRow, 'lastEdited' | 'progress'>): string {
  if (typeof progress === 'number' && progress < 1) return `${Math.round(progress * 100)}% Completed`;
  return formatDate(lastEdited, true);
}

/** The source column: a tag with a dot and the source, or the plain text 'unknown' (§2.4). */
function Source({ source }: { source: string }) {
  if (!source || source === 'unknown') return <CellText tone="muted">unknown</CellText>;
  return <StatusTag status="info" dot>{source}</StatusTag>;
}

/** The columns of §2.4, names cut at `nameMax` characters (40 on the products page, 30 on the dashboard). */
export function productColumns(nameMax: number): DataColumn<ProductRow>[] {
  return serverSortedColumns<DataColumn<ProductRow>>([
    {
      id: 'name',
      header: 'Name',
      accessorFn: (row) => row.name ?? '',
      cell: ({ row }) => {
        const name = row.original.name ?? '';
        const text = (
          <CellText tone="strong" title={name.length > nameMax ? name : undefined}>
            {truncate(name, nameMax)}
          </CellText>
        );
        // the product's picture (a CAD import's render) beside its name; the name says what it shows
        const picture = row.original.picture;
        return picture ? (
          <HStack gap="2">
            <Image src={picture} alt="" boxSize="8" objectFit="contain" loading="lazy" flexShrink={0} />
            {text}
          </HStack>
        ) : (
          text
        );
      },
    },
    { id: 'category', header: 'Category', accessorFn: (row) => row.data.categories.join(', ') },
    {
      id: 'owner',
      header: 'Owner',
      accessorFn: (row) => row.owner.name,
      cell: ({ row }) => <span title={row.original.owner.email}>{row.original.owner.name}</span>,
    },
    { id: 'lastEdited', header: 'Last edited', accessorFn: (row) => row.lastEdited, cell: ({ row }) => lastEditedText(row.original), sortDescFirst: true },
    { id: 'source', header: 'Source', accessorFn: (row) => row.data.source, cell: ({ row }) => <Source source={row.original.data.source} /> },
    { id: 'parameters', header: 'Parameters', accessorFn: (row) => row.data.nParameters ?? 0, sortDescFirst: true, meta: { numeric: true } },
    { id: 'connectors', header: 'Connectors', accessorFn: (row) => row.data.nConnectors ?? 0, sortDescFirst: true, meta: { numeric: true } },
  ], PRODUCT_SORTS);
}

/** Editing opens the product editor in a new tab (§2.4); a blocked popup says so (§8). */
export function openProductEditor(row: Pick<ProductRow, 'id'>): void {
  const tab = window.open(`/products/${row.id}`, '_blank');
  if (!tab) notify(messages.popupsBlocked());
}
