import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModuleListDocument, type ModuleListQuery } from '../../web/gql/graphql.ts';
import { DataTable, type DataColumn } from '../../web/src/shared/table/DataTable.tsx';
import type { Pager } from '../../web/src/shared/table/pager.ts';
import { serverSortedColumns, sortParam, useCursorPaging } from '../../web/src/shared/table/useCursorPaging.ts';
import { renderUi } from './render.tsx';

interface Row {
  id: string;
  name: string;
  parts: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'Shelf 800', parts: 2 },
  { id: 'b', name: 'Door 400 left', parts: 4 },
  { id: 'c', name: 'Plinth 800', parts: 1 },
];
const COLUMNS: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
  { id: 'parts', header: 'Parts', accessorFn: (row) => row.parts, enableSorting: false, meta: { numeric: true } },
];

const pager = (overrides: Partial<Pager> = {}): Pager => ({
  pageIndex: 1, pageSize: 10, total: 13, totalExact: true, rowsOnPage: 3, canPrevious: true, canNext: false,
  previous: vi.fn(), next: vi.fn(), setPageSize: vi.fn(), ...overrides,
});

describe('DataTable', () => {
  it('shows the rows, the §9 report text and the page sizes 10, 25 and 50', () => {
    renderUi(<DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} />);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 11 to 13 of 13 entries')).toBeInTheDocument();
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
  });

  it('scrolls within 600 px', () => {
    renderUi(<DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} />);
    expect(getComputedStyle(screen.getByRole('region', { name: 'Products' })).maxHeight).toBe('600px');
  });

  it("says 'No data available' without rows, or the table message it is given", () => {
    const { unmount } = renderUi(<DataTable label="Orders" columns={COLUMNS} rows={[]} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager({ total: 0, rowsOnPage: 0 })} />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    unmount();
    renderUi(<DataTable label="Orders" columns={COLUMNS} rows={[]} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager({ total: 0, rowsOnPage: 0 })} message={{ title: 'No orders found.' }} />);
    expect(screen.getByText('No orders found.')).toBeInTheDocument();
  });

  it('pages through the pager and changes the page size', async () => {
    const p = pager({ canNext: true });
    const { user } = renderUi(<DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={p} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(p.next).toHaveBeenCalledOnce();
    expect(p.previous).toHaveBeenCalledOnce();
    expect(p.setPageSize).toHaveBeenCalledWith(25);
  });

  it('sorts by a sortable column, ascending then descending, and marks it', async () => {
    const onSortingChange = vi.fn();
    const { user, rerender } = renderUi(
      <DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} sorting={[]} onSortingChange={onSortingChange} />,
    );
    expect(within(screen.getByRole('columnheader', { name: 'Parts' })).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: false }]);
    rerender(<DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} sorting={[{ id: 'name', desc: false }]} onSortingChange={onSortingChange} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
  });

  it('selects rows one by one or the whole page, and offers the batch tools for them', async () => {
    const tools = vi.fn((ids: string[]) => <span>tools for {ids.join(',')}</span>);
    const { user } = renderUi(
      <DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} selectable batchTools={tools} />,
    );
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Shelf 800' }));
    expect(screen.getByRole('toolbar', { name: 'Selected rows' })).toHaveTextContent('1 selected');
    expect(screen.getByText('tools for a')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('tools for a,b,c')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.queryByRole('toolbar')).not.toBeInTheDocument();
  });

  it('offers row actions named after the row', async () => {
    const edit = vi.fn();
    const { user } = renderUi(
      <DataTable label="Products" columns={COLUMNS} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} rowActions={[{ label: 'Edit', onClick: edit }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Door 400 left' }));
    expect(edit).toHaveBeenCalledWith(ROWS[1]);
  });
});

const item = (n: number): ModuleListQuery['modules']['items'][number] => ({
  __typename: 'ModuleRow', id: `id${n}`, version: 1, head: 1, lastEdited: '2026-01-01T00:00:00.000Z', name: `Module ${n}`, progress: null, picture: null,
  owner: { __typename: 'User', email: 'ada@oak.example', name: 'Ada' },
  permissions: { __typename: 'Permissions', write: true, duplicate: true, delete: true },
  data: { __typename: 'ModuleRowData', categories: [], source: 'unknown', nParameters: 0, nConnectors: 0 },
});
const page = (variables: Record<string, unknown>, items: number[], next: string | null, total = 25): MockLink.MockedResponse => ({
  request: { query: ModuleListDocument, variables },
  result: { data: { __typename: 'Query', modules: { __typename: 'ModulePage', total, totalExact: true, next, items: items.map(item) } } satisfies ModuleListQuery },
});

describe('useCursorPaging', () => {
  it('offers sorting only on the columns the server sorts', () => {
    const columns = serverSortedColumns(COLUMNS.map((column) => ({ ...column, enableSorting: true })), ['name', 'name_DESC']);
    renderUi(<DataTable label="Products" columns={columns} rows={ROWS} getRowId={(r) => r.id} rowName={(r) => r.name} pager={pager()} sorting={[]} onSortingChange={() => {}} />);
    const header = screen.getAllByRole('row')[0];
    expect(within(header).getAllByRole('button').map((b) => b.textContent)).toEqual(['Name']);
  });

  it('builds the server sort from the first sortable column', () => {
    expect(sortParam([{ id: 'lastEdited', desc: true }], ['lastEdited', 'lastEdited_DESC'])).toBe('lastEdited_DESC');
    expect(sortParam([{ id: 'owner', desc: false }, { id: 'name', desc: false }], ['name', 'name_DESC'])).toBe('name');
    expect(sortParam([{ id: 'owner', desc: false }], ['name', 'name_DESC'])).toBeUndefined();
  });

  it('follows next cursors forward and its own stack back, and restarts on a new page size', async () => {
    const mocks = [
      page({ page: { limit: 10 } }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'c2'),
      page({ page: { limit: 10, cursor: 'c2' } }, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], 'c3'),
      page({ page: { limit: 10 } }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'c2'),
      page({ page: { limit: 25 } }, Array.from({ length: 25 }, (_, i) => i + 1), null),
    ];
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    const { result } = renderHook(() => useCursorPaging(ModuleListDocument, { select: (d) => d.modules }), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    expect(result.current.pager).toMatchObject({ pageIndex: 0, total: 25, canPrevious: false, canNext: true });
    act(() => result.current.pager.next());
    await waitFor(() => expect(result.current.rows[0]?.name).toBe('Module 11'));
    expect(result.current.pager.pageIndex).toBe(1);
    act(() => result.current.pager.previous());
    await waitFor(() => expect(result.current.rows[0]?.name).toBe('Module 1'));
    act(() => result.current.pager.setPageSize(25));
    await waitFor(() => expect(result.current.rows).toHaveLength(25));
    expect(result.current.pager).toMatchObject({ pageIndex: 0, pageSize: 25, canNext: false });
  });

  it('returns to the page it left when a search is cleared (§4)', async () => {
    const mocks = [
      page({ page: { limit: 10 } }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'c2'),
      page({ page: { limit: 10, cursor: 'c2' } }, [11, 12], null, 12),
      page({ filter: { name: 'shelf' }, page: { limit: 10 } }, [3], null, 1),
      page({ page: { limit: 10, cursor: 'c2' } }, [11, 12], null, 12),
    ];
    const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
    const { result, rerender } = renderHook(
      ({ search }: { search: string }) => useCursorPaging(ModuleListDocument, { variables: search ? { filter: { name: search } } : {}, select: (d) => d.modules }),
      { wrapper, initialProps: { search: '' } },
    );
    await waitFor(() => expect(result.current.rows).toHaveLength(10));
    act(() => result.current.pager.next());
    await waitFor(() => expect(result.current.pager.pageIndex).toBe(1));
    rerender({ search: 'shelf' });
    await waitFor(() => expect(result.current.rows.map((r) => r.name)).toEqual(['Module 3']));
    expect(result.current.pager.pageIndex).toBe(0);
    rerender({ search: '' });
    await waitFor(() => expect(result.current.rows[0]?.name).toBe('Module 11'));
    expect(result.current.pager.pageIndex).toBe(1);
  });
});
