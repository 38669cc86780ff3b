import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../constants.ts';
import type { Pager } from './pager.ts';

/** One page of a list as the gateway answers it (`items, total, next`). */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  /** false when `total` counts only what is known so far (absent: exact) */
  totalExact?: boolean;
  next: string | null;
}

interface PageVariables<Sort extends string = string> {
  page?: { limit?: number | null; cursor?: string | null; sort?: Sort | null } | null;
}

/** The sort of a list's variables: a value of its kind's generated `<Kind>Sort` enum. */
type SortOf<Variables> = Variables extends { page?: { sort?: infer Sort | null } | null } ? Extract<Sort, string> : never;

export interface CursorPagingOptions<Data, Variables extends PageVariables, Row> {
  /** the list's other variables (its filter); a change starts again from the first page */
  variables?: Omit<Variables, 'page'>;
  /** the page inside the query's answer */
  select: (data: Data) => ListPage<Row> | undefined;
  /**
   * the orders the server has: the values of the list's `<Kind>Sort` enum (web/gql/graphql.ts), e.g.
   * Object.values(ModuleSort); a column whose id is an order sorts on the server
   */
  sorts?: readonly SortOf<Variables>[];
  initialSorting?: SortingState;
  pageSize?: number;
}

export interface CursorPaging<Row> {
  rows: Row[];
  loading: boolean;
  error: Error | undefined;
  pager: Pager;
  sorting: SortingState;
  setSorting: (sorting: SortingState) => void;
  refetch: () => void;
}

/**
 * Columns of a table the server sorts: a column offers sorting exactly when the server has an order
 * of its id (`sorts`), so no column looks sortable that would sort one page only.
 */
export function serverSortedColumns<Column extends { id?: string; enableSorting?: boolean }>(columns: Column[], sorts: readonly string[]): Column[] {
  return columns.map((column) => ({ ...column, enableSorting: column.id !== undefined && sorts.includes(column.id) }));
}

/** The server's order for a table sorting (the first sorted column the server has an order of): `name`, or `name_DESC` descending. */
export function sortParam<Sort extends string>(sorting: SortingState, sorts: readonly Sort[]): Sort | undefined {
  for (const { id, desc } of sorting) {
    const order = sorts.find((sort) => sort === (desc ? `${id}_DESC` : id));
    if (order) return order;
  }
  return undefined;
}

/**
 * Cursor paging over a list query taking `page: <Kind>PageInput`: the one paging hook of every table.
 * It keeps the cursor of each page it opened, so Previous needs no cursor from the server. Each
 * filter keeps its own stack, so clearing a search returns to the page the user left (§4).
 */
export function useCursorPaging<Data, Variables extends PageVariables, Row>(
  document: TypedDocumentNode<Data, Variables>,
  { variables, select, sorts = [], initialSorting = [], pageSize: initialPageSize = DEFAULT_PAGE_SIZE }: CursorPagingOptions<Data, Variables, Row>,
): CursorPaging<Row> {
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [sorting, setSortingState] = useState<SortingState>(initialSorting);
  // cursors[i] opens page i (the first page has none), kept per filter
  const [stacks, setStacks] = useState<Record<string, (string | null)[]>>({});
  const filterKey = JSON.stringify(variables ?? {});
  const cursors = stacks[filterKey] ?? [null];
  const pageIndex = cursors.length - 1;
  const sort = sortParam(sorting, sorts);

  const page = { limit: pageSize, ...(cursors[pageIndex] ? { cursor: cursors[pageIndex] } : {}), ...(sort ? { sort } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(document as TypedDocumentNode<Data, PageVariables>, {
    variables: { ...(variables ?? {}), page },
    notifyOnNetworkStatusChange: true,
  });
  // while the next page loads, keep the total of the last answer so the report does not flicker
  const current = data ? select(data as Data) : undefined;
  const known = current ?? (previousData ? select(previousData as Data) : undefined);
  const rows = useMemo(() => current?.items ?? [], [current]);

  const setCursors = (update: (cursors: (string | null)[]) => (string | null)[]) =>
    setStacks((all) => ({ ...all, [filterKey]: update(all[filterKey] ?? [null]) }));

  const pager: Pager = {
    pageIndex,
    pageSize,
    total: known?.total ?? 0,
    totalExact: known?.totalExact ?? true,
    rowsOnPage: rows.length,
    canPrevious: !loading && pageIndex > 0,
    canNext: !loading && Boolean(current?.next),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    next: () => {
      const next = current?.next;
      if (next) setCursors((c) => [...c, next]);
    },
    setPageSize: (size) => {
      setPageSizeState(size);
      setStacks({});
    },
  };

  return {
    rows,
    loading,
    error: error ?? undefined,
    pager,
    sorting,
    setSorting: (next) => {
      setSortingState(next);
      setStacks({});
    },
    refetch: () => void refetch(),
  };
}
